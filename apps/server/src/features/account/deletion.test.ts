import { LIMITS } from '@qurio/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { IMMUTABLE } from '../../lib/storage/storage.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { api, askAndAnswer, askAndFind, type CreatedUser, createUser } from '../../test/factories.js';
import { STORAGE_DRIVERS } from '../../test/storage.js';

/**
 * deleteAccount (issue 16): irreversible, after the password; everything of the member goes,
 * the counters around them are right at once, the questions they asked others stay with their
 * recipients as anonymous, and the name stays reserved for 30 days. Both databases.
 */
describe.each(STORAGE_DRIVERS)('on the %s storage', (driver) => {
  let t: TestApp;
  let a: ReturnType<typeof api>;
  let leaver: CreatedUser;
  let alice: CreatedUser;
  let bob: CreatedUser;

  beforeEach(async () => {
    t = await createTestApp({ storage: driver });
    a = api(t.app);
    leaver = await createUser(t.app, { username: 'Leaver' });
    alice = await createUser(t.app, { username: 'Alice' });
    bob = await createUser(t.app, { username: 'Bob' });
  });
  afterEach(async () => {
    await t.close();
  });

  const db = () => t.ctx.db.kysely;
  const user = (id: number) => db().selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();

  describe('deleteAccount', () => {
    it('erases the member and all of theirs; the rest of the network stays right', async () => {
      // A picture in storage, as uploads stores it.
      const picture = 'avatars/leaver.jpg';
      await t.ctx.storage.put(picture, Buffer.from('jpeg'), { contentType: 'image/jpeg', cacheControl: IMMUTABLE });
      await db()
        .updateTable('users')
        .set({ image: t.ctx.storage.publicUrl(picture) })
        .where('id', '=', leaver.id)
        .execute();

      await a.post('/follow', { user_id: alice.id }, leaver.token);
      await a.post('/follow', { user_id: leaver.id }, bob.token);
      const alicesAnswer = await askAndAnswer(t.app, alice, 'Alice, tea?', 'Yes, tea #drinks', bob, {
        ip: '10.80.0.1',
      });
      await a.post('/likeQuestion', { id: alicesAnswer }, leaver.token);
      const anonymous = await askAndAnswer(t.app, alice, 'Secret from the leaver?', 'Answered', leaver, {
        ip: '10.80.0.2',
      });
      const named = await askAndFind(t.app, alice, 'Named from the leaver?', leaver, {
        ip: '10.80.0.3',
        anonymous: false,
      });
      const own = await askAndAnswer(t.app, leaver, 'Leaver, coffee?', 'Coffee #morning', bob, { ip: '10.80.0.4' });
      await a.post('/likeQuestion', { id: own }, alice.token);
      const prompt = (await a.get('/preQuestions', {}, leaver.token)).body.questions[0];
      await a.post('/answerPreQuestion', { question_id: prompt.id, answer: 'My prompt answer' }, leaver.token);
      await a.post('/muteWord', { word: 'rude' }, leaver.token);
      await a.post(
        '/registerPushToken',
        { token: 'fcm-token-of-the-leaver-1234567890', platform: 'android' },
        leaver.token,
      );
      await a.post('/reportUser', { id: leaver.id, reason: 'spam' }, bob.token);

      const found = await a.post('/search', { term: 'coffee', type: 'latest' }, bob.token);
      expect(found.body.latest.map((q: { id: number }) => q.id)).toEqual([own]);
      const before = await a.get('/questionAnswers', { id: prompt.id });
      expect(before.body.prompt.answer_count).toBe(1);
      expect((await user(alice.id))?.follower_count).toBe(1);

      const wrong = await a.post('/deleteAccount', { password: 'not my password' }, leaver.token);
      expect(wrong.status).toBe(400);
      expect(wrong.body.code).toBe('WRONG_PASSWORD');
      expect(await user(leaver.id)).toBeDefined();

      const res = await a.post('/deleteAccount', { password: leaver.password }, leaver.token);
      expect(res.status).toBe(200);
      expect(res.body.status).toBe(true);
      expect(res.headers['x-access-token']).toBe('false');

      expect(await user(leaver.id)).toBeUndefined();
      expect((await a.get('/profile', { username: 'Leaver' })).status).toBe(404);
      expect((await a.get('/myQuestions', {}, leaver.token)).status).toBe(401);
      expect((await a.post('/token', { username: 'Leaver', password: leaver.password })).status).not.toBe(200);
      expect(await t.ctx.storage.stat(picture)).toBeNull();

      // Counters of the others, at once.
      expect((await user(alice.id))?.follower_count).toBe(0);
      expect((await user(bob.id))?.following_count).toBe(0);
      const alicePage = await a.get('/question', { username: 'Alice', id: alicesAnswer });
      expect(alicePage.body.question.like_count).toBe(0);
      expect((await a.get('/questionAnswers', { id: prompt.id })).body.prompt.answer_count).toBe(0);

      // What they asked stays with Alice, anonymous, the named one too.
      const kept = await db()
        .selectFrom('questions')
        .select(['id', 'sender_id', 'anonymous'])
        .where('id', 'in', [anonymous, named])
        .execute();
      expect(kept).toHaveLength(2);
      for (const q of kept) expect(q).toMatchObject({ sender_id: null, anonymous: 1 });
      const shown = await a.get('/question', { username: 'Alice', id: anonymous });
      expect(shown.body.question).toMatchObject({ anonymous: true, sender: null });
      const inbox = await a.get('/myQuestions', {}, alice.token);
      expect(inbox.raw).not.toContain('Leaver');

      // Nothing of theirs is left anywhere.
      const left = async (
        table: 'questions' | 'likes' | 'follows' | 'sessions' | 'muted_words' | 'push_tokens',
        column: string,
      ) =>
        // biome-ignore lint/suspicious/noExplicitAny: one check over several tables
        (await (db() as any).selectFrom(table).select(column).where(column, '=', leaver.id).execute()).length;
      expect(await left('questions', 'user_id')).toBe(0);
      expect(await left('likes', 'user_id')).toBe(0);
      expect(await left('follows', 'follower_id')).toBe(0);
      expect(await left('follows', 'followee_id')).toBe(0);
      expect(await left('sessions', 'user_id')).toBe(0);
      expect(await left('muted_words', 'user_id')).toBe(0);
      expect(await left('push_tokens', 'user_id')).toBe(0);
      expect(await db().selectFrom('notifications').select('id').where('actor_id', '=', leaver.id).execute()).toEqual(
        [],
      );
      expect(
        await db().selectFrom('mail_outbox').select('id').where('to_address', '=', leaver.email).execute(),
      ).toEqual([]);
      expect(
        await db()
          .selectFrom('reports')
          .select('id')
          .where('target_type', '=', 'user')
          .where('target_id', '=', leaver.id)
          .execute(),
      ).toEqual([]);
      // Their answer left search and trends with them.
      expect((await a.post('/search', { term: 'coffee', type: 'latest' }, bob.token)).body.latest).toEqual([]);
    });

    it('keeps the name reserved for 30 days', async () => {
      await a.post('/deleteAccount', { password: leaver.password }, leaver.token);
      expect((await a.post('/checkUsername', { username: 'leaver' })).body.availability).toBe(false);
      const taken = await a.post('/register', {
        username: 'Leaver',
        email: 'new.leaver@example.com',
        password: 'secret123',
        password_repeat: 'secret123',
      });
      expect(taken.body.code).toBe('USERNAME_EXISTS');
      t.clock.advance(LIMITS.usernameChangeEveryMs + 1000);
      expect((await a.post('/checkUsername', { username: 'leaver' })).body.availability).toBe(true);
    });

    it('refuses guests and a missing password', async () => {
      expect((await a.post('/deleteAccount', { password: 'x' })).status).toBe(401);
      expect((await a.postUnchecked('/deleteAccount', {}, leaver.token)).body.code).toBe('PASSWORD_REQUIRED');
      expect(await user(leaver.id)).toBeDefined();
    });
  });
});
