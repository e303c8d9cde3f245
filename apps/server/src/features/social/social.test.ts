import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { api, askAndAnswer, type CreatedUser, createUser } from '../../test/factories.js';
import { setMemberStatus } from '../users/queries.js';

let t: TestApp;
let a: ReturnType<typeof api>;
let alice: CreatedUser;
let bob: CreatedUser;
beforeEach(async () => {
  t = await createTestApp();
  a = api(t.app);
  alice = await createUser(t.app, { username: 'Alice' });
  bob = await createUser(t.app, { username: 'Bob77' });
});
afterEach(async () => {
  await t.close();
});

const setUser = (id: number, values: Record<string, unknown>) =>
  t.ctx.db.kysely.updateTable('users').set(values).where('id', '=', id).execute();

describe('profile', () => {
  it('shows the profile with counts, relation, online state and badges', async () => {
    await askAndAnswer(t.app, alice, 'First question here?', 'First answer', bob);
    await a.post('/follow', { user_id: alice.id }, bob.token);
    await setUser(alice.id, { bio: 'Hi #hello', date_added: '2023-01-01T00:00:00.000Z' });
    const res = await a.get('/profile', { username: 'ALICE' }, bob.token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: true,
      followersCount: 1,
      followingCount: 0,
      answersCount: 1,
      pendingAnswersCount: 0,
      online: true,
      isFollowing: true,
      badges: ['3-year-user'],
      isBlocked: false,
      blockedBy: false,
      blockedByMe: false,
      isSuspended: false,
      user: { id: alice.id, username: 'Alice', bio: 'Hi #hello', allow_ask: true, exists: true, isOnline: true },
    });
    expect(JSON.stringify(res.body)).not.toMatch(/email|password/);
  });

  it('pending count only for the owner; online only when shown and recent', async () => {
    await a.post('/ask', { user_id: alice.id, question: 'Pending for Alice?' });
    expect((await a.get('/profile', { username: 'alice' }, alice.token)).body.pendingAnswersCount).toBe(1);
    expect((await a.get('/profile', { username: 'alice' })).body.pendingAnswersCount).toBe(0);
    await setUser(alice.id, { show_online: 0 });
    expect((await a.get('/profile', { username: 'alice' })).body).toMatchObject({
      online: false,
      user: { isOnline: false },
    });
    await setUser(alice.id, { show_online: 1 });
    t.clock.advance(6 * 60_000);
    expect((await a.get('/profile', { username: 'alice' })).body.online).toBe(false);
  });

  it('online after reading, never because of a write, and never with a time', async () => {
    t.clock.advance(6 * 60_000);
    const online = async () => {
      await t.ctx.activity.flush();
      return (await a.get('/profile', { username: 'alice' }, bob.token)).body;
    };
    expect((await online()).online).toBe(false);
    // Writes (asking, following, liking) are not activity others can see.
    await a.post('/ask', { user_id: bob.id, question: 'Are you there, Bob?' }, alice.token);
    await a.post('/follow', { user_id: bob.id }, alice.token);
    expect((await online()).online).toBe(false);
    // Reading is.
    await a.get('/timeline', {}, alice.token);
    const body = await online();
    expect(body.online).toBe(true);
    expect(body.user.isOnline).toBe(true);
    expect(JSON.stringify(body)).not.toMatch(/last_active/);
    // Kept to the minute, written in a batch: the member's own record says when.
    const row = await t.ctx.db.kysely
      .selectFrom('users')
      .select('last_active')
      .where('id', '=', alice.id)
      .executeTakeFirst();
    expect(row?.last_active).toBe(new Date(Math.floor(t.clock.now().getTime() / 60_000) * 60_000).toISOString());
  });

  it('a frozen or suspended follower or liker stops counting, and counts again when back', async () => {
    const carol = await createUser(t.app, { username: 'Carol' });
    await a.post('/follow', { user_id: alice.id }, bob.token);
    await a.post('/follow', { user_id: alice.id }, carol.token);
    await a.post('/follow', { user_id: carol.id }, alice.token);
    const id = await askAndAnswer(t.app, alice, 'Who likes this one?', 'Carol does, for now.');
    await a.post('/likeQuestion', { id }, carol.token);
    const counts = async () => {
      const res = await a.get('/profile', { username: 'alice' });
      const list = await a.get('/followers', { username: 'alice' });
      const q = (await a.get('/question', { username: 'alice', id })).body.question;
      return [
        res.body.followersCount,
        res.body.followingCount,
        list.body.followers.length,
        q.like_count,
        q.likes.length,
      ];
    };
    expect(await counts()).toEqual([2, 1, 2, 1, 1]);
    expect((await a.post('/freezeAccount', { password: carol.password }, carol.token)).status).toBe(200);
    expect(await counts()).toEqual([1, 0, 1, 0, 0]);
    expect((await a.post('/token', { username: 'Carol', password: carol.password })).status).toBe(200);
    expect(await counts()).toEqual([2, 1, 2, 1, 1]);
    await setMemberStatus(t.ctx.db.kysely, bob.id, 'suspended');
    expect(await counts()).toEqual([1, 1, 1, 1, 1]);
  });

  it('unknown and frozen profiles are not found; suspended ones say so and hide the rest', async () => {
    expect((await a.get('/profile', { username: 'ghost' })).body).toMatchObject({
      status: false,
      code: 'USER_NOT_FOUND',
    });
    await setUser(alice.id, { status: 'frozen' });
    expect((await a.get('/profile', { username: 'alice' })).status).toBe(404);
    await setUser(alice.id, { status: 'suspended', bio: 'secret bio' });
    const res = await a.get('/profile', { username: 'alice' });
    expect(res.body).toMatchObject({
      status: true,
      isSuspended: true,
      user: { username: 'Alice', bio: '', allow_ask: false },
    });
  });

  it('a block shows on both sides and hides the profile details', async () => {
    await setUser(alice.id, { bio: 'my bio' });
    await a.post('/block', { user_id: bob.id }, alice.token);
    const byBlocker = await a.get('/profile', { username: 'bob77' }, alice.token);
    expect(byBlocker.body).toMatchObject({ isBlocked: true, blockedByMe: true, blockedBy: false });
    const byBlocked = await a.get('/profile', { username: 'alice' }, bob.token);
    expect(byBlocked.body).toMatchObject({ isBlocked: true, blockedByMe: false, blockedBy: true, user: { bio: '' } });
  });
});

