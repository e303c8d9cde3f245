import { answerBadges, isReservedUsername, isValidUsername, type Language } from '@qurio/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROMPT_TEXTS } from '../features/prompts/prompt-texts.js';
import { createTestApp, type TestApp } from '../test/app.js';
import { api } from '../test/factories.js';
import { storedBytes } from '../test/storage.js';
import { disagreeing, genderedWords, repeated, type TOPICS, topicOf } from './seed/checks.js';
import { BIOS, type Gender, type Gendered } from './seed/people.js';
import { PROLIFIC_LANGUAGES, planContent } from './seed/plan.js';
import { PROMPT_ANSWERS } from './seed/prompt-answers.js';
import { QUESTIONS } from './seed/questions.js';
import { ANSWER_CLOSERS, ANSWER_OPENERS, BIO_EXTRAS } from './seed/variation.js';
import { DEMO_PASSWORD, demoUsers, genderOf, type SeedResult, seedDemo, seededRandom } from './seed.js';

const forms = (text: Gendered): Array<{ text: string; gender: Gender | null }> =>
  typeof text === 'string'
    ? [{ text, gender: null }]
    : [
        { text: text.f, gender: 'f' },
        { text: text.m, gender: 'm' },
      ];
const entries = <K extends string, V>(record: Record<K, V>) => Object.entries(record) as Array<[K, V]>;

describe('demo users', () => {
  const now = new Date('2026-11-22T00:00:00Z');

  it('are the same people on every run', () => {
    expect(demoUsers(50, now)).toEqual(demoUsers(50, now));
  });

  it('have valid, unique, unreserved usernames in every language', () => {
    const users = demoUsers(300, now);
    expect(users).toHaveLength(300);
    expect(new Set(users.map((u) => u.username.toLowerCase())).size).toBe(300);
    for (const u of users) {
      expect(isValidUsername(u.username), u.username).toBe(true);
      expect(isReservedUsername(u.username)).toBe(false);
    }
    expect(new Set(users.map((u) => u.lang))).toEqual(new Set(['de', 'en', 'es', 'pt', 'tr']));
    // Names as people pick them: no "LenaWeber87".
    expect(users.filter((u) => /\d/.test(u.username)).map((u) => u.username)).toEqual([]);
  });

  it('each have a bio of their own, or none', () => {
    const users = demoUsers(300, now);
    expect(repeated(users.map((u) => u.bio))).toEqual([]);
    const empty = users.filter((u) => u.bio === '').length;
    expect(empty).toBeGreaterThan(10);
    expect(empty).toBeLessThan(90);
  });

  it('have bios in the grammatical gender of their first name', () => {
    const users = demoUsers(300, now);
    for (const u of users) {
      expect(genderOf(u.fullname, u.lang)).toBe(u.gender);
      expect(disagreeing(u.bio, u.lang, u.gender), `${u.fullname}: ${u.bio}`).toEqual([]);
    }
    // Not vacuous: women and men alike got gendered bios in each gendered language.
    for (const lang of ['de', 'es', 'pt'] as const) {
      for (const gender of ['f', 'm'] as const) {
        expect(
          users.some((u) => u.lang === lang && u.gender === gender && genderedWords(u.bio, lang).length > 0),
          `${lang} ${gender}`,
        ).toBe(true);
      }
    }
  });

  it('some have a picture, a cover or the verified badge, and not everyone', () => {
    const users = demoUsers(200, now);
    for (const [flag, min, max] of [
      ['avatar', 50, 130],
      ['cover', 15, 80],
    ] as const) {
      const n = users.filter((u) => u[flag]).length;
      expect(n, flag).toBeGreaterThanOrEqual(min);
      expect(n, flag).toBeLessThanOrEqual(max);
    }
    const verified = users.filter((u) => u.verified === 1);
    expect(verified.length).toBeGreaterThanOrEqual(5);
    expect(verified.length).toBeLessThan(40);
  });
});

