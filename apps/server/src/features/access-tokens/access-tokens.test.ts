import * as contract from '@qurio/contract';
import { type CallDef, LIMITS, TOKEN_SCOPES, type TokenScope } from '@qurio/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { api, askAndFind, bearer, type CreatedUser, createUser } from '../../test/factories.js';

/**
 * Personal access tokens (issue 35): accessTokens, createAccessToken, revokeAccessToken, and what
 * a `qpat_` token may do on every other call, on each database.
 */
let t: TestApp;
let a: ReturnType<typeof api>;
let member: CreatedUser;
let other: CreatedUser;

beforeEach(async () => {
  t = await createTestApp();
  a = api(t.app);
  member = await createUser(t.app);
  other = await createUser(t.app);
});
afterEach(async () => {
  await t.close();
});

async function create(scopes: TokenScope[], extra: { name?: string; expires_in_days?: number } = {}) {
  const res = await a.post('/createAccessToken', { name: extra.name ?? 'My bot', scopes, ...extra }, member.token);
  expect(res.status).toBe(200);
  return res.body as { token: string; access_token: { id: number } };
}

async function list(token = member.token) {
  const res = await a.get('/accessTokens', undefined, token);
  expect(res.status).toBe(200);
  // biome-ignore lint/suspicious/noExplicitAny: the fields read below
  return res.body.access_tokens as any[];
}

/** One call each scope allows, as a token holding it makes it; each answers 200 to it. */
const SCOPE_CALLS: Record<TokenScope, (token: string) => Promise<{ status: number; body: { code?: string } }>> = {
  read: (token) => a.get('/profile', { username: other.username }, token),
  ask: (token) => a.post('/ask', { user_id: other.id, question: 'What do you build?', anonymous: true }, token),
  answer: (token) => a.get('/myQuestions', undefined, token),
  notifications: (token) => a.get('/notifications', undefined, token),
  settings: (token) => a.get('/accountSettings', undefined, token),
};

/** Calls no token may make, whatever its scopes: the password, e-mail, 2FA, deletion, export, moderation, sessions, tokens. */
function unscopedCalls(token: string) {
  return [
    a.postUnchecked('/confirmSignup', {}, token),
    t.app.inject({ method: 'PUT', url: '/api/password', headers: bearer(token), payload: {} }),
    a.get('/myEmail', undefined, token),
    a.postUnchecked('/sendEmailVerificationMail', {}, token),
    a.post('/updateUsername', { username: 'someoneelse', password: member.password }, token),
    a.post('/freezeAccount', { password: member.password }, token),
    a.post('/deleteAccount', { password: member.password }, token),
    a.get('/twoFactor', undefined, token),
    a.post('/twoFactorSetup', undefined, token),
    a.post('/requestExport', undefined, token),
    a.get('/exportStatus', undefined, token),
    a.get('/modReports', undefined, token),
    a.get('/sessions', undefined, token),
    a.post('/endOtherSessions', undefined, token),
    a.get('/accessTokens', undefined, token),
    a.post('/createAccessToken', { name: 'more', scopes: ['read'] }, token),
    a.post('/revokeAccessToken', { id: 1 }, token),
    a.get('/refresh', undefined, token),
    a.post('/logout', undefined, token),
    a.post('/registerPushToken', { token: 'x'.repeat(40), platform: 'android' }, token),
    // The raw routes: the live stream and the export download.
    t.app.inject({ method: 'GET', url: '/api/events', headers: bearer(token) }),
    t.app.inject({ method: 'GET', url: '/api/export', headers: bearer(token) }),
  ];
}

function codeOf(res: { body: unknown } | { json(): unknown }): string | undefined {
  const body = 'json' in res ? (res.json() as { code?: string }) : (res.body as { code?: string });
  return body.code;
}

