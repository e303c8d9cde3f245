import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { api, askAndAnswer, askAndFind, type CreatedUser, createUser } from '../../test/factories.js';

let t: TestApp;
let a: ReturnType<typeof api>;
let me: CreatedUser;
let friend: CreatedUser;
let stranger: CreatedUser;
beforeEach(async () => {
  t = await createTestApp();
  a = api(t.app);
  me = await createUser(t.app, { username: 'Viewer' });
  friend = await createUser(t.app, { username: 'Friend' });
  stranger = await createUser(t.app, { username: 'Stranger' });
});
afterEach(async () => {
  await t.close();
});

const ids = (rows: Array<{ id: number }>) => rows.map((r) => r.id);
let n = 0;
async function answer(owner: CreatedUser, text = 'An answer here') {
  n += 1;
  t.clock.advance(1000);
  return askAndAnswer(t.app, owner, `Question ${n} for you?`, `${text} ${n}`, undefined, {
    ip: `127.12.${n % 250}.${n % 7}`,
  });
}

describe('timeline', () => {
  it('shows answers of followed people and my own, newest first, with the feed-row fields', async () => {
    await a.post('/follow', { user_id: friend.id }, me.token);
    const f1 = await answer(friend);
    await answer(stranger);
    const mine = await answer(me);
    const res = await a.get('/timeline', {}, me.token);
    expect(res.body.limit).toBe(20);
    expect(ids(res.body.questions)).toEqual([mine, f1]);
    expect(res.body.questions[1]).toMatchObject({
      question_id: f1,
      user_id: friend.id,
      username: 'Friend',
      fullname: 'Friend',
      verified: false,
      image: null,
      like_count: 0,
      liked: false,
      anonymous: true,
      sender: null,
    });
    expect(typeof res.body.questions[1].user_date).toBe('string');
    expect(res.body.questions[1].question_date).toBe(res.body.questions[1].date_answered);
  });

  it('pages to the end with nothing lost or repeated while new answers arrive', async () => {
    await a.post('/follow', { user_id: friend.id }, me.token);
    const made: number[] = [];
    for (let i = 0; i < 45; i++) made.push(await answer(friend));
    const seen: number[] = [];
    let page = await a.get('/timeline', {}, me.token);
    const firstId = page.body.questions[0].id;
    for (;;) {
      seen.push(...ids(page.body.questions));
      // Someone answers between two page loads: older pages must not shift.
      made.push(await answer(friend));
      if (page.body.questions.length < page.body.limit) break;
      page = await a.get('/timeline', { last_id: seen.at(-1) }, me.token);
    }
    expect(seen).toEqual(made.slice(0, 45).reverse());
    const newer = await a.get('/timeline', { first_id: firstId }, me.token);
    expect(ids(newer.body.questions)).toEqual(made.slice(45).reverse());
  });

  it('never shows suspended or frozen members, and drops someone on block', async () => {
    await a.post('/follow', { user_id: friend.id }, me.token);
    await a.post('/follow', { user_id: stranger.id }, me.token);
    await answer(friend);
    await answer(stranger);
    await t.ctx.db.kysely.updateTable('users').set({ status: 'suspended' }).where('id', '=', friend.id).execute();
    expect(
      (await a.get('/timeline', {}, me.token)).body.questions.map((q: { username: string }) => q.username),
    ).toEqual(['Stranger']);
    await a.post('/block', { user_id: me.id }, stranger.token);
    expect((await a.get('/timeline', {}, me.token)).body.questions).toEqual([]);
    expect((await a.get('/timeline')).status).toBe(401);
  });
});

