import { LIMITS } from '@qurio/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { api, askAndAnswer, askAndFind, type CreatedUser, createUser, grantRole } from '../../test/factories.js';
import { listen, openStream } from '../../test/live.js';

/**
 * The notifications behind every setting (issue 17): a new question (`notify_questions`), an
 * answer that @mentions the member (`notify_mentions`), and one notification per actor, kind and
 * target however often a toggle is pressed.
 */
let t: TestApp;
let a: ReturnType<typeof api>;
let owner: CreatedUser;
let asker: CreatedUser;
let other: CreatedUser;

beforeEach(async () => {
  t = await createTestApp({ env: { RATE_LIMITS: 'off' } });
  a = api(t.app);
  owner = await createUser(t.app, { username: 'InboxOwner' });
  asker = await createUser(t.app, { username: 'CuriousAsker' });
  other = await createUser(t.app, { username: 'ThirdMember' });
});
afterEach(async () => {
  await t.close();
});

type Note = {
  id: number;
  type: string;
  actor: { id: number; username: string } | null;
  question: { id: number } | null;
};
const notes = async (member: CreatedUser): Promise<Note[]> =>
  (await a.get('/notifications', {}, member.token)).body.notifications;
const kinds = async (member: CreatedUser) =>
  (await notes(member)).map((n) => [n.type, n.actor?.username ?? null, n.question?.id ?? null]);

describe('a new question', () => {
  it('notifies the recipient without naming an anonymous asker or a guest, and names a named one', async () => {
    const anonymous = await askAndFind(t.app, owner, 'Asked anonymously, by a member?', asker);
    const guest = await askAndFind(t.app, owner, 'Asked by a guest, anonymous?');
    const named = await askAndFind(t.app, owner, 'Asked by name this time?', asker, { anonymous: false });
    expect(await kinds(owner)).toEqual([
      ['question', 'CuriousAsker', named],
      ['question', null, guest],
      ['question', null, anonymous],
    ]);
    const [, , first] = await notes(owner);
    expect(first?.question).toMatchObject({ id: anonymous, anonymous: true, sender: null, sender_id: null });
    // Stored without an actor: nothing built from the row can name the asker.
    const rows = await t.ctx.db.kysely.selectFrom('notifications').select(['actor_id', 'question_id']).execute();
    expect(rows.filter((r) => r.question_id !== named).map((r) => r.actor_id)).toEqual([null, null]);
  });

  it('follows the "new questions" setting', async () => {
    expect((await a.post('/set', { key: 'notify_questions', value: '0' }, owner.token)).status).toBe(200);
    await askAndFind(t.app, owner, 'Nobody tells you about me?', asker);
    expect(await notes(owner)).toEqual([]);
    await a.post('/set', { key: 'notify_questions', value: '1' }, owner.token);
    const id = await askAndFind(t.app, owner, 'And now you hear of me?', asker);
    expect(await kinds(owner)).toEqual([['question', null, id]]);
  });

  it('is never written for a held, blocked or banned asker’s question', async () => {
    await a.post('/muteWord', { word: 'spoiler' }, owner.token);
    expect((await a.post('/ask', { user_id: owner.id, question: 'A spoiler for you?' }, asker.token)).status).toBe(200);
    const first = await askAndFind(t.app, owner, 'Before the block?', asker);
    await a.post('/blockAsker', { question_id: first }, owner.token);
    expect((await a.post('/ask', { user_id: owner.id, question: 'After the block?' }, asker.token)).status).toBe(200);
    // A moderator bans another asker site-wide: their next question is dropped for everyone.
    const banned = await askAndFind(t.app, other, 'Reported soon?', owner);
    await grantRole(t, asker, 'moderator');
    const ban = await a.post('/modAction', { question_id: banned, action: 'ban_asker', reason: 'Spam' }, asker.token);
    expect(ban.status).toBe(200);
    await a.post('/ask', { user_id: other.id, question: 'Banned but asking?' }, owner.token);
    expect(await kinds(owner)).toEqual([['question', null, first]]);
    expect(await kinds(other)).toEqual([['question', null, banned]]);
  });

  it('stays while the question waits or is answered, and goes with the question', async () => {
    const answered = await askAndAnswer(t.app, owner, 'Will you answer this?', 'I did, here it is', asker);
    const deleted = await askAndFind(t.app, owner, 'Will you delete this?', asker);
    expect((await kinds(owner)).map(([, , id]) => id)).toEqual([deleted, answered]);
    await a.del('/question', { question_id: deleted }, owner.token);
    expect((await kinds(owner)).map(([, , id]) => id)).toEqual([answered]);
  });
});