describe('follow', () => {
  it('toggles, moves both counters and notifies', async () => {
    const on = await a.post('/follow', { user_id: alice.id }, bob.token);
    expect(on.body).toMatchObject({ status: true, following: true });
    expect((await a.get('/myProfile', {}, bob.token)).body.user.followingCount).toBe(1);
    expect((await a.get('/stats', {}, alice.token)).body.followersCount).toBe(1);
    const off = await a.post('/follow', { user_id: alice.id }, bob.token);
    expect(off.body).toMatchObject({ status: true, following: false });
    expect((await a.get('/myProfile', {}, bob.token)).body.user.followingCount).toBe(0);
    expect((await a.get('/stats', {}, alice.token)).body.followersCount).toBe(0);
    const notes = await t.ctx.db.kysely.selectFrom('notifications').selectAll().execute();
    expect(notes.map((n) => [n.type, n.user_id, n.actor_id])).toEqual([['follow', alice.id, bob.id]]);
  });

  it('honours notify_followers', async () => {
    await a.post('/set', { key: 'notify_followers', value: '0' }, alice.token);
    await a.post('/follow', { user_id: alice.id }, bob.token);
    expect(await t.ctx.db.kysely.selectFrom('notifications').selectAll().execute()).toEqual([]);
  });

  it('refuses self, unknown, blocked and signed-out follows', async () => {
    expect((await a.post('/follow', { user_id: bob.id }, bob.token)).body).toMatchObject({
      code: 'CANNOT_FOLLOW_SELF',
      message: 'You cannot follow yourself!',
    });
    expect((await a.post('/follow', { user_id: 99999 }, bob.token)).status).toBe(404);
    expect((await a.post('/follow', { user_id: alice.id })).body.message).toBe('Please sign in and try again!');
    await a.post('/block', { user_id: bob.id }, alice.token);
    expect((await a.post('/follow', { user_id: alice.id }, bob.token)).body.code).toBe('YOU_ARE_BLOCKED');
    expect((await a.post('/follow', { user_id: bob.id }, alice.token)).body.code).toBe('YOU_BLOCKED_USER');
  });
});