describe('explore', () => {
  it('lists everyone’s answers; likes move an answer up; paging and polling by date', async () => {
    const first = await answer(friend);
    const second = await answer(stranger);
    const page = await a.post('/explore', { type: 'paginated', page: 1 }, me.token);
    expect(ids(page.body.questions)).toEqual([second, first]);
    expect(page.body.date).toBe(page.body.questions[0].date_answered);
    // One like on the older answer puts it 6 hours ahead: above an answer one second newer.
    await a.post('/likeQuestion', { id: first }, me.token);
    expect(ids((await a.post('/explore', { type: 'paginated', page: 1 }, me.token)).body.questions)).toEqual([
      first,
      second,
    ]);

    const third = await answer(friend);
    const poll = await a.post('/explore', { type: 'new', date: page.body.date }, me.token);
    expect(ids(poll.body.questions)).toEqual([third]);
    expect(poll.body.date).toBe(poll.body.questions[0].date_answered);
    const again = await a.post('/explore', { type: 'new', date: poll.body.date }, me.token);
    expect(again.body).toMatchObject({ questions: [], date: poll.body.date });
    expect((await a.post('/explore', { type: 'paginated', page: 2 }, me.token)).body.questions).toEqual([]);
  });

  it('explore and search read each row’s owner, named asker and the viewer’s like with the page, never an anonymous asker', async () => {
    t.clock.advance(1000);
    const named = await askAndAnswer(t.app, friend, 'Named one for you?', 'Named answer', stranger, {
      anonymous: false,
      ip: '127.13.0.1',
    });
    t.clock.advance(1000);
    const anonymous = await askAndAnswer(t.app, friend, 'Anonymous one?', 'Anonymous answer', stranger, {
      ip: '127.13.0.2',
    });
    await a.post('/likeQuestion', { id: named }, me.token);
    for (const body of [
      (await a.post('/explore', { type: 'paginated', page: 1 }, me.token)).body,
      (await a.post('/explore', { type: 'new', date: '2000-01-01T00:00:00.000Z' }, me.token)).body,
      // Search's latest page reads its refs the same way (search/queries.ts).
      (await a.post('/search', { term: 'answer', type: 'latest' }, me.token)).body,
    ]) {
      const byId = new Map(body.questions.map((q: { id: number }) => [q.id, q]));
      expect(byId.get(named)).toMatchObject({
        liked: true,
        like_count: 1,
        sender_id: stranger.id,
        sender: { id: stranger.id, username: 'Stranger' },
        username: 'Friend',
        user: { id: friend.id, username: 'Friend' },
      });
      expect(byId.get(anonymous)).toMatchObject({ liked: false, sender_id: null, sender: null, username: 'Friend' });
      expect(JSON.stringify(byId.get(anonymous))).not.toContain('Stranger');
    }
  });

  it('rejects a bad filter and leaves out blocked and suspended members', async () => {
    expect((await a.postUnchecked('/explore', { type: 'sideways' }, me.token)).status).toBe(400);
    expect((await a.post('/explore', { type: 'new', date: 'yesterday' }, me.token)).status).toBe(400);
    await answer(friend);
    await answer(stranger);
    await a.post('/block', { user_id: friend.id }, me.token);
    await t.ctx.db.kysely.updateTable('users').set({ status: 'frozen' }).where('id', '=', stranger.id).execute();
    expect((await a.post('/explore', { type: 'paginated' }, me.token)).body.questions).toEqual([]);
  });
});

describe('guests read explore and search (issue 34)', () => {
  it('explore and search answer a guest: no likes, no blocks, no anonymous asker, the same rows as a member', async () => {
    t.clock.advance(1000);
    const named = await askAndAnswer(t.app, friend, 'Named tea for you?', 'Named tea answer', stranger, {
      anonymous: false,
      ip: '127.14.0.1',
    });
    t.clock.advance(1000);
    const anonymous = await askAndAnswer(t.app, friend, 'Anonymous tea?', 'Anonymous tea answer', stranger, {
      ip: '127.14.0.2',
    });
    await a.post('/likeQuestion', { id: named }, me.token);
    // A member's block hides nothing from a guest.
    await a.post('/block', { user_id: friend.id }, me.token);
    const pages = [
      await a.post('/explore', { type: 'paginated', page: 1 }),
      await a.post('/explore', { type: 'new', date: '2000-01-01T00:00:00.000Z' }),
      await a.post('/search', { term: 'tea', type: 'latest' }),
      await a.post('/search', { term: 'tea', type: 'top' }),
    ];
    for (const page of pages) {
      expect(page.status).toBe(200);
      const byId = new Map(page.body.questions.map((q: { id: number }) => [q.id, q]));
      expect([...byId.keys()].sort()).toEqual([named, anonymous].sort());
      expect(byId.get(named)).toMatchObject({ liked: false, like_count: 1, sender: { id: stranger.id } });
      expect(byId.get(anonymous)).toMatchObject({ liked: false, sender_id: null, sender: null });
      expect(JSON.stringify(byId.get(anonymous))).not.toContain('Stranger');
    }
    const people = await a.post('/search', { term: 'friend', type: 'people' });
    expect(people.body.users.map((u: { id: number }) => u.id)).toEqual([friend.id]);
    // The member who blocked sees neither; the timeline stays members only.
    expect((await a.post('/explore', { type: 'paginated', page: 1 }, me.token)).body.questions).toEqual([]);
    expect((await a.get('/timeline', {})).body.code).toBe('SIGN_IN_REQUIRED');
  });

  it('a guest’s bad input gets its code; a guest cannot like, follow or ask by name', async () => {
    expect((await a.postUnchecked('/explore', { type: 'sideways' })).body.code).toBe('VALIDATION_FAILED');
    expect((await a.post('/search', { term: '   ' })).body.code).toBe('TERM_REQUIRED');
    const id = await answer(friend);
    expect((await a.post('/likeQuestion', { id })).body.code).toBe('SIGN_IN_REQUIRED');
    expect((await a.post('/follow', { user_id: friend.id })).body.code).toBe('SIGN_IN_REQUIRED');
  });

  it('a guest searches in the language they read (X-Locale, else Accept-Language)', async () => {
    await answer(friend, 'Ich liebe Katzen');
    const guest = (headers: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: '/api/search', payload: { term: 'Katze', type: 'latest' }, headers });
    // German stems "Katzen" and "Katze" alike; English does not.
    expect((await guest({ 'x-locale': 'de' })).json().latest).toHaveLength(1);
    expect((await guest({ 'accept-language': 'de-AT,en;q=0.5' })).json().latest).toHaveLength(1);
  });
});

