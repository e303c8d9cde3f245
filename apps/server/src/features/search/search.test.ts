import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { planSearch, SEARCH_BOUNDS } from '../../db/search.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { api, askAndAnswer, type CreatedUser, createUser } from '../../test/factories.js';
import { listLatestAnswers, listTopAnswers } from './queries.js';
import { searchAnswers } from './service.js';

/**
 * Search over folded, stemmed words (db/search.ts, lib/search-text.ts) on both databases: the
 * spellings a reader takes for one word find each other, Turkish suffixes are stemmed, a prefix
 * finds its completions, and a common word searches a bounded window of answers.
 */
let t: TestApp;
let a: ReturnType<typeof api>;
let reader: CreatedUser;
let turk: CreatedUser;
let german: CreatedUser;
beforeEach(async () => {
  t = await createTestApp();
  a = api(t.app);
  reader = await createUser(t.app, { lang: 'tr' });
  turk = await createUser(t.app, { lang: 'tr' });
  german = await createUser(t.app, { lang: 'de' });
});
afterEach(async () => {
  await t.close();
});

const ids = (rows: Array<{ id: number }>) => rows.map((r) => r.id);
let n = 0;
async function answer(owner: CreatedUser, text: string) {
  n += 1;
  t.clock.advance(1000);
  return askAndAnswer(t.app, owner, `Question ${n}?`, text, undefined, { ip: `127.14.${n % 250}.${n % 7}` });
}
async function latest(term: string, viewer = reader) {
  return ids((await a.post('/search', { term, type: 'latest' }, viewer.token)).body.latest);
}

describe('search: folded letters', () => {
  it('finds "Fußball" by "fussball", "IŞIK" by "ışık", "ÇOCUK" by "çocuk", "café" by "cafe", and back', async () => {
    const ball = await answer(german, 'Wir spielen Fußball');
    const light = await answer(turk, 'IŞIK geldi');
    const child = await answer(turk, 'ÇOCUK oynuyor');
    const cafe = await answer(german, 'Im café');
    expect(await latest('fussball')).toEqual([ball]);
    expect(await latest('FUSSBALL')).toEqual([ball]);
    expect(await latest('ışık')).toEqual([light]);
    expect(await latest('isik')).toEqual([light]);
    expect(await latest('çocuk')).toEqual([child]);
    expect(await latest('cafe')).toEqual([cafe]);
    expect(await latest('CAFÉ')).toEqual([cafe]);
    const top = await a.post('/search', { term: 'Fussball', type: 'top' }, reader.token);
    expect(ids(top.body.top)).toEqual([ball]);
  });

  it('Turkish: "arkadaşlarım" finds "arkadaş" and "arkadaş" finds "arkadaşlarım"', async () => {
    const mine = await answer(turk, 'Arkadaşlarım çok iyi');
    const one = await answer(turk, 'Bir arkadaş geldi');
    expect(await latest('arkadaşlarım')).toEqual([one, mine]);
    expect(await latest('arkadaş')).toEqual([one, mine]);
    expect(await latest('ARKADAŞ')).toEqual([one, mine]);
  });

  it('every word is a prefix of its completions; one character matches only itself', async () => {
    const ball = await answer(german, 'Fußballspieler sind schnell');
    const tea = await answer(german, 'Green tea and a t shirt');
    expect(await latest('fussb')).toEqual([ball]);
    expect(await latest('schnel fußb')).toEqual([ball]);
    expect(await latest('gre t')).toEqual([tea]);
    expect(await latest('fussb x')).toEqual([]);
  });
});

