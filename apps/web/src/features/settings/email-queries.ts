import { myEmail, type RouteResponse, verifyEmailWithToken } from '@qurio/contract/routes';
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { callApi } from '../../api/client';
import { ApiError } from '../../api/errors';
import { getSession } from '../../lib/session-store';
import { settingsKeys } from './keys';
import { applyMyChanges } from './session-sync';

export type EmailState = RouteResponse<typeof myEmail>;

/** The address and whether it is verified; the stored session follows whatever the server says. */
export function useMyEmail() {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: settingsKeys.email(),
    queryFn: ({ signal }) => callApi(myEmail, undefined, { signal }),
  });
  const data = query.data;
  useEffect(() => {
    const session = getSession();
    if (!data || !session) return;
    if (session.email !== data.email || session.email_verified !== data.email_verified) {
      applyMyChanges(queryClient, { email: data.email, email_verified: data.email_verified });
    }
  }, [data, queryClient]);
  return query;
}

export function setMyEmail(queryClient: QueryClient, state: EmailState): void {
  queryClient.setQueryData<EmailState>(settingsKeys.email(), state);
  applyMyChanges(queryClient, state);
}

export type TokenCheck = { state: 'checking' } | { state: 'verified' } | { state: 'failed'; code: unknown };

/**
 * A link token is single use: the call runs once per token even if the screen mounts twice
 * (React's development double mount, a quick back and forth), and later mounts reuse the answer.
 */
const tokenChecks = new Map<string, Promise<TokenCheck>>();

function checkToken(token: string): Promise<TokenCheck> {
  let check = tokenChecks.get(token);
  if (!check) {
    check = callApi(verifyEmailWithToken, { token }).then(
      (): TokenCheck => ({ state: 'verified' }),
      (error: unknown): TokenCheck => {
        // Only the server's verdict is final; after a network failure the next visit asks again.
        if (!(error instanceof ApiError)) tokenChecks.delete(token);
        return { state: 'failed', code: error instanceof ApiError ? error.code : 'INTERNAL' };
      },
    );
    tokenChecks.set(token, check);
  }
  return check;
}

/** Verifies the link `/settings/email/verify/{token}` on load (SPEC §2). */
export function useVerifyEmailToken(token: string | undefined): TokenCheck | null {
  const queryClient = useQueryClient();
  const [result, setResult] = useState<{ token: string; check: TokenCheck } | null>(null);
  useEffect(() => {
    if (!token) return;
    let live = true;
    void checkToken(token).then((check) => {
      if (!live) return;
      setResult({ token, check });
      if (check.state !== 'verified') return;
      // The link is checked by a read, not a write: the address's state loads again.
      void queryClient.invalidateQueries({ queryKey: settingsKeys.email() });
    });
    return () => {
      live = false;
    };
  }, [token, queryClient]);
  if (!token) return null;
  return result?.token === token ? result.check : { state: 'checking' };
}
