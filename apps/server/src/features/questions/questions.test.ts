import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { api, askAndAnswer, askAndFind, type CreatedUser, createUser } from '../../test/factories.js';

let t: TestApp;
let a: ReturnType<typeof api>;
let owner: CreatedUser;
let asker: CreatedUser;
beforeEach(async () => {
  t = await createTestApp();
  a = api(t.app);
  owner = await createUser(t.app, { username: 'Owner1' });
  asker = await createUser(t.app, { username: 'Asker1' });
});
afterEach(async () => {
  await t.close();
});

const setUser = (id: number, values: Record<string, unknown>) =>
  t.ctx.db.kysely.updateTable('users').set(values).where('id', '=', id).execute();

describe('ask', () => {
  it('a guest asks; the question waits in the owner inbox, anonymous', async () => {
    const res = await a.post('/ask', { user_id: owner.id, question: '  What is your favourite book?  ' });
    expect(res).toMatchObject({ status: 200, body: { status: true, message: 'Your question has been sent!' } });
    const inbox = await a.get('/myQuestions', {}, owner.token);
    expect(inbox.body.limit).toBe(20);
    expect(inbox.body.questions).toHaveLength(1);
    expect(inbox.body.questions[0]).toMatchObject({
      question: 'What is your favourite book?',
      status: 'pending',
      anonymous: true,
      sender_id: null,
      sender: null,
      answer: null,
      filtered: false,
      user: { id: owner.id, username: 'Owner1' },
    });
    expect((await a.get('/stats', {}, owner.token)).body.pendingAnswersCount).toBe(1);
  });

  it('members ask anonymously by default, or by name when they choose', async () => {
    await askAndFind(t.app, owner, 'An anonymous question?', asker);
    await askAndFind(t.app, owner, 'A named question here?', asker, { anonymous: false });
    const [named, anon] = (await a.get('/myQuestions', {}, owner.token)).body.questions;
    expect(anon).toMatchObject({ anonymous: true, sender_id: null, sender: null });
    expect(named).toMatchObject({
      anonymous: false,
      sender_id: asker.id,
      sender: { id: asker.id, username: 'Asker1' },
    });
  });

  it('guests are anonymous even when they ask to be named', async () => {
    await a.post('/ask', { user_id: owner.id, question: 'Guest wants a name?', anonymous: false });
    expect((await a.get('/myQuestions', {}, owner.token)).body.questions[0]).toMatchObject({
      anonymous: true,
      sender: null,
    });
  });

  it.each([
    [{ question: undefined }, 400, 'QUESTION_REQUIRED'],
    [{ question: '      ' }, 400, 'QUESTION_REQUIRED'],
    [{ question: ' abcd ' }, 400, 'QUESTION_TOO_SHORT'],
    [{ question: 'x'.repeat(501) }, 400, 'QUESTION_TOO_LONG'],
    [{ user_id: undefined }, 400, 'USER_ID_REQUIRED'],
    [{ user_id: 'abc' }, 400, 'USER_ID_REQUIRED'],
    [{ user_id: 999999 }, 404, 'USER_NOT_FOUND'],
  ])('%j → %i %s', async (patch, status, code) => {
    const res = await a.postUnchecked(
      '/ask',
      { user_id: owner.id, question: 'A valid question?', ...patch },
      asker.token,
    );
    expect(res.status).toBe(status);
    expect(res.body.code).toBe(code);
    expect((await a.get('/stats', {}, owner.token)).body.pendingAnswersCount).toBe(0);
  });

  it('accepts exactly 5 and 500 characters', async () => {
    expect((await a.post('/ask', { user_id: owner.id, question: 'abcde' })).status).toBe(200);
    expect((await a.post('/ask', { user_id: owner.id, question: 'y'.repeat(500) }, asker.token)).status).toBe(200);
  });

  it('refuses asking oneself', async () => {
    const res = await a.post('/ask', { user_id: owner.id, question: 'Talking to myself?' }, owner.token);
    expect(res).toMatchObject({
      status: 400,
      body: { code: 'CANNOT_ASK_SELF', message: 'You cannot ask question to yourself!' },
    });
  });

  it('refuses when the owner does not allow questions, or is suspended or frozen', async () => {
    await setUser(owner.id, { allow_ask: 0 });
    const off = await a.post('/ask', { user_id: owner.id, question: 'Are you there?' }, asker.token);
    expect(off).toMatchObject({
      status: 403,
      body: { code: 'ASKING_DISABLED', message: "User doesn't allow new questions!" },
    });
    await setUser(owner.id, { allow_ask: 1, status: 'suspended' });
    expect((await a.post('/ask', { user_id: owner.id, question: 'Are you there?' })).body.code).toBe('ASKING_DISABLED');
    await setUser(owner.id, { status: 'frozen' });
    expect((await a.post('/ask', { user_id: owner.id, question: 'Are you there?' })).body.code).toBe('USER_NOT_FOUND');
  });

  it('only registered users may ask when the owner says so', async () => {
    await setUser(owner.id, { ask_from: 'members' });
    const guest = await a.post('/ask', { user_id: owner.id, question: 'Guest question?' });
    expect(guest).toMatchObject({ status: 401, body: { code: 'SIGN_IN_REQUIRED' } });
    expect((await a.post('/ask', { user_id: owner.id, question: 'Member question?' }, asker.token)).status).toBe(200);
  });

  it('a block either way stops asking', async () => {
    await a.post('/block', { user_id: asker.id }, owner.token);
    const blocked = await a.post('/ask', { user_id: owner.id, question: 'Can I still ask?' }, asker.token);
    expect(blocked).toMatchObject({ status: 403, body: { code: 'YOU_ARE_BLOCKED', message: 'You are blocked!' } });
    const other = await a.post('/ask', { user_id: asker.id, question: 'Can I ask you?' }, owner.token);
    expect(other).toMatchObject({
      status: 403,
      body: { code: 'YOU_BLOCKED_USER', message: 'You have blocked this user!' },
    });
  });

  it('limits guests to 3 a minute and 30 an hour per address', async () => {
    for (let i = 0; i < 3; i++) {
      expect(
        (await a.post('/ask', { user_id: owner.id, question: `Guest question ${i}` }, undefined, '127.3.3.3')).status,
      ).toBe(200);
    }
    const fourth = await a.post('/ask', { user_id: owner.id, question: 'Guest question 4' }, undefined, '127.3.3.3');
    expect(fourth.status).toBe(429);
    expect(fourth.body.code).toBe('TOO_MANY_QUESTIONS');
    expect(
      (await a.post('/ask', { user_id: owner.id, question: 'Other address' }, undefined, '127.3.3.4')).status,
    ).toBe(200);
    for (let minute = 1; minute < 10; minute++) {
      t.clock.advance(61_000);
      for (let i = 0; i < 3; i++)
        await a.post('/ask', { user_id: owner.id, question: `Later ${minute} ${i}` }, undefined, '127.3.3.3');
    }
    t.clock.advance(61_000);
    const overHour = await a.post(
      '/ask',
      { user_id: owner.id, question: 'Thirty-first question' },
      undefined,
      '127.3.3.3',
    );
    expect(overHour.status).toBe(429);
    expect((await a.get('/stats', {}, owner.token)).body.pendingAnswersCount).toBe(31);
  });

  it('limits members to 30 questions per 15 minutes', async () => {
    for (let i = 0; i < 30; i++) {
      expect((await a.post('/ask', { user_id: owner.id, question: `Member question ${i}` }, asker.token)).status).toBe(
        200,
      );
    }
    const res = await a.post('/ask', { user_id: owner.id, question: 'One too many' }, asker.token);
    expect(res.status).toBe(429);
    expect(res.body.code).toBe('TOO_MANY_QUESTIONS');
    t.clock.advance(15 * 60_000 + 1000);
    expect((await a.post('/ask', { user_id: owner.id, question: 'After the window' }, asker.token)).status).toBe(200);
  });

  it('limits one recipient to 100 questions an hour from everyone together', async () => {
    for (let i = 0; i < 100; i++) {
      const res = await a.post(
        '/ask',
        { user_id: owner.id, question: `Flood question ${i}` },
        undefined,
        `127.4.${i}.1`,
      );
      expect(res.status).toBe(200);
    }
    expect((await a.post('/ask', { user_id: owner.id, question: 'Number 101' }, asker.token)).status).toBe(429);
  });
});

