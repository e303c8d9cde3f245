/**
 * The one test kit of every layer (server, web components, web e2e, the app's Jest): members,
 * questions, answers, follows and likes made through the contract's route table and this package's
 * client, so every rule of the server applies and a wrong path, field or type does not compile.
 * Each layer brings only its transport: `injectFetch(app)` in process (server and web component
 * tests), Node's fetch and the server's origin over HTTP (e2e, the app's Jest). Tests only
 * (`@qurio/client/testing`).
 */

import type { RouteInput, RouteResponse } from '@qurio/contract/routes';
import * as routes from '@qurio/contract/routes';
import { type ApiClient, createApiClient } from '../client.js';

/** What `register` answers: the member's session (`data`) and the device proof it handed out. */
type Registered = RouteResponse<typeof routes.register>;
export type SessionData = Registered['data'];
/** A question as its recipient's inbox lists it. */
export type InboxQuestion = RouteResponse<typeof routes.myQuestions>['questions'][number];
/** A question as `answer` returns it. */
export type AnsweredQuestion = RouteResponse<typeof routes.answer>['question'];
/** A picture uploadMedia stored, as an answer will show it. */
export type MediaItem = RouteResponse<typeof routes.uploadMedia>['media'];

/** The password of every kit member unless a test names one. */
export const TEST_PASSWORD = 'secret123';

let counter = 0;

/**
 * A fresh valid username (3 to 15 letters or digits): the prefix, a time stamp and a counter, so
 * suites sharing one server never collide (keep the prefix short: the name stops at 15).
 */
export function uniqueUsername(prefix = 'm'): string {
  counter += 1;
  return `${prefix}${Date.now().toString(36).slice(-6)}${counter}`.slice(0, 15);
}

export interface KitMember {
  id: number;
  username: string;
  email: string;
  password: string;
  token: string;
  /** The device proof the sign-up handed out (the server's features/auth/devices.ts). */
  device: string;
  /** The session as the apps keep it after a sign-up. */
  session: SessionData;
  /** A client calling as this member. */
  api: ApiClient;
}

export interface MemberOptions {
  username?: string;
  /** The start of a generated username (ignored with `username`). */
  prefix?: string;
  email?: string;
  password?: string;
  lang?: RouteInput<typeof routes.register>['lang'];
  /**
   * The member confirms their age and accepts the Terms as the apps' forms do; `false` signs up
   * with the spec's payload, which leaves both owed (the consent screen).
   */
  consent?: boolean;
  /** Signs up saying "I am under 18" (the account starts with a minor's settings). */
  under18?: boolean;
  /** The transport of this sign-up only (the server suite's own address or user agent per member). */
  fetch?: typeof fetch;
}

export interface AskOptions {
  /** Left out, the server's default applies (a member asks anonymously). */
  anonymous?: boolean;
}

export interface AnswerOptions {
  /** The answer's content warning (issue 33): readers see it folded under this. */
  content_warning?: string;
}

export interface TestKit {
  /** A client of the server under test holding one member's token, or none (a guest). */
  clientFor(token?: string | null, transport?: typeof fetch): ApiClient;
  createMember(options?: MemberOptions): Promise<KitMember>;
  /** `from` (a member, or null for a guest) asks `to`; answers the question as `to`'s inbox lists it. */
  ask(
    from: Pick<KitMember, 'token'> | null,
    to: Pick<KitMember, 'id' | 'token'>,
    question: string,
    options?: AskOptions,
  ): Promise<InboxQuestion>;
  /** Answers with pictures too: ids from uploadMedia, each with its description. */
  answer(
    owner: Pick<KitMember, 'token'>,
    questionId: number,
    text: string,
    media?: Array<{ id: number; alt: string }>,
    options?: AnswerOptions,
  ): Promise<AnsweredQuestion>;
  /** Uploads one picture or GIF for an answer (a Blob of its bytes, as a browser's File). */
  uploadMedia(owner: Pick<KitMember, 'token'>, file: Blob, name?: string): Promise<MediaItem>;
  /** Asks and answers in one go: an answer on `owner`'s profile. */
  askAndAnswer(
    from: Pick<KitMember, 'token'> | null,
    owner: Pick<KitMember, 'id' | 'token'>,
    question: string,
    answer: string,
    options?: AskOptions & AnswerOptions,
  ): Promise<AnsweredQuestion>;
  /** Pins one of the member's answers to their profile; answers the pinned ids in order. */
  pin(member: Pick<KitMember, 'token'>, questionId: number): Promise<number[]>;
  follow(follower: Pick<KitMember, 'token'>, followed: Pick<KitMember, 'id'>): Promise<void>;
  like(member: Pick<KitMember, 'token'>, questionId: number): Promise<{ liked: boolean; like_count: number }>;
}

