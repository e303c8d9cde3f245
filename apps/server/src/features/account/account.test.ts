import { LIMITS } from '@qurio/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { api, askAndAnswer, bearer, type CreatedUser, createUser } from '../../test/factories.js';
import { multipartForm } from '../../test/multipart.js';

const DAY = 24 * 60 * 60_000;

let t: TestApp;
let a: ReturnType<typeof api>;
let user: CreatedUser;

beforeEach(async () => {
  t = await createTestApp();
  a = api(t.app);
  user = await createUser(t.app, { username: 'dana', email: 'dana@example.com' });
});
afterEach(async () => {
  await t.close();
});

const put = async (url: string, payload: object, token?: string) => {
  const res = await t.app.inject({ method: 'PUT', url: `/api${url}`, payload, headers: token ? bearer(token) : {} });
  return { status: res.statusCode, body: res.json() };
};
const login = (username: string, password: string) => a.post('/token', { username, password });

describe('guests', () => {
  it.each([
    ['POST', '/profile'],
    ['POST', '/uploadProfileImage'],
    ['POST', '/uploadCoverImage'],
    ['PUT', '/password'],
    ['GET', '/myEmail'],
    ['POST', '/sendEmailVerificationMail'],
    ['POST', '/verifyEmail'],
    ['POST', '/updateUsername'],
    ['POST', '/freezeAccount'],
  ] as const)('%s %s → 401 SIGN_IN_REQUIRED', async (method, url) => {
    const res = await t.app.inject({ method, url: `/api${url}`, ...(method === 'GET' ? {} : { payload: {} }) });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ status: false, code: 'SIGN_IN_REQUIRED', message: 'Please sign in and try again!' });
  });
});

describe('profile (POST)', () => {
  it('updates name and bio from JSON, trimmed, and answers the whole own user', async () => {
    const res = await a.post('/profile', { fullname: '  Dana Scully ', bio: ' I want to believe.\n' }, user.token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: true,
      message: 'Your profile has been updated.',
      user: { id: user.id, username: 'dana', fullname: 'Dana Scully', bio: 'I want to believe.', status: 'active' },
    });
    expect(res.body.user).not.toHaveProperty('password_hash');
    const me = await a.get('/myProfile', {}, user.token);
    expect(me.body.user).toMatchObject({ fullname: 'Dana Scully', bio: 'I want to believe.' });
  });

  it('takes the same fields as a multipart form, and an empty bio', async () => {
    const form = multipartForm([
      { name: 'fullname', value: 'Dana K. Scully' },
      { name: 'bio', value: '' },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/profile',
      payload: form.payload,
      headers: { ...form.headers, ...bearer(user.token) },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ fullname: 'Dana K. Scully', bio: '' });
  });

  it('refuses a file in the profile form', async () => {
    const form = multipartForm([
      { name: 'fullname', value: 'Dana' },
      { name: 'bio', value: 'x' },
      { name: 'profile_image', filename: 'a.jpg', contentType: 'image/jpeg', data: Buffer.from('x') },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/profile',
      payload: form.payload,
      headers: { ...form.headers, ...bearer(user.token) },
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect((await a.get('/myProfile', {}, user.token)).body.user.bio).toBe('');
  });

  it("says 'You have changed nothing!' when nothing changes", async () => {
    const res = await a.post('/profile', { fullname: 'dana', bio: '' }, user.token);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ status: false, code: 'NOTHING_CHANGED', message: 'You have changed nothing!' });
  });

  it.each([
    [{ bio: 'x' }, 'FULLNAME_REQUIRED'],
    [{ fullname: '   ', bio: 'x' }, 'FULLNAME_REQUIRED'],
    [{ fullname: 'x'.repeat(LIMITS.fullnameMax + 1), bio: '' }, 'FULLNAME_TOO_LONG'],
    [{ fullname: 'Dana' }, 'BIO_REQUIRED'],
    [{ fullname: 'Dana', bio: 'x'.repeat(LIMITS.bioMax + 1) }, 'BIO_TOO_LONG'],
  ])('%j → 400 %s', async (payload, code) => {
    const res = await a.postUnchecked('/profile', payload, user.token);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(code);
  });

  it('accepts the longest name and bio', async () => {
    const payload = { fullname: 'n'.repeat(LIMITS.fullnameMax), bio: 'b'.repeat(LIMITS.bioMax) };
    expect((await a.post('/profile', payload, user.token)).status).toBe(200);
  });
});

