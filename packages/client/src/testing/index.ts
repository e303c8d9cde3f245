/**
 * `@qurio/client/testing`: what tests of every layer share. No Node and no DOM here (the app's Jest
 * and the web's component tests load it too); the mail reader, which needs Node, is
 * `@qurio/client/testing/mail`.
 */
export { type InjectableApp, type InjectOptions, injectFetch } from './inject-fetch.js';
export {
  type AnsweredQuestion,
  type AnswerOptions,
  type AskOptions,
  createTestKit,
  type InboxQuestion,
  type KitMember,
  type KitOptions,
  type MemberOptions,
  type SessionData,
  TEST_PASSWORD,
  type TestKit,
  uniqueUsername,
} from './kit.js';
export { type RequestContextLike, requestFetch } from './request-fetch.js';
export { waitUntil } from './wait.js';