describe('search', () => {
  it('people: case- and accent-insensitive, username prefix first', async () => {
    const muller = await createUser(t.app, { username: 'Lena' });
    await a.post('/profile', { fullname: 'Lena Müller', bio: '' }, muller.token);
    const other = await createUser(t.app, { username: 'MullerFan' });
    const res = await a.post('/search', { term: 'MULLER', type: 'people' }, me.token);
    expect(res.body.users.map((u: { username: string }) => u.username)).toEqual(['MullerFan', 'Lena']);
    expect(res.body.users[1]).toMatchObject({ id: muller.id, fullname: 'Lena Müller', bio: '', followerCount: 0 });
    await a.post('/block', { user_id: me.id }, other.token);
    expect((await a.post('/search', { term: 'muller' }, me.token)).body.users.map((u: { id: number }) => u.id)).toEqual(
      [muller.id],
    );
  });

  it('latest pages newest first; top weighs likes; #tag matches the hashtag', async () => {
    const plain = await answer(friend, 'I love green tea');
    const tagged = await answer(stranger, 'Tea time #afternoon');
    const liked = await answer(friend, 'Tea with milk');
    await answer(friend, 'Coffee only');
    const latest = await a.post('/search', { term: 'tea', type: 'latest' }, me.token);
    expect(ids(latest.body.latest)).toEqual([liked, tagged, plain]);
    expect(latest.body.questions).toEqual(latest.body.latest);
    const older = await a.post('/search', { term: 'tea', type: 'latest', last_id: tagged }, me.token);
    expect(ids(older.body.latest)).toEqual([plain]);
    const newer = await a.post('/search', { term: 'tea', type: 'latest', first_id: plain }, me.token);
    expect(ids(newer.body.latest)).toEqual([liked, tagged]);

    for (const u of [me, stranger]) await a.post('/likeQuestion', { id: plain }, u.token);
    const top = await a.post('/search', { term: 'tea', type: 'top' }, me.token);
    expect(top.body.top[0].id).toBe(plain);
    expect(ids(top.body.top).sort()).toEqual([plain, tagged, liked].sort());

    const tag = await a.post('/search', { term: '#AfterNoon', type: 'latest' }, me.token);
    expect(ids(tag.body.latest)).toEqual([tagged]);
    expect((await a.post('/search', { term: '#afternoon', type: 'people' }, me.token)).body.users).toEqual([]);
  });

  it('latest follows answer order, finds only answers, and keeps the index in step with edits and deletions', async () => {
    // Asked first, answered last: it is the newest answer.
    const early = await askAndFind(t.app, friend, 'Which kettle do you use?', undefined, { ip: '127.13.0.1' });
    const first = await answer(friend, 'A kettle of green tea');
    await askAndFind(t.app, friend, 'Pending: do you like tea?', undefined, { ip: '127.13.0.2' });
    t.clock.advance(1000);
    await a.post('/answer', { question_id: early, answer: 'A tea kettle from my grandmother' }, friend.token);
    const latest = await a.post('/search', { term: 'tea', type: 'latest' }, me.token);
    expect(ids(latest.body.latest)).toEqual([early, first]);

    await a.post('/reAnswerQuestion', { question_id: first, answer: 'Coffee, actually' }, friend.token);
    expect(ids((await a.post('/search', { term: 'tea', type: 'latest' }, me.token)).body.latest)).toEqual([early]);
    expect(ids((await a.post('/search', { term: 'coffee', type: 'latest' }, me.token)).body.latest)).toEqual([first]);

    await a.del('/question', { question_id: early }, friend.token);
    expect((await a.post('/search', { term: 'grandmother', type: 'latest' }, me.token)).body.latest).toEqual([]);
    expect((await a.post('/search', { term: 'grandmother', type: 'top' }, me.token)).body.top).toEqual([]);
  });

  it('a word of one character matches itself, not every word it starts', async () => {
    const tea = await answer(friend, 'Green tea for breakfast');
    const shirt = await answer(friend, 'A green t-shirt');
    expect(ids((await a.post('/search', { term: 'green t', type: 'latest' }, me.token)).body.latest)).toEqual([shirt]);
    expect(ids((await a.post('/search', { term: 'green te', type: 'latest' }, me.token)).body.latest)).toEqual([tea]);
    expect(ids((await a.post('/search', { term: 'green t', type: 'top' }, me.token)).body.top)).toEqual([shirt]);
  });

  it('under two characters finds nothing; the term is required', async () => {
    await answer(friend, 'a b c');
    const short = await a.post('/search', { term: ' a ', type: 'latest' }, me.token);
    expect(short.body).toMatchObject({ users: [], latest: [], top: [], questions: [] });
    expect((await a.post('/search', { term: '   ' }, me.token)).body.code).toBe('TERM_REQUIRED');
    expect((await a.post('/search', { term: '"*:&|!' }, me.token)).status).toBe(200);
  });
});

