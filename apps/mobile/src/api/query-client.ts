import { ApiError } from '@qurio/client';
import { QueryClient } from '@tanstack/react-query';

/** One cache for the app; an ApiError (a real answer) is never retried, a network failure twice. */
export function createQueryClient(options: { gcTime?: number } = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        gcTime: options.gcTime ?? 5 * 60_000,
        retry: (count, error) => !(error instanceof ApiError) && count < 2,
      },
      mutations: { retry: false },
    },
  });
}
