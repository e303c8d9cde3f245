/// <reference types="node" />
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Question, UserSummary } from '@qurio/contract';
import type { QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { moderationKeys } from './account-keys';
import { questionKeys, settingsKeys, userKeys } from './keys';
import { type WriteEnv, type WriteName, writes } from './writes';

const ROOT = join(import.meta.dirname, '../../..');
const me: UserSummary = { id: 7, username: 'Ada', fullname: 'Ada', image: null, verified: false };
const env: WriteEnv = {
  api: { call: () => Promise.reject(new Error('no calls here')), callWithForm: () => Promise.reject(new Error('no')) },
  me: () => me,
};
const question = { id: 5, status: 'answered', prompt_id: 3, liked: false } as Question;
const answered = { question: { ...question, prompt_id: 3 } };

/**
 * What each write must make stale, with sample variables and answer. Typed by the registry's names,
 * so a new write without a row does not compile, and the run checks the same both ways.
 */
const table: Record<WriteName, { variables: unknown; data: unknown; stale: QueryKey[] }> = {
  like: { variables: { question }, data: { liked: true, like_count: 1 }, stale: [questionKeys.singles()] },
  ask: { variables: { user_id: 1, question: 'q?' }, data: {}, stale: [questionKeys.sent()] },
  withdrawQuestion: { variables: { id: 1 }, data: {}, stale: [] },
  // Pinned answers (issue 33): the member's pinned list loads again after a pin; a reorder, only
  // when it failed (its optimistic order then went back).
  pin: { variables: { question, pinned: false }, data: { pins: [5] }, stale: [questionKeys.pinned('ada')] },
  reorderPins: { variables: { username: 'Ada', ids: [5, 6], previous: [6, 5] }, data: { pins: [5, 6] }, stale: [] },
  answer: {
    variables: { kind: 'prompt', question_id: 3, answer: 'a' },
    data: answered,
    // The web refreshed the prompt's list and the app did not (issue 30); both do now.
    stale: [
      questionKeys.profile('ada'),
      questionKeys.timeline(),
      questionKeys.prompts(),
      questionKeys.prompt(3),
      userKeys.stats(),
    ],
  },
  // A picture for an answer being written: nothing cached shows it until the answer is published.
  uploadMedia: { variables: { file: null }, data: {}, stale: [] },
  deleteQuestion: {
    variables: { question },
    data: {},
    stale: [questionKeys.profile('ada'), questionKeys.prompts(), questionKeys.prompt(3), userKeys.stats()],
  },
  deleteQuestions: {
    variables: { from: 'inbox' },
    data: { deleted: 2 },
    stale: [questionKeys.inbox(), questionKeys.held(), userKeys.stats()],
  },
  reportQuestion: { variables: { question, reason: 'spam' }, data: {}, stale: [] },
  blockAsker: { variables: { question }, data: {}, stale: [settingsKeys.blockedAskers(), userKeys.stats()] },
  moveToInbox: {
    variables: { question, held: true },
    data: {},
    stale: [questionKeys.inbox(), questionKeys.held(), questionKeys.heldCount(), userKeys.stats()],
  },
  follow: {
    variables: { id: 2, username: 'Bob', isFollowing: false },
    data: { following: true },
    stale: [userKeys.list('followers', 'bob'), userKeys.list('followings', 'ada'), questionKeys.timeline()],
  },
  block: {
    variables: { user: { id: 2, username: 'Bob' } },
    data: { blocked: true },
    stale: [
      userKeys.profile('bob'),
      questionKeys.profile('bob'),
      userKeys.lists(),
      userKeys.me(),
      questionKeys.timeline(),
      settingsKeys.blocked(),
    ],
  },
  reportUser: { variables: { user: { id: 2, username: 'Bob' }, reason: 'spam' }, data: {}, stale: [] },
  toggleSetting: { variables: { group: 'account', key: 'show_online', on: true }, data: {}, stale: [] },
  setMailMode: { variables: { key: 'mail_question', mode: 'off', previous: 'instant' }, data: {}, stale: [] },
  setAskingRule: {
    variables: { rule: { key: 'ask_from', value: 'mutuals' }, previous: { key: 'ask_from', value: 'everyone' } },
    data: {},
    stale: [settingsKeys.account(), userKeys.profile('ada')],
  },
  updateProfile: { variables: { fullname: 'A', bio: '' }, data: { user: me }, stale: [] },
  uploadImage: { variables: { kind: 'avatar' }, data: { image: 'x.png' }, stale: [] },
  changeUsername: { variables: { username: 'b', password: 'p', current: 'Ada' }, data: {}, stale: [userKeys.me()] },
  changeEmail: { variables: { email: 'a@b.c', password: 'p' }, data: {}, stale: [] },
  sendVerification: { variables: undefined, data: {}, stale: [] },
  verifyCode: { variables: { email: 'a@b.c', code: '1' }, data: {}, stale: [settingsKeys.notification()] },
  setLanguage: { variables: { language: 'de', previous: 'en' }, data: {}, stale: [] },
  changePassword: { variables: {}, data: {}, stale: [] },
  freeze: { variables: 'p', data: {}, stale: [] },
  unblockAsker: { variables: { id: 1 }, data: {}, stale: [] },
  muteWord: { variables: { word: 'w', mute: true }, data: { words: [] }, stale: [] },
  endSession: { variables: { id: 1 }, data: {}, stale: [] },
  endOtherSessions: { variables: undefined, data: {}, stale: [] },
  createAccessToken: { variables: { name: 'n', scopes: ['read'] }, data: { access_token: {} }, stale: [] },
  revokeAccessToken: { variables: { id: 1 }, data: {}, stale: [] },
  twoFactorSetup: { variables: undefined, data: {}, stale: [] },
  twoFactorEnable: { variables: { code: '1' }, data: { recovery_codes: [] }, stale: [settingsKeys.twoFactor()] },
  twoFactorDisable: { variables: {}, data: {}, stale: [settingsKeys.twoFactor()] },
  recoveryCodes: { variables: {}, data: { recovery_codes: [] }, stale: [settingsKeys.twoFactor()] },
  requestExport: { variables: undefined, data: {}, stale: [] },
  // An import's upload puts the queued import in place; its status query polls from there.
  startImport: { variables: { file: null }, data: {}, stale: [] },
  deleteAccount: { variables: 'p', data: {}, stale: [] },
  unsubscribe: { variables: { token: 't' }, data: {}, stale: [settingsKeys.notification()] },
  // Taking a picture off an answer (or the answer) changes the answer's pages too.
  modAction: {
    variables: { action: 'remove_media', media_id: 4, reason: 'spam' },
    data: {},
    stale: [moderationKeys.reports(), moderationKeys.audit(), moderationKeys.reveals(), questionKeys.all],
  },
  // A session starts with an empty cache, or ends and clears it: nothing to name.
  signIn: { variables: {}, data: {}, stale: [] },
  signUp: { variables: {}, data: {}, stale: [] },
  confirmConsent: { variables: {}, data: {}, stale: [] },
  sendResetCode: { variables: {}, data: {}, stale: [] },
  checkResetCode: { variables: {}, data: {}, stale: [] },
  resetWithCode: { variables: {}, data: {}, stale: [] },
  resetWithLink: { variables: {}, data: {}, stale: [] },
};

type AnyInvalidates = (variables: unknown, data: unknown, env: WriteEnv) => readonly QueryKey[];

describe('the write registry', () => {
  it('has one row per write, and each definition is named after its feature', () => {
    expect(Object.keys(table).sort()).toEqual(Object.keys(writes).sort());
    const names = Object.values(writes).map((write) => write.name);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name).toMatch(/^(auth|questions|users|settings|moderation)\.[a-zA-Z]+$/);
  });

  it.each(Object.keys(table) as WriteName[])('%s makes stale exactly the keys both apps must refresh', (name) => {
    const row = table[name];
    const invalidates = writes[name].invalidates as AnyInvalidates;
    expect(invalidates(row.variables, row.data, env)).toEqual(row.stale);
  });

  it('a failed write makes nothing stale that only its answer could name', () => {
    const follow = writes.follow.invalidates as AnyInvalidates;
    expect(follow({ id: 2, username: 'Bob', isFollowing: false }, undefined, env)).toEqual([]);
    const answer = writes.answer.invalidates as AnyInvalidates;
    expect(answer({ kind: 'answer', question_id: 1, answer: 'a' }, undefined, env)).toEqual([]);
  });

  it('an edited answer changes only its text, which is patched in place', () => {
    const answer = writes.answer.invalidates as AnyInvalidates;
    expect(answer({ kind: 'edit', question_id: 5, answer: 'b' }, answered, env)).toEqual([]);
  });
});

