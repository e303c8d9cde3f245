import * as contract from '@qurio/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { api, type CreatedUser, createUser } from '../../test/factories.js';

/**
 * Sign-up without the confirmations (issue 29, finding 8): the spec's `register` payload still
 * creates the account, and the member confirms their age and accepts the Terms before anything
 * else: every call outside the contract's `beforeConsent` allow-list answers CONSENT_REQUIRED.
 */
describe('sign-up consent owed', () => {
  let t: TestApp;
  let plain: CreatedUser;
  let friend: CreatedUser;

  beforeEach(async () => {
    t = await createTestApp({ env: { MIN_AGE: '16' } });
    plain = await createUser(t.app, { username: 'plain', consent: false });
    friend = await createUser(t.app, { username: 'friend' });
  });
  afterEach(async () => {
    await t.close();
  });

  it('the allow-list is the contract’s, in one place', () => {
    const allowed = Object.entries(contract)
      .filter(([, value]) => typeof value === 'object' && value !== null && 'beforeConsent' in value)
      .map(([name]) => name)
      .sort();
    expect(allowed).toEqual([
      'confirmSignup',
      'deleteAccount',
      'logout',
      'myProfile',
      'refresh',
      'set',
      'unregisterPushToken',
      'unregisterWebPush',
    ]);
  });

  it('the spec’s payload creates the account, and the session says consent is owed', async () => {
    const res = await api(t.app).post('/register', {
      username: 'Oldclient',
      email: 'old@example.com',
      password: 'secret1',
      password_repeat: 'secret1',
    });
    expect(res.status).toBe(201);
    expect(res.body.data.consent_required).toBe(true);
    const me = await api(t.app).get('/myProfile', undefined, res.body.data.access_token);
    expect(me.body.user.consent_required).toBe(true);
  });

  it('refuses every other call with CONSENT_REQUIRED until confirmed, whatever it is sent', async () => {
    const a = api(t.app);
    const refused = [
      await a.get('/myQuestions', {}, plain.token),
      await a.get('/notifications', {}, plain.token),
      await a.get('/stats', undefined, plain.token),
      await a.post('/ask', { user_id: friend.id, question: 'Are you there, friend?' }, plain.token),
      await a.post('/follow', { user_id: friend.id }, plain.token),
      await a.postUnchecked('/ask', { nonsense: true }, plain.token),
      // An optional call with the token is refused too: the token names a member who owes consent.
      await a.get('/profile', { username: 'friend' }, plain.token),
      await a.post('/requestExport', {}, plain.token),
    ];
    for (const res of refused) {
      expect(res.status).toBe(403);
      expect(res.body).toEqual({
        status: false,
        code: 'CONSENT_REQUIRED',
        message: 'Please confirm your age and accept the Terms to continue.',
      });
    }
    // The live stream too, before anything streams.
    const stream = await t.app.inject({
      method: 'GET',
      url: '/api/events',
      headers: { authorization: `Bearer ${plain.token}` },
    });
    expect(stream.statusCode).toBe(403);
    expect(stream.json().code).toBe('CONSENT_REQUIRED');
    // Nothing reached the friend.
    expect((await a.get('/myQuestions', {}, friend.token)).body.questions).toEqual([]);
  });

  it('answers the allow-list: profile, refresh, language, push switch-off, logout, deletion', async () => {
    const a = api(t.app);
    expect((await a.get('/myProfile', undefined, plain.token)).status).toBe(200);
    const refreshed = await a.get('/refresh', undefined, plain.token);
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.data.consent_required).toBe(true);
    expect((await a.post('/set', { key: 'lang', value: 'de' }, plain.token)).status).toBe(200);
    expect((await a.post('/unregisterPushToken', { token: 'device-token-1' }, plain.token)).status).toBe(200);
    expect((await a.post('/logout', {}, plain.token)).status).toBe(200);
    const leaver = await createUser(t.app, { username: 'leaver', consent: false });
    const deleted = await a.post('/deleteAccount', { password: leaver.password }, leaver.token);
    expect(deleted.status).toBe(200);
  });

  it('confirmSignup takes both confirmations, records them, and the member is let through', async () => {
    const a = api(t.app);
    expect((await a.postUnchecked('/confirmSignup', {}, plain.token)).body.code).toBe('TERMS_REQUIRED');
    expect((await a.post('/confirmSignup', { accept_terms: true, confirm_age: false }, plain.token)).body.code).toBe(
      'AGE_REQUIRED',
    );
    expect((await a.post('/confirmSignup', { accept_terms: false, confirm_age: true }, plain.token)).status).toBe(400);
    const done = await a.post('/confirmSignup', { accept_terms: true, confirm_age: true }, plain.token);
    expect(done.status).toBe(200);
    expect(done.body.user).toMatchObject({ username: 'plain', consent_required: false });
    const row = await t.ctx.db.kysely
      .selectFrom('users')
      .select(['terms_accepted_at', 'age_confirmed'])
      .where('id', '=', plain.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ terms_accepted_at: t.clock.now().toISOString(), age_confirmed: 16 });
    expect((await a.post('/ask', { user_id: friend.id, question: 'Are you there, friend?' }, plain.token)).status).toBe(
      200,
    );
    expect((await a.get('/myQuestions', {}, plain.token)).status).toBe(200);
  });

  it('leaves a member who confirmed at sign-up untouched', async () => {
    const a = api(t.app);
    const me = await a.get('/myProfile', undefined, friend.token);
    expect(me.body.user.consent_required).toBe(false);
    expect((await a.get('/myQuestions', {}, friend.token)).status).toBe(200);
    const before = await t.ctx.db.kysely
      .selectFrom('users')
      .select(['terms_accepted_at', 'age_confirmed'])
      .where('id', '=', friend.id)
      .executeTakeFirstOrThrow();
    t.clock.advance(60_000);
    expect((await a.post('/confirmSignup', { accept_terms: true, confirm_age: true }, friend.token)).status).toBe(200);
    const after = await t.ctx.db.kysely
      .selectFrom('users')
      .select(['terms_accepted_at', 'age_confirmed'])
      .where('id', '=', friend.id)
      .executeTakeFirstOrThrow();
    expect(after).toEqual(before);
  });

  it('a member from before consent existed owes it too', async () => {
    await t.ctx.db.kysely
      .updateTable('users')
      .set({ terms_accepted_at: null, age_confirmed: null })
      .where('id', '=', friend.id)
      .execute();
    expect((await api(t.app).get('/myQuestions', {}, friend.token)).body.code).toBe('CONSENT_REQUIRED');
  });
});
