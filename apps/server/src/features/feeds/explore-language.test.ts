import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { backfillAnswerLanguages } from '../../db/migrations/20261130T110000-answer-language.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { api, askAndAnswer, type CreatedUser, createUser } from '../../test/factories.js';

/** Issue 34: the language an answer is written in, and discovery that puts the reader's first. */
let t: TestApp;
let a: ReturnType<typeof api>;
let english: CreatedUser;
let german: CreatedUser;
let turkish: CreatedUser;
beforeEach(async () => {
  t = await createTestApp();
  a = api(t.app);
  english = await createUser(t.app, { lang: 'en' });
  german = await createUser(t.app, { lang: 'de' });
  turkish = await createUser(t.app, { lang: 'tr' });
});
afterEach(async () => {
  await t.close();
});

const TEXTS = {
  en: 'I love rainy Sunday mornings with a good book',
  de: 'Ich liebe verregnete Sonntagmorgen mit einem guten Buch',
  es: 'Me encantan las mañanas lluviosas de domingo con un buen libro',
  tr: 'Güzel bir kitapla yağmurlu pazar sabahlarını seviyorum',
  fr: 'Je pense donc je suis, et vous, que pensez-vous de cela?',
} as const;

let n = 0;
async function answer(owner: CreatedUser, text: string) {
  n += 1;
  t.clock.advance(1000);
  return askAndAnswer(t.app, owner, `Question ${n} for you?`, text, undefined, { ip: `127.14.${n % 250}.${n % 7}` });
}
async function langOf(id: number) {
  const row = await t.ctx.db.kysely.selectFrom('questions').select('lang').where('id', '=', id).executeTakeFirst();
  return row?.lang;
}
const ids = (rows: Array<{ id: number }>) => rows.map((r) => r.id);

describe('the language of an answer', () => {
  it('is detected when it is written and when it is edited; short texts take the interface language', async () => {
    // A German-speaking member writes in English: the text decides, not the setting.
    const inEnglish = await answer(german, TEXTS.en);
    expect(await langOf(inEnglish)).toBe('en');
    expect(await langOf(await answer(english, TEXTS.tr))).toBe('tr');
    // Too short to tell: the answerer's interface language.
    expect(await langOf(await answer(turkish, 'Evet!'))).toBe('tr');
    // Another language than the five: not known.
    expect(await langOf(await answer(english, TEXTS.fr))).toBeNull();

    const edited = await a.post('/reAnswerQuestion', { question_id: inEnglish, answer: TEXTS.es }, german.token);
    expect(edited.status).toBe(200);
    expect(await langOf(inEnglish)).toBe('es');
  });

  it('gives hashtags the answer’s language, so trends follow what is written', async () => {
    // An English-speaking member writing German: the tags trend for German readers.
    await answer(english, `${TEXTS.de} #kaffee`);
    const tags = async (token: string) =>
      (await a.get('/trends', {}, token)).body.trends
        .filter((x: { type: string }) => x.type === 'hashtag')
        .map((x: { text: string }) => x.text);
    expect(await tags(german.token)).toEqual(['#kaffee']);
    const row = await t.ctx.db.kysely.selectFrom('hashtags').select('lang').where('tag', '=', 'kaffee').execute();
    expect(row).toEqual([{ lang: 'de' }]);
  });

  it('prompt answers are detected too, short ones in the prompt’s language', async () => {
    const prompts = (await a.get('/preQuestions', {}, german.token)).body.questions;
    const [first, second] = prompts;
    const long = await a.post('/answerPreQuestion', { question_id: first.id, answer: TEXTS.en }, german.token);
    const short = await a.post('/answerPreQuestion', { question_id: second.id, answer: 'Ja, gerne!' }, german.token);
    expect(await langOf(long.body.question.id)).toBe('en');
    expect(await langOf(short.body.question.id)).toBe(second.lang);
  });

  it('the migration fills in the answers written before it, in batches', async () => {
    const ids = [await answer(english, TEXTS.de), await answer(german, 'Ja, gerne!'), await answer(turkish, TEXTS.fr)];
    await t.ctx.db.kysely.updateTable('questions').set({ lang: null }).execute();
    await backfillAnswerLanguages(t.ctx.db.kysely);
    expect(await Promise.all(ids.map(langOf))).toEqual(['de', 'de', null]);
  });
});

