import { QueryProvider } from '../QueryProvider';
import { MemberHeader } from './MemberHeader';

/** The member header outside the member layout (static pages, blog), with the query cache it reads. */
export default function MemberHeaderWithQueries() {
  return (
    <QueryProvider>
      <MemberHeader />
    </QueryProvider>
  );
}
