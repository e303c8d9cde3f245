import { useLocalSearchParams } from 'expo-router';
import { SearchScreen } from '../src/features/search/SearchScreen';
import { MemberOnly } from '../src/features/settings/MemberOnly';

/** `/search?term=…`: search people and answers; a `#tag` term shows the tag's answers. */
export default function SearchRoute() {
  const { term } = useLocalSearchParams<{ term?: string }>();
  return (
    <MemberOnly>
      <SearchScreen initialTerm={typeof term === 'string' ? term : ''} />
    </MemberOnly>
  );
}
