import { MAX_ID } from '@qurio/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.js';
import { askAndAnswer, bearer, type CreatedUser, createUser } from '../test/factories.js';
import { multipartForm } from '../test/multipart.js';

/**
 * Input the database cannot take must be refused by the contract, in its shape, before a query
 * runs: on PostgreSQL an id past `integer` or a NUL in text made the whole request a 500, and
 * SQLite stored the NUL. Runs on both databases like every API test.
 */
let t: TestApp;
let member: CreatedUser;
let other: CreatedUser;
let answered = 0;
let requestNumber = 0;

beforeAll(async () => {
  t = await createTestApp();
  member = await createUser(t.app);
  other = await createUser(t.app);
  answered = await askAndAnswer(t.app, other, 'Is this range checked?', 'It is now.', undefined, { ip: '10.50.0.1' });
});
afterAll(async () => {
  await t.close();
});

/** One request from an address of its own, so per-address limits stay out of the way. */
async function call(method: 'GET' | 'POST' | 'DELETE', path: string, input: Record<string, unknown>, token?: string) {
  requestNumber += 1;
  const headers = token ? bearer(token) : {};
  const remoteAddress = `10.51.${Math.floor(requestNumber / 250)}.${requestNumber % 250}`;
  const res =
    method === 'GET'
      ? await t.app.inject({
          method,
          url: `/api${path}`,
          query: Object.fromEntries(Object.entries(input).map(([k, v]) => [k, String(v)])),
          headers,
          remoteAddress,
        })
      : await t.app.inject({ method, url: `/api${path}`, payload: input, headers, remoteAddress });
  return { status: res.statusCode, body: res.json() as { code?: string; status?: unknown } };
}

describe('ids and cursors past the id column', () => {
  type Case = readonly [
    method: 'GET' | 'POST' | 'DELETE',
    path: string,
    input: () => object,
    code: string,
    member: boolean,
  ];
  // Each id and cursor field of the contract, with the code its field answers for a bad value.
  const cases = (id: number | string): Case[] => [
    ['GET', '/question', () => ({ username: other.username, id }), 'ID_REQUIRED', false],
    ['GET', '/questions', () => ({ username: other.username, last_id: id }), 'VALIDATION_FAILED', false],
    ['GET', '/questions', () => ({ username: other.username, first_id: id }), 'VALIDATION_FAILED', false],
    ['GET', '/questionAnswers', () => ({ id }), 'ID_REQUIRED', false],
    ['GET', '/questionAnswers', () => ({ id: 1, last_id: id }), 'VALIDATION_FAILED', false],
    ['GET', '/timeline', () => ({ last_id: id }), 'VALIDATION_FAILED', true],
    ['GET', '/timeline', () => ({ first_id: id }), 'VALIDATION_FAILED', true],
    ['GET', '/myQuestions', () => ({ first_id: id }), 'VALIDATION_FAILED', true],
    ['GET', '/notifications', () => ({ last_id: id }), 'VALIDATION_FAILED', true],
    ['GET', '/followers', () => ({ username: other.username, last_id: id }), 'VALIDATION_FAILED', false],
    ['GET', '/followings', () => ({ username: other.username, last_id: id }), 'VALIDATION_FAILED', false],
    ['GET', '/blockedUsers', () => ({ last_id: id }), 'VALIDATION_FAILED', true],
    ['POST', '/follow', () => ({ user_id: id }), 'USER_ID_REQUIRED', true],
    ['POST', '/block', () => ({ user_id: id }), 'USER_ID_REQUIRED', true],
    ['POST', '/reportUser', () => ({ id }), 'ID_REQUIRED', true],
    ['POST', '/ask', () => ({ user_id: id, question: 'Does this id exist?' }), 'USER_ID_REQUIRED', false],
    ['POST', '/likeQuestion', () => ({ id }), 'ID_REQUIRED', true],
    ['POST', '/reportQuestion', () => ({ question_id: id }), 'QUESTION_ID_REQUIRED', true],
    ['POST', '/answer', () => ({ question_id: id, answer: 'An answer.' }), 'QUESTION_ID_REQUIRED', true],
    ['POST', '/reAnswerQuestion', () => ({ question_id: id, answer: 'An answer.' }), 'QUESTION_ID_REQUIRED', true],
    ['POST', '/answerPreQuestion', () => ({ question_id: id, answer: 'An answer.' }), 'QUESTION_ID_REQUIRED', true],
    ['DELETE', '/question', () => ({ question_id: id }), 'QUESTION_ID_REQUIRED', true],
    ['POST', '/search', () => ({ term: 'range', type: 'latest', last_id: id }), 'VALIDATION_FAILED', true],
    ['POST', '/search', () => ({ term: 'range', type: 'latest', first_id: id }), 'VALIDATION_FAILED', true],
  ];
  // Page numbers have smaller bounds of their own; past them is the same 400.
  const pages = (page: number | string): Case[] => [
    ['POST', '/explore', () => ({ type: 'paginated', page }), 'VALIDATION_FAILED', true],
    ['POST', '/search', () => ({ term: 'range', type: 'top', page }), 'VALIDATION_FAILED', true],
  ];

  for (const id of [MAX_ID + 1, 2 ** 53, '2147483648', '99999999999999999999']) {
    it.each([...cases(id), ...pages(id)])(
      `${id}: %s %s answers the field's code`,
      async (method, path, input, code, signedIn) => {
        const res = await call(method, path, { ...input() }, signedIn ? member.token : undefined);
        expect(res.status).toBe(400);
        expect(res.body).toMatchObject({ status: false, code });
      },
    );
  }

  it.each(cases(MAX_ID))(`${MAX_ID}, the largest id, is valid: %s %s`, async (method, path, input, code, signedIn) => {
    const res = await call(method, path, { ...input() }, signedIn ? member.token : undefined);
    // It matches nothing, so not found or an empty page; never its field's 400, never a 500.
    expect(res.status).toBeLessThan(500);
    expect(res.body.code).not.toBe(code);
  });

  it('still finds an id in range', async () => {
    expect((await call('GET', '/question', { username: other.username, id: answered })).status).toBe(200);
  });
});

