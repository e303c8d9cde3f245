import { QueryProvider } from '../../app/QueryProvider';
import { Trends } from './Trends';

/**
 * Trends beside a profile a guest is reading (SPEC §2: trend links lead guests to /login). Loaded
 * lazily by the guest profile layout, so the landing page never downloads the API client.
 */
export default function GuestTrends() {
  return (
    <QueryProvider>
      <Trends variant="sidebar" />
    </QueryProvider>
  );
}