describe('password (PUT)', () => {
  const change = (patch: object = {}) =>
    put(
      '/password',
      { current_password: user.password, password: 'fresh secret', password_repeat: 'fresh secret', ...patch },
      user.token,
    );

  it('changes the password, keeps this session and ends the others', async () => {
    const other = (await login('dana', user.password)).body.data.access_token as string;
    const res = await change();
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: true, message: 'Your password has been changed.' });
    expect((await a.get('/myProfile', {}, user.token)).status).toBe(200);
    const gone = await t.app.inject({ method: 'GET', url: '/api/myProfile', headers: bearer(other) });
    expect(gone.statusCode).toBe(401);
    expect(gone.headers['x-access-token']).toBe('false');
    expect((await login('dana', user.password)).status).toBe(401);
    expect((await login('dana', 'fresh secret')).status).toBe(200);
  });

  it.each([
    [{ current_password: 'wrong one' }, 'CHECK_PASSWORD', 'Please check your password!'],
    [{ password_repeat: 'fresh secreT' }, 'PASSWORDS_NOT_EQUAL', 'Your passwords are not equal'],
    [
      { password: 'correct horse', password_repeat: 'correct horse' },
      'PASSWORD_SAME_AS_OLD',
      'New password must be different from old password!',
    ],
    [{ password: '12345', password_repeat: '12345' }, 'PASSWORD_LENGTH', 'Password must be 6 to 50 characters long.'],
    [
      { password: 'x'.repeat(51), password_repeat: 'x'.repeat(51) },
      'PASSWORD_LENGTH',
      'Password must be 6 to 50 characters long.',
    ],
    [{ current_password: '' }, 'CURRENT_PASSWORD_REQUIRED', 'The current_password field is required.'],
    [{ password_repeat: undefined }, 'PASSWORD_REPEAT_REQUIRED', 'The password_repeat field is required.'],
  ])('%j → 400 %s', async (patch, code, message) => {
    const res = await change(patch);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ status: false, code, message });
    expect((await login('dana', user.password)).status).toBe(200);
  });

  it('slows down guessing the current password from a stolen session', async () => {
    for (let i = 0; i < 10; i++) expect((await change({ current_password: `guess ${i}` })).status).toBe(400);
    const blocked = await change();
    expect(blocked.status).toBe(429);
    expect(blocked.body.code).toBe('TOO_MANY_LOGIN_ATTEMPTS');
    t.clock.advance(15 * 60_000);
    expect((await change()).status).toBe(200);
  });
});