describe('followers and followings', () => {
  it('page to the end with nothing lost or repeated, newest first', async () => {
    const fans: CreatedUser[] = [];
    for (let i = 0; i < 23; i++) {
      const fan = await createUser(t.app);
      await a.post('/follow', { user_id: alice.id }, fan.token);
      fans.push(fan);
    }
    const first = await a.get('/followers', { username: 'alice' });
    expect(first.body.limit).toBe(20);
    expect(first.body.followers).toHaveLength(20);
    const second = await a.get('/followers', { username: 'alice', last_id: first.body.followers.at(-1).id });
    const ids = [...first.body.followers, ...second.body.followers].map((u: { user_id: number }) => u.user_id);
    expect(ids).toEqual(fans.map((f) => f.id).reverse());
    const followings = await a.get('/followings', { username: fans[0]?.username ?? '' });
    expect(followings.body.followings).toMatchObject([{ user_id: alice.id, username: 'Alice' }]);
  });

  it('leave out frozen members and anyone blocked with the viewer', async () => {
    const carol = await createUser(t.app, { username: 'Carol' });
    await a.post('/follow', { user_id: alice.id }, bob.token);
    await a.post('/follow', { user_id: alice.id }, carol.token);
    await setUser(carol.id, { status: 'frozen' });
    expect(
      (await a.get('/followers', { username: 'alice' })).body.followers.map((u: { username: string }) => u.username),
    ).toEqual(['Bob77']);
    const dave = await createUser(t.app);
    await a.post('/block', { user_id: dave.id }, bob.token);
    expect((await a.get('/followers', { username: 'alice' }, dave.token)).body.followers).toEqual([]);
    expect((await a.get('/followers', { username: 'nobody1' })).status).toBe(404);
  });
});

describe('block', () => {
  it('removes follows both ways, lists the blocked user, and unblocks', async () => {
    await a.post('/follow', { user_id: alice.id }, bob.token);
    await a.post('/follow', { user_id: bob.id }, alice.token);
    const res = await a.post('/block', { user_id: bob.id }, alice.token);
    expect(res.body).toMatchObject({ status: true, blocked: true });
    for (const user of [alice, bob]) {
      const me = (await a.get('/myProfile', {}, user.token)).body.user;
      expect([me.followerCount, me.followingCount]).toEqual([0, 0]);
    }
    const list = await a.get('/blockedUsers', {}, alice.token);
    expect(list.body).toMatchObject({ limit: 20, users: [{ user_id: bob.id, username: 'Bob77' }] });
    expect(typeof list.body.users[0].id).toBe('number');
    expect(typeof list.body.users[0].date_added).toBe('string');
    const undo = await a.post('/block', { user_id: bob.id }, alice.token);
    expect(undo.body).toMatchObject({ blocked: false });
    expect((await a.get('/blockedUsers', {}, alice.token)).body.users).toEqual([]);
    expect((await a.get('/profile', { username: 'alice' }, bob.token)).body.isBlocked).toBe(false);
  });

  it('refuses blocking oneself, unknown users and guests', async () => {
    expect((await a.post('/block', { user_id: alice.id }, alice.token)).body.code).toBe('CANNOT_BLOCK_SELF');
    expect((await a.post('/block', { user_id: 424242 }, alice.token)).status).toBe(404);
    expect((await a.post('/block', { user_id: bob.id })).status).toBe(401);
    expect((await a.postUnchecked('/block', {}, alice.token)).body.code).toBe('USER_ID_REQUIRED');
  });
});

