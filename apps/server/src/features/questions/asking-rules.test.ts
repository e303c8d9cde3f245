import { ERRORS } from '@qurio/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { api, askAndAnswer, askAndFind, type CreatedUser, createUser } from '../../test/factories.js';

/**
 * Asking rules (issue 33): who may ask, who may ask anonymously, what the profile tells the ask
 * form, each refusal with its code and status, and that a refused question leaves no trace the
 * recipient could read.
 */
let t: TestApp;
let a: ReturnType<typeof api>;
let owner: CreatedUser;
let stranger: CreatedUser;
beforeEach(async () => {
  t = await createTestApp();
  a = api(t.app);
  owner = await createUser(t.app);
  stranger = await createUser(t.app);
});
afterEach(async () => {
  await t.close();
});

const setRule = async (key: 'ask_from' | 'anonymous_from', value: string) => {
  const res = await a.postUnchecked('/set', { key, value }, owner.token);
  expect(res.status).toBe(200);
};
const askAs = (from: CreatedUser | null, body: Record<string, unknown> = {}) =>
  a.postUnchecked('/ask', { user_id: owner.id, question: 'May I ask you this?', ...body }, from?.token);
const follow = (follower: CreatedUser, followed: CreatedUser) =>
  a.post('/follow', { user_id: followed.id }, follower.token);
const rulesSeenBy = async (viewer: CreatedUser | null) =>
  (await a.get('/profile', { username: owner.username }, viewer?.token)).body.user.asking;

/** A refusal: its status, code and the catalogue's message, and nothing reached the recipient. */
async function expectRefused(res: Awaited<ReturnType<typeof askAs>>, code: keyof typeof ERRORS) {
  expect(res.status).toBe(ERRORS[code].status);
  expect(res.body).toEqual({ status: false, code, message: ERRORS[code].message });
  const inbox = await a.get('/myQuestions', {}, owner.token);
  expect(inbox.body.questions).toEqual([]);
  expect(inbox.body.counts.all).toBe(0);
  const notified = (await a.get('/notifications', {}, owner.token)).body.notifications;
  expect(notified.filter((n: { type: string }) => n.type === 'question')).toEqual([]);
}