describe('createAccessToken and accessTokens', () => {
  it('shows the secret once; the list has name, scopes and times, never the secret; the member is mailed', async () => {
    t.clock.advance(60_000);
    const res = await a.post(
      '/createAccessToken',
      { name: '  Poster  ', scopes: ['notifications', 'read'], expires_in_days: 30 },
      member.token,
    );
    expect(res.status).toBe(200);
    expect(res.body.token).toMatch(/^qpat_[A-Za-z0-9_-]{43}$/);
    expect(res.body.access_token).toEqual({
      id: expect.any(Number),
      name: 'Poster',
      scopes: ['read', 'notifications'],
      created_at: '2026-11-22T12:01:00.000Z',
      last_used_at: null,
      expires_at: '2026-12-22T12:01:00.000Z',
    });

    const listed = await a.get('/accessTokens', undefined, member.token);
    expect(listed.body.access_tokens).toEqual([res.body.access_token]);
    expect(listed.raw).not.toContain(res.body.token);
    expect(listed.raw).not.toContain(res.body.token.slice(5));
    // Only its hash is stored.
    const rows = await t.ctx.db.kysely.selectFrom('access_tokens').selectAll().execute();
    expect(JSON.stringify(rows)).not.toContain(res.body.token.slice(5));

    const mails = await t.ctx.db.kysely.selectFrom('mail_outbox').selectAll().orderBy('id').execute();
    const mail = mails.at(-1);
    expect(mail?.to_address).toBe(member.email);
    expect(mail?.subject).toBe('A personal access token was made for your Qurio account');
    expect(mail?.text_body).toContain('“Poster”');
    expect(`${mail?.text_body}${mail?.html_body}`).not.toContain(res.body.token.slice(5));
    // Another member sees none of it.
    expect(await list(other.token)).toEqual([]);
  });

  it('mails in the member’s language', async () => {
    const german = await createUser(t.app, { lang: 'de' });
    await a.post('/createAccessToken', { name: 'Bot', scopes: ['read'] }, german.token);
    const mail = await t.ctx.db.kysely
      .selectFrom('mail_outbox')
      .select('subject')
      .where('to_address', '=', german.email)
      .executeTakeFirst();
    expect(mail?.subject).toBe('Für dein Qurio-Konto wurde ein persönliches Zugriffstoken erstellt');
  });

  it('refuses bad input with its code, and guests', async () => {
    const bad = async (body: unknown) => (await a.postUnchecked('/createAccessToken', body, member.token)).body.code;
    expect(await bad({ scopes: ['read'] })).toBe('ACCESS_TOKEN_NAME_REQUIRED');
    expect(await bad({ name: '   ', scopes: ['read'] })).toBe('ACCESS_TOKEN_NAME_REQUIRED');
    expect(await bad({ name: 'x'.repeat(LIMITS.accessTokenNameMax + 1), scopes: ['read'] })).toBe(
      'ACCESS_TOKEN_NAME_TOO_LONG',
    );
    expect(await bad({ name: 'n' })).toBe('ACCESS_TOKEN_SCOPES_INVALID');
    expect(await bad({ name: 'n', scopes: [] })).toBe('ACCESS_TOKEN_SCOPES_INVALID');
    expect(await bad({ name: 'n', scopes: ['password'] })).toBe('ACCESS_TOKEN_SCOPES_INVALID');
    expect(await bad({ name: 'n', scopes: ['read', 'read'] })).toBe('ACCESS_TOKEN_SCOPES_INVALID');
    expect(await bad({ name: 'n', scopes: ['read'], expires_in_days: 0 })).toBe('ACCESS_TOKEN_EXPIRY_INVALID');
    expect(await bad({ name: 'n', scopes: ['read'], expires_in_days: LIMITS.accessTokenDaysMax + 1 })).toBe(
      'ACCESS_TOKEN_EXPIRY_INVALID',
    );
    expect(await bad({ name: 'n', scopes: ['read'], expires_in_days: 1.5 })).toBe('ACCESS_TOKEN_EXPIRY_INVALID');
    const guest = await a.post('/createAccessToken', { name: 'n', scopes: ['read'] });
    expect([guest.status, guest.body.code]).toEqual([401, 'SIGN_IN_REQUIRED']);
    expect(await list()).toEqual([]);
  });

  it(`holds at most ${LIMITS.accessTokensMax} live tokens; a revoked one frees its place`, async () => {
    const made: number[] = [];
    for (let i = 0; i < LIMITS.accessTokensMax; i++)
      made.push((await create(['read'], { name: `t${i}` })).access_token.id);
    const over = await a.post('/createAccessToken', { name: 'one more', scopes: ['read'] }, member.token);
    expect([over.status, over.body.code]).toEqual([409, 'ACCESS_TOKENS_TOO_MANY']);
    expect((await list()).map((row) => row.name)[0]).toBe(`t${LIMITS.accessTokensMax - 1}`);
    expect((await a.post('/revokeAccessToken', { id: made[0] ?? 0 }, member.token)).status).toBe(200);
    await create(['read'], { name: 'in its place' });
    expect(await list()).toHaveLength(LIMITS.accessTokensMax);
  });

  it('parallel creations never pass the limit', async () => {
    const results = await Promise.all(
      Array.from({ length: LIMITS.accessTokensMax + 8 }, (_, i) =>
        a.post('/createAccessToken', { name: `racer ${i}`, scopes: ['read'] }, member.token),
      ),
    );
    const codes = results.map((r) => (r.status === 200 ? 'ok' : r.body.code));
    expect(codes.filter((c) => c === 'ok')).toHaveLength(LIMITS.accessTokensMax);
    expect(codes.filter((c) => c === 'ACCESS_TOKENS_TOO_MANY')).toHaveLength(8);
    const stored = await t.ctx.db.kysely
      .selectFrom('access_tokens')
      .select('id')
      .where('user_id', '=', member.id)
      .execute();
    expect(stored).toHaveLength(LIMITS.accessTokensMax);
  });
});

