import { createApiClient } from '@qurio/client';
import { ask, timeline } from '@qurio/contract/routes';

/** A client for a Qurio server, with a personal access token (Settings → Access tokens). */
export function connect(server: string, token: string) {
  let current = token;
  return createApiClient({
    baseUrl: () => server,
    accessToken: () => current,
    // A personal access token never changes; a session token may be rotated: keep the new one.
    tokenRotated: (next) => {
      current = next;
    },
    sessionEnded: () => console.error('The token has been revoked or has expired.'),
    language: () => 'en',
    timezone: () => 'UTC',
  });
}

/** Reads the home timeline, then asks a member a question anonymously. */
export async function readAndAsk(server: string, token: string, memberId: number) {
  const api = connect(server, token);
  const home = await api.call(timeline, {});
  for (const row of home.questions) console.log(`@${row.username}: ${row.question} → ${row.answer}`);
  await api.call(ask, { user_id: memberId, question: 'What are you reading these days?', anonymous: true });
}