describe('reportUser', () => {
  it('by id or username, once; never oneself', async () => {
    expect((await a.post('/reportUser', { id: bob.id }, alice.token)).body.status).toBe(true);
    const again = await a.post('/reportUser', { username: 'bob77' }, alice.token);
    expect(again).toMatchObject({ status: 409, body: { message: "You've reported this user before" } });
    expect((await a.post('/reportUser', { username: 'Alice' }, alice.token)).body).toMatchObject({
      code: 'CANNOT_REPORT_SELF',
      message: 'You cannot report yourself!',
    });
    expect((await a.post('/reportUser', { id: bob.id })).body.message).toBe('Please sign in and try again!');
    expect((await a.post('/reportUser', {}, alice.token)).body.code).toBe('ID_REQUIRED');
    expect((await a.post('/reportUser', { username: 'ghost1' }, alice.token)).status).toBe(404);
  });
});

describe('settings', () => {
  it('reads and sets every key with 1 and 0', async () => {
    expect((await a.get('/accountSettings', {}, alice.token)).body.settings).toEqual({
      allow_ask: true,
      allow_only_accounts: false,
      profanity_filter: false,
      show_online: true,
      unfold_warnings: false,
      listed: true,
      ask_from: 'everyone',
      anonymous_from: 'everyone',
    });
    expect((await a.get('/notificationSettings', {}, alice.token)).body.settings).toEqual({
      notify_questions: true,
      notify_answers: true,
      notify_followers: true,
      notify_likes: true,
      notify_mentions: true,
    });
    for (const key of ['allow_ask', 'allow_only_accounts', 'profanity_filter', 'show_online', 'listed'] as const) {
      const res = await a.post(
        '/set',
        { key, value: key === 'allow_only_accounts' || key === 'profanity_filter' ? '1' : '0' },
        alice.token,
      );
      expect(res.body).toMatchObject({ status: true });
    }
    for (const key of [
      'notify_questions',
      'notify_answers',
      'notify_followers',
      'notify_likes',
      'notify_mentions',
    ] as const) {
      await a.post('/set', { key, value: '0' }, alice.token);
    }
    expect((await a.get('/accountSettings', {}, alice.token)).body.settings).toEqual({
      allow_ask: false,
      allow_only_accounts: true,
      profanity_filter: true,
      show_online: false,
      unfold_warnings: false,
      listed: false,
      ask_from: 'members',
      anonymous_from: 'everyone',
    });
    expect(Object.values((await a.get('/notificationSettings', {}, alice.token)).body.settings)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
    await a.post('/set', { key: 'lang', value: 'pt' }, alice.token);
    expect((await a.get('/myProfile', {}, alice.token)).body.user.lang).toBe('pt');
  });

  it.each([
    [{ key: 'is_admin', value: '1' }],
    [{ key: 'allow_ask', value: 'yes' }],
    [{ key: 'allow_ask', value: 1 }],
    [{ key: 'lang', value: 'fr' }],
    [{}],
  ])('%j → 400', async (payload) => {
    const res = await a.postUnchecked('/set', payload, alice.token);
    expect(res.status).toBe(400);
    expect(['SETTING_INVALID', 'LANG_INVALID']).toContain(res.body.code);
  });

  it('need sign-in', async () => {
    expect((await a.get('/accountSettings')).status).toBe(401);
    expect((await a.post('/set', { key: 'allow_ask', value: '1' })).status).toBe(401);
  });
});
