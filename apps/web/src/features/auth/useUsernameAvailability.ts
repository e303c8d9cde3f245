import { LIMITS } from '@qurio/contract/limits';
import { checkUsername } from '@qurio/contract/routes';
import { useEffect, useState } from 'react';
import { callApi } from '../../api/client';
import { isAbortError } from '../../api/errors';

export type Availability = 'idle' | 'checking' | 'available' | 'taken';

/**
 * SPEC §5: availability is checked while typing, after a pause, and a newer keystroke cancels the
 * check in flight so an old answer never overwrites a newer one. Pass null for names not worth checking.
 */
export function useUsernameAvailability(username: string | null): Availability {
  const [state, setState] = useState<{ name: string | null; availability: Availability }>({
    name: null,
    availability: 'idle',
  });

  useEffect(() => {
    if (!username) return;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      setState({ name: username, availability: 'checking' });
      callApi(checkUsername, { username }, { signal: controller.signal }).then(
        (response) => setState({ name: username, availability: response.availability ? 'available' : 'taken' }),
        (error: unknown) => {
          // Unknown is better than wrong: the server decides at submit time anyway.
          if (!isAbortError(error)) setState({ name: username, availability: 'idle' });
        },
      );
    }, LIMITS.searchDebounceMs);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [username]);

  return username !== null && state.name === username ? state.availability : 'idle';
}