describe('inbox paging', () => {
  it('pages to the end with nothing lost or repeated; first_id gives only newer', async () => {
    for (let i = 0; i < 45; i++) {
      await a.post('/ask', { user_id: owner.id, question: `Question number ${i}` }, undefined, `127.8.${i}.1`);
    }
    const seen: number[] = [];
    let page = await a.get('/myQuestions', {}, owner.token);
    const first = page.body.questions[0].id;
    while (page.body.questions.length > 0) {
      seen.push(...page.body.questions.map((q: { id: number }) => q.id));
      if (page.body.questions.length < page.body.limit) break;
      page = await a.get('/myQuestions', { last_id: seen.at(-1) }, owner.token);
    }
    expect(seen).toHaveLength(45);
    expect(new Set(seen).size).toBe(45);
    expect([...seen].sort((x, y) => y - x)).toEqual(seen);

    await a.post('/ask', { user_id: owner.id, question: 'A newer question' }, asker.token);
    const newer = await a.get('/myQuestions', { first_id: first }, owner.token);
    expect(newer.body.questions.map((q: { question: string }) => q.question)).toEqual(['A newer question']);
  });

  it('needs sign-in', async () => {
    expect((await a.get('/myQuestions')).body.code).toBe('SIGN_IN_REQUIRED');
  });
});