describe('U+0000 in any text', () => {
  const NUL = 'a\u0000b';
  const cases = [
    ['POST', '/token', () => ({ username: NUL, password: 'whatever1' }), false],
    ['POST', '/token', () => ({ username: member.username, password: `x${NUL}yz12` }), false],
    [
      'POST',
      '/register',
      () => ({ username: 'nulname', email: `n${NUL}@example.com`, password: 'secret1', password_repeat: 'secret1' }),
      false,
    ],
    [
      'POST',
      '/register',
      () => ({
        username: 'nulname',
        email: 'nul@example.com',
        password: `se${NUL}cret`,
        password_repeat: `se${NUL}cret`,
      }),
      false,
    ],
    ['POST', '/checkUsername', () => ({ username: NUL }), false],
    ['POST', '/profile', () => ({ fullname: `Ada${NUL}`, bio: '' }), true],
    ['POST', '/profile', () => ({ fullname: 'Ada', bio: `bio ${NUL}` }), true],
    ['POST', '/ask', () => ({ user_id: other.id, question: `What is ${NUL} anyway?` }), false],
    ['POST', '/answer', () => ({ question_id: answered, answer: `Nothing ${NUL} at all` }), true],
    ['POST', '/reAnswerQuestion', () => ({ question_id: answered, answer: `Nothing ${NUL} at all` }), true],
    ['POST', '/search', () => ({ term: `term${NUL}` }), true],
    ['POST', '/set', () => ({ key: 'lang', value: `e${NUL}n` }), true],
    ['POST', '/set', () => ({ key: `allow_ask${NUL}`, value: '1' }), true],
    ['POST', '/reset-password-send', () => ({ email: `a${NUL}@example.com` }), false],
    ['POST', '/reset-password-check-token', () => ({ token: NUL }), false],
    ['POST', '/verifyEmailWithToken', () => ({ token: NUL }), false],
    ['POST', '/updateUsername', () => ({ username: 'newname', password: NUL }), true],
    ['POST', '/freezeAccount', () => ({ password: NUL }), true],
    ['GET', '/profile', () => ({ username: NUL }), false],
    ['GET', '/trends', () => ({ lang: NUL }), false],
    ['GET', '/questions', () => ({ username: other.username, extra: NUL }), false],
    // A key, not a value: refused all the same.
    ['POST', '/token', () => ({ username: member.username, password: 'whatever1', [`x${NUL}`]: 1 }), false],
  ] as const;

  it.each(cases)('%s %s answers 400 TEXT_INVALID_CHARACTER', async (method, path, input, signedIn) => {
    const res = await call(method, path, input(), signedIn ? member.token : undefined);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      status: false,
      code: 'TEXT_INVALID_CHARACTER',
      message: 'Your text contains a character that is not allowed.',
    });
  });

  it('refuses it in the multipart profile form too, and stores nothing', async () => {
    const form = multipartForm([
      { name: 'fullname', value: `Ada${NUL}` },
      { name: 'bio', value: 'A bio' },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/profile',
      payload: form.payload,
      headers: { ...form.headers, ...bearer(member.token) },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('TEXT_INVALID_CHARACTER');
    const stored = await t.ctx.db.kysely
      .selectFrom('users')
      .select(['fullname', 'bio'])
      .where('id', '=', member.id)
      .executeTakeFirstOrThrow();
    expect(stored.fullname.includes('\u0000') || stored.bio.includes('\u0000')).toBe(false);
  });
});