describe('trends, suggestions and random users', () => {
  it('trends: hashtags of the last day, else the week; then the most answered prompts', async () => {
    await answer(friend, 'Morning #coffee');
    await answer(stranger, 'Evening #coffee');
    await answer(stranger, 'Always #tea');
    const res = await a.get('/trends', {}, me.token);
    expect(res.body.trends.slice(0, 2)).toEqual([
      { type: 'hashtag', id: 0, text: '#coffee', counter: 2 },
      { type: 'hashtag', id: 0, text: '#tea', counter: 1 },
    ]);
    t.clock.advance(2 * 24 * 60 * 60_000);
    expect((await a.get('/trends')).body.trends[0]).toMatchObject({ text: '#coffee' });
    t.clock.advance(7 * 24 * 60 * 60_000);
    expect((await a.get('/trends')).body.trends).toEqual([]);

    const prompt = (await a.get('/preQuestions', {}, me.token)).body.questions[0];
    await a.post('/answerPreQuestion', { question_id: prompt.id, answer: 'My prompt answer' }, me.token);
    expect((await a.get('/trends', { lang: 'en' })).body.trends).toEqual([
      { type: 'question', id: prompt.id, text: prompt.question, counter: 1 },
    ]);
    expect((await a.get('/trends', { lang: 'de' })).body.trends).toEqual([]);
  });

  it("trends: hashtags of the viewer's language first, filled up from other languages only when too few", async () => {
    const german = await createUser(t.app, { username: 'Deutsch', lang: 'de' });
    for (let i = 0; i < 3; i++) await answer(german, 'Guten Morgen #kaffee #fussball');
    await answer(friend, 'Morning #coffee');
    const tags = async (token?: string, lang?: 'en' | 'de') =>
      (await a.get('/trends', lang ? { lang } : {}, token)).body.trends
        .filter((x: { type: string }) => x.type === 'hashtag')
        .map((x: { text: string }) => x.text);
    // English has one tag: it leads, the German ones only fill the list.
    expect(await tags(me.token)).toEqual(['#coffee', '#fussball', '#kaffee']);
    // A German member (and a German guest page) sees German tags first.
    expect(await tags(german.token)).toEqual(['#fussball', '#kaffee', '#coffee']);
    expect(await tags(undefined, 'de')).toEqual(['#fussball', '#kaffee', '#coffee']);

    for (let i = 0; i < 6; i++) await answer(stranger, `Evening #english${i}`);
    // Six English tags now: nothing of another language is mixed in.
    const english = await tags(me.token);
    expect(english).toHaveLength(6);
    expect(english).not.toContain('#kaffee');
    expect(english).not.toContain('#fussball');
  });

  it('suggestions: friends of friends first, never followed, blocked or myself', async () => {
    const popular = await createUser(t.app, { username: 'Popular' });
    const extra = await createUser(t.app);
    // Popular has the most followers, but none of them is someone I follow.
    for (const u of [extra, stranger]) await a.post('/follow', { user_id: popular.id }, u.token);
    const fof = await createUser(t.app, { username: 'FriendOfFriend' });
    await a.post('/follow', { user_id: friend.id }, me.token);
    await a.post('/follow', { user_id: fof.id }, friend.token);
    const res = await a.get('/suggestedUsers', {}, me.token);
    const names = res.body.users.map((u: { username: string }) => u.username);
    expect(names[0]).toBe('FriendOfFriend');
    expect(names).toContain('Popular');
    expect(names).not.toContain('Viewer');
    expect(names).not.toContain('Friend');
    expect(names.length).toBeLessThanOrEqual(5);
    await a.post('/block', { user_id: fof.id }, me.token);
    expect(
      (await a.get('/suggestedUsers', {}, me.token)).body.users.map((u: { username: string }) => u.username),
    ).not.toContain('FriendOfFriend');
  });

  it('random users: active members with or without a picture (default avatar), at most twelve', async () => {
    const frozen = await createUser(t.app);
    expect((await a.post('/freezeAccount', { password: frozen.password }, frozen.token)).status).toBe(200);
    for (let i = 0; i < 15; i++) {
      const u = await createUser(t.app);
      if (i % 2 === 0) {
        await t.ctx.db.kysely
          .updateTable('users')
          .set({ image: `/uploads/avatars/${i}.jpg` })
          .where('id', '=', u.id)
          .execute();
      }
    }
    const seen = new Set<string>();
    for (let i = 0; i < 20; i++) {
      const res = await a.get('/randomUsers');
      expect(res.body.users).toHaveLength(12);
      for (const u of res.body.users as Array<{ username: string; image: string | null }>) {
        expect(u.username).not.toBe(frozen.username);
        seen.add(u.image === null ? 'default' : 'own');
      }
    }
    // Both kinds come up: members without a picture are no longer skipped.
    expect(seen).toEqual(new Set(['default', 'own']));
  });
});

