// Test data through the real HTTP API: members, follows, questions and answers.
import { createApiClient } from '@qurio/client';
import * as routes from '@qurio/contract/routes';

let counter = 0;

/** A client of the test server holding one member's token (or none). */
export function clientFor(token: string | null = null) {
  return createApiClient({
    baseUrl: () => process.env.QURIO_TEST_API_URL ?? '',
    accessToken: () => token,
    tokenRotated: () => undefined,
    sessionEnded: () => undefined,
    language: () => 'en',
    timezone: () => 'UTC',
  });
}

export const PASSWORD = 'secret-pass-1';

/** A fresh, unique username (3 to 15 letters or digits). */
export function uniqueUsername(prefix = 'm'): string {
  counter += 1;
  return `${prefix}${Date.now().toString(36).slice(-6)}${counter}`.slice(0, 15);
}

export async function createMember(prefix = 'm') {
  const username = uniqueUsername(prefix);
  const result = await clientFor().call(routes.register, {
    username,
    email: `${username}@example.com`,
    password: PASSWORD,
    password_repeat: PASSWORD,
    lang: 'en',
  });
  return { ...result.data, token: result.data.access_token, api: clientFor(result.data.access_token) };
}

/** `asker` asks `recipient` a question; returns its id from the recipient's inbox. */
export async function askQuestion(
  asker: Awaited<ReturnType<typeof createMember>>,
  recipient: Awaited<ReturnType<typeof createMember>>,
  question: string,
) {
  await asker.api.call(routes.ask, { user_id: recipient.id, question, anonymous: false });
  const inbox = await recipient.api.call(routes.myQuestions, {});
  const found = inbox.questions.find((item) => item.question === question);
  if (!found) throw new Error('The question did not reach the inbox');
  return found.id;
}