describe('answer, re-answer and delete', () => {
  it('answering publishes on the profile and moves the counters', async () => {
    const id = await askAndFind(t.app, owner, 'How was your day?', asker);
    const res = await a.post('/answer', { question_id: id, answer: '  Lovely, thanks!  ' }, owner.token);
    expect(res.body).toMatchObject({
      status: true,
      message: 'Your answer has been published!',
      question: { id, answer: 'Lovely, thanks!', status: 'answered' },
    });
    const me = (await a.get('/myProfile', {}, owner.token)).body.user;
    expect(me).toMatchObject({ answersCount: 1, pendingAnswersCount: 0 });
    const profile = await a.get('/questions', { username: 'owner1' });
    expect(profile.body.questions.map((q: { id: number }) => q.id)).toEqual([id]);
    expect((await a.get('/myQuestions', {}, owner.token)).body.questions).toHaveLength(0);
  });

  it.each([
    [{ answer: undefined }, 'ANSWER_REQUIRED'],
    [{ answer: '    ' }, 'ANSWER_REQUIRED'],
    [{ answer: ' abc ' }, 'ANSWER_TOO_SHORT'],
    [{ answer: 'z'.repeat(1001) }, 'ANSWER_TOO_LONG'],
    [{ question_id: undefined }, 'QUESTION_ID_REQUIRED'],
  ])('%j → %s', async (patch, code) => {
    const id = await askAndFind(t.app, owner, 'Validation question?', asker);
    const res = await a.postUnchecked('/answer', { question_id: id, answer: 'Fine answer', ...patch }, owner.token);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(code);
  });

  it('only the recipient answers, once; guests must sign in', async () => {
    const id = await askAndFind(t.app, owner, 'Whose question is this?', asker);
    expect((await a.post('/answer', { question_id: id, answer: 'Not mine' }, asker.token)).body.code).toBe(
      'QUESTION_NOT_FOUND',
    );
    const guest = await a.post('/answer', { question_id: id, answer: 'No token' });
    expect(guest).toMatchObject({ status: 401, body: { message: 'Please sign in and try again!' } });
    expect((await a.post('/answer', { question_id: id, answer: 'First answer' }, owner.token)).status).toBe(200);
    expect((await a.post('/answer', { question_id: id, answer: 'Second answer' }, owner.token)).body.code).toBe(
      'ALREADY_ANSWERED',
    );
    expect((await a.post('/answer', { question_id: 987654, answer: 'Nothing' }, owner.token)).status).toBe(404);
  });

  it('reAnswerQuestion edits an answer; a pending question has none to edit', async () => {
    const pending = await askAndFind(t.app, owner, 'Still pending here?', asker);
    expect((await a.post('/reAnswerQuestion', { question_id: pending, answer: 'Edit' }, owner.token)).body.code).toBe(
      'NOT_ANSWERED',
    );
    const id = await askAndAnswer(t.app, owner, 'Edit me later?', 'First version', asker);
    const res = await a.post('/reAnswerQuestion', { question_id: id, answer: 'Second version #edited' }, owner.token);
    expect(res.body).toMatchObject({ status: true, question: { answer: 'Second version #edited' } });
    expect((await a.post('/reAnswerQuestion', { question_id: id, answer: 'Hijack' }, asker.token)).status).toBe(404);
    const tags = await t.ctx.db.kysely.selectFrom('hashtags').select('tag').where('question_id', '=', id).execute();
    expect(tags).toEqual([{ tag: 'edited' }]);
  });

  it('the recipient deletes from the inbox or the profile; nobody else can', async () => {
    const pending = await askAndFind(t.app, owner, 'Delete me please?', asker);
    const answered = await askAndAnswer(t.app, owner, 'Delete my answer?', 'Soon gone', asker);
    expect((await a.del('/question', { question_id: pending }, asker.token)).body.code).toBe('QUESTION_NOT_FOUND');
    expect((await a.del('/question', { question_id: pending })).status).toBe(401);
    expect((await a.del('/question', { question_id: pending }, owner.token)).body).toEqual({ status: true });
    const viaQuery = await t.app.inject({
      method: 'DELETE',
      url: `/api/question?question_id=${answered}`,
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(viaQuery.json()).toEqual({ status: true });
    expect((await a.get('/myProfile', {}, owner.token)).body.user).toMatchObject({
      answersCount: 0,
      pendingAnswersCount: 0,
    });
    expect((await a.get('/questions', { username: 'Owner1' })).body.questions).toEqual([]);
    expect((await a.get('/question', { username: 'Owner1', id: answered })).status).toBe(404);
    expect((await a.del('/question', { question_id: pending }, owner.token)).status).toBe(404);
  });
});

describe('profanity filter', () => {
  it('marks a matching question; with the filter on it is flagged and cannot be answered', async () => {
    await a.post('/set', { key: 'profanity_filter', value: '1' }, owner.token);
    const rude = await askAndFind(t.app, owner, 'You are a fucking idiot', asker);
    const german = await askAndFind(t.app, owner, 'Du bist ein Arschloch!', asker);
    const fine = await askAndFind(t.app, owner, 'What did you eat today?', asker);
    const inbox = (await a.get('/myQuestions', {}, owner.token)).body.questions;
    const flag = (id: number) => inbox.find((q: { id: number }) => q.id === id).filtered;
    expect([flag(rude), flag(german), flag(fine)]).toEqual([true, true, false]);
    const res = await a.post('/answer', { question_id: rude, answer: 'Let me answer' }, owner.token);
    expect(res).toMatchObject({ status: 403, body: { code: 'QUESTION_FILTERED' } });

    await a.post('/set', { key: 'profanity_filter', value: '0' }, owner.token);
    expect(
      (await a.get('/myQuestions', {}, owner.token)).body.questions.every((q: { filtered: boolean }) => !q.filtered),
    ).toBe(true);
    expect((await a.post('/answer', { question_id: rude, answer: 'Now I may answer' }, owner.token)).status).toBe(200);
  });
});

describe('single question, likes and reports', () => {
  it('question returns the answer with like_count, liked and the likers', async () => {
    const id = await askAndAnswer(t.app, owner, 'Do you like tea?', 'Yes, green tea.', asker);
    const fan = await createUser(t.app, { username: 'Fan1' });
    const like = await a.post('/likeQuestion', { id }, fan.token);
    expect(like.body).toMatchObject({ status: true, liked: true, like_count: 1 });
    const seen = await a.get('/question', { username: 'owner1', id }, fan.token);
    expect(seen.body.question).toMatchObject({
      id,
      like_count: 1,
      liked: true,
      likes: [{ id: fan.id, username: 'Fan1' }],
    });
    expect((await a.get('/question', { username: 'owner1', id })).body.question.liked).toBe(false);
    // The profile's page reads the same refs in its own statement (joinRefs): liked for the fan
    // only, the owner, and a named asker (this one) but never an anonymous one's.
    const named = await askAndAnswer(t.app, owner, 'Named tea question?', 'Named tea answer', asker, {
      anonymous: false,
    });
    const page = (await a.get('/questions', { username: 'owner1' }, fan.token)).body.questions;
    expect(page.map((q: { id: number }) => q.id)).toEqual([named, id]);
    expect(page[0]).toMatchObject({ liked: false, sender: { id: asker.id }, user: { id: owner.id } });
    expect(page[1]).toMatchObject({
      liked: true,
      like_count: 1,
      sender: null,
      sender_id: null,
      user: { id: owner.id },
    });
    const guest = (await a.get('/questions', { username: 'owner1' })).body.questions;
    expect(guest.map((q: { liked: boolean }) => q.liked)).toEqual([false, false]);
    const unlike = await a.post('/likeQuestion', { id }, fan.token);
    expect(unlike.body).toMatchObject({ liked: false, like_count: 0 });
    expect((await a.get('/question', { username: 'owner1', id }, fan.token)).body.question).toMatchObject({
      like_count: 0,
      likes: [],
    });
  });

  it('a like notifies the answerer unless they turned likes off', async () => {
    const id = await askAndAnswer(t.app, owner, 'Notify me on likes?', 'Sure thing', asker);
    const early = await createUser(t.app);
    await a.post('/likeQuestion', { id }, early.token);
    // The anonymous asker's own like is not announced: it would name them.
    await a.post('/likeQuestion', { id }, asker.token);
    await a.post('/set', { key: 'notify_likes', value: '0' }, owner.token);
    const fan = await createUser(t.app);
    await a.post('/likeQuestion', { id }, fan.token);
    const rows = await t.ctx.db.kysely.selectFrom('notifications').selectAll().where('type', '=', 'like').execute();
    expect(rows.map((r) => [r.user_id, r.actor_id])).toEqual([[owner.id, early.id]]);
  });

  it('pending questions, other usernames and blocked viewers get nothing', async () => {
    const pending = await askAndFind(t.app, owner, 'Not yet answered?', asker);
    expect((await a.get('/question', { username: 'Owner1', id: pending })).status).toBe(404);
    expect((await a.get('/question', { username: 'Owner1', id: pending }, owner.token)).status).toBe(200);
    const id = await askAndAnswer(t.app, owner, 'Visible to all?', 'Yes it is', asker);
    expect((await a.get('/question', { username: 'Asker1', id })).body.code).toBe('QUESTION_NOT_FOUND');
    await a.post('/block', { user_id: asker.id }, owner.token);
    expect((await a.get('/question', { username: 'Owner1', id }, asker.token)).body.code).toBe('YOU_ARE_BLOCKED');
    expect((await a.post('/likeQuestion', { id }, asker.token)).body.code).toBe('YOU_ARE_BLOCKED');
    expect((await a.post('/likeQuestion', { id: pending }, owner.token)).status).toBe(404);
    expect((await a.post('/likeQuestion', { id })).status).toBe(401);
  });

  it('reportQuestion records once per reporter', async () => {
    const id = await askAndFind(t.app, owner, 'Report this one?', asker);
    const first = await a.post('/reportQuestion', { question_id: id }, owner.token);
    expect(first.body.status).toBe(true);
    const again = await a.post('/reportQuestion', { question_id: id }, owner.token);
    expect(again).toMatchObject({ status: 409, body: { message: "You've reported this content before" } });
    expect((await a.post('/reportQuestion', { question_id: id })).status).toBe(401);
    expect((await a.post('/reportQuestion', { question_id: 4242 }, owner.token)).status).toBe(404);
    const reports = await t.ctx.db.kysely.selectFrom('reports').selectAll().execute();
    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatchObject({ reporter_id: owner.id, target_type: 'question', target_id: id, status: 'open' });
  });
});

describe('profile answers', () => {
  it('page newest answer first to the end, and first_id gives only newer', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 25; i++) {
      t.clock.advance(1000);
      ids.push(await askAndAnswer(t.app, owner, `Question ${i}?`, `Answer ${i}`, undefined, { ip: `127.2.${i}.9` }));
    }
    const page1 = await a.get('/questions', { username: 'Owner1' });
    const page2 = await a.get('/questions', { username: 'Owner1', last_id: page1.body.questions.at(-1).id });
    const all = [...page1.body.questions, ...page2.body.questions].map((q: { id: number }) => q.id);
    expect(all).toEqual([...ids].reverse());
    t.clock.advance(1000);
    const newest = await askAndAnswer(t.app, owner, 'Newest one?', 'Newest answer', asker);
    expect(
      (await a.get('/questions', { username: 'Owner1', first_id: ids.at(-1) })).body.questions.map(
        (q: { id: number }) => q.id,
      ),
    ).toEqual([newest]);
  });

  it('unknown and frozen profiles are not found', async () => {
    expect((await a.get('/questions', { username: 'nobody99' })).body.code).toBe('USER_NOT_FOUND');
    await setUser(owner.id, { status: 'frozen' });
    expect((await a.get('/questions', { username: 'Owner1' })).status).toBe(404);
  });
});

