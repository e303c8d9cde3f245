import type { SessionUser } from '@qurio/contract';
import type { myEmail, RouteResponse } from '@qurio/contract/routes';
import {
  checkEmailToken,
  type EmailTokenCheck,
  emailQueryOptions,
  patchMe,
  refreshAfterEmailLink,
} from '@qurio/queries';
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { callApi } from '../../api/client';
import { getSession, updateSession } from '../../lib/session-store';

export type EmailState = RouteResponse<typeof myEmail>;

/** The shared reads (@qurio/queries) over the web's client. */
const readApi = { call: callApi };

/** The address and whether it is verified; the stored session follows whatever the server says. */
export function useMyEmail() {
  const queryClient = useQueryClient();
  const query = useQuery(emailQueryOptions(readApi));
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

/** The stored session (header, next start) and every cached copy of me take the fields at once. */
function applyMyChanges(queryClient: QueryClient, fields: Partial<Pick<SessionUser, 'email' | 'email_verified'>>) {
  const session = getSession();
  updateSession(fields);
  patchMe(queryClient, session, fields);
}

/** Verifies the link `/settings/email/verify/{token}` on load (SPEC §2). */
export function useVerifyEmailToken(token: string | undefined): EmailTokenCheck | null {
  const queryClient = useQueryClient();
  const [result, setResult] = useState<{ token: string; check: EmailTokenCheck } | null>(null);
  useEffect(() => {
    if (!token) return;
    let live = true;
    void checkEmailToken(readApi, token).then((check) => {
      if (!live) return;
      setResult({ token, check });
      if (check.state !== 'verified') return;
      // The link is checked by a read, not a write: the address's state loads again.
      void refreshAfterEmailLink(queryClient, getSession());
    });
    return () => {
      live = false;
    };
  }, [token, queryClient]);
  if (!token) return null;
  return result?.token === token ? result.check : { state: 'checking' };
}
