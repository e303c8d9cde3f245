import { useLocalSearchParams } from 'expo-router';
import { SearchScreen } from '../src/features/search/SearchScreen';
import { useSession } from '../src/features/session/SessionProvider';
import { SplashView } from '../src/ui/SplashView';

/**
 * `/search?term=…`: search people and answers; a `#tag` term shows the tag's answers. Visitors
 * search too, read-only (issue 34).
 */
export default function SearchRoute() {
  const { term } = useLocalSearchParams<{ term?: string }>();
  const { status } = useSession();
  if (status === 'restoring') return <SplashView />;
  return <SearchScreen initialTerm={typeof term === 'string' ? term : ''} />;
}