describe('what a token may do', () => {
  for (const scope of TOKEN_SCOPES) {
    it(`a ${scope} token makes ${scope} calls and is refused every other scope's`, async () => {
      const { token } = await create([scope]);
      const allowed = await SCOPE_CALLS[scope](token);
      expect([allowed.status, allowed.body.code]).toEqual([200, undefined]);
      for (const [otherScope, call] of Object.entries(SCOPE_CALLS)) {
        if (otherScope === scope) continue;
        const refused = await call(token);
        expect([otherScope, refused.status, refused.body.code]).toEqual([
          otherScope,
          403,
          'ACCESS_TOKEN_SCOPE_MISSING',
        ]);
      }
    });
  }

  it('every call of the contract: a token without its scope, or any token for a call with none, is refused', async () => {
    const calls = (Object.values(contract) as unknown[]).filter(
      (value): value is CallDef =>
        typeof value === 'object' && value !== null && 'response' in value && 'auth' in value && value.auth !== 'none',
    );
    expect(calls.length).toBeGreaterThan(60);
    const tokens = new Map<string, string>();
    const tokenWithout = async (scope: TokenScope | undefined) => {
      const key = scope ?? 'none';
      if (!tokens.has(key)) {
        tokens.set(key, (await create(TOKEN_SCOPES.filter((s) => s !== scope))).token);
      }
      return tokens.get(key) ?? '';
    };
    for (const call of calls) {
      const res = await t.app.inject({
        method: call.method,
        url: `/api${call.path}`,
        headers: bearer(await tokenWithout(call.scope)),
        ...(call.method === 'GET' ? {} : { payload: {} }),
      });
      expect([call.method, call.path, res.statusCode, res.json().code]).toEqual([
        call.method,
        call.path,
        403,
        'ACCESS_TOKEN_SCOPE_MISSING',
      ]);
    }
  });

  it('a token with every scope is refused every call that has none, and never rotates', async () => {
    const { token } = await create([...TOKEN_SCOPES]);
    const results = await Promise.all(unscopedCalls(token));
    for (const res of results) {
      const status = 'statusCode' in res ? res.statusCode : res.status;
      expect([status, codeOf(res)]).toEqual([403, 'ACCESS_TOKEN_SCOPE_MISSING']);
    }
    // refresh refused: no new token is handed out, and the member's account is untouched.
    const refresh = results[17];
    expect(refresh && 'headers' in refresh ? refresh.headers['x-access-token'] : undefined).toBeUndefined();
    expect((await a.get('/myProfile', undefined, token)).status).toBe(200);
    const me = await t.ctx.db.kysely
      .selectFrom('users')
      .select('status')
      .where('id', '=', member.id)
      .executeTakeFirst();
    expect(me?.status).toBe('active');
  });

  it('reads the inbox as the session does, no more', async () => {
    const id = await askAndFind(t.app, member, 'Who am I?', other, { anonymous: true });
    const { token } = await create(['answer']);
    const bySession = await a.get('/myQuestions', undefined, member.token);
    const byToken = await a.get('/myQuestions', undefined, token);
    expect(byToken.body).toEqual(bySession.body);
    expect(byToken.raw).toContain(String(id));
    expect(byToken.raw).not.toContain(other.username);
    expect(byToken.body.questions[0].sender_id).not.toBe(other.id);
  });

  it('the sessions of the member see no difference: a session is never asked for a scope', async () => {
    await create(['read']);
    expect((await a.get('/sessions', undefined, member.token)).status).toBe(200);
  });

  it('shares the member’s limits with their sessions: a token is no way around them', async () => {
    const { token } = await create(['ask']);
    const withdraw = (bearerToken: string) => a.post('/withdrawQuestion', { id: 99_999 }, bearerToken);
    for (let i = 0; i < 20; i++) expect((await withdraw(member.token)).body.code).toBe('QUESTION_NOT_FOUND');
    for (let i = 0; i < 10; i++) expect((await withdraw(token)).body.code).toBe('QUESTION_NOT_FOUND');
    // The 31st withdrawal of 30 per 15 minutes, whichever way it comes.
    expect((await withdraw(token)).body.code).toBe('TOO_MANY_ACTIONS');
    expect((await withdraw(member.token)).body.code).toBe('TOO_MANY_ACTIONS');
  });

  it('an unknown or malformed qpat_ token is AUTH_INVALID', async () => {
    const res = await a.get('/timeline', undefined, `qpat_${'A'.repeat(43)}`);
    expect([res.status, res.body.code]).toEqual([401, 'AUTH_INVALID']);
  });
});