describe('explore in the reader’s language', () => {
  it('puts the reader’s language first, others after; "All languages" is the rank alone; polls keep to it', async () => {
    const en1 = await answer(german, TEXTS.en);
    const de1 = await answer(german, TEXTS.de);
    const fr1 = await answer(turkish, TEXTS.fr);
    const en2 = await answer(turkish, `${TEXTS.en} again`);
    const tr1 = await answer(english, TEXTS.tr);
    const page = async (token: string, all?: boolean) =>
      ids(
        (await a.post('/explore', { type: 'paginated', page: 1, ...(all ? { all_languages: true } : {}) }, token)).body
          .questions,
      );
    expect(await page(english.token)).toEqual([en2, en1, tr1, fr1, de1]);
    expect(await page(german.token)).toEqual([de1, tr1, en2, fr1, en1]);
    expect(await page(turkish.token)).toEqual([tr1, en2, fr1, de1, en1]);
    expect(await page(english.token, true)).toEqual([tr1, en2, fr1, de1, en1]);

    // Polling for newer answers: the reader's language only, unless all languages.
    const since = (await a.post('/explore', { type: 'paginated', page: 1 }, english.token)).body.date;
    const de2 = await answer(english, `${TEXTS.de} heute`);
    const en3 = await answer(german, `${TEXTS.en} today`);
    const poll = async (token: string, all?: boolean) =>
      ids(
        (await a.post('/explore', { type: 'new', date: since, ...(all ? { all_languages: true } : {}) }, token)).body
          .questions,
      );
    expect(await poll(english.token)).toEqual([en3]);
    expect(await poll(german.token)).toEqual([de2]);
    expect(await poll(english.token, true)).toEqual([en3, de2]);
    expect((await a.postUnchecked('/explore', { type: 'paginated', all_languages: 'yes' }, english.token)).status).toBe(
      400,
    );
  });

  it('pages to the end with every answer once: the language, then the others, across page edges', async () => {
    const written: Record<'en' | 'other', number[]> = { en: [], other: [] };
    // 23 English answers and 25 others: page 2 holds the last 3 English and the first 17 others,
    // page 3 starts the others from the count of the English ones.
    for (let i = 0; i < 48; i++) {
      const inEnglish = i % 2 === 0 && written.en.length < 23;
      const owner = [english, german, turkish][i % 3] as CreatedUser;
      const text = inEnglish ? `${TEXTS.en}, number ${i}` : `${i % 4 === 1 ? TEXTS.de : TEXTS.tr} ${i}`;
      (inEnglish ? written.en : written.other).push(await answer(owner, text));
    }
    const seen: number[] = [];
    for (let p = 1; p <= 4; p++) {
      const res = await a.post('/explore', { type: 'paginated', page: p }, english.token);
      expect(res.status).toBe(200);
      seen.push(...ids(res.body.questions));
    }
    // Newest first within each part (no likes: rank is the answer time).
    expect(seen).toEqual([...written.en.reverse(), ...written.other.reverse()]);
    expect(new Set(seen).size).toBe(48);
  });
});

describe('suggestions and random members in the member’s language', () => {
  it('suggests members of my language first, others only to fill up', async () => {
    const spanish = [];
    for (let i = 0; i < 4; i++) spanish.push(await createUser(t.app, { lang: 'es' }));
    const newcomer = await createUser(t.app, { lang: 'en' });
    // The Spanish members are followed most; the English one only once.
    for (const s of spanish) for (const f of [german, turkish]) await a.post('/follow', { user_id: s.id }, f.token);
    await a.post('/follow', { user_id: english.id }, german.token);
    const names = async (token?: string, headers?: string) => {
      const res = headers
        ? await t.app.inject({ method: 'GET', url: '/api/suggestedUsers', headers: { 'accept-language': headers } })
        : await a.get('/suggestedUsers', {}, token);
      const body = 'json' in res ? res.json() : res.body;
      return body.users.map((u: { id: number }) => u.id);
    };
    const forNewcomer = await names(newcomer.token);
    // English members first (the most followed of them first), then the Spanish fill up to five.
    expect(forNewcomer.slice(0, 1)).toEqual([english.id]);
    expect(forNewcomer).toHaveLength(5);
    expect(forNewcomer.slice(1).sort()).toEqual(spanish.map((s) => s.id).sort());
    // A Spanish guest (Accept-Language) gets the Spanish members first.
    const guest = await names(undefined, 'es-ES,es;q=0.9');
    expect(guest.slice(0, 4).sort()).toEqual(spanish.map((s) => s.id).sort());
  });

  it('random members: of the language asked for first, filled up from every language', async () => {
    for (let i = 0; i < 14; i++) await createUser(t.app, { lang: i < 3 ? 'tr' : 'de' });
    for (let i = 0; i < 5; i++) {
      const users = (await a.get('/randomUsers', { lang: 'tr' })).body.users as Array<{ id: number }>;
      expect(users).toHaveLength(12);
      const langs = await t.ctx.db.kysely
        .selectFrom('users')
        .select(['id', 'lang'])
        .where(
          'id',
          'in',
          users.map((u) => u.id),
        )
        .execute();
      const langById = new Map(langs.map((r) => [r.id, r.lang]));
      // turkish and the three Turkish members lead, in whatever random order.
      expect(users.slice(0, 4).every((u) => langById.get(u.id) === 'tr')).toBe(true);
      expect(users.slice(4).every((u) => langById.get(u.id) !== 'tr')).toBe(true);
    }
    expect((await a.get('/randomUsers', { lang: 'xx' as 'en' })).status).toBe(400);
  });
});