describe('mentions', () => {
  it('an answer naming members notifies each once, in any case, not the author', async () => {
    const id = await askAndAnswer(
      t.app,
      owner,
      'Who should read this?',
      'Ask @curiousasker and @ThirdMember, not @InboxOwner or @nobodyhere (twice: @ThirdMember)',
      asker,
    );
    expect(await kinds(other)).toEqual([['mention', 'InboxOwner', id]]);
    expect(await kinds(asker)).toEqual([
      ['mention', 'InboxOwner', id],
      ['answer', 'InboxOwner', id],
    ]);
    expect(await kinds(owner)).toEqual([['question', null, id]]);
  });

  it('editing the answer notifies only names it did not have', async () => {
    const id = await askAndAnswer(t.app, owner, 'Edited later?', 'First version for @ThirdMember', asker);
    const edit = await a.post(
      '/reAnswerQuestion',
      { question_id: id, answer: 'Second version for @ThirdMember and @CuriousAsker' },
      owner.token,
    );
    expect(edit.status).toBe(200);
    expect(await kinds(other)).toEqual([['mention', 'InboxOwner', id]]);
    expect((await kinds(asker)).filter(([type]) => type === 'mention')).toEqual([['mention', 'InboxOwner', id]]);
  });

  it('follows the mentions setting, skips blocks either way, and stops at the limit', async () => {
    expect((await a.get('/notificationSettings', {}, other.token)).body.settings.notify_mentions).toBe(true);
    await a.post('/set', { key: 'notify_mentions', value: '0' }, other.token);
    await a.post('/block', { user_id: owner.id }, asker.token);
    await askAndAnswer(t.app, owner, 'Muted mentions?', 'Hello @ThirdMember and @CuriousAsker', undefined);
    expect(await notes(other)).toEqual([]);
    expect(await notes(asker)).toEqual([]);

    const many = await Promise.all(
      Array.from({ length: LIMITS.mentionsPerAnswer + 2 }, (_, i) => createUser(t.app, { username: `Named${i}` })),
    );
    const text = many.map((m) => `@${m.username}`).join(' ');
    await askAndAnswer(t.app, owner, 'So many names?', text);
    const told = await Promise.all(many.map(async (m) => (await notes(m)).length));
    expect(told).toEqual(many.map((_, i) => (i < LIMITS.mentionsPerAnswer ? 1 : 0)));
  });

  it('a prompt answer notifies the members it names', async () => {
    const prompt = (await a.get('/preQuestions', {}, owner.token)).body.questions[0];
    const res = await a.post(
      '/answerPreQuestion',
      { question_id: prompt.id, answer: 'Over to @ThirdMember' },
      owner.token,
    );
    expect(res.status).toBe(200);
    expect((await kinds(other)).map(([type, actor]) => [type, actor])).toEqual([['mention', 'InboxOwner']]);
  });
});

describe('one notification per actor, kind and target', () => {
  it('like, unlike, like and follow, unfollow, follow notify once each', async () => {
    const id = await askAndAnswer(t.app, owner, 'Toggle away?', 'Toggle as you like', other);
    for (let i = 0; i < 3; i++) await a.post('/likeQuestion', { id }, asker.token);
    for (let i = 0; i < 3; i++) await a.post('/follow', { user_id: owner.id }, asker.token);
    expect((await kinds(owner)).filter(([type]) => type !== 'question')).toEqual([
      ['follow', 'CuriousAsker', null],
      ['like', 'CuriousAsker', id],
    ]);
  });
});

describe('an unlike (issue 34)', () => {
  it('takes back the unread like notification, and the owner’s live stream hears of it', async () => {
    const id = await askAndAnswer(t.app, owner, 'Like me, then not?', 'Make up your mind', other);
    const stream = await openStream(await listen(t.app), owner.token);
    try {
      const opened = await stream.next('stats');
      t.clock.advance(60_000);
      await a.post('/likeQuestion', { id }, asker.token);
      const liked = await stream.next('notification');
      expect(liked.data).toMatchObject({ type: 'like', actor: { username: 'CuriousAsker' } });
      expect((await kinds(owner)).map(([type]) => type)).toEqual(['like', 'question']);

      const unliked = await a.post('/likeQuestion', { id }, asker.token);
      expect(unliked.body).toMatchObject({ liked: false, like_count: 0 });
      expect(await kinds(owner)).toEqual([['question', null, id]]);
      // The header's newest notification is the one before the like again.
      const stats = await stream.next('stats', (event) => event.data.lastNotificationDate !== liked.data.n_date);
      expect(stats.data.lastNotificationDate).toBe(opened.data.lastNotificationDate);
    } finally {
      stream.close();
    }
    // Liked again: one like notification, as before.
    await a.post('/likeQuestion', { id }, asker.token);
    expect((await kinds(owner)).map(([type]) => type)).toEqual(['like', 'question']);
  });
});

describe('the settings call', () => {
  it('refuses an unknown key or value with SETTING_INVALID', async () => {
    for (const body of [
      { key: 'notify_mentions', value: 'yes' },
      { key: 'notify_everything', value: '1' },
    ]) {
      const res = await a.postUnchecked('/set', body, owner.token);
      expect([res.status, res.body.code]).toEqual([400, 'SETTING_INVALID']);
    }
    expect((await a.post('/set', { key: 'notify_mentions', value: '0' })).status).toBe(401);
  });
});