describe('when a token ends', () => {
  async function statusWith(token: string) {
    const res = await a.get('/timeline', undefined, token);
    return [res.status, res.body.code];
  }

  it('revokeAccessToken ends it at once; another id, or again, is not found', async () => {
    const { token, access_token } = await create(['read']);
    expect(await statusWith(token)).toEqual([200, undefined]);
    const foreign = await a.post('/revokeAccessToken', { id: access_token.id }, other.token);
    expect([foreign.status, foreign.body.code]).toEqual([404, 'ACCESS_TOKEN_NOT_FOUND']);
    expect(await statusWith(token)).toEqual([200, undefined]);
    expect((await a.post('/revokeAccessToken', { id: access_token.id }, member.token)).status).toBe(200);
    expect(await statusWith(token)).toEqual([401, 'AUTH_INVALID']);
    const again = await a.post('/revokeAccessToken', { id: access_token.id }, member.token);
    expect([again.status, again.body.code]).toEqual([404, 'ACCESS_TOKEN_NOT_FOUND']);
    expect((await a.postUnchecked('/revokeAccessToken', {}, member.token)).body.code).toBe('ID_REQUIRED');
    expect(await list()).toEqual([]);
  });

  it('expires after its days, and leaves the list', async () => {
    const { token } = await create(['read'], { expires_in_days: 1 });
    t.clock.advance(24 * 60 * 60_000 - 1);
    expect(await statusWith(token)).toEqual([200, undefined]);
    t.clock.advance(1);
    expect(await statusWith(token)).toEqual([401, 'AUTH_INVALID']);
    expect(await list()).toEqual([]);
  });

  it('ends when the member changes the password; the session that changed it stays', async () => {
    const { token } = await create(['read']);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/password',
      headers: bearer(member.token),
      payload: { current_password: member.password, password: 'new secret 1', password_repeat: 'new secret 1' },
    });
    expect(res.statusCode).toBe(200);
    expect(await statusWith(token)).toEqual([401, 'AUTH_INVALID']);
    expect(await statusWith(member.token)).toEqual([200, undefined]);
    expect(await list()).toEqual([]);
  });

  it('ends when the account is frozen, and stays ended after the member comes back', async () => {
    const { token } = await create(['read']);
    expect((await a.post('/freezeAccount', { password: member.password }, member.token)).status).toBe(200);
    expect(await statusWith(token)).toEqual([401, 'AUTH_INVALID']);
    // Signing in again reactivates the account, not its tokens.
    expect((await a.post('/token', { username: member.username, password: member.password })).status).toBe(200);
    expect(await statusWith(token)).toEqual([401, 'AUTH_INVALID']);
  });

  it('ends with the account when it is deleted', async () => {
    const { token } = await create(['read']);
    expect((await a.post('/deleteAccount', { password: member.password }, member.token)).status).toBe(200);
    expect(await statusWith(token)).toEqual([401, 'AUTH_INVALID']);
    const rows = await t.ctx.db.kysely.selectFrom('access_tokens').select('id').execute();
    expect(rows).toEqual([]);
  });

  it('"sign out everywhere else" ends sessions, not tokens', async () => {
    const { token } = await create(['read']);
    expect((await a.post('/endOtherSessions', undefined, member.token)).status).toBe(200);
    expect(await statusWith(token)).toEqual([200, undefined]);
  });
});

describe('last use', () => {
  it('is written at most hourly, off the request path', async () => {
    const { token } = await create(['read']);
    t.clock.advance(60_000);
    await a.get('/timeline', undefined, token);
    // Not written by the request itself…
    expect((await list())[0].last_used_at).toBeNull();
    // …but by the activity batch.
    await t.ctx.activity.flush();
    expect((await list())[0].last_used_at).toBe('2026-11-22T12:01:00.000Z');
    t.clock.advance(30 * 60_000);
    await a.get('/timeline', undefined, token);
    await t.ctx.activity.flush();
    expect((await list())[0].last_used_at).toBe('2026-11-22T12:01:00.000Z');
    t.clock.advance(31 * 60_000);
    await a.get('/timeline', undefined, token);
    await t.ctx.activity.flush();
    expect((await list())[0].last_used_at).toBe('2026-11-22T13:02:00.000Z');
  });
});