describe('search: bounded work', () => {
  it('a prefix stands for its most frequent completions, at most the cap', async () => {
    for (let i = 0; i < 3; i++) await answer(german, `common teapot ${i}`);
    await answer(german, 'rare teacup');
    const plan = await planSearch(t.ctx.db.kysely, ['tea'], { ...SEARCH_BOUNDS, expansions: 1 });
    expect(plan?.groups).toEqual([['teapot']]);
    expect(await planSearch(t.ctx.db.kysely, ['zzz'])).toBeNull();
  });

  it('a common word searches only the window of answers next to the anchor', async () => {
    const answered: number[] = [];
    for (let i = 0; i < 8; i++) answered.push(await answer(german, `coffee number ${i}`));
    const { kysely: db, dialect } = t.ctx.db;
    // Every answer has "coffee": with a rare threshold of 2, the word is common.
    const bounds = { ...SEARCH_BOUNDS, rareDocs: 2, postgresRareDocs: 2, latestWindow: 3, topWindow: 3 };
    const plan = await planSearch(db, ['coffee'], bounds);
    expect(plan?.common).toBe(true);
    if (!plan) return;
    const newest = [...answered].reverse();
    // The first page: the newest three answers only, though eight match.
    const first = (await listLatestAnswers(db, dialect, reader.id, { plan }, { direction: 'older', anchor: null }))
      .rows;
    expect(ids(first)).toEqual(newest.slice(0, 3));
    // Older than the third: the next window.
    const anchorRow = first[2];
    if (!anchorRow) throw new Error('page');
    const anchor = { sort: anchorRow.date_answered ?? '', id: anchorRow.id, seq: anchorRow.answer_seq ?? null };
    const older = (await listLatestAnswers(db, dialect, reader.id, { plan }, { direction: 'older', anchor })).rows;
    expect(ids(older)).toEqual(newest.slice(3, 6));
    // "top" ranks the newest three.
    const top = await listTopAnswers(db, dialect, reader.id, { plan }, 1);
    expect(ids(top).sort()).toEqual(newest.slice(0, 3).sort());
    // A rare word reads all its matches.
    const all = await planSearch(db, ['coffee']);
    expect(all?.common).toBe(false);
    if (all) {
      const everything = await listLatestAnswers(
        db,
        dialect,
        reader.id,
        { plan: all },
        { direction: 'older', anchor: null },
      );
      expect(ids(everything.rows)).toEqual(newest);
    }
  });

  it('a page the window leaves short is read without it, so a sparse common word pages on', async () => {
    const coffee: number[] = [];
    for (let i = 0; i < 6; i++) {
      coffee.push(await answer(german, `coffee sparse ${i}`));
      for (let k = 0; k < 2; k++) await answer(german, `something else ${i} ${k}`);
    }
    // Common (more than 2 answers) but one in three: a window of 3 answers holds one match.
    const bounds = { ...SEARCH_BOUNDS, rareDocs: 2, postgresRareDocs: 2, latestWindow: 3 };
    const page = await searchAnswers(
      t.ctx,
      { id: reader.id, lang: 'tr' },
      { term: 'coffee', type: 'latest', page: 1 },
      bounds,
    );
    expect(ids(page.rows)).toEqual([...coffee].reverse());
  });
});

describe('search: people', () => {
  async function people(term: string, viewer = reader) {
    const res = await a.post('/search', { term, type: 'people' }, viewer.token);
    return res.body.users.map((u: { id: number }) => u.id);
  }

  it('folds names as answers are folded: "IŞIK" finds "Işık", "fussball" finds "Fußball", and back', async () => {
    await a.post('/profile', { fullname: 'Işık Yılmaz', bio: '' }, turk.token);
    await a.post('/profile', { fullname: 'Fußball Fan', bio: '' }, german.token);
    expect(await people('IŞIK')).toEqual([turk.id]);
    expect(await people('isik yil')).toEqual([turk.id]);
    expect(await people('ışık')).toEqual([turk.id]);
    expect(await people('fussball')).toEqual([german.id]);
    expect(await people('FUSSB')).toEqual([german.id]);
    expect(await people('Fußball fan')).toEqual([german.id]);
    expect(await people('fussball yilmaz')).toEqual([]);
  });

  it('keeps the index in step with a new name, a new username and a new member', async () => {
    await a.post('/profile', { fullname: 'Çağla Öztürk', bio: '' }, turk.token);
    expect(await people('cagla')).toEqual([turk.id]);
    await a.post('/profile', { fullname: 'Deniz Kaya', bio: '' }, turk.token);
    expect(await people('cagla')).toEqual([]);
    expect(await people('deniz')).toEqual([turk.id]);
    // The bio alone changes nothing that is searched.
    await a.post('/profile', { fullname: 'Deniz Kaya', bio: 'Hallo' }, turk.token);
    expect(await people('kaya')).toEqual([turk.id]);

    const renamed = await a.post('/updateUsername', { username: 'ZeynepK', password: turk.password }, turk.token);
    expect(renamed.status).toBe(200);
    expect(await people('zeynep')).toEqual([turk.id]);
    expect(await people(turk.username)).toEqual([]);

    const newcomer = await createUser(t.app, { username: 'Olafsen' });
    expect(await people('olaf')).toEqual([newcomer.id]);
  });

  it('a word of two or more characters is a prefix, a word of one character only itself', async () => {
    await a.post('/profile', { fullname: 'A Bergström', bio: '' }, german.token);
    await a.post('/profile', { fullname: 'Anna Berg', bio: '' }, turk.token);
    expect((await people('berg')).sort()).toEqual([german.id, turk.id].sort());
    expect(await people('a berg')).toEqual([german.id]);
    expect(await people('an berg')).toEqual([turk.id]);
  });
});