describe('updateUsername', () => {
  const rename = (username: string, password = user.password, token = user.token) =>
    a.post('/updateUsername', { username, password }, token);

  it('renames once a month and keeps the old name reserved for 30 days', async () => {
    const res = await rename('Fox');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: true, message: 'Your username has been changed.', username: 'Fox' });
    expect((await a.get('/profile', { username: 'fox' })).status).toBe(200);
    // Links with the old name keep working while it is reserved; the member carries the new name.
    const old = await a.get('/profile', { username: 'dana' });
    expect(old.status).toBe(200);
    expect(old.body.user).toMatchObject({ id: user.id, username: 'Fox' });
    const answered = await askAndAnswer(t.app, user, 'Old links?', 'Still work', undefined, { ip: '10.88.0.1' });
    expect((await a.get('/questions', { username: 'dana' })).body.questions.map((q: { id: number }) => q.id)).toEqual([
      answered,
    ]);
    expect((await a.get('/question', { username: 'dana', id: answered })).body.question.id).toBe(answered);
    expect((await login('dana', user.password)).status).not.toBe(200);
    expect((await login('Fox', user.password)).status).toBe(200);

    // Nobody else may take the old name yet.
    const other = await createUser(t.app, { username: 'walter' });
    expect((await a.post('/checkUsername', { username: 'dana' })).body.availability).toBe(false);
    expect((await rename('dana', other.password, other.token)).body.code).toBe('USERNAME_TAKEN');

    const tooSoon = await rename('Mulder');
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.body).toEqual({
      status: false,
      code: 'USERNAME_CHANGE_TOO_SOON',
      message: 'You can only change your username once a month!',
    });

    t.clock.advance(LIMITS.usernameChangeEveryMs);
    // The reservation is over: the old name leads nowhere, then to whoever takes it.
    expect((await a.get('/profile', { username: 'dana' })).status).toBe(404);
    expect((await a.get('/question', { username: 'dana', id: answered })).status).toBe(404);
    expect((await rename('dana', other.password, other.token)).status).toBe(200);
    expect((await a.get('/profile', { username: 'dana' })).body.user.id).toBe(other.id);
    expect((await rename('Mulder')).status).toBe(200);
    const rows = await t.ctx.db.kysely.selectFrom('username_changes').selectAll().orderBy('id').execute();
    expect(rows.map((r) => [r.old_username, r.new_username])).toEqual([
      ['dana', 'Fox'],
      [other.username, 'dana'],
      ['Fox', 'Mulder'],
    ]);
  });

  it('refuses the own name, a taken one, a wrong password and an invalid name', async () => {
    await createUser(t.app, { username: 'skinner' });
    const mine = await rename('DANA');
    expect(mine.status).toBe(400);
    expect(mine.body).toEqual({
      status: false,
      code: 'USERNAME_ALREADY_YOURS',
      message: 'This username is already yours!',
    });
    const taken = await rename('Skinner');
    expect(taken.status).toBe(409);
    expect(taken.body).toEqual({ status: false, code: 'USERNAME_TAKEN', message: 'This username is already taken!' });
    expect((await rename('krycek', 'not it')).body.code).toBe('WRONG_PASSWORD');
    expect((await rename('no way')).body.code).toBe('USERNAME_INVALID');
    expect((await rename('ab')).body.code).toBe('USERNAME_INVALID');
    expect((await rename('settings')).body.code).toBe('USERNAME_RESERVED');
    expect((await a.postUnchecked('/updateUsername', { username: 'krycek' }, user.token)).body.code).toBe(
      'PASSWORD_REQUIRED',
    );
    // None of these used up the month.
    expect((await rename('krycek')).status).toBe(200);
  });
});

describe('freezeAccount', () => {
  it('freezes with the password, ends every session, hides the profile; logging in reactivates', async () => {
    const other = (await login('dana', user.password)).body.data.access_token as string;
    const wrong = await a.post('/freezeAccount', { password: 'nope nope' }, user.token);
    expect(wrong.body.code).toBe('WRONG_PASSWORD');
    expect((await a.postUnchecked('/freezeAccount', {}, user.token)).body.code).toBe('PASSWORD_REQUIRED');

    const res = await t.app.inject({
      method: 'POST',
      url: '/api/freezeAccount',
      payload: { password: user.password },
      headers: bearer(user.token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-access-token']).toBe('false');
    expect(res.json()).toMatchObject({ status: true });
    const row = await t.ctx.db.kysely.selectFrom('users').selectAll().where('id', '=', user.id).executeTakeFirst();
    expect(row).toMatchObject({ status: 'frozen', frozen_at: t.clock.now().toISOString() });

    for (const token of [user.token, other]) expect((await a.get('/myProfile', {}, token)).status).toBe(401);
    expect((await a.get('/profile', { username: 'dana' })).status).toBe(404);

    t.clock.advance(DAY);
    const back = await login('dana', user.password);
    expect(back.status).toBe(200);
    expect(back.body).toMatchObject({ reactivated: true, data: { username: 'dana' } });
    expect((await a.get('/profile', { username: 'dana' })).status).toBe(200);
  });
});