describe('asking rules', () => {
  it('start open: everyone may ask, anonymously too, and the settings say so', async () => {
    expect(await rulesSeenBy(null)).toEqual({
      ask_from: 'everyone',
      anonymous_from: 'everyone',
      may_ask: true,
      may_ask_anonymously: true,
    });
    expect((await a.get('/accountSettings', undefined, owner.token)).body.settings).toMatchObject({
      ask_from: 'everyone',
      anonymous_from: 'everyone',
      allow_only_accounts: false,
      listed: true,
    });
    expect((await askAs(null)).status).toBe(200);
  });

  it('members only: a guest is asked to sign in; a member asks', async () => {
    await setRule('ask_from', 'members');
    await expectRefused(await askAs(null), 'SIGN_IN_REQUIRED');
    expect(await rulesSeenBy(null)).toMatchObject({ may_ask: false, may_ask_anonymously: false });
    expect((await a.get('/profile', { username: owner.username })).body.user.allow_only_accounts).toBe(true);
    expect((await askAs(stranger)).status).toBe(200);
  });

  it('people I follow: a stranger is refused with the rule, a followed member asks', async () => {
    await setRule('ask_from', 'following');
    await expectRefused(await askAs(stranger), 'ASK_FOLLOWING_ONLY');
    await expectRefused(await askAs(stranger, { anonymous: false }), 'ASK_FOLLOWING_ONLY');
    expect(await rulesSeenBy(stranger)).toMatchObject({ ask_from: 'following', may_ask: false });
    // Following the owner does not help: the owner has to follow them.
    await follow(stranger, owner);
    await expectRefused(await askAs(stranger), 'ASK_FOLLOWING_ONLY');
    await follow(owner, stranger);
    expect(await rulesSeenBy(stranger)).toMatchObject({ may_ask: true, may_ask_anonymously: true });
    expect((await askAs(stranger)).status).toBe(200);
  });

  it('mutual follows: followed but not following back is refused; mutuals ask', async () => {
    await setRule('ask_from', 'mutuals');
    await follow(owner, stranger);
    await expectRefused(await askAs(stranger), 'ASK_MUTUALS_ONLY');
    await expectRefused(await askAs(null), 'SIGN_IN_REQUIRED');
    await follow(stranger, owner);
    expect(await rulesSeenBy(stranger)).toMatchObject({
      ask_from: 'mutuals',
      anonymous_from: 'mutuals',
      may_ask: true,
    });
    expect((await askAs(stranger)).status).toBe(200);
  });

  it('no anonymous questions: members ask by name, guests cannot ask', async () => {
    await setRule('anonymous_from', 'nobody');
    await expectRefused(await askAs(stranger), 'ANONYMOUS_NOT_ALLOWED');
    await expectRefused(await askAs(null), 'SIGN_IN_REQUIRED');
    expect(await rulesSeenBy(stranger)).toMatchObject({ may_ask: true, may_ask_anonymously: false });
    expect((await a.get('/accountSettings', undefined, owner.token)).body.settings.allow_only_accounts).toBe(true);
    expect((await askAs(stranger, { anonymous: false })).status).toBe(200);
    const [named] = (await a.get('/myQuestions', {}, owner.token)).body.questions;
    expect(named).toMatchObject({ anonymous: false, sender: { id: stranger.id } });
  });

  it('anonymous from people I follow, or mutuals: others may ask by name only', async () => {
    await setRule('anonymous_from', 'following');
    await expectRefused(await askAs(stranger), 'ANONYMOUS_FOLLOWING_ONLY');
    await follow(owner, stranger);
    expect((await askAs(stranger, { question: 'Anonymous within the circle?' })).status).toBe(200);

    await setRule('anonymous_from', 'mutuals');
    const res = await askAs(stranger, { question: 'Anonymous, not mutual yet?' });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('ANONYMOUS_MUTUALS_ONLY');
    expect((await askAs(stranger, { question: 'By name, not mutual yet?', anonymous: false })).status).toBe(200);
    expect((await a.get('/myQuestions', {}, owner.token)).body.counts).toMatchObject({ all: 2 });
  });

  it('the anonymous circle is never wider than who may ask', async () => {
    await setRule('ask_from', 'following');
    expect(await rulesSeenBy(stranger)).toMatchObject({ ask_from: 'following', anonymous_from: 'following' });
  });

  it('an anonymous question to a circle narrowed since the form showed it is refused', async () => {
    await follow(owner, stranger);
    const shown = (await rulesSeenBy(stranger)).anonymous_from;
    expect(shown).toBe('everyone');
    await setRule('anonymous_from', 'following');
    // The asker is inside the new circle, but was told they hid among everyone.
    await expectRefused(await askAs(stranger, { anonymous_from: shown }), 'ASK_RULES_CHANGED');
    // By name nothing is hidden, so nothing changed for them; read again, the rule is taken.
    expect((await askAs(stranger, { anonymous: false, anonymous_from: shown })).status).toBe(200);
    expect((await askAs(stranger, { question: 'Read the rules again?', anonymous_from: 'following' })).status).toBe(
      200,
    );
  });

  it('refusals are the same for any asker the rule leaves out, and bounded by the ask limits', async () => {
    await setRule('ask_from', 'following');
    const other = await createUser(t.app);
    await follow(other, owner);
    const [one, two] = [await askAs(stranger), await askAs(other)];
    expect(one.body).toEqual(two.body);
    expect(one.status).toBe(two.status);
  });

  it('the settings refuse a circle that does not exist', async () => {
    for (const [key, value] of [
      ['ask_from', 'nobody'],
      ['ask_from', 'friends'],
      ['anonymous_from', ''],
    ]) {
      const res = await a.postUnchecked('/set', { key, value }, owner.token);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('SETTING_INVALID');
    }
    expect((await a.postUnchecked('/set', { key: 'ask_from', value: 'members' })).status).toBe(401);
    expect(
      (await a.postUnchecked('/ask', { user_id: owner.id, question: 'Odd rule?', anonymous_from: 'x' })).body.code,
    ).toBe('VALIDATION_FAILED');
  });

  it("the spec's allow_only_accounts sets who may ask", async () => {
    await a.post('/set', { key: 'allow_only_accounts', value: '1' }, owner.token);
    expect((await a.get('/accountSettings', undefined, owner.token)).body.settings).toMatchObject({
      ask_from: 'members',
      allow_only_accounts: true,
    });
    await setRule('ask_from', 'mutuals');
    await a.post('/set', { key: 'allow_only_accounts', value: '1' }, owner.token);
    expect((await a.get('/accountSettings', undefined, owner.token)).body.settings.ask_from).toBe('mutuals');
    await a.post('/set', { key: 'allow_only_accounts', value: '0' }, owner.token);
    expect((await a.get('/accountSettings', undefined, owner.token)).body.settings).toMatchObject({
      ask_from: 'everyone',
      allow_only_accounts: false,
    });
  });

  it('the owner, a blocked member and a closed inbox are told they may not ask', async () => {
    expect(await rulesSeenBy(owner)).toMatchObject({ may_ask: false });
    await a.post('/block', { user_id: stranger.id }, owner.token);
    expect(await rulesSeenBy(stranger)).toMatchObject({ may_ask: false, may_ask_anonymously: false });
    await a.post('/set', { key: 'allow_ask', value: '0' }, owner.token);
    expect(await rulesSeenBy(null)).toMatchObject({ may_ask: false });
  });
});

