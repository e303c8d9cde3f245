import { QueryClient } from '@tanstack/react-query';
import { ApiError, NetworkError } from '../api/errors';
import { getSession, onSessionEnd, subscribeSession } from '../lib/session-store';

function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // The client already reported network failures; a 4xx will not change by asking again.
        retry: (failures, error) => !(error instanceof ApiError || error instanceof NetworkError) && failures < 2,
        refetchOnWindowFocus: false,
        // Every query asks the server even while the browser says it is offline: the client then
        // reports the lost connection and the no-connection screen shows (SPEC §4 "Connection").
        // TanStack's default would pause it without a request, and the page would spin forever.
        // Reconnecting refetches what failed (`refetchOnReconnect`).
        networkMode: 'always',
      },
      mutations: { retry: false },
    },
  });
}

/**
 * One cache for the whole app, created with the first screen that fetches through TanStack Query,
 * so the landing page does not download it.
 */
export const queryClient = createQueryClient();

// Nothing of the previous user may stay in memory for the next one.
onSessionEnd(() => queryClient.clear());

// Signing in changes what every answer says (liked, isFollowing, blocks, the owner's view): what a
// guest loaded must not be shown to the member. A rotated token keeps the same user and the cache.
let cachedFor = getSession()?.id ?? null;
subscribeSession(() => {
  const id = getSession()?.id ?? null;
  if (id === cachedFor) return;
  cachedFor = id;
  queryClient.clear();
});