export interface KitOptions {
  /** How requests reach the server: `injectFetch(app)` in process, Node's fetch over HTTP. */
  fetch?: typeof fetch;
  /** The server's origin over HTTP ('' in process). */
  baseUrl?: string | (() => string);
}

/** The kit over one transport. */
export function createTestKit({ fetch: transport, baseUrl = '' }: KitOptions = {}): TestKit {
  const origin = typeof baseUrl === 'function' ? baseUrl : () => baseUrl;
  const clientFor = (token: string | null = null, own: typeof fetch | undefined = transport): ApiClient =>
    createApiClient({
      baseUrl: origin,
      accessToken: () => token,
      tokenRotated: () => undefined,
      sessionEnded: () => undefined,
      language: () => 'en',
      timezone: () => 'UTC',
      ...(own ? { fetch: own } : {}),
    });

  const kit: TestKit = {
    clientFor,
    async createMember(options = {}) {
      const username = options.username ?? uniqueUsername(options.prefix);
      const email = options.email ?? `${username.toLowerCase()}@example.com`;
      const password = options.password ?? TEST_PASSWORD;
      const result = await clientFor(null, options.fetch ?? transport).call(routes.register, {
        username,
        email,
        password,
        password_repeat: password,
        lang: options.lang ?? 'en',
        ...(options.consent === false ? {} : { accept_terms: true, confirm_age: true }),
        ...(options.under18 ? { under_18: true } : {}),
      });
      const token = result.data.access_token;
      return {
        id: result.data.id,
        username,
        email,
        password,
        token,
        device: result.device,
        session: result.data,
        api: clientFor(token),
      };
    },
    async ask(from, to, question, options = {}) {
      await clientFor(from?.token ?? null).call(routes.ask, {
        user_id: to.id,
        question,
        ...(options.anonymous === undefined ? {} : { anonymous: options.anonymous }),
      });
      const inbox = await clientFor(to.token).call(routes.myQuestions, {});
      const found = inbox.questions.find((item) => item.question === question);
      if (!found) throw new Error(`The question did not reach the inbox: ${question}`);
      return found;
    },
    async answer(owner, questionId, text, media, options = {}) {
      const input = { question_id: questionId, answer: text, ...(media ? { media } : {}), ...options };
      return (await clientFor(owner.token).call(routes.answer, input)).question;
    },
    async uploadMedia(owner, file, name = 'picture.jpg') {
      const form = new FormData();
      form.append(routes.MEDIA_FIELD, file, name);
      return (await clientFor(owner.token).callWithForm(routes.uploadMedia, form)).media;
    },
    async askAndAnswer(from, owner, question, answer, options = {}) {
      const { content_warning, ...ask } = options;
      const asked = await kit.ask(from, owner, question, ask);
      return kit.answer(owner, asked.id, answer, undefined, content_warning === undefined ? {} : { content_warning });
    },
    async pin(member, questionId) {
      return (await clientFor(member.token).call(routes.pinAnswer, { question_id: questionId })).pins;
    },
    async follow(follower, followed) {
      await clientFor(follower.token).call(routes.follow, { user_id: followed.id });
    },
    async like(member, questionId) {
      const { liked, like_count } = await clientFor(member.token).call(routes.likeQuestion, { id: questionId });
      return { liked, like_count };
    },
  };
  return kit;
}
