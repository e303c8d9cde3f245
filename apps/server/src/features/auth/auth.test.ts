import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { bearer, createUser } from '../../test/factories.js';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const post = (url: string, payload: object, headers: Record<string, string> = {}, ip = '127.0.0.1') =>
  t.app.inject({ method: 'POST', url: `/api${url}`, payload, headers, remoteAddress: ip });
const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api${url}`, headers });

const signup = { username: 'Alice', email: 'Alice@Example.com', password: 'secret1', password_repeat: 'secret1' };

describe('register', () => {
  it('creates the account, signs in and returns the stored-session fields', async () => {
    const res = await post('/register', { ...signup, lang: 'de' });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.status).toBe(true);
    expect(body.data).toMatchObject({
      username: 'Alice',
      fullname: 'Alice',
      email: 'Alice@Example.com',
      email_verified: false,
      image: null,
      cover: null,
      bio: '',
      lang: 'de',
      verified: false,
    });
    expect(body.data.access_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(JSON.stringify(body)).not.toMatch(/password|hash/i);

    const me = await get('/myProfile', bearer(body.data.access_token));
    expect(me.statusCode).toBe(200);
    expect(me.json().user.username).toBe('Alice');
  });

  it('stores the password with argon2id and the token only as a hash', async () => {
    const res = await post('/register', signup);
    const tokenValue = res.json().data.access_token as string;
    const user = await t.ctx.db.kysely.selectFrom('users').selectAll().executeTakeFirstOrThrow();
    expect(user.password_hash.startsWith('$argon2id$')).toBe(true);
    const sessions = await t.ctx.db.kysely.selectFrom('sessions').selectAll().execute();
    expect(sessions).toHaveLength(1);
    expect(sessions[0]?.token_hash).toBe(createHash('sha256').update(tokenValue).digest('hex'));
    expect(JSON.stringify(sessions)).not.toContain(tokenValue);
  });

  it.each([
    [{ username: undefined }, 'USERNAME_REQUIRED', 'The username field is required.'],
    [{ username: 'ab' }, 'USERNAME_INVALID', 'Username must be a valid username'],
    [{ username: 'bad name' }, 'USERNAME_INVALID', 'Username must be a valid username'],
    [{ username: 'Explore' }, 'USERNAME_RESERVED', 'This username is not available.'],
    [{ email: '' }, 'EMAIL_REQUIRED', 'The email field is required.'],
    [{ email: 'nope' }, 'EMAIL_INVALID', 'Email must be a valid email'],
    [{ password: '' }, 'PASSWORD_REQUIRED', 'The password field is required.'],
    [{ password: '12345', password_repeat: '12345' }, 'PASSWORD_LENGTH', 'Password must be 6 to 50 characters long.'],
    [{ password_repeat: '' }, 'PASSWORD_REPEAT_REQUIRED', 'The password_repeat field is required.'],
    [{ password_repeat: 'secret2' }, 'PASSWORDS_NOT_EQUAL', 'Your passwords are not equal'],
    [{ lang: 'xx' }, 'LANG_INVALID', 'This language is not supported.'],
  ])('%j → 400 %s', async (patch, code, message) => {
    const res = await post('/register', { ...signup, ...patch });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: false, code, message });
    expect(await t.ctx.db.kysely.selectFrom('users').select('id').execute()).toHaveLength(0);
  });

  it('records the Terms and the minimum age when the forms send them; the spec payload alone still works', async () => {
    expect((await get('/signupRules')).json()).toEqual({ min_age: 13 });
    const withConsent = await post('/register', { ...signup, accept_terms: true, confirm_age: true });
    expect(withConsent.statusCode).toBe(201);
    const plain = await post('/register', { ...signup, username: 'Plain', email: 'plain@example.com' });
    expect(plain.statusCode).toBe(201);
    const rows = await t.ctx.db.kysely
      .selectFrom('users')
      .select(['username', 'terms_accepted_at', 'age_confirmed'])
      .orderBy('id')
      .execute();
    expect(rows[0]).toMatchObject({ username: 'Alice', age_confirmed: 13 });
    expect(typeof rows[0]?.terms_accepted_at).toBe('string');
    expect(rows[1]).toMatchObject({ username: 'Plain', terms_accepted_at: null, age_confirmed: null });

    const noTerms = await post('/register', {
      ...signup,
      username: 'NoTerms',
      email: 'n@example.com',
      accept_terms: false,
    });
    expect(noTerms.statusCode).toBe(400);
    expect(noTerms.json().code).toBe('TERMS_REQUIRED');
    const young = await post('/register', {
      ...signup,
      username: 'Young',
      email: 'y@example.com',
      accept_terms: true,
      confirm_age: false,
    });
    expect(young.json().code).toBe('AGE_REQUIRED');
    expect(
      (await post('/register', { ...signup, username: 'Odd', email: 'o@example.com', confirm_age: 'yes' })).json().code,
    ).toBe('AGE_REQUIRED');
  });

  it('takes MIN_AGE from the configuration', async () => {
    const other = await createTestApp({ env: { MIN_AGE: '16' } });
    try {
      const res = await other.app.inject({ method: 'GET', url: '/api/signupRules' });
      expect(res.json()).toEqual({ min_age: 16 });
      await other.app.inject({
        method: 'POST',
        url: '/api/register',
        payload: { ...signup, accept_terms: true, confirm_age: true },
      });
      const row = await other.ctx.db.kysely.selectFrom('users').select('age_confirmed').executeTakeFirstOrThrow();
      expect(row.age_confirmed).toBe(16);
    } finally {
      await other.close();
    }
  });

  it('refuses a username or e-mail that exists, case-insensitively', async () => {
    expect((await post('/register', signup)).statusCode).toBe(201);
    const sameName = await post('/register', { ...signup, username: 'ALICE', email: 'other@example.com' });
    expect(sameName.statusCode).toBe(409);
    expect(sameName.json()).toMatchObject({ code: 'USERNAME_EXISTS', message: 'Username exist' });
    const sameEmail = await post('/register', { ...signup, username: 'alice2', email: 'alice@EXAMPLE.com' });
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json()).toMatchObject({ code: 'EMAIL_EXISTS', message: 'Email exist' });
  });

  it('limits sign-ups per IP: the sixth in 30 minutes gets 429 with Retry-After', async () => {
    for (let i = 1; i <= 5; i++) {
      const res = await post(
        '/register',
        { ...signup, username: `user${i}`, email: `u${i}@example.com` },
        {},
        '127.9.9.9',
      );
      expect(res.statusCode).toBe(201);
    }
    const sixth = await post('/register', { ...signup, username: 'user6', email: 'u6@example.com' }, {}, '127.9.9.9');
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().code).toBe('TOO_MANY_SIGNUPS');
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not affected, and the window ends.
    expect(
      (await post('/register', { ...signup, username: 'user7', email: 'u7@example.com' }, {}, '127.9.9.8')).statusCode,
    ).toBe(201);
    t.clock.advance(30 * 60_000 + 1000);
    expect(
      (await post('/register', { ...signup, username: 'user8', email: 'u8@example.com' }, {}, '127.9.9.9')).statusCode,
    ).toBe(201);
  });
});

describe('token (login)', () => {
  it('logs in by username or e-mail, case-insensitively', async () => {
    await post('/register', signup);
    for (const login of ['alice', 'ALICE', 'alice@example.com']) {
      const res = await post('/token', { username: login, password: 'secret1' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ status: true, reactivated: false, data: { username: 'Alice' } });
      expect(res.json().data.access_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    }
  });

  it('answers a wrong password and an unknown user the same way', async () => {
    await post('/register', signup);
    for (const payload of [
      { username: 'alice', password: 'wrong-password' },
      { username: 'nobody', password: 'secret1' },
    ]) {
      const res = await post('/token', payload);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        status: false,
        code: 'WRONG_CREDENTIALS',
        message: 'Wrong username and/or password',
      });
    }
  });

  it('requires both fields', async () => {
    expect((await post('/token', { password: 'x' })).json().code).toBe('USERNAME_REQUIRED');
    expect((await post('/token', { username: 'alice' })).json().code).toBe('PASSWORD_REQUIRED');
  });

  it('blocks an address after 10 failures for an account in 15 minutes, even with the right password', async () => {
    await post('/register', signup);
    for (let i = 0; i < 10; i++) {
      expect((await post('/token', { username: 'alice', password: 'nope!!' }, {}, '127.5.0.1')).statusCode).toBe(401);
    }
    const locked = await post('/token', { username: 'alice', password: 'secret1' }, {}, '127.5.0.1');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().code).toBe('TOO_MANY_LOGIN_ATTEMPTS');
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    t.clock.advance(15 * 60_000 + 1000);
    expect((await post('/token', { username: 'alice', password: 'secret1' }, {}, '127.5.0.1')).statusCode).toBe(200);
  });

  it('failures from other addresses never lock the owner out (usernames are public)', async () => {
    await post('/register', signup);
    for (let i = 0; i < 10; i++) {
      expect((await post('/token', { username: 'alice', password: 'nope!!' }, {}, `127.5.0.${i}`)).statusCode).toBe(
        401,
      );
    }
    expect((await post('/token', { username: 'alice', password: 'secret1' }, {}, '127.5.1.1')).statusCode).toBe(200);
  });

  it('limits failures per IP across accounts', async () => {
    await post('/register', signup);
    for (let i = 0; i < 10; i++) {
      expect((await post('/token', { username: `someone${i}`, password: 'guess!' }, {}, '127.6.6.6')).statusCode).toBe(
        401,
      );
    }
    const blocked = await post('/token', { username: 'alice', password: 'secret1' }, {}, '127.6.6.6');
    expect(blocked.statusCode).toBe(429);
    expect((await post('/token', { username: 'alice', password: 'secret1' }, {}, '127.6.6.7')).statusCode).toBe(200);
  });

  it('a successful login clears the account failure count', async () => {
    await post('/register', signup);
    for (let i = 0; i < 9; i++) await post('/token', { username: 'alice', password: 'nope!!' }, {}, `127.7.0.${i}`);
    expect((await post('/token', { username: 'alice', password: 'secret1' }, {}, '127.7.1.1')).statusCode).toBe(200);
    for (let i = 0; i < 9; i++) {
      expect((await post('/token', { username: 'alice', password: 'nope!!' }, {}, `127.7.2.${i}`)).statusCode).toBe(
        401,
      );
    }
  });

  it('refuses a suspended account with the community-rules message', async () => {
    await post('/register', signup);
    await t.ctx.db.kysely.updateTable('users').set({ status: 'suspended' }).execute();
    const res = await post('/token', { username: 'alice', password: 'secret1' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      code: 'ACCOUNT_SUSPENDED',
      message: 'You have been blocked for violating our Community rules.',
    });
  });

  it('reactivates a frozen account and says so', async () => {
    await post('/register', signup);
    await t.ctx.db.kysely
      .updateTable('users')
      .set({ status: 'frozen', frozen_at: t.clock.now().toISOString() })
      .execute();
    const res = await post('/token', { username: 'alice', password: 'secret1' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ reactivated: true, message: expect.stringContaining('active again') });
    const user = await t.ctx.db.kysely.selectFrom('users').select(['status', 'frozen_at']).executeTakeFirstOrThrow();
    expect(user).toEqual({ status: 'active', frozen_at: null });
  });
});

describe('sessions', () => {
  it('an unknown or malformed token gets 401 with X-Access-Token: false', async () => {
    for (const authorization of ['Bearer not-a-real-token', 'Basic abc', 'Bearer']) {
      const res = await get('/myProfile', { authorization });
      expect(res.statusCode).toBe(401);
      expect(res.headers['x-access-token']).toBe('false');
      expect(res.json().code).toBe('AUTH_INVALID');
    }
  });

  it('no token on a members-only call asks to sign in', async () => {
    for (const url of ['/myProfile', '/stats', '/refresh']) {
      const res = await get(url);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 'SIGN_IN_REQUIRED', message: 'Please sign in and try again!' });
      expect(res.headers['x-access-token']).toBeUndefined();
    }
  });

  it('logout revokes the token; other sessions stay', async () => {
    const user = await createUser(t.app);
    const second = (await post('/token', { username: user.username, password: user.password })).json().data
      .access_token;
    expect((await post('/logout', {}, bearer(user.token))).json()).toEqual({ status: true });
    const after = await get('/myProfile', bearer(user.token));
    expect(after.statusCode).toBe(401);
    expect(after.headers['x-access-token']).toBe('false');
    expect((await get('/myProfile', bearer(second))).statusCode).toBe(200);
  });

  it('refresh returns the session record and keeps a young token', async () => {
    const user = await createUser(t.app);
    const res = await get('/refresh', bearer(user.token));
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-access-token']).toBeUndefined();
    expect(res.json().data).toMatchObject({ id: user.id, username: user.username, access_token: user.token });
  });

  it('refresh rotates an old token; the old one works for a grace period, then logs out', async () => {
    const user = await createUser(t.app);
    t.clock.advance(t.ctx.tokens.rotateAfterMs + 1000);
    const res = await get('/refresh', bearer(user.token));
    const rotated = res.headers['x-access-token'] as string;
    expect(rotated).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(res.json().data.access_token).toBe(rotated);
    expect((await get('/stats', bearer(user.token))).statusCode).toBe(200);
    t.clock.advance(t.ctx.tokens.rotationGraceMs + 1000);
    const old = await get('/stats', bearer(user.token));
    expect(old.statusCode).toBe(401);
    expect(old.headers['x-access-token']).toBe('false');
    expect((await get('/stats', bearer(rotated))).statusCode).toBe(200);
  });

  it('a session unused past its idle lifetime expires', async () => {
    const user = await createUser(t.app);
    t.clock.advance(t.ctx.tokens.idleTtlMs + 1000);
    expect((await get('/stats', bearer(user.token))).statusCode).toBe(401);
  });

  it('a suspended member is logged out of existing sessions', async () => {
    const user = await createUser(t.app);
    await t.ctx.db.kysely.updateTable('users').set({ status: 'suspended' }).execute();
    const res = await get('/stats', bearer(user.token));
    expect(res.statusCode).toBe(401);
    expect(res.headers['x-access-token']).toBe('false');
  });
});

describe('myProfile and stats', () => {
  it('myProfile gives the full own profile with counters and badges', async () => {
    const user = await createUser(t.app, { username: 'Bobby', lang: 'tr' });
    const res = await get('/myProfile', bearer(user.token));
    expect(res.json().user).toMatchObject({
      id: user.id,
      username: 'Bobby',
      email: 'bobby@example.com',
      lang: 'tr',
      status: 'active',
      allow_ask: true,
      allow_only_accounts: false,
      followerCount: 0,
      followingCount: 0,
      answersCount: 0,
      pendingAnswersCount: 0,
      badges: [],
    });
    expect(res.json().user.last_active).toBe(t.clock.now().toISOString());
  });

  it('stats gives the follower and pending counts', async () => {
    const user = await createUser(t.app);
    await t.ctx.db.kysely.updateTable('users').set({ follower_count: 3, pending_count: 2 }).execute();
    expect((await get('/stats', bearer(user.token))).json()).toEqual({ followersCount: 3, pendingAnswersCount: 2 });
  });
});

describe('checkUsername', () => {
  it('reports availability case-insensitively and refuses reserved names', async () => {
    await createUser(t.app, { username: 'Carol' });
    const check = async (username: string) => (await post('/checkUsername', { username })).json();
    expect(await check('carol')).toEqual({ availability: false });
    expect(await check('CAROL')).toEqual({ availability: false });
    expect(await check('carol2')).toEqual({ availability: true });
    expect(await check('notifications')).toEqual({ availability: false });
  });

  it('keeps a recently released username reserved for 30 days', async () => {
    const owner = await createUser(t.app, { username: 'Dave' });
    await t.ctx.db.kysely
      .insertInto('username_changes')
      .values({
        user_id: owner.id,
        old_username: 'OldDave',
        old_username_lower: 'olddave',
        new_username: 'Dave',
        date_added: t.clock.now().toISOString(),
      })
      .execute();
    expect((await post('/checkUsername', { username: 'olddave' })).json()).toEqual({ availability: false });
    expect((await post('/checkUsername', { username: 'olddave' }, bearer(owner.token))).json()).toEqual({
      availability: true,
    });
    t.clock.advance(31 * 24 * 60 * 60_000);
    expect((await post('/checkUsername', { username: 'olddave' })).json()).toEqual({ availability: true });
  });

  it('rejects an invalid username with its message', async () => {
    const res = await post('/checkUsername', { username: 'a b' });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('USERNAME_INVALID');
    expect((await post('/checkUsername', {})).json().code).toBe('USERNAME_REQUIRED');
  });
});