describe('the demo texts', () => {
  it('use each gendered word only in the form of that gender; ungendered texts use none', () => {
    const texts: Array<{ lang: Language; text: Gendered }> = [];
    for (const [lang, bios] of entries(BIOS)) for (const text of bios) texts.push({ lang, text });
    for (const [lang, questions] of entries(QUESTIONS)) {
      for (const q of questions) for (const text of [q.question, ...q.answers]) texts.push({ lang, text });
    }
    for (const [lang, prompts] of entries(PROMPT_ANSWERS)) {
      for (const answers of Object.values(prompts)) for (const text of answers) texts.push({ lang, text });
    }
    // The sentences that make every answer and bio different suit everyone: none has a gender.
    for (const pool of [ANSWER_OPENERS, ANSWER_CLOSERS, BIO_EXTRAS]) {
      for (const [lang, parts] of entries(pool)) for (const text of parts) texts.push({ lang, text });
    }
    for (const { lang, text } of texts) {
      for (const form of forms(text)) {
        if (form.gender === null) expect(genderedWords(form.text, lang), form.text).toEqual([]);
        else expect(disagreeing(form.text, lang, form.gender), form.text).toEqual([]);
      }
    }
  });

  it('answer prompts that exist, each with answers on its own topic', () => {
    for (const [lang, prompts] of entries(PROMPT_ANSWERS)) {
      expect(Object.keys(prompts).length, lang).toBeGreaterThanOrEqual(10);
      for (const [prompt, answers] of Object.entries(prompts)) {
        expect(PROMPT_TEXTS[lang], `${lang}: a prompt the site does not have`).toContain(prompt);
        const topics = topicOf(prompt);
        expect(
          topics.map((t) => t.topic),
          prompt,
        ).toHaveLength(1);
        for (const answer of answers) {
          for (const form of forms(answer))
            expect(form.text).toMatch((topics[0] as (typeof TOPICS)[number]).answer[lang]);
        }
      }
    }
  });

  it('give every member different questions, with answers of their own', () => {
    for (const [lang, questions] of entries(QUESTIONS)) {
      expect(questions.length, lang).toBeGreaterThanOrEqual(12);
      expect(new Set(questions.map((q) => JSON.stringify(q.question))).size).toBe(questions.length);
      for (const q of questions) expect(q.answers.length).toBeGreaterThanOrEqual(2);
    }
  });
});

describe('the content plan', () => {
  it('is the same for the same members', () => {
    const members = demoUsers(40, new Date('2026-11-22T12:00:00Z')).map((u, i) => ({
      id: i + 1,
      lang: u.lang,
      gender: u.gender,
      joinedAt: Date.parse(u.date_added),
    }));
    const prompts = [{ id: 1, lang: 'en', text: 'Cats or dogs, and why?', date_added: '2026-11-01T00:00:00.000Z' }];
    const now = Date.parse('2026-11-22T12:00:00Z');
    const plan = planContent(members, prompts, now, seededRandom(42));
    expect(plan).toEqual(planContent(members, prompts, now, seededRandom(42)));
    // Each answer keeps the language it is written in (for the answers' language column), and
    // is written once.
    const langOf = new Map(members.map((m) => [m.id, m.lang]));
    for (const q of plan.questions) expect(q.answerLang).toBe(q.answer === null ? null : langOf.get(q.userId));
    expect(repeated(plan.questions.map((q) => q.answer))).toEqual([]);
  });
});