describe('notifications', () => {
  it('follow, answer and like, newest first, paged, honouring settings and blocks', async () => {
    await a.post('/follow', { user_id: me.id }, friend.token);
    t.clock.advance(1000);
    const q = await askAndAnswer(t.app, friend, 'Anonymous question from me?', 'Here is my answer', me);
    t.clock.advance(1000);
    const mine = await answer(me);
    await a.post('/likeQuestion', { id: mine }, stranger.token);
    const res = await a.get('/notifications', {}, me.token);
    // The guest's question I answered notified me too (issue 17), naming no one.
    expect(res.body.notifications.map((x: { type: string }) => x.type)).toEqual([
      'like',
      'question',
      'answer',
      'follow',
    ]);
    expect(res.body.notifications[0]).toMatchObject({ actor: { username: 'Stranger' }, question: { id: mine } });
    expect(res.body.notifications[1]).toMatchObject({ actor: null, question: { id: mine, sender: null } });
    expect(res.body.notifications[2]).toMatchObject({
      actor: { username: 'Friend' },
      question: { id: q, anonymous: true, sender: null, sender_id: null },
    });
    expect(typeof res.body.notifications[3].n_date).toBe('string');
    const older = await a.get('/notifications', { last_id: res.body.notifications[0].id }, me.token);
    expect(older.body.notifications.map((x: { type: string }) => x.type)).toEqual(['question', 'answer', 'follow']);

    await a.post('/block', { user_id: stranger.id }, me.token);
    expect(
      (await a.get('/notifications', {}, me.token)).body.notifications.map((x: { type: string }) => x.type),
    ).toEqual(['question', 'answer', 'follow']);
    await a.post('/set', { key: 'notify_likes', value: '0' }, me.token);
    await a.post('/likeQuestion', { id: mine }, friend.token);
    expect((await a.get('/notifications', {}, me.token)).body.notifications).toHaveLength(3);
  });
});