/** Every source file of an app (tests and type declarations aside). */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name: string) => {
    const path = join(dir, name);
    if (name === 'node_modules') return [];
    if (statSync(path).isDirectory()) return sources(path);
    return /\.(ts|tsx)$/.test(name) && !/\.(test|spec|d)\.tsx?$/.test(name) ? [path] : [];
  });
}

const apps = {
  web: { dirs: ['apps/web/src'], hook: 'apps/web/src/lib/write-mutation.ts' },
  app: { dirs: ['apps/mobile/src', 'apps/mobile/app'], hook: 'apps/mobile/src/api/write-mutation.ts' },
};

describe.each(Object.entries(apps))('the %s declares no write of its own', (_app, { dirs, hook }) => {
  const files = dirs.flatMap((dir) => sources(join(ROOT, dir))).map((path) => relative(ROOT, path));
  const text = (file: string) => readFileSync(join(ROOT, file), 'utf8');

  it('calls useMutation only in its thin useWriteMutation hook', () => {
    const offenders = files.filter((file) => file !== hook && /\buseMutation\s*\(/.test(text(file)));
    expect(offenders).toEqual([]);
    expect(text(hook)).toMatch(/writeMutationOptions\(/);
  });

  it('hands useWriteMutation only definitions from the shared registry', () => {
    const offenders = files.flatMap((file) => {
      const calls = [...text(file).matchAll(/\buseWriteMutation\s*\(\s*([\w.]*)/g)].map((match) => match[1] ?? '');
      return file === hook ? [] : calls.filter((arg) => !/^writes\.\w+$/.test(arg)).map((arg) => `${file}: ${arg}`);
    });
    expect(offenders).toEqual([]);
  });

  it('signs in, signs up and resets a password only through the shared writes', () => {
    // The session's writes (writes/auth.ts) and the reset link's check (resetLinkQueryOptions):
    // a form that calls these routes with the client itself is a second copy of them.
    const direct = /\b(callApi|api\.call)\(\s*(token|register|confirmSignup|resetPassword\w*)(Call)?\s*[,)]/;
    expect(files.filter((file) => direct.test(text(file)))).toEqual([]);
  });

  it('sends no form of its own: a picked file goes to the shared upload write', () => {
    const offenders = files.filter((file) => !file.includes('/api/') && /\.callWithForm\s*\(/.test(text(file)));
    expect(offenders).toEqual([]);
  });

  it('declares no invalidation list beside a write', () => {
    const offenders = files.filter((file) => /\binvalidates\s*:/.test(text(file)));
    expect(offenders).toEqual([]);
  });
});