describe('prompts', () => {
  it('preQuestions offers prompts in the member language; answering puts it on the profile', async () => {
    await a.post('/set', { key: 'lang', value: 'tr' }, owner.token);
    const list = (await a.get('/preQuestions', {}, owner.token)).body.questions;
    expect(list).toHaveLength(10);
    expect(list.every((p: { lang: string }) => p.lang === 'tr')).toBe(true);
    const prompt = list[0];
    const res = await a.post(
      '/answerPreQuestion',
      { question_id: prompt.id, answer: 'Benim cevabım #pazar' },
      owner.token,
    );
    expect(res.body.question).toMatchObject({
      prompt_id: prompt.id,
      question: prompt.question,
      anonymous: false,
      sender: null,
    });
    expect(
      (await a.post('/answerPreQuestion', { question_id: prompt.id, answer: 'Again!' }, owner.token)).body.code,
    ).toBe('ALREADY_ANSWERED');
    const after = (await a.get('/preQuestions', {}, owner.token)).body.questions;
    expect(after.map((p: { id: number }) => p.id)).not.toContain(prompt.id);
    expect((await a.get('/questions', { username: 'Owner1' })).body.questions[0].prompt_id).toBe(prompt.id);

    await a.post('/set', { key: 'lang', value: 'tr' }, asker.token);
    await a.post('/answerPreQuestion', { question_id: prompt.id, answer: 'Benim de cevabım' }, asker.token);
    const answers = await a.get('/questionAnswers', { id: prompt.id });
    expect(answers.body.prompt).toMatchObject({ id: prompt.id, answer_count: 2 });
    expect(answers.body.answers.map((q: { user: { username: string } }) => q.user.username).sort()).toEqual([
      'Asker1',
      'Owner1',
    ]);
    await a.post('/block', { user_id: asker.id }, owner.token);
    const filtered = await a.get('/questionAnswers', { id: prompt.id }, owner.token);
    expect(filtered.body.answers.map((q: { user: { username: string } }) => q.user.username)).toEqual(['Owner1']);
    expect((await a.get('/questionAnswers', { id: 999999 })).status).toBe(404);
  });

  it("a question's id never opens a prompt: the two are numbered apart", async () => {
    const owner = await createUser(t.app, { username: 'Owner2' });
    const asked: number[] = [];
    for (let i = 0; i < 3; i++) {
      asked.push(await askAndAnswer(t.app, owner, `Question ${i}?`, `Answer ${i}`, undefined, { ip: `10.77.0.${i}` }));
    }
    const prompts = (await a.get('/preQuestions', {}, owner.token)).body.questions as Array<{ id: number }>;
    expect(prompts.length).toBeGreaterThan(0);
    const questionIds = new Set(asked);
    for (const p of prompts) expect(questionIds.has(p.id)).toBe(false);
    // /question/{id} (web) reads questionAnswers: a question's id is no prompt.
    for (const id of asked) expect((await a.get('/questionAnswers', { id })).status).toBe(404);
    // The ids trends give still open their prompt.
    await a.post('/answerPreQuestion', { question_id: prompts[0]?.id, answer: 'Mine' }, owner.token);
    const trend = (await a.get('/trends', {}, owner.token)).body.trends.find(
      (x: { type: string }) => x.type === 'question',
    );
    expect(trend.id).toBe(prompts[0]?.id);
    expect((await a.get('/questionAnswers', { id: trend.id })).body.prompt.id).toBe(trend.id);
  });
});