describe('the seeded community', () => {
  let t: TestApp;
  let result: SeedResult;
  let now: string;
  const db = () => t.ctx.db.kysely;

  beforeAll(async () => {
    t = await createTestApp();
    now = t.ctx.now().toISOString();
    result = await seedDemo(t.ctx, 40);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const members = () =>
    db()
      .selectFrom('users')
      .select(['id', 'username', 'fullname', 'lang', 'bio', 'date_added', 'image', 'cover', 'verified'])
      .execute();
  const joined = async () => new Map((await members()).map((m) => [m.id, m.date_added]));

  it('has members, questions, answers, prompt answers, follows, likes and notifications', () => {
    expect(result.added).toBe(40);
    expect(result.content).not.toBeNull();
    const c = result.content as NonNullable<SeedResult['content']>;
    expect(c.follows).toBeGreaterThan(100);
    expect(c.questions).toBeGreaterThan(150);
    expect(c.answers).toBeGreaterThan(80);
    expect(c.promptAnswers).toBeGreaterThan(5);
    expect(c.likes).toBeGreaterThan(100);
    expect(c.notifications).toBeGreaterThan(c.follows);
  });

  it('writes every answer and every bio once', async () => {
    const answers = await db().selectFrom('questions').select('answer').where('answer', 'is not', null).execute();
    expect(answers.length).toBeGreaterThan(2000);
    expect(repeated(answers.map((a) => a.answer))).toEqual([]);
    expect(repeated((await members()).map((m) => m.bio))).toEqual([]);
  });

  it('has one or two members past a thousand answers, whose profile shows the answer badge', async () => {
    const prolific = await db()
      .selectFrom('users')
      .select(['username', 'answer_count', 'lang'])
      .where('answer_count', '>=', 1000)
      .execute();
    expect(prolific.map((m) => m.lang).sort()).toEqual([...PROLIFIC_LANGUAGES].sort());
    for (const m of prolific) {
      const { body } = await api(t.app).get('/profile', { username: m.username });
      expect(body.user.badges).toEqual(expect.arrayContaining(answerBadges(m.answer_count)));
      expect(body.user.badges).toContain('1k-answer');
    }
  });

  it('follows mostly within a language', async () => {
    const follows = await db()
      .selectFrom('follows as f')
      .innerJoin('users as a', 'a.id', 'f.follower_id')
      .innerJoin('users as b', 'b.id', 'f.followee_id')
      .select(['a.lang as from', 'b.lang as to'])
      .execute();
    const within = follows.filter((f) => f.from === f.to).length / follows.length;
    expect(within).toBeGreaterThan(0.85);
    expect(within).toBeLessThan(1);
  });

  it('stores each answer in its member’s language, so explore puts a newcomer’s own first', async () => {
    const answers = await db()
      .selectFrom('questions as q')
      .innerJoin('users as u', 'u.id', 'q.user_id')
      .select(['q.lang', 'u.lang as memberLang'])
      .where('q.status', '=', 'answered')
      .execute();
    expect(answers.length).toBeGreaterThan(1000);
    for (const a of answers) expect(a.lang).toBe(a.memberLang);
    // A German newcomer's explore opens in German (read as a guest in German: a member made here
    // would join the seeded members the other checks log in as).
    const page = await t.app.inject({
      method: 'POST',
      url: '/api/explore',
      payload: { type: 'paginated', page: 1 },
      headers: { 'x-locale': 'de' },
    });
    expect(page.statusCode).toBe(200);
    const langs = await db()
      .selectFrom('questions')
      .select('lang')
      .where(
        'id',
        'in',
        page.json().questions.map((q: { id: number }) => q.id),
      )
      .execute();
    expect(langs.length).toBe(20);
    expect(langs.every((r) => r.lang === 'de')).toBe(true);
  });

  it('spreads notifications and answers over days, not all in the last minutes', async () => {
    const hourAgo = new Date(Date.parse(now) - 3_600_000).toISOString();
    for (const rows of [
      await db().selectFrom('notifications').select('date_added as at').execute(),
      await db().selectFrom('questions').select('date_answered as at').where('date_answered', 'is not', null).execute(),
    ]) {
      const at = rows.map((r) => r.at as string);
      expect(at.filter((d) => d >= hourAgo).length / at.length).toBeLessThan(0.02);
      expect(new Set(at.map((d) => d.slice(0, 10))).size).toBeGreaterThan(30);
    }
    // Each member's latest notifications too: the newest ten of the busiest span more than a day.
    const busiest = await db()
      .selectFrom('notifications')
      .select(['user_id', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('user_id')
      .orderBy('n', 'desc')
      .executeTakeFirstOrThrow();
    const latest = await db()
      .selectFrom('notifications')
      .select('date_added')
      .where('user_id', '=', busiest.user_id)
      .orderBy('id', 'desc')
      .limit(10)
      .execute();
    const span = Date.parse(latest[0]?.date_added ?? '') - Date.parse(latest.at(-1)?.date_added ?? '');
    expect(span).toBeGreaterThan(86_400_000);
  });

  it('shows photos on some answers, stored as uploads are and described in the member’s language', async () => {
    const c = result.content as NonNullable<SeedResult['content']>;
    expect(c.answerPictures).toBeGreaterThan(0);
    expect(c.answerPictures).toBeLessThan(c.answers / 5);
    const pictured = await db()
      .selectFrom('questions as q')
      .innerJoin('users as u', 'u.id', 'q.user_id')
      .select(['q.media', 'u.lang'])
      .where('q.media', 'is not', null)
      .execute();
    expect(pictured).toHaveLength(c.answerPictures);
    const alts = new Map<string, string>();
    for (const row of pictured) {
      const [item] = JSON.parse(row.media ?? '[]');
      expect(item.kind).toBe('image');
      const bytes = await storedBytes(t.ctx.storage, item.url);
      expect((await sharp(bytes).metadata()).width).toBe(item.width);
      alts.set(item.alt, row.lang);
    }
    // Each description is in its member's language: the English ones only on English members' answers.
    const english = new Set([
      'Sunset over purple hills',
      'The sea on a clear morning',
      'A cup of coffee on a wooden table',
      'Starry sky with a crescent moon over the city',
    ]);
    for (const [alt, lang] of alts) expect(english.has(alt), `${lang}: ${alt}`).toBe(lang === 'en');
  });

  it('dates every question, answer, like and follow in order: after the members joined, never in the future', async () => {
    const since = await joined();
    const questions = await db().selectFrom('questions').selectAll().orderBy('id').execute();
    let previous = '';
    for (const q of questions) {
      // Ids grow with the time asked, as on a live site: the inbox (newest id first) reads in date order.
      expect(q.date_added >= previous, `question ${q.id}`).toBe(true);
      previous = q.date_added;
      expect(q.date_added >= (since.get(q.user_id) ?? '')).toBe(true);
      if (q.sender_id !== null) expect(q.date_added >= (since.get(q.sender_id) ?? '')).toBe(true);
      expect(q.date_added <= now).toBe(true);
      if (q.status === 'answered') {
        expect(q.date_answered !== null && q.date_answered >= q.date_added && q.date_answered <= now).toBe(true);
      } else {
        expect(q.status).toBe('pending');
        expect(q.date_answered).toBeNull();
      }
    }
    const likes = await db()
      .selectFrom('likes as l')
      .innerJoin('questions as q', 'q.id', 'l.question_id')
      .select(['l.user_id', 'l.date_added', 'q.date_answered', 'q.user_id as owner'])
      .execute();
    for (const l of likes) {
      expect(l.date_added >= (l.date_answered ?? '~') && l.date_added <= now).toBe(true);
      expect(l.date_added >= (since.get(l.user_id) ?? '')).toBe(true);
      expect(l.user_id).not.toBe(l.owner);
    }
    for (const f of await db().selectFrom('follows').selectAll().execute()) {
      expect(f.date_added <= now).toBe(true);
      expect(f.date_added >= (since.get(f.follower_id) ?? '') && f.date_added >= (since.get(f.followee_id) ?? '')).toBe(
        true,
      );
    }
    const notes = await db().selectFrom('notifications').select(['id', 'date_added']).orderBy('id').execute();
    for (const [i, n] of notes.entries()) {
      expect(n.date_added <= now).toBe(true);
      if (i > 0) expect(n.date_added >= (notes[i - 1]?.date_added ?? '')).toBe(true);
    }
  });

  it('shows an inbox newest first with every date in order, through the API', async () => {
    const owner = await db()
      .selectFrom('users')
      .select(['username'])
      .where('pending_count', '>=', 2)
      .orderBy('pending_count', 'desc')
      .executeTakeFirstOrThrow();
    const login = await api(t.app).post('/token', { username: owner.username, password: DEMO_PASSWORD });
    expect(login.status).toBe(200);
    const inbox = await api(t.app).get('/myQuestions', {}, login.body.data.access_token);
    const dates: string[] = inbox.body.questions.map((q: { date_added: string }) => q.date_added);
    expect(dates.length).toBeGreaterThanOrEqual(2);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(dates.every((d) => d <= now)).toBe(true);
  });

  it('answers each prompt on its topic', async () => {
    const answers = await db()
      .selectFrom('questions')
      .innerJoin('prompts', 'prompts.id', 'questions.prompt_id')
      .select(['questions.question', 'questions.answer', 'prompts.lang', 'prompts.text'])
      .execute();
    expect(answers.length).toBeGreaterThan(5);
    for (const a of answers) {
      expect(a.question).toBe(a.text);
      const topics = topicOf(a.text);
      expect(topics, a.text).toHaveLength(1);
      expect(a.answer).toMatch((topics[0] as (typeof TOPICS)[number]).answer[a.lang as Language]);
    }
  });

  it("gives bios, answers and questions in the grammatical gender of each member's name", async () => {
    const byId = new Map((await members()).map((m) => [m.id, m]));
    const asked = await db().selectFrom('questions').select(['user_id', 'question', 'answer', 'prompt_id']).execute();
    let gendered = 0;
    for (const m of byId.values()) {
      const lang = m.lang as Language;
      const gender = genderOf(m.fullname, lang);
      const theirs = asked.filter((q) => q.user_id === m.id);
      // The prompt texts are the site's, not the member's: only the answer is theirs.
      const texts = [
        m.bio,
        ...theirs.map((q) => q.answer ?? ''),
        ...theirs.filter((q) => q.prompt_id === null).map((q) => q.question),
      ];
      for (const text of texts) {
        expect(disagreeing(text, lang, gender), `${m.fullname}: ${text}`).toEqual([]);
        gendered += genderedWords(text, lang).length;
      }
    }
    expect(gendered).toBeGreaterThan(0);
  });

  it('stores real pictures and covers where uploads go, and verifies some members', async () => {
    const all = await members();
    const withImage = all.filter((m) => m.image !== null);
    const withCover = all.filter((m) => m.cover !== null);
    expect(withImage.length).toBeGreaterThanOrEqual(8);
    expect(withImage.length).toBeLessThan(all.length);
    expect(withCover.length).toBeGreaterThanOrEqual(5);
    expect(all.some((m) => m.verified === 1)).toBe(true);
    expect(result.pictures).toBe(withImage.length);
    expect(result.covers).toBe(withCover.length);
    for (const [path, size] of [
      ...withImage.map((m) => [m.image as string, { width: 400, height: 400 }] as const),
      ...withCover.map((m) => [m.cover as string, { width: 1500, height: 500 }] as const),
    ]) {
      expect(path).toMatch(/^\/uploads\/(avatars|covers)\/[0-9a-f]{32}\.jpg$/);
      expect(await sharp(await storedBytes(t.ctx.storage, path)).metadata()).toMatchObject({ format: 'jpeg', ...size });
    }
    // Served as an upload is.
    const served = await t.app.inject({ method: 'GET', url: withImage[0]?.image as string });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
  });

  it('has the notifications the services would have recorded for every follow, answer and like', async () => {
    const notes = await db().selectFrom('notifications').selectAll().execute();
    const key = (n: { user_id: number; type: string; actor_id: number | null; question_id: number | null }) =>
      `${n.user_id}:${n.type}:${n.actor_id}:${n.question_id}`;
    const have = new Set(notes.map(key));
    expect(have.size).toBe(notes.length);
    const follows = await db().selectFrom('follows').selectAll().execute();
    for (const f of follows) {
      expect(
        have.has(key({ user_id: f.followee_id, type: 'follow', actor_id: f.follower_id, question_id: null })),
      ).toBe(true);
    }
    const answered = await db()
      .selectFrom('questions')
      .selectAll()
      .where('status', '=', 'answered')
      .where('sender_id', 'is not', null)
      .execute();
    for (const q of answered) {
      // The asker, named or anonymous, is told; the actor is the member who answered.
      expect(
        have.has(key({ user_id: q.sender_id as number, type: 'answer', actor_id: q.user_id, question_id: q.id })),
      ).toBe(true);
    }
    const likes = await db()
      .selectFrom('likes as l')
      .innerJoin('questions as q', 'q.id', 'l.question_id')
      .select(['l.user_id', 'l.question_id', 'q.user_id as owner'])
      .execute();
    for (const l of likes) {
      expect(have.has(key({ user_id: l.owner, type: 'like', actor_id: l.user_id, question_id: l.question_id }))).toBe(
        true,
      );
    }
    expect(notes.length).toBe(follows.length + answered.length + likes.length);
    // Older ones read, the latest few days not yet.
    expect(notes.some((n) => n.read_at === null)).toBe(true);
    expect(notes.some((n) => n.read_at !== null)).toBe(true);
  });

  it('never names the sender of an anonymous question: not in a notification, not in any response', async () => {
    const anonymous = await db()
      .selectFrom('questions')
      .select(['id', 'user_id', 'sender_id', 'status'])
      .where('anonymous', '=', 1)
      .where('sender_id', 'is not', null)
      .execute();
    expect(anonymous.length).toBeGreaterThan(20);
    const senderOf = new Map(anonymous.map((q) => [q.id, q.sender_id as number]));

    // No notification about an anonymous question has its sender as the actor.
    const leaks = await db()
      .selectFrom('notifications as n')
      .innerJoin('questions as q', 'q.id', 'n.question_id')
      .select('n.id')
      .where('q.anonymous', '=', 1)
      .whereRef('n.actor_id', '=', 'q.sender_id')
      .execute();
    expect(leaks).toEqual([]);

    const all = await members();
    const usernameOf = new Map(all.map((m) => [m.id, m.username]));
    const tokenOf = new Map<number, string>();
    const login = async (id: number) => {
      if (!tokenOf.has(id)) {
        const res = await api(t.app).post('/token', { username: usernameOf.get(id) ?? '', password: DEMO_PASSWORD });
        expect(res.status).toBe(200);
        tokenOf.set(id, res.body.data.access_token);
      }
      return tokenOf.get(id) as string;
    };
    // The three members with the most anonymous answers, each seen by a guest, themselves, a sender
    // of theirs and a bystander.
    const owners = [...new Set(anonymous.filter((q) => q.status === 'answered').map((q) => q.user_id))]
      .map((id) => ({ id, n: anonymous.filter((q) => q.user_id === id).length }))
      .sort((a, b) => b.n - a.n)
      .slice(0, 3);
    expect(owners.length).toBe(3);
    let checked = 0;
    for (const owner of owners) {
      const username = usernameOf.get(owner.id) as string;
      const theirs = anonymous.filter((q) => q.user_id === owner.id);
      const sender = theirs[0]?.sender_id as number;
      const bystander = all.find((m) => m.id !== owner.id && !theirs.some((q) => q.sender_id === m.id))?.id as number;
      const viewers = [undefined, await login(owner.id), await login(sender), await login(bystander)];
      const responses: Array<{ what: string; body: Record<string, unknown> }> = [];
      const keep = async (what: string, res: Promise<{ status: number; body: Record<string, unknown> }>) => {
        const r = await res;
        expect(r.status, what).toBe(200);
        responses.push({ what, body: r.body });
      };
      for (const token of viewers) {
        await keep('profile', api(t.app).get('/profile', { username }, token));
        await keep('questions', api(t.app).get('/questions', { username }, token));
        // Eight answers each (a prolific member's thousand would only meet the rate limit).
        for (const q of theirs.filter((q) => q.status === 'answered').slice(0, 8)) {
          await keep(`question ${q.id}`, api(t.app).get('/question', { username, id: q.id }, token));
        }
      }
      await keep('myQuestions', api(t.app).get('/myQuestions', {}, await login(owner.id)));
      for (const id of [owner.id, sender])
        await keep('notifications', api(t.app).get('/notifications', {}, await login(id)));

      for (const { what, body } of responses) {
        const notes = (body.notifications ?? []) as Array<{ actor: { id: number }; question: { id: number } | null }>;
        const questions = [
          body.question,
          ...((body.questions ?? []) as unknown[]),
          ...notes.map((n) => n.question),
        ].filter(Boolean) as Array<{
          id: number;
          anonymous: boolean;
          sender_id: number | null;
          sender: unknown;
          likes?: Array<{ id: number }>;
        }>;
        for (const q of questions) {
          if (!senderOf.has(q.id)) continue;
          checked++;
          expect(q.anonymous, what).toBe(true);
          expect(q.sender_id, what).toBeNull();
          expect(q.sender, what).toBeNull();
          expect((q.likes ?? []).map((l) => l.id)).not.toContain(senderOf.get(q.id));
        }
        for (const n of notes) {
          if (n.question && senderOf.has(n.question.id)) expect(n.actor.id, what).not.toBe(senderOf.get(n.question.id));
        }
        // The single answer's page names nobody but its owner and its likers.
        const single = body.question as { id: number } | undefined;
        if (single && senderOf.has(single.id)) {
          const sent = usernameOf.get(senderOf.get(single.id) as number) as string;
          expect(JSON.stringify(body).toLowerCase(), what).not.toContain(`"${sent.toLowerCase()}"`);
        }
      }
    }
    expect(checked).toBeGreaterThan(20);
  });

  it('adds nothing when run again', async () => {
    const count = async (table: 'users' | 'questions' | 'likes' | 'follows' | 'notifications') =>
      Number(
        (
          await db()
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await Promise.all((['users', 'questions', 'likes', 'follows', 'notifications'] as const).map(count));
    const again = await seedDemo(t.ctx, 40);
    expect(again).toMatchObject({ added: 0, pictures: 0, covers: 0, content: null });
    expect(
      await Promise.all((['users', 'questions', 'likes', 'follows', 'notifications'] as const).map(count)),
    ).toEqual(before);
  });
});
