import { ApiError } from '@qurio/client';
import type { UserSummary } from '@qurio/contract';
import { verifyEmailWithToken } from '@qurio/contract/routes';
import type { QueryClient } from '@tanstack/react-query';
import { settingsKeys } from './keys';
import type { WriteApi } from './writes/define';
import { patchMe } from './writes/me-cache';

/** What the mail's link `/settings/email/verify/{token}` came to (SPEC §2). */
export type EmailTokenCheck =
  | { state: 'checking' }
  | { state: 'verified' }
  | { state: 'failed'; code: unknown; error: unknown };

/**
 * A link token is single use: the call runs once per token even if the screen mounts twice
 * (React's development double mount, a quick back and forth), and later mounts reuse the answer.
 */
const checks = new Map<string, Promise<EmailTokenCheck>>();

/** Sends the link's token once; the server's verdict is kept, a network failure is asked again next time. */
export function checkEmailToken(api: Pick<WriteApi, 'call'>, token: string): Promise<EmailTokenCheck> {
  let check = checks.get(token);
  if (!check) {
    check = api.call(verifyEmailWithToken, { token }).then(
      (): EmailTokenCheck => ({ state: 'verified' }),
      (error: unknown): EmailTokenCheck => {
        if (!(error instanceof ApiError)) checks.delete(token);
        return { state: 'failed', code: error instanceof ApiError ? error.code : 'INTERNAL', error };
      },
    );
    checks.set(token, check);
  }
  return check;
}

/**
 * After the link verified the address (a read, not a write, so no write definition applies): `me`
 * takes it at once, and the address's state and the e-mail notification card's "confirm your
 * address" note load again. Each app moves its stored session itself.
 */
export async function refreshAfterEmailLink(client: QueryClient, member: UserSummary | null): Promise<void> {
  patchMe(client, member, { email_verified: true });
  await Promise.all([
    client.invalidateQueries({ queryKey: settingsKeys.email(), exact: true }),
    client.invalidateQueries({ queryKey: settingsKeys.notification(), exact: true }),
  ]);
}
