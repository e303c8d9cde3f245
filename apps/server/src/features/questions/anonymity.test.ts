import { createECDH, randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { TOKEN_SCOPES } from '@qurio/contract';
import type { InputOf, PathOf } from '@qurio/contract/routes';
import { strFromU8, unzipSync } from 'fflate';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import {
  api,
  askAndAnswer,
  askAndFind,
  bearer,
  type CreatedUser,
  createUser,
  grantRole,
  testKit,
} from '../../test/factories.js';
import { listen, openStream } from '../../test/live.js';
import { sentMails } from '../../test/mail.js';
import { multipartForm } from '../../test/multipart.js';
import { RecordingPushSender } from '../../test/push.js';
import { webDirWithServerRender } from '../../test/web-render.js';
import { buildCardTree, renderCardSvg, treeText } from '../cards/render.js';
import { answerCardSource, cardContent } from '../cards/service.js';
import { setMemberStatus } from '../users/queries.js';

/**
 * The product's promise: nobody but moderators learns who sent an anonymous question. Every
 * response about such a question, to every kind of viewer, is recorded and searched for the
 * sender's id, username and e-mail.
 */
let t: TestApp;
let sender: CreatedUser;
let owner: CreatedUser;
let other: CreatedUser;
const responses: Array<{ what: string; body: string }> = [];

beforeEach(async () => {
  t = await createTestApp();
  responses.length = 0;
  sender = await createUser(t.app, { username: 'SecretSender7', email: 'hidden.person@example.com' });
  owner = await createUser(t.app, { username: 'PublicOwner' });
  other = await createUser(t.app, { username: 'Bystander' });
});
afterEach(async () => {
  await t.close();
});

function recorder() {
  const a = api(t.app);
  const keep = (what: string) => async (res: Promise<{ raw: string; status: number }>) => {
    const r = await res;
    responses.push({ what, body: r.raw });
    return r;
  };
  return {
    get: <P extends PathOf<'GET'>>(path: P, q: InputOf<'GET', P>, token?: string) =>
      keep(`GET ${path} ${token ?? 'guest'}`)(a.get(path, q, token)),
    post: <P extends PathOf<'POST'>>(path: P, b: InputOf<'POST', P>, token?: string) =>
      keep(`POST ${path} ${token ?? 'guest'}`)(a.post(path, b, token)),
  };
}

function assertNoSender() {
  expect(responses.length).toBeGreaterThan(10);
  for (const { what, body } of responses) {
    expect(body, what).not.toContain('SecretSender7');
    expect(body.toLowerCase(), what).not.toContain('secretsender7');
    expect(body, what).not.toContain('hidden.person');
    const parsed = JSON.parse(body);
    const questions = [parsed.question, ...(parsed.questions ?? []), ...(parsed.answers ?? [])].filter(Boolean);
    for (const q of questions) {
      if (q.anonymous) {
        expect(q.sender_id, what).toBeNull();
        expect(q.sender, what).toBeNull();
      }
      expect(q.sender_id, what).not.toBe(sender.id);
    }
  }
}

const toRaw = (value: unknown) => ({ raw: JSON.stringify(value) });

describe('anonymity', () => {
  it('no response about an anonymous question reveals its sender, to anyone', async () => {
    const r = recorder();
    const id = await askAndFind(t.app, owner, 'Who am I, do you think?', sender);
    await r.get('/myQuestions', {}, owner.token);
    await r.post('/answer', { question_id: id, answer: 'Someone who likes #mysteries' }, owner.token);
    await r.post('/reAnswerQuestion', { question_id: id, answer: 'Someone who likes #secrets' }, owner.token);
    // A content warning and a pin (issue 33) change nothing about the sender either.
    await r.post(
      '/reAnswerQuestion',
      { question_id: id, answer: 'Someone who likes #secrets', content_warning: 'Mystery' },
      owner.token,
    );
    await r.post('/pinAnswer', { question_id: id }, owner.token);
    await r.post('/likeQuestion', { id }, sender.token);
    await r.post('/likeQuestion', { id }, other.token);
    for (const token of [undefined, owner.token, sender.token, other.token]) {
      await r.get('/question', { username: 'PublicOwner', id }, token);
      await r.get('/questions', { username: 'PublicOwner' }, token);
      await r.get('/profile', { username: 'PublicOwner' }, token);
      await r.get('/pinnedAnswers', { username: 'PublicOwner' }, token);
    }
    // Personal access tokens (issue 35) read as their member's session does, no more: the
    // recipient's inbox, and every member's reads of the question.
    const tokens = [];
    for (const member of [owner, sender, other]) {
      const made = await api(t.app).post(
        '/createAccessToken',
        { name: 'sweep', scopes: [...TOKEN_SCOPES] },
        member.token,
      );
      tokens.push(made.body.token as string);
    }
    await r.get('/myQuestions', {}, tokens[0]);
    for (const token of tokens) {
      await r.get('/question', { username: 'PublicOwner', id }, token);
      await r.get('/questions', { username: 'PublicOwner' }, token);
      await r.get('/profile', { username: 'PublicOwner' }, token);
      await r.get('/pinnedAnswers', { username: 'PublicOwner' }, token);
      await r.get('/notifications', {}, token);
      await r.get('/timeline', {}, token);
    }
    await r.post('/reportQuestion', { question_id: id }, owner.token);
    await r.get('/followers', { username: 'PublicOwner' });
    assertNoSender();

    // The sender's like counts but they are left out of the likers list, which would point at them.
    const likers = await t.ctx.db.kysely.selectFrom('likes').select('user_id').where('question_id', '=', id).execute();
    expect(likers.map((l) => l.user_id).sort()).toEqual([sender.id, other.id].sort());
    // ...and out of the count everyone else sees (a count that moved while the list did not
    // would point at them). Only the asker sees their own like counted.
    for (const token of [undefined, owner.token, other.token]) {
      const seen = await api(t.app).get('/question', { username: 'PublicOwner', id }, token);
      expect(seen.body.question.like_count).toBe(1);
      expect(seen.body.question.likes.map((u: { id: number }) => u.id)).toEqual([other.id]);
    }
    const own = await api(t.app).get('/question', { username: 'PublicOwner', id }, sender.token);
    expect(own.body.question).toMatchObject({ like_count: 2, liked: true });
  });

  it('blocking the asker tells the recipient nothing of them, and the asker nothing of the block', async () => {
    const r = recorder();
    const first = await askAndFind(t.app, owner, 'Do you know me?', sender);
    await r.post('/blockAsker', { question_id: first }, owner.token);
    await r.post('/blockAsker', { question_id: first }, owner.token);
    await r.get('/blockedAskers', {}, owner.token);
    await r.get('/myQuestions', {}, owner.token);
    // The asker's next question, after the block, and a bystander's: the same answer.
    const blocked = await r.post('/ask', { user_id: owner.id, question: 'Still there?' }, sender.token);
    const normal = await r.post('/ask', { user_id: owner.id, question: 'Hello there?' }, other.token);
    expect(blocked.raw).toBe(normal.raw);
    expect(blocked.status).toBe(normal.status);
    await r.get('/myQuestions', {}, owner.token);
    const [entry] = JSON.parse(responses.find((x) => x.what.startsWith('GET /blockedAskers'))?.body ?? '{}').askers;
    await r.post('/unblockAsker', { id: entry.id }, owner.token);
    await r.get('/notifications', {}, owner.token);
    await r.get('/notifications', {}, sender.token);
    await r.get('/blockedAskers', {}, owner.token);
    // A question muted words held back keeps its asker hidden like any other.
    await r.post('/muteWord', { word: 'secret' }, owner.token);
    await r.post('/ask', { user_id: owner.id, question: 'A secret for you?' }, sender.token);
    await r.get('/heldQuestions', {}, owner.token);
    await r.get('/myQuestions', {}, owner.token);
    assertNoSender();
    const heldPage = JSON.parse(responses.find((x) => x.what.startsWith('GET /heldQuestions'))?.body ?? '{}');
    expect(heldPage.questions).toHaveLength(1);
  });

  it('blocking and deleting the asker’s questions, or moving a held one, answers the same and names no one (issue 34)', async () => {
    const r = recorder();
    await r.post('/muteWord', { word: 'secret' }, owner.token);
    await r.post('/ask', { user_id: owner.id, question: 'A secret, held back?' }, sender.token);
    const [held] = JSON.parse((await r.get('/heldQuestions', {}, owner.token)).raw).questions;
    await r.post('/moveToInbox', { question_id: held.id }, owner.token);
    const first = await askAndFind(t.app, owner, 'Mine, first?', sender);
    await askAndFind(t.app, owner, 'Mine, second?', sender);
    const bystander = await askAndFind(t.app, owner, 'Only mine?', other);
    const withDelete = await r.post('/blockAsker', { question_id: first, delete_questions: true }, owner.token);
    const plain = await r.post('/blockAsker', { question_id: bystander }, owner.token);
    // No count, no ids: the same bytes as a block alone.
    expect(withDelete.raw).toBe(plain.raw);
    await r.get('/myQuestions', {}, owner.token);
    await r.get('/heldQuestions', {}, owner.token);
    await r.get('/blockedAskers', {}, owner.token);
    await r.get('/notifications', {}, owner.token);
    await r.get('/notifications', {}, sender.token);
    await r.get('/myQuestions', { filter: 'anonymous' }, owner.token);
    assertNoSender();
    const inbox = JSON.parse(responses.find((x) => x.what.startsWith('GET /myQuestions'))?.body ?? '{}');
    expect(inbox.questions.map((q: { question: string }) => q.question)).toEqual(['Only mine?']);
  });

  it('blocking an anonymous asker tests no suspect: their named questions still arrive (issue 29)', async () => {
    // The attack: block the asker of an anonymous question, then ask a suspect (and a bystander)
    // to ask by name. Had the block dropped the suspect's named question, the inbox would name them.
    const r = recorder();
    const first = await askAndFind(t.app, owner, 'Remember me?', sender);
    await r.post('/blockAsker', { question_id: first }, owner.token);
    const suspect = await r.post(
      '/ask',
      { user_id: owner.id, question: 'Suspect, by name?', anonymous: false },
      sender.token,
    );
    const bystander = await r.post(
      '/ask',
      { user_id: owner.id, question: 'Bystander, by name?', anonymous: false },
      other.token,
    );
    expect(suspect.raw).toBe(bystander.raw);
    const inbox = (await api(t.app).get('/myQuestions', {}, owner.token)).body.questions as Array<{ question: string }>;
    expect(inbox.map((q) => q.question).sort()).toEqual(['Bystander, by name?', 'Remember me?', 'Suspect, by name?']);
    // Their anonymous questions stay blocked, and the asker is told nothing of it.
    const hidden = await r.post('/ask', { user_id: owner.id, question: 'Anonymous again?' }, sender.token);
    expect(hidden.raw).toBe(bystander.raw);
    const after = (await api(t.app).get('/myQuestions', {}, owner.token)).body.questions as Array<{ question: string }>;
    expect(after.map((q) => q.question)).not.toContain('Anonymous again?');
    await r.get('/blockedAskers', {}, owner.token);
    // The block, the asks and the list say nothing of who asked (the named questions do, by design).
    for (const { what, body } of responses) expect(body.toLowerCase(), what).not.toContain('secretsender7');
  });

  it('the moderation calls tell a member nothing, and the console names no anonymous sender', async () => {
    const r = recorder();
    const id = await askAndFind(t.app, owner, 'Reported and anonymous?', sender);
    await r.post('/reportQuestion', { question_id: id, reason: 'bullying' }, owner.token);
    for (const token of [owner.token, sender.token, other.token]) {
      await r.get('/modReports', {}, token);
      await r.post('/modAction', { question_id: id, action: 'reveal_sender', reason: 'Curious member' }, token);
      await r.get('/modAudit', {}, token);
      await r.get('/modReveals', {}, token);
    }
    await grantRole(t, other, 'moderator');
    const console = await r.get('/modReports', {}, other.token);
    expect(console.status).toBe(200);
    await r.post('/modAction', { question_id: id, action: 'dismiss', reason: 'Not a report id' }, other.token);
    assertNoSender();
    for (const { what, body } of responses.filter((x) => x.what.includes('/mod') && !x.what.includes(other.token))) {
      expect(JSON.parse(body).code, what).toBe('MODERATORS_ONLY');
    }
  });

  it('the asker liking the answer moves nothing anyone else sees (the like-count oracle)', async () => {
    const id = await askAndAnswer(t.app, owner, 'Do you like surprises?', 'Only the good ones', sender);
    const a = api(t.app);
    const seenBy = async () =>
      Promise.all(
        [undefined, owner.token, other.token].map(async (token) => {
          const q = (await a.get('/question', { username: 'PublicOwner', id }, token)).body.question;
          const feed = (await a.get('/questions', { username: 'PublicOwner' }, token)).body.questions[0];
          return [q.like_count, q.likes, feed.like_count];
        }),
      );
    const before = await seenBy();
    const liked = await a.post('/likeQuestion', { id }, sender.token);
    expect(liked.status).toBe(200);
    expect(await seenBy()).toEqual(before);
    expect(before[0]).toEqual([0, [], 0]);
    const rank = await t.ctx.db.kysely
      .selectFrom('questions')
      .select(['like_count', 'rank_at', 'date_answered'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(rank).toMatchObject({ like_count: 0, rank_at: rank.date_answered });
    // The owner's notifications say nothing either: only that a question came, from nobody named.
    const notes = (await a.get('/notifications', {}, owner.token)).body.notifications;
    expect(notes.map((n: { type: string; actor: unknown }) => [n.type, n.actor])).toEqual([['question', null]]);
    // Unliking gives nothing away in the other direction.
    await a.post('/likeQuestion', { id }, sender.token);
    expect(await seenBy()).toEqual(before);
  });

  it('the time of an anonymous question places no asker (the last-activity timing attack)', async () => {
    const a = api(t.app);
    const extra = [
      await createUser(t.app, { username: 'Candidate4' }),
      await createUser(t.app, { username: 'Candidate5' }),
    ];
    const candidates = [sender, other, ...extra];
    const answered = await askAndAnswer(t.app, other, 'An earlier question?', 'An earlier answer', extra[0]);
    // Every candidate was active, then all are idle for longer than the online window.
    for (const c of candidates) await a.get('/timeline', {}, c.token);
    await t.ctx.activity.flush();
    t.clock.advance(6 * 60_000 + 5_000);
    const profiles = async () =>
      Promise.all(candidates.map(async (c) => (await a.get('/profile', { username: c.username }, owner.token)).raw));
    const before = await profiles();
    // One of them asks, and likes an answer: writes, which must move nothing others see.
    t.clock.advance(1_500);
    await askAndFind(t.app, owner, 'Who is asking at this very moment?', sender);
    await a.post('/likeQuestion', { id: answered }, sender.token);
    await t.ctx.activity.flush();
    const after = await profiles();
    const asked = (await a.get('/myQuestions', {}, owner.token)).body.questions[0];
    expect(asked.question).toBe('Who is asking at this very moment?');
    for (const [i, c] of candidates.entries()) {
      const profile = JSON.parse(after[i] ?? '{}');
      // Nothing public carries a time of activity, and nothing about the asker moved.
      expect(profile.user.last_active, c.username).toBeUndefined();
      expect(after[i], c.username).not.toContain(asked.date_added.slice(0, 16));
      expect(after[i], c.username).toBe(before[i]);
    }
    expect(JSON.parse(after[0] ?? '{}').online).toBe(false);
  });

  it('a profile and a question carry exactly the fields the sweep knows (a new field must join it)', async () => {
    const id = await askAndAnswer(t.app, owner, 'Which fields are there?', 'These and no others', sender);
    const a = api(t.app);
    const profile = (await a.get('/profile', { username: 'PublicOwner' }, other.token)).body.user;
    expect(Object.keys(profile).sort()).toEqual(
      [
        'allow_ask',
        'allow_only_accounts',
        'answersCount',
        'asking',
        'badges',
        'bio',
        'blockedBy',
        'blockedByMe',
        'cover',
        'date_added',
        'exists',
        'followerCount',
        'followingCount',
        'fullname',
        'id',
        'image',
        'isBlocked',
        'isFollowing',
        'isOnline',
        'isSuspended',
        'username',
        'verified',
      ].sort(),
    );
    const question = (await a.get('/question', { username: 'PublicOwner', id }, other.token)).body.question;
    expect(Object.keys(question).sort()).toEqual(
      [
        'anonymous',
        'answer',
        // The answer's author's own words (issue 33): nothing of the asker.
        'content_warning',
        'date_added',
        'date_answered',
        'filtered',
        'id',
        // A flag of the answer (issue 35): imported questions never carry their asker.
        'imported',
        'like_count',
        'liked',
        'likes',
        'media',
        'prompt_id',
        'question',
        'sender',
        'sender_id',
        'status',
        'user',
        'user_id',
      ].sort(),
    );
    expect(Object.keys(question.user).sort()).toEqual(['fullname', 'id', 'image', 'username', 'verified']);
  });

  it('asking rules, their refusals, the inbox filters and their counts name no asker (issue 33)', async () => {
    const r = recorder();
    const a = api(t.app);
    // The owner takes anonymous questions from people they follow only, and follows the sender.
    await a.postUnchecked('/set', { key: 'anonymous_from', value: 'following' }, owner.token);
    await a.post('/follow', { user_id: sender.id }, owner.token);
    const id = await askAndFind(t.app, owner, 'Anonymous, inside the circle?', sender);
    await askAndFind(t.app, owner, 'Named, from a bystander?', other, { anonymous: false });
    for (const token of [undefined, owner.token, sender.token, other.token]) {
      await r.get('/profile', { username: 'PublicOwner' }, token);
    }
    for (const filter of [undefined, 'anonymous', 'named', 'following', 'flagged'] as const) {
      await r.get('/myQuestions', filter ? { filter } : {}, owner.token);
    }
    // A refusal says the rule, the same words for whoever it leaves out, and is never stored.
    const refusedOther = await r.post('/ask', { user_id: owner.id, question: 'Anonymous, outside?' }, other.token);
    const outsider = await createUser(t.app);
    const refusedOutsider = await a.post(
      '/ask',
      { user_id: owner.id, question: 'Anonymous, outside?' },
      outsider.token,
    );
    expect(refusedOther.status).toBe(403);
    expect(refusedOther.raw).toBe(refusedOutsider.raw);
    await r.get('/notifications', {}, owner.token);
    assertNoSender();

    // The anonymous question of a followed member is never sorted by its sender: "following"
    // holds and counts named questions only, so its count cannot single out the followed sender.
    const counts = JSON.parse(responses.find((x) => x.what.startsWith('GET /myQuestions'))?.body ?? '{}').counts;
    expect(counts).toEqual({ all: 2, anonymous: 1, named: 1, following: 0, flagged: 0 });
    const following = (await a.get('/myQuestions', { filter: 'following' }, owner.token)).body.questions;
    expect(following.map((q: { id: number }) => q.id)).not.toContain(id);
    // The profile's asking rules: the owner's rules and this viewer's own standing, nothing more.
    const profile = (await a.get('/profile', { username: 'PublicOwner' }, other.token)).body.user;
    expect(Object.keys(profile.asking).sort()).toEqual([
      'anonymous_from',
      'ask_from',
      'may_ask',
      'may_ask_anonymously',
    ]);
  });

  it('an answer’s pictures carry no uploader, no asker and no original file name', async () => {
    const kit = testKit(t.app);
    const picture = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#abc' } })
      .jpeg()
      .toBuffer();
    const uploaded = await kit.uploadMedia(owner, new Blob([picture]), 'SecretSender7 holiday.jpg');
    const id = await askAndFind(t.app, owner, 'Send me a picture of your day?', sender);
    await kit.answer(owner, id, 'Here is my day', [{ id: uploaded.id, alt: 'A sunny street' }]);
    const a = recorder();
    for (const token of [undefined, other.token, owner.token, sender.token]) {
      await a.get('/question', { username: 'PublicOwner', id }, token);
      await a.get('/questions', { username: 'PublicOwner' }, token);
    }
    await a.get('/timeline', {}, sender.token);
    await a.get('/myQuestions', {}, owner.token);
    await a.get('/timeline', {}, owner.token);
    await a.get('/questions', { username: 'PublicOwner' }, other.token);
    await a.get('/questions', { username: 'PublicOwner' }, undefined);
    assertNoSender();
    const question = JSON.parse(responses[0]?.body ?? '{}').question;
    expect(question.media).toHaveLength(1);
    const [item] = question.media;
    expect(Object.keys(item).sort()).toEqual(['alt', 'height', 'id', 'kind', 'sizes', 'url', 'width']);
    for (const url of [item.url, ...item.sizes.map((size: { url: string }) => size.url)]) {
      expect(url).toMatch(/^\/uploads\/media\/[0-9a-f]{32}(-\d+)?\.(jpg|webp)$/);
    }
    expect(JSON.stringify(item)).not.toMatch(/holiday|PublicOwner|publicowner/);
  });

  it('a suspended or frozen named asker is shown as their own profile is: the username only', async () => {
    const db = t.ctx.db.kysely;
    await db
      .updateTable('users')
      .set({ fullname: 'Real Name Here', image: '/uploads/avatars/x.jpg', verified: 1 })
      .where('id', '=', other.id)
      .execute();
    const id = await askAndAnswer(t.app, owner, 'Named and later suspended?', 'Answered before that', other, {
      anonymous: false,
    });
    const a = api(t.app);
    expect((await a.get('/question', { username: 'PublicOwner', id })).body.question.sender).toMatchObject({
      fullname: 'Real Name Here',
      verified: true,
    });
    for (const status of ['suspended', 'frozen'] as const) {
      await setMemberStatus(db, other.id, status);
      for (const res of [
        await a.get('/question', { username: 'PublicOwner', id }),
        await a.get('/questions', { username: 'PublicOwner' }, owner.token),
      ]) {
        expect(res.raw, status).not.toContain('Real Name Here');
        expect(res.raw, status).not.toContain('/uploads/avatars/x.jpg');
      }
      const sender = (await a.get('/question', { username: 'PublicOwner', id })).body.question.sender;
      expect(sender).toEqual({
        id: other.id,
        username: 'Bystander',
        fullname: 'Bystander',
        image: null,
        verified: false,
      });
    }
  });

  it('timeline, explore, search and notifications keep the sender hidden', async () => {
    const r = recorder();
    await r.post('/follow', { user_id: owner.id }, other.token);
    const id = await askAndAnswer(t.app, owner, 'Anonymous #riddle for you?', 'A riddle answered #riddle', sender);
    await r.post('/likeQuestion', { id }, other.token);
    await r.post('/likeQuestion', { id }, sender.token);
    // Guests read explore and search too (issue 34): the same rows, no asker.
    await r.post('/explore', { type: 'paginated', page: 1 });
    await r.post('/explore', { type: 'new', date: '2000-01-01T00:00:00.000Z' });
    await r.post('/search', { term: 'riddle', type: 'latest' });
    await r.post('/search', { term: 'riddle', type: 'top' });
    await r.post('/search', { term: '#riddle', type: 'latest' });
    for (const token of [owner.token, sender.token, other.token]) {
      await r.get('/timeline', {}, token);
      await r.post('/explore', { type: 'paginated', page: 1 }, token);
      await r.post('/search', { term: 'riddle', type: 'latest' }, token);
      await r.post('/search', { term: 'riddle', type: 'top' }, token);
      await r.post('/search', { term: '#riddle', type: 'latest' }, token);
      await r.get('/notifications', {}, token);
      await r.get('/trends', {}, token);
    }
    await r.post('/search', { term: 'SecretSender', type: 'people' }, other.token);
    // People search finds the sender as a member, which is not about the question: drop that one response.
    responses.pop();
    assertNoSender();
    const ownerNotes = (await api(t.app).get('/notifications', {}, owner.token)).body.notifications;
    expect(ownerNotes.map((x: { actor: { id: number } | null }) => x.actor?.id)).not.toContain(sender.id);
  });

  it('errors about an anonymous question name nobody', async () => {
    const r = recorder();
    const id = await askAndFind(t.app, owner, 'An anonymous question?', sender);
    await r.post('/answer', { question_id: id, answer: 'x' }, owner.token);
    await r.post('/answer', { question_id: id, answer: 'Not my question' }, other.token);
    await r.get('/question', { username: 'PublicOwner', id }, other.token);
    await r.post('/likeQuestion', { id }, other.token);
    await r.post('/reportQuestion', { question_id: id }, other.token);
    await r.post('/ask', { user_id: owner.id, question: 'x' }, sender.token);
    await t.app.inject({
      method: 'POST',
      url: '/api/block',
      payload: { user_id: sender.id },
      headers: { authorization: `Bearer ${owner.token}` },
    });
    await r.post('/ask', { user_id: owner.id, question: 'Blocked, can I ask?' }, sender.token);
    await r.get('/myQuestions', {}, owner.token);
    await r.get('/blockedUsers', {}, sender.token);
    await r.get('/myQuestions', {}, sender.token);
    await r.get('/profile', { username: 'PublicOwner' }, other.token);
    await r.get('/question', { username: 'PublicOwner', id }, owner.token);
    await r.post('/answer', { question_id: id, answer: 'Answered after the block' }, owner.token);
    await r.get('/questions', { username: 'PublicOwner' }, other.token);
    assertNoSender();
  });

  it('the owner is told of the question and of nobody; the asker learns only of the answer', async () => {
    await askAndAnswer(t.app, owner, 'Anonymous and answered?', 'Answered indeed', sender);
    const rows = await t.ctx.db.kysely.selectFrom('notifications').selectAll().orderBy('id').execute();
    expect(rows.filter((n) => n.actor_id === sender.id)).toEqual([]);
    expect(rows.map((n) => [n.user_id, n.type, n.actor_id])).toEqual([
      [owner.id, 'question', null],
      [sender.id, 'answer', owner.id],
    ]);
  });

  it('the live stream names no anonymous asker: the new question, its notification, the stats', async () => {
    const base = await listen(t.app);
    const live = await openStream(base, owner.token);
    const watcher = await openStream(base, other.token);
    try {
      await live.next('stats');
      await api(t.app).post('/follow', { user_id: owner.id }, other.token);
      const r = recorder();
      const id = await askAndFind(t.app, owner, 'Anonymous, and live?', sender);
      const note = await live.next('notification', (e) => e.data.type === 'question');
      expect(note.data).toMatchObject({ type: 'question', actor: null, question: { id, sender: null } });
      await live.next('stats', (e) => e.data.pendingAnswersCount === 1);
      await r.get('/notifications', {}, owner.token);
      await r.post('/answer', { question_id: id, answer: 'Answered while you watched @Bystander' }, owner.token);
      await watcher.next('answer', (e) => e.data.question_id === id);
      await watcher.next('notification', (e) => e.data.type === 'mention');
      for (const [what, stream] of [
        ['events owner', live],
        ['events follower', watcher],
      ] as const) {
        responses.push(...stream.events.map((e) => ({ what: `${what} ${e.type}`, body: JSON.stringify(e.data) })), {
          what: `${what} raw`,
          body: JSON.stringify({ raw: stream.raw() }),
        });
      }
      assertNoSender();
    } finally {
      live.close();
      watcher.close();
    }
  });

  it('the push of an anonymous question to the recipient carries nothing of the sender', async () => {
    const phone = new RecordingPushSender();
    const p = await createTestApp({ pushSenders: { android: phone, ios: phone, web: phone } });
    try {
      const asker = await createUser(p.app, { username: 'SecretSender7', email: 'hidden.person@example.com' });
      const recipient = await createUser(p.app, { username: 'PublicOwner', lang: 'tr' });
      await p.ctx.db.kysely
        .updateTable('users')
        .set({ fullname: 'Hidden Fullname' })
        .where('id', '=', asker.id)
        .execute();
      for (const [token, platform] of [
        ['fcm:owner-phone', 'android'],
        ['e'.repeat(64), 'ios'],
      ] as const) {
        await api(p.app).post('/registerPushToken', { token, platform }, recipient.token);
      }
      // And a browser's Web Push subscription (features/push/web-push-delivery.test.ts decrypts
      // what the real sender makes of such a push and sweeps that too).
      const browser = createECDH('prime256v1');
      browser.generateKeys();
      const subscribed = await api(p.app).post(
        '/registerWebPush',
        {
          endpoint: 'https://fcm.googleapis.com/fcm/send/owner-browser',
          keys: { p256dh: browser.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
        },
        recipient.token,
      );
      expect(subscribed.status).toBe(200);
      const id = await askAndFind(p.app, recipient, 'Guess who is asking this?', asker);
      const guestQuestion = await askAndFind(p.app, recipient, 'And a guest asking this one?');
      await p.ctx.pushWorker.drain();
      expect(phone.sent).toHaveLength(6);
      expect(phone.sent.filter((s) => s.keys !== undefined)).toHaveLength(2);
      for (const { message } of phone.sent) {
        const text = JSON.stringify(message).toLowerCase();
        for (const secret of ['secretsender7', 'hidden.person', 'hidden fullname', '@'])
          expect(text).not.toContain(secret);
        expect(message.title).toBe('Yeni soru');
        expect(message.body).toBe('Yeni bir sorun var');
        // Only the kind, the question id and the inbox's path, for the deep link: no sender id
        // under any name.
        expect(Object.keys(message.data).sort()).toEqual(['kind', 'question_id', 'url']);
        expect(message.data.url).toBe('/questions');
      }
      // A batch's pushes go out side by side (lib/outbox-worker.ts), so in no set order: one to each
      // of the three devices per question, each naming its own question only.
      for (const question of [id, guestQuestion]) {
        const pushes = phone.sent.filter(({ message }) => message.data.question_id === String(question));
        expect(pushes).toHaveLength(3);
        for (const { message } of pushes)
          expect(message.data).toEqual({ kind: 'question', question_id: String(question), url: '/questions' });
      }
      // What stays in the outbox row names nobody either.
      const rows = await p.ctx.db.kysely.selectFrom('push_outbox').selectAll().execute();
      for (const row of rows) expect(JSON.stringify(row).toLowerCase()).not.toMatch(/secretsender7|hidden/);
      expect(rows.every((r) => r.user_id === recipient.id)).toBe(true);
    } finally {
      await p.close();
    }
  });

  it('no notification mail, at once or in a digest, names the sender of an anonymous question', async () => {
    await t.ctx.db.kysely
      .updateTable('users')
      .set({ fullname: 'Hidden Fullname' })
      .where('id', '=', sender.id)
      .execute();
    await t.ctx.db.kysely
      .updateTable('users')
      .set({ email_verified: 1, mail_answers: 'immediate', mail_likes: 'daily', mail_mentions: 'daily' })
      .where('id', 'in', [owner.id, sender.id, other.id])
      .execute();
    // The owner takes new questions at once, the bystander in the daily digest (the default).
    await api(t.app).post('/set', { key: 'mail_questions', value: 'immediate' }, owner.token);
    const id = await askAndAnswer(t.app, owner, 'Who is asking about @Bystander?', 'Someone, @Bystander!', sender);
    await askAndFind(t.app, owner, 'A second one, still waiting?', sender);
    await askAndFind(t.app, other, 'Guess who asks the bystander?', sender);
    await api(t.app).post('/likeQuestion', { id }, other.token);
    await t.ctx.notificationMailer.run();
    t.clock.advance(60 * 60_000);
    await t.ctx.notificationMailer.run();
    const mails = (await sentMails(t.ctx)).filter((m) => /List-Unsubscribe:/i.test(m.raw));
    // The owner's waiting question at once and the like in a digest; the asker's mail about the
    // answer; the bystander's digest of the mention and the question.
    expect(mails.map((m) => m.to[0]).sort()).toEqual(
      [owner.email, sender.email, other.email, owner.email].map((e) => e.toLowerCase()).sort(),
    );
    for (const mail of mails.filter((m) => m.to[0] !== sender.email.toLowerCase())) {
      const text = `${mail.subject}\n${mail.raw}`.toLowerCase();
      for (const secret of ['secretsender7', 'hidden.person', 'hidden fullname'])
        expect(text, mail.subject).not.toContain(secret);
    }
  });

  it('a named question shows its asker to everyone', async () => {
    const id = await askAndAnswer(t.app, owner, 'I ask this by name?', 'Hello named asker', other, {
      anonymous: false,
    });
    const res = await api(t.app).get('/question', { username: 'PublicOwner', id });
    expect(res.body.question).toMatchObject({
      anonymous: false,
      sender_id: other.id,
      sender: { username: 'Bystander' },
    });
  });

  it('the picture card of an answer draws no asker, and its text says no name but the owner’s', async () => {
    const id = await askAndAnswer(t.app, owner, 'Who sent this one, then?', 'Nobody I could name.', sender, {
      anonymous: true,
    });
    for (const format of ['link', 'story'] as const) {
      for (const theme of ['light', 'night'] as const) {
        const res = await t.app.inject({
          method: 'GET',
          url: `/cards/answers/${id}.png?format=${format}&theme=${theme}`,
        });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toBe('image/png');
        // What the PNG draws is this SVG with its glyphs as paths; kept as text it can be read.
        const content = await cardContent(t.ctx, await answerCardSource(t.ctx, id));
        const svg = await renderCardSvg(content, format, theme, { embedFont: false });
        const words = [...treeText(buildCardTree(content, format, theme)), svg].join(' ');
        expect(words).toContain('PublicOwner');
        expect(words).not.toContain('SecretSender7');
        expect(words.toLowerCase()).not.toContain('secretsender7');
        expect(words).not.toContain('hidden.person');
      }
    }
  });
});

/**
 * Time (issue 33): an anonymous question waits for a random delay (features/questions/delivery.ts),
 * so nothing the recipient or anyone else receives carries the moment it was asked, and its
 * arrival lines up with nothing its asker did. The asker's own list of sent questions, and
 * withdrawing one, tell the recipient nothing beyond a question going.
 */
describe('anonymity of the moment an anonymous question was asked', () => {
  let d: TestApp;
  const logLines: string[] = [];
  const MINUTE = 60_000;
  beforeEach(async () => {
    logLines.length = 0;
    d = await createTestApp({
      env: { QUESTION_DELAY_MINUTES: '30' },
      logger: { level: 'info', stream: { write: (line: string) => void logLines.push(line) } },
    });
  });
  afterEach(async () => {
    await d.close();
  });

  it('nothing anyone receives carries the asking moment: responses, events, push, mail, export, logs', async () => {
    const a = api(d.app);
    const asker = await createUser(d.app, { username: 'SecretSender7', email: 'hidden.person@example.com' });
    const recipient = await createUser(d.app, { username: 'PublicOwner' });
    const bystander = await createUser(d.app, { username: 'Bystander' });
    await d.ctx.db.kysely.updateTable('users').set({ email_verified: 1 }).where('id', '=', recipient.id).execute();
    await a.post('/set', { key: 'mail_questions', value: 'immediate' }, recipient.token);
    await a.post('/registerPushToken', { token: 'fcm:owner-phone', platform: 'android' }, recipient.token);
    await a.post('/follow', { user_id: recipient.id }, bystander.token);
    const stream = await openStream(await listen(d.app), recipient.token);
    try {
      await stream.next('stats');
      // Hours after every sign-up, so the asking minute is in no other date of the test.
      d.clock.advance(3 * 60 * MINUTE + 17 * MINUTE);
      const askedMinute = d.clock.now().toISOString().slice(0, 16);
      const seen: Array<{ what: string; body: string }> = [];
      const keep = async (what: string, res: Promise<{ raw: string }>) => seen.push({ what, body: (await res).raw });
      // The asker visits the profile and asks; the recipient looks at once and sees nothing.
      await keep('profile visit', a.get('/profile', { username: 'PublicOwner' }, asker.token));
      const asked = await a.post(
        '/ask',
        { user_id: recipient.id, question: 'Asked at a telling moment?' },
        asker.token,
      );
      await keep('inbox before', a.get('/myQuestions', {}, recipient.token));
      await keep('stats before', a.get('/stats', {}, recipient.token));
      await keep('notifications before', a.get('/notifications', {}, recipient.token));
      for (const { what, body } of seen.slice(1)) expect(body, what).not.toContain('Asked at a telling moment?');

      // Past any due time, the worker's next look delivers it.
      d.clock.advance(31 * MINUTE);
      expect(await d.ctx.questionDelivery.run()).toBe(1);
      const deliveredAt = d.clock.now().toISOString();
      await stream.next('notification', (e) => e.data.type === 'question');
      const inbox = await a.get('/myQuestions', {}, recipient.token);
      const [question] = inbox.body.questions;
      expect(question).toMatchObject({ question: 'Asked at a telling moment?', date_added: deliveredAt, sender: null });
      await keep('inbox after', Promise.resolve(inbox));
      await keep('question', a.get('/question', { username: 'PublicOwner', id: question.id }, recipient.token));
      await keep('notifications after', a.get('/notifications', {}, recipient.token));
      await a.post('/answer', { question_id: question.id, answer: 'Answered, time unknown' }, recipient.token);
      for (const token of [undefined, recipient.token, bystander.token]) {
        await keep('answer', a.get('/question', { username: 'PublicOwner', id: question.id }, token));
        await keep('answers', a.get('/questions', { username: 'PublicOwner' }, token));
      }
      await keep('timeline', a.get('/timeline', {}, bystander.token));
      // The recipient's push, notification mail and data export.
      await keep('push rows', d.ctx.db.kysely.selectFrom('push_outbox').selectAll().execute().then(toRaw));
      await d.ctx.notificationMailer.run();
      for (const mail of await sentMails(d.ctx)) seen.push({ what: `mail ${mail.subject}`, body: mail.raw });
      await a.post('/requestExport', {}, recipient.token);
      await d.ctx.jobs.drain();
      const zip = await d.app.inject({ method: 'GET', url: '/api/export', headers: bearer(recipient.token) });
      for (const [name, file] of Object.entries(unzipSync(new Uint8Array(zip.rawPayload))))
        seen.push({ what: `export ${name}`, body: strFromU8(file) });
      // The export imported by another member (issue 35): their answers and the import's report.
      const importer = await createUser(d.app, { username: 'ImporterTwo' });
      const form = multipartForm([
        { name: 'archive', filename: 'export.zip', contentType: 'application/zip', data: zip.rawPayload },
      ]);
      const started = await d.app.inject({
        method: 'POST',
        url: '/api/startImport',
        payload: form.payload,
        headers: { ...form.headers, ...bearer(importer.token) },
      });
      expect(started.statusCode).toBe(200);
      await d.ctx.jobs.drain();
      await keep('import status', a.get('/importStatus', {}, importer.token));
      for (const token of [undefined, importer.token, bystander.token]) {
        await keep('imported answers', a.get('/questions', { username: 'ImporterTwo' }, token));
      }
      seen.push({ what: 'live events', body: stream.raw() });
      seen.push({ what: 'log', body: logLines.join('') });

      expect(seen.length).toBeGreaterThan(15);
      for (const { what, body } of seen.slice(1)) {
        expect(body, what).not.toContain(askedMinute);
        expect(body.toLowerCase(), what).not.toContain('secretsender7');
        expect(body, what).not.toContain('hidden.person');
      }
      // The control: the asker was told only that it was sent, and their own list keeps the moment.
      expect(asked.body).toEqual({ status: true, message: 'Your question has been sent!' });
      const mine = (await a.get('/sentQuestions', {}, asker.token)).body.questions;
      expect(mine).toMatchObject([{ state: 'answered', question_id: question.id }]);
      expect(mine[0].date_added.slice(0, 16)).toBe(askedMinute);
    } finally {
      stream.close();
    }
  });

  it('the arrival points at no moment of the asker’s: not their visit, nor what they did next', async () => {
    const a = api(d.app);
    const recipient = await createUser(d.app, { username: 'PublicOwner' });
    const askers = [];
    for (let i = 0; i < 12; i++) askers.push(await createUser(d.app, { username: `Candidate${i}` }));
    const second = askers[1] as CreatedUser;
    // Every candidate visits the profile and asks in the same minute, then one of them at once asks
    // someone else by name, as an asker's activity right after sending would show.
    const askedAt = d.clock.now().getTime();
    for (const [i, c] of askers.entries()) {
      await a.get('/profile', { username: 'PublicOwner' }, c.token);
      await a.post('/ask', { user_id: recipient.id, question: `From candidate number ${i}?` }, c.token);
    }
    const named = await askAndFind(d.app, recipient, 'Asked by name, a minute later?', second, { anonymous: false });
    // Minute by minute the worker delivers what is due: the twelve arrive spread over the half
    // hour, each dated its own arrival, in the order of their draws, not of their asking.
    const arrivals = new Map<string, number>([['Asked by name, a minute later?', 0]]);
    for (let minute = 1; minute <= 31; minute++) {
      d.clock.current = new Date(askedAt + minute * MINUTE);
      await d.ctx.questionDelivery.run();
      for (const q of (await a.get('/myQuestions', {}, recipient.token)).body.questions as Array<{
        question: string;
        date_added: string;
      }>) {
        if (!arrivals.has(q.question)) {
          expect(q.date_added).toBe(d.clock.now().toISOString());
          arrivals.set(q.question, minute);
        }
      }
    }
    expect(arrivals.size).toBe(13);
    const minutes = askers.map((_, i) => arrivals.get(`From candidate number ${i}?`) ?? 0);
    expect(new Set(minutes).size).toBeGreaterThanOrEqual(4);
    // Asked before the named question, every anonymous one arrives after it, with a larger id:
    // neither the inbox's order nor its ids tell that they were asked first.
    const inbox = (await a.get('/myQuestions', {}, recipient.token)).body.questions as Array<{ id: number }>;
    expect(inbox.at(-1)?.id).toBe(named);
  });

  it('withdrawing tells the recipient only that a question went, as deleting it does', async () => {
    const a = api(d.app);
    const asker = await createUser(d.app, { username: 'SecretSender7', email: 'hidden.person@example.com' });
    const recipient = await createUser(d.app, { username: 'PublicOwner' });
    const bystander = await createUser(d.app, { username: 'Bystander' });
    const stream = await openStream(await listen(d.app), recipient.token);
    try {
      await stream.next('stats');
      await a.post('/ask', { user_id: recipient.id, question: 'Taken back while waiting?' }, asker.token);
      await a.post('/ask', { user_id: recipient.id, question: 'Taken back once delivered?' }, asker.token);
      const sent = async (text: string) =>
        (
          (await a.get('/sentQuestions', {}, asker.token)).body.questions as Array<{ id: number; question: string }>
        ).find((q) => q.question === text);
      const waiting = await sent('Taken back while waiting?');
      expect(waiting).toMatchObject({ state: 'pending' });
      await a.post('/withdrawQuestion', { id: waiting?.id ?? 0 }, asker.token);
      // Nothing came of the waiting one: the next event is the bystander's named question.
      const before = stream.events.length;
      await a.post(
        '/ask',
        { user_id: recipient.id, question: 'A bystander by name?', anonymous: false },
        bystander.token,
      );
      await stream.next('notification', (e) => e.data.type === 'question');
      await stream.next('stats', (e) => e.data.pendingAnswersCount === 1);
      expect(
        stream.events
          .slice(before)
          .map((e) => e.type)
          .sort(),
      ).toEqual(['notification', 'stats']);
      d.clock.advance(31 * MINUTE);
      expect(await d.ctx.questionDelivery.run()).toBe(1);
      await stream.next('notification', (e) => e.data.question?.question === 'Taken back once delivered?');
      await stream.next('stats', (e) => e.data.pendingAnswersCount === 2);
      // Withdrawn once delivered: stats, as when the recipient deletes one in another tab.
      const delivered = await sent('Taken back once delivered?');
      expect(delivered).toMatchObject({ state: 'delivered' });
      const atWithdraw = stream.events.length;
      await a.post('/withdrawQuestion', { id: delivered?.id ?? 0 }, asker.token);
      await stream.next('stats', (e) => e.data.pendingAnswersCount === 1);
      const [left] = (await a.get('/myQuestions', {}, recipient.token)).body.questions;
      const atDelete = stream.events.length;
      await a.del('/question', { question_id: left.id }, recipient.token);
      await stream.next('stats', (e) => e.data.pendingAnswersCount === 0);
      // Each is told by `stats` alone (how many arrive depends on the hub's timing, not on which it was).
      const kinds = (from: number, to: number) => [...new Set(stream.events.slice(from, to).map((e) => e.type))];
      expect(kinds(atWithdraw, atDelete)).toEqual(['stats']);
      expect(kinds(atDelete, stream.events.length)).toEqual(['stats']);
      // Nothing in the recipient's lists or anyone's sent list points at the asker.
      const lists = [
        await a.get('/notifications', {}, recipient.token),
        await a.get('/myQuestions', {}, recipient.token),
        await a.get('/sentQuestions', {}, recipient.token),
        await a.get('/sentQuestions', {}, bystander.token),
      ];
      for (const list of [...lists.map((l) => l.raw), stream.raw()])
        expect(list.toLowerCase()).not.toMatch(/secretsender7|hidden\.person|withdraw/);
    } finally {
      stream.close();
    }
  });
});

/**
 * The HTML of public pages (features/ssr): the server renders profiles and answers for guests with
 * the web app's own screens, and hands the browser the data it rendered from. Neither the markup
 * nor that data may name the sender, in any language, on any page that shows the question.
 */
describe('anonymity in server-rendered pages', () => {
  let s: TestApp;
  let webDir: string;

  beforeAll(async () => {
    webDir = await webDirWithServerRender();
    // A loaded machine's first render (the warm-up the server starts with) may take seconds.
    s = await createTestApp({ config: { webDir, publicUrl: 'https://qurio.example' }, renderTimeoutMs: 20_000 });
  }, 120_000);
  afterAll(async () => {
    await s?.close();
    rmSync(webDir, { recursive: true, force: true });
  });

  /** Every question object anywhere in the hydration data (feeds nest them in pages). */
  function questionsIn(value: unknown, found: Array<Record<string, unknown>> = []) {
    if (Array.isArray(value)) for (const item of value) questionsIn(item, found);
    else if (value && typeof value === 'object') {
      const record = value as Record<string, unknown>;
      if ('anonymous' in record && 'question' in record) found.push(record);
      for (const item of Object.values(record)) questionsIn(item, found);
    }
    return found;
  }

  it('no rendered page or its data names the sender of an anonymous question', async () => {
    const hidden = await createUser(s.app, { username: 'SecretSender7', email: 'hidden.person@example.com' });
    const author = await createUser(s.app, { username: 'PublicOwner' });
    const named = await createUser(s.app, { username: 'Bystander' });
    const id = await askAndAnswer(s.app, author, 'Who am I, do you think?', 'Someone who likes #mysteries', hidden);
    // The asker's like is counted for them alone, and never listed.
    await api(s.app).post('/likeQuestion', { id }, hidden.token);
    await api(s.app).post('/likeQuestion', { id }, named.token);
    const byName = await askAndAnswer(s.app, author, 'Asked by name?', 'Yes, by name.', named, { anonymous: false });
    const pending = await askAndFind(s.app, author, 'Still waiting for you?', hidden);

    let rendered = 0;
    for (const language of ['en', 'de', 'tr']) {
      // The landing page shows answers from explore (issue 34).
      for (const url of [
        '/',
        '/PublicOwner',
        '/publicowner',
        `/PublicOwner/post/${id}`,
        `/PublicOwner/post/${pending}`,
      ]) {
        const res = await s.app.inject({ method: 'GET', url, headers: { 'accept-language': language } });
        const what = `${url} ${language}`;
        expect(res.statusCode, what).toBe(200);
        const html = res.body;
        expect(html, what).not.toContain('SecretSender7');
        expect(html.toLowerCase(), what).not.toContain('secretsender7');
        expect(html, what).not.toContain('hidden.person');
        expect(html, what).not.toContain('Still waiting for you?');
        const json = /<script type="application\/json" id="ssr-data">([^<]*)<\/script>/.exec(html)?.[1];
        if (!json) continue;
        rendered += 1;
        for (const question of questionsIn(JSON.parse(json))) {
          expect(question.sender_id, what).not.toBe(hidden.id);
          if (question.anonymous) {
            // The landing's cards (issue 34) carry no sender field at all: absent is null too.
            expect(question.sender_id ?? null, what).toBeNull();
            expect(question.sender ?? null, what).toBeNull();
          }
          for (const liker of (question.likes ?? []) as Array<{ id: number }>)
            expect(liker.id, what).not.toBe(hidden.id);
          if (question.id === id) expect(question.like_count, what).toBe(1);
        }
      }
    }
    // The sweep read real renders (the landing, the profile and the answer in each language), not shells.
    expect(rendered).toBeGreaterThanOrEqual(12);
    // The control: a question asked by name does show its asker on the page.
    const page = await s.app.inject({ method: 'GET', url: `/PublicOwner/post/${byName}` });
    expect(page.body).toMatch(/<div id="root">[\s\S]*Bystander/);
  });

  it('a question waiting for its delay is on no page, and its answer’s page dates it by its delivery', async () => {
    const hidden = await createUser(s.app, { username: 'LaterSender8' });
    const author = await createUser(s.app, { username: 'LaterOwner' });
    // This app delivers at once; the config is read at each ask (features/questions/delivery.ts).
    s.ctx.config.questionDelayMinutes = 30;
    try {
      s.clock.advance(2 * 60 * 60_000 + 23 * 60_000);
      const askedMinute = s.clock.now().toISOString().slice(0, 16);
      await api(s.app).post('/ask', { user_id: author.id, question: 'Waiting where nobody sees?' }, hidden.token);
      const profile = await s.app.inject({ method: 'GET', url: '/LaterOwner' });
      expect(profile.body).toContain('ssr-data');
      expect(profile.body).not.toContain('Waiting where nobody sees?');
      s.clock.advance(31 * 60_000);
      expect(await s.ctx.questionDelivery.run()).toBe(1);
      const [delivered] = (await api(s.app).get('/myQuestions', {}, author.token)).body.questions;
      await api(s.app).post('/answer', { question_id: delivered.id, answer: 'Answered in good time' }, author.token);
      for (const url of ['/LaterOwner', `/LaterOwner/post/${delivered.id}`]) {
        const html = (await s.app.inject({ method: 'GET', url })).body;
        expect(html, url).toContain('Waiting where nobody sees?');
        expect(html, url).not.toContain(askedMinute);
        expect(html.toLowerCase(), url).not.toContain('latersender8');
      }
    } finally {
      s.ctx.config.questionDelayMinutes = 0;
    }
  });
});