describe('a minor signs up', () => {
  it('with the safer settings, each visible and changeable', async () => {
    const minor = await createUser(t.app, { under18: true });
    expect((await a.get('/accountSettings', undefined, minor.token)).body.settings).toEqual({
      allow_ask: true,
      allow_only_accounts: true,
      profanity_filter: true,
      show_online: true,
      unfold_warnings: false,
      listed: false,
      ask_from: 'members',
      anonymous_from: 'following',
    });
    expect((await a.get('/notificationSettings', undefined, minor.token)).body.mail.mail_questions).toBe('off');
    // An adult's defaults for comparison.
    expect((await a.get('/accountSettings', undefined, owner.token)).body.settings).toMatchObject({
      listed: true,
      ask_from: 'everyone',
      anonymous_from: 'everyone',
    });
    expect((await a.get('/notificationSettings', undefined, owner.token)).body.mail.mail_questions).toBe('daily');

    // Guests cannot ask; strangers ask by name only.
    const asking = async (from: CreatedUser | null, anonymous?: boolean) =>
      a.postUnchecked(
        '/ask',
        { user_id: minor.id, question: 'A question for you?', ...(anonymous === undefined ? {} : { anonymous }) },
        from?.token,
      );
    expect((await asking(null)).body.code).toBe('SIGN_IN_REQUIRED');
    expect((await asking(stranger)).body.code).toBe('ANONYMOUS_FOLLOWING_ONLY');
    expect((await asking(stranger, false)).status).toBe(200);

    await a.post('/set', { key: 'listed', value: '1' }, minor.token);
    expect((await a.get('/accountSettings', undefined, minor.token)).body.settings.listed).toBe(true);
  });

  it('stays out of explore, people search and suggestions until they choose otherwise', async () => {
    const minor = await createUser(t.app, { under18: true, username: 'Youngone1' });
    const adult = await createUser(t.app, { username: 'Youngtwo1' });
    await askAndAnswer(t.app, minor, 'What is the minor favourite?', 'Minor answer about kites', stranger, {
      anonymous: false,
    });
    await askAndAnswer(t.app, adult, 'What is the adult favourite?', 'Adult answer about kites', stranger);
    const explore = async () =>
      (await a.post('/explore', { type: 'paginated', page: 1 }, stranger.token)).body.questions.map(
        (q: { user: { id: number } }) => q.user.id,
      );
    const people = async () =>
      (await a.post('/search', { term: 'youngo', type: 'people' }, stranger.token)).body.users.map(
        (u: { id: number }) => u.id,
      );
    const latest = async () =>
      (await a.post('/search', { term: 'kites', type: 'latest' }, stranger.token)).body.questions.map(
        (q: { user: { id: number } }) => q.user.id,
      );
    const suggested = async () =>
      (await a.get('/suggestedUsers', {}, stranger.token)).body.users.map((u: { id: number }) => u.id);
    expect(await explore()).toEqual([adult.id]);
    expect(await latest()).toEqual([adult.id]);
    expect(await people()).toEqual([]);
    expect(await suggested()).not.toContain(minor.id);
    // The profile itself is still there for whoever has the link.
    expect((await a.get('/profile', { username: minor.username })).status).toBe(200);

    await a.post('/set', { key: 'listed', value: '1' }, minor.token);
    expect((await explore()).sort()).toEqual([minor.id, adult.id].sort());
    expect(await people()).toEqual([minor.id]);
  });
});

