import { createTestKit, type InjectableApp, injectFetch } from '@qurio/client/testing';
import type { MediaItem, Question, SessionUser } from '@qurio/contract';
import { getQuestion } from '@qurio/contract/routes';
import { vi } from 'vitest';
import { setSession } from '../lib/session-store';
import { uniqueName } from './server';

/**
 * Factories for the component tests: members, questions and answers made through the real API of
 * the in-process server (every rule applies), so the screens under test read real data.
 */

export interface Member {
  id: number;
  username: string;
  token: string;
  session: SessionUser;
}

async function call<T>(
  app: InjectableApp,
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  body?: object,
  token?: string,
): Promise<T> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  const query =
    method === 'GET' && body
      ? `?${new URLSearchParams(Object.entries(body).map(([k, v]) => [k, String(v)])).toString()}`
      : '';
  const response = await app.inject({
    method,
    url: `/api${path}${query}`,
    headers,
    payload: method === 'GET' || !body ? undefined : JSON.stringify(body),
  });
  if (response.statusCode >= 300) throw new Error(`${method} ${path}: ${response.statusCode} ${response.body}`);
  return JSON.parse(response.body) as T;
}

/** The kit of every layer (`@qurio/client/testing`) over the in-process server. */
const kitOf = (app: InjectableApp) => createTestKit({ fetch: injectFetch(app) });

/**
 * A member who confirmed their age and accepted the Terms at sign-up, as the forms send; with
 * `consent: false`, the spec's payload, which leaves both owed (the consent screen).
 */
export async function createMember(
  app: InjectableApp,
  prefix = 'member',
  { consent = true }: { consent?: boolean } = {},
): Promise<Member> {
  const { id, username, token, session } = await kitOf(app).createMember({
    username: uniqueName(prefix),
    password: 'secret123',
    consent,
  });
  return { id, username, token, session };
}

/** Puts the member's session in the store, as a login would. */
export function signInAs(member: Member): void {
  setSession(member.session);
}

/** Asks as a member (token) or as a guest (no token); members ask anonymously unless told. */
export function askQuestion(
  app: InjectableApp,
  to: Member,
  question: string,
  from?: Member,
  anonymous?: boolean,
): Promise<Question> {
  return kitOf(app).ask(from ?? null, to, question, anonymous === undefined ? {} : { anonymous });
}

export function answerQuestion(app: InjectableApp, owner: Member, id: number, answer: string): Promise<Question> {
  return kitOf(app).answer(owner, id, answer);
}

/** Asks and answers in one go: an answer on the owner's profile. */
export async function answered(app: InjectableApp, owner: Member, question: string, from?: Member): Promise<Question> {
  const asked = await askQuestion(app, owner, question, from);
  return answerQuestion(app, owner, asked.id, `Answer to: ${question}`);
}

export function blockMember(app: InjectableApp, blocker: Member, blocked: Member): Promise<unknown> {
  return call(app, 'POST', '/block', { user_id: blocked.id }, blocker.token);
}

export function setSetting(app: InjectableApp, member: Member, key: string, value: string): Promise<unknown> {
  return call(app, 'POST', '/set', { key, value }, member.token);
}

/** `follower` follows `followed` (the follow call toggles: call it once). */
export function followMember(app: InjectableApp, follower: Member, followed: Member): Promise<unknown> {
  return call(app, 'POST', '/follow', { user_id: followed.id }, follower.token);
}

export function deleteQuestion(app: InjectableApp, owner: Member, id: number): Promise<unknown> {
  return call(app, 'DELETE', '/question', { question_id: id }, owner.token);
}

/** Any other call as a member (a report, a moderator's action), through the real API. */
export function callAs<T = unknown>(
  app: InjectableApp,
  member: Member,
  method: 'GET' | 'POST',
  path: string,
  body?: object,
): Promise<T> {
  return call<T>(app, method, path, body, member.token);
}

export function inbox(app: InjectableApp, owner: Member): Promise<{ questions: Question[] }> {
  return call(app, 'GET', '/myQuestions', undefined, owner.token);
}

/** A picture uploaded as the member through the real multipart call, ready to go into an answer. */
export function uploadPicture(app: InjectableApp, member: Member, file: File): Promise<MediaItem> {
  return kitOf(app).uploadMedia(member, file, file.name);
}

/** Answers with pictures (`media`: uploaded ids and descriptions), as the answer dialog sends it. */
export function answerWithMedia(
  app: InjectableApp,
  owner: Member,
  id: number,
  text: string,
  media: Array<{ id: number; alt: string }>,
): Promise<Question> {
  return kitOf(app).answer(owner, id, text, media);
}

/** One answer as anyone reads it (`GET question`), its pictures included. */
export async function readAnswer(app: InjectableApp, owner: Member, id: number): Promise<Question> {
  return (await kitOf(app).clientFor(null).call(getQuestion, { username: owner.username, id })).question;
}

/**
 * Holds every API request at the door until `release()`: the screen can be inspected in the state
 * it shows before the server answers (an optimistic like). The requests themselves, and their
 * answers, are the real ones.
 */
export function holdRequests(): { release: () => void } {
  const realFetch = globalThis.fetch;
  let open!: () => void;
  const gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  vi.stubGlobal('fetch', async (...args: Parameters<typeof fetch>) => {
    await gate;
    return realFetch(...args);
  });
  return {
    release: () => {
      open();
      vi.stubGlobal('fetch', realFetch);
    },
  };
}
