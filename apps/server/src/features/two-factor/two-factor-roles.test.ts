import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setRole } from '../../scripts/set-role.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { api, askAndFind, createUser, enableTwoFactor, grantRole, totpCode } from '../../test/factories.js';

/**
 * Moderators and admins and two-factor sign-in (issue 29), on both databases: the role needs it,
 * the moderation calls need a session that passed it, revealing a sender needs a code typed now,
 * and a moderator cannot turn it off.
 */
let t: TestApp;
let a: ReturnType<typeof api>;

beforeEach(async () => {
  t = await createTestApp({ startMailWorker: false });
  a = api(t.app);
});
afterEach(async () => {
  await t.close();
});

describe('roles and the second factor', () => {
  it('the admin command refuses the role to an account without two-factor sign-in', async () => {
    const plain = await createUser(t.app, { username: 'NoSecondFactor' });
    expect(await setRole(t.ctx, 'NoSecondFactor', 'moderator')).toEqual({
      ok: false,
      message:
        'NoSecondFactor has no two-factor authentication; a moderator must turn it on first (Settings → Two-factor authentication)',
    });
    expect((await setRole(t.ctx, 'nosecondfactor', 'admin')).ok).toBe(false);
    expect((await a.get('/myProfile', {}, plain.token)).body.user.role).toBe('member');
    await enableTwoFactor(t, plain);
    expect(await setRole(t.ctx, 'NoSecondFactor', 'moderator')).toEqual({ ok: true });
    expect((await a.get('/myProfile', {}, plain.token)).body.user.role).toBe('moderator');
    expect(await setRole(t.ctx, 'nobody-here', 'member')).toEqual({ ok: false, message: 'no user nobody-here' });
  });

  it('the moderation calls refuse a session that did not pass the second factor', async () => {
    const mod = await createUser(t.app, { username: 'TwoDevices' });
    // A session from before two-factor sign-in was turned on (another device) has not passed it.
    const older = (await a.post('/token', { username: mod.username, password: mod.password }, undefined, '10.70.0.1'))
      .body.data.access_token as string;
    const granted = await grantRole(t, mod, 'admin');
    for (const [path, call] of [
      ['modReports', () => a.get('/modReports', {}, older)],
      ['modAudit', () => a.get('/modAudit', {}, older)],
      ['modAction', () => a.post('/modAction', { user_id: mod.id, action: 'verify', reason: 'Famous' }, older)],
    ] as const) {
      const refused = await call();
      expect([refused.status, refused.body.code], path).toEqual([403, 'SECOND_FACTOR_REQUIRED']);
    }
    expect((await a.get('/modReports', {}, granted.token)).status).toBe(200);
    expect((await a.get('/modAudit', {}, granted.token)).status).toBe(200);
    // A login with the password and a code passes it; and the token's rotation keeps it.
    const { challenge } = (await a.post('/token', { username: mod.username, password: mod.password })).body;
    t.clock.advance(30_000);
    const fresh = await a.post('/token', { challenge, code: totpCode(granted.secret, t.clock.now()) });
    t.clock.advance(t.ctx.tokens.rotateAfterMs + 1);
    const refreshed = await t.app.inject({
      method: 'GET',
      url: '/api/refresh',
      headers: { authorization: `Bearer ${fresh.body.data.access_token}` },
    });
    const rotated = refreshed.headers['x-access-token'] as string;
    expect(rotated).toBeTruthy();
    expect((await a.get('/modReports', {}, rotated)).status).toBe(200);
  });

  it('a role set without two-factor sign-in (before issue 29) opens nothing', async () => {
    const old = await createUser(t.app);
    await t.ctx.db.kysely.updateTable('users').set({ role: 'moderator' }).where('id', '=', old.id).execute();
    expect((await a.get('/modReports', {}, old.token)).body.code).toBe('SECOND_FACTOR_REQUIRED');
  });

  it('revealing a sender takes a code typed now; a moderator cannot turn two-factor sign-in off', async () => {
    const owner = await createUser(t.app);
    const asker = await createUser(t.app, { username: 'SecretAsker' });
    const mod = await grantRole(t, await createUser(t.app), 'moderator');
    const q = await askAndFind(t.app, owner, 'Who am I?', asker);
    // A reveal needs an open report on the question (features/moderation/reveals.test.ts).
    await a.post('/reportQuestion', { question_id: q, reason: 'bullying' }, owner.token);
    const reveal = (otp?: string) =>
      a.post(
        '/modAction',
        { question_id: q, action: 'reveal_sender', reason: 'Threat report', ...(otp ? { otp } : {}) },
        mod.token,
      );
    const none = await reveal();
    expect([none.status, none.body.code, none.body.sender]).toEqual([400, 'TWO_FACTOR_CODE_REQUIRED', undefined]);
    // The code that turned it on, a minute-old one, a recovery code: none is a code typed now.
    expect((await reveal(totpCode(mod.secret, t.clock.now()))).body.code).toBe('TWO_FACTOR_CODE_WRONG');
    expect((await reveal(mod.recoveryCodes[0])).body.code).toBe('TWO_FACTOR_CODE_WRONG');
    t.clock.advance(30_000);
    const revealed = await reveal(totpCode(mod.secret, t.clock.now()));
    expect(revealed.body.sender).toEqual({ kind: 'member', id: asker.id, username: 'SecretAsker' });
    // Only the reveal is audited; the refused tries left no entry.
    const audit = await t.ctx.db.kysely.selectFrom('mod_audit').select('action').execute();
    expect(audit).toEqual([{ action: 'reveal_sender' }]);

    t.clock.advance(30_000);
    const off = await a.post(
      '/twoFactorDisable',
      { password: mod.password, code: totpCode(mod.secret, t.clock.now()) },
      mod.token,
    );
    expect([off.status, off.body.code]).toEqual([403, 'TWO_FACTOR_ROLE_LOCKED']);
    expect((await a.get('/twoFactor', {}, mod.token)).body.two_factor.enabled).toBe(true);
  });
});