describe('inbox filters', () => {
  it('list and count anonymous, named, followed and flagged questions; an anonymous question is never sorted by its sender', async () => {
    const friend = await createUser(t.app);
    await follow(owner, friend);
    const anonByFriend = await askAndFind(t.app, owner, 'Anonymous from a friend?', friend);
    const namedByFriend = await askAndFind(t.app, owner, 'Named from a friend?', friend, { anonymous: false });
    const namedByStranger = await askAndFind(t.app, owner, 'Named from a stranger, you fucking idiot?', stranger, {
      anonymous: false,
    });
    const byGuest = await askAndFind(t.app, owner, 'A guest asks this?');
    const list = async (filter?: string) => {
      const res = await a.get('/myQuestions', filter ? ({ filter } as never) : {}, owner.token);
      expect(res.status).toBe(200);
      return res.body;
    };
    const all = await list();
    expect(all.counts).toEqual({ all: 4, anonymous: 2, named: 2, following: 1, flagged: 1 });
    const ids = (body: { questions: Array<{ id: number }> }) => body.questions.map((q) => q.id);
    expect(ids(all)).toEqual([byGuest, namedByStranger, namedByFriend, anonByFriend]);
    expect(ids(await list('anonymous'))).toEqual([byGuest, anonByFriend]);
    expect(ids(await list('named'))).toEqual([namedByStranger, namedByFriend]);
    // Only the named question of the followed member: their anonymous one stays unsorted.
    expect(ids(await list('following'))).toEqual([namedByFriend]);
    expect(ids(await list('flagged'))).toEqual([namedByStranger]);
    // The counts are the same whichever filter is open.
    expect((await list('following')).counts).toEqual(all.counts);

    const bad = await a.get('/myQuestions', { filter: 'senders' } as never, owner.token);
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('VALIDATION_FAILED');
    expect((await a.get('/myQuestions', { filter: 'named' } as never)).status).toBe(401);
  });

  it('pages a filter to its end with no repeat and no loss', async () => {
    // Two askers, each within the member's ask limit.
    const other = await createUser(t.app);
    const asked: number[] = [];
    for (let i = 0; i < 23; i += 1) {
      asked.push(await askAndFind(t.app, owner, `Named question number ${i}?`, stranger, { anonymous: false }));
      await askAndFind(t.app, owner, `Anonymous question number ${i}?`, other);
    }
    const seen: number[] = [];
    let last: number | undefined;
    for (;;) {
      const page = await a.get(
        '/myQuestions',
        { filter: 'named', ...(last ? { last_id: last } : {}) } as never,
        owner.token,
      );
      const ids = page.body.questions.map((q: { id: number }) => q.id);
      seen.push(...ids);
      if (ids.length < page.body.limit) break;
      last = ids[ids.length - 1];
    }
    expect(seen).toEqual([...asked].reverse());
    const newer = await a.get('/myQuestions', { filter: 'named', first_id: asked[20] } as never, owner.token);
    expect(newer.body.questions.map((q: { id: number }) => q.id)).toEqual([asked[22], asked[21]]);
  });
});
