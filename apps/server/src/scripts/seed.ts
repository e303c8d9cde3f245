/**
 * `npm run seed [-- --users N]`: fills the configured database with deterministic demo members.
 * Running it twice adds nothing new. Every demo member's password is `qurio-demo`.
 */
import { LANGUAGES, type Language } from '@qurio/contract';
import type { Kysely } from 'kysely';
import { createContext } from '../bootstrap.js';
import { loadConfig } from '../config.js';
import { type AppContext, closeStores } from '../context.js';
import { recountCounters } from '../db/recount.js';
import { renumberAnswersByDate } from '../db/search.js';
import type { Database } from '../db/types.js';
import { indexHashtags } from '../features/questions/hashtags.js';
import { hashPassword } from '../lib/crypto.js';
import { ANSWERS, BIOS, FIRST_NAMES, LAST_NAMES, QUESTIONS } from './seed-data.js';

export const DEMO_PASSWORD = 'qurio-demo';

/** mulberry32: a tiny seeded generator, so every run produces the same people. */
export function seededRandom(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pick<T>(random: () => number, list: readonly T[]): T {
  return list[Math.floor(random() * list.length)] as T;
}

/** Usernames are ASCII letters and digits: strip accents and anything else. */
function asciiName(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ı/g, 'i')
    .replace(/[^A-Za-z0-9]/g, '');
}

export interface DemoUser {
  username: string;
  fullname: string;
  email: string;
  bio: string;
  lang: Language;
  date_added: string;
}

export function demoUsers(count: number, now: Date): DemoUser[] {
  const random = seededRandom(20261122);
  const users: DemoUser[] = [];
  const taken = new Set<string>();
  for (let i = 0; users.length < count; i++) {
    const lang = LANGUAGES[i % LANGUAGES.length] as Language;
    const first = pick(random, FIRST_NAMES[lang]);
    const last = pick(random, LAST_NAMES[lang]);
    let username = asciiName(`${first}${last}`).slice(0, 12);
    if (taken.has(username.toLowerCase())) username = `${username.slice(0, 11)}${i % 10000}`.slice(0, 15);
    if (taken.has(username.toLowerCase())) continue;
    taken.add(username.toLowerCase());
    // Spread sign-ups over the last six years so year badges appear.
    const daysAgo = Math.floor(random() * 6 * 365);
    users.push({
      username,
      fullname: `${first} ${last}`,
      email: `${username.toLowerCase()}@demo.qurio.test`,
      bio: pick(random, BIOS[lang]),
      lang,
      date_added: new Date(now.getTime() - daysAgo * 86_400_000).toISOString(),
    });
  }
  return users;
}

async function main() {
  const arg = process.argv.indexOf('--users');
  const count = arg > 0 ? Number(process.argv[arg + 1]) : 200;
  if (!Number.isInteger(count) || count < 1) throw new Error('--users must be a positive whole number');

  const ctx = await createContext(loadConfig());
  const now = ctx.now();
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const users = demoUsers(count, now);
  let added = 0;
  for (const [index, user] of users.entries()) {
    const inserted = await ctx.db.kysely
      .insertInto('users')
      .values({
        ...user,
        username_lower: user.username.toLowerCase(),
        email_lower: user.email,
        password_hash: passwordHash,
        email_verified: 1,
        image: null,
        cover: null,
        last_active: now.toISOString(),
        username_changed_at: null,
        frozen_at: null,
      })
      .onConflict((oc) => oc.doNothing())
      .executeTakeFirst();
    added += Number(inserted.numInsertedOrUpdatedRows ?? 0n);
    if ((index + 1) % 25 === 0 || index + 1 === users.length) {
      process.stdout.write(`\rseed: users ${index + 1}/${users.length} (${added} new)`);
    }
  }
  process.stdout.write('\n');
  await seedContent(ctx);
  process.stdout.write(
    `seed: done. Log in as any demo member, e.g. ${users[0]?.username}, password ${DEMO_PASSWORD}\n`,
  );
  await ctx.db.destroy();
  await closeStores(ctx);
}

/**
 * Follows, questions (anonymous, named and from guests), answers, prompt answers and likes among
 * the members, spread over the last 60 days. Skipped when the database already has questions.
 */
async function seedContent(ctx: AppContext) {
  // One transaction: thousands of rows without a disk sync each.
  await ctx.db.kysely.transaction().execute((trx) => seedContentIn(trx, ctx.now()));
  // The demo answers carry dates in the past: search "latest" should see them in that order.
  await renumberAnswersByDate(ctx.db.kysely, ctx.db.dialect);
}

async function seedContentIn(db: Kysely<Database>, nowDate: Date) {
  const existing = await db.selectFrom('questions').select('id').limit(1).executeTakeFirst();
  if (existing) {
    process.stdout.write('seed: content exists, skipping questions, follows and likes\n');
    return;
  }
  const random = seededRandom(42);
  const users = await db.selectFrom('users').select(['id', 'lang']).orderBy('id').execute();
  const now = nowDate.getTime();
  const at = (maxDaysAgo: number) => new Date(now - Math.floor(random() * maxDaysAgo * 86_400_000)).toISOString();
  const other = (id: number) => {
    for (;;) {
      const u = pick(random, users);
      if (u.id !== id) return u;
    }
  };

  const follows = new Set<string>();
  for (const user of users) {
    const count = 3 + Math.floor(random() * 20);
    for (let i = 0; i < count; i++) {
      const target = other(user.id);
      const key = `${user.id}:${target.id}`;
      if (follows.has(key)) continue;
      follows.add(key);
      await db
        .insertInto('follows')
        .values({ follower_id: user.id, followee_id: target.id, date_added: at(300) })
        .execute();
    }
  }
  process.stdout.write(`seed: ${follows.size} follows\n`);

  const answered: number[] = [];
  let asked = 0;
  for (const [index, user] of users.entries()) {
    const lang = (LANGUAGES as readonly string[]).includes(user.lang) ? (user.lang as Language) : 'en';
    const count = 4 + Math.floor(random() * 12);
    for (let i = 0; i < count; i++) {
      const n = Math.floor(random() * QUESTIONS[lang].length);
      const kind = random();
      const sender = kind < 0.15 ? null : other(user.id);
      const dateAdded = at(60);
      const isAnswered = random() < 0.7;
      const row = await db
        .insertInto('questions')
        .values({
          user_id: user.id,
          sender_id: sender?.id ?? null,
          sender_ip_hash: null,
          anonymous: sender && kind > 0.85 ? 0 : 1,
          prompt_id: null,
          question: QUESTIONS[lang][n] as string,
          answer: isAnswered ? (ANSWERS[lang][n] as string) : null,
          status: isAnswered ? 'answered' : 'pending',
          lang,
          date_added: dateAdded,
          date_answered: isAnswered ? new Date(Date.parse(dateAdded) + 3_600_000).toISOString() : null,
          updated_at: null,
        })
        .returning(['id', 'question', 'answer', 'date_answered'])
        .executeTakeFirstOrThrow();
      asked++;
      if (isAnswered) {
        answered.push(row.id);
        await indexHashtags(db, {
          id: row.id,
          question: row.question,
          answer: row.answer,
          date: row.date_answered ?? dateAdded,
        });
      }
    }
    if ((index + 1) % 25 === 0 || index + 1 === users.length) {
      process.stdout.write(`\rseed: questions for ${index + 1}/${users.length} members (${asked} asked)`);
    }
  }
  process.stdout.write('\n');

  const prompts = await db.selectFrom('prompts').select(['id', 'lang', 'text']).execute();
  for (const user of users) {
    const mine = prompts.filter((p) => p.lang === user.lang);
    if (mine.length === 0 || random() < 0.5) continue;
    const prompt = pick(random, mine);
    const lang = user.lang as Language;
    const date = at(30);
    const answer = `${pick(random, ANSWERS[lang])}`;
    const row = await db
      .insertInto('questions')
      .values({
        user_id: user.id,
        sender_id: null,
        sender_ip_hash: null,
        anonymous: 0,
        prompt_id: prompt.id,
        question: prompt.text,
        answer,
        status: 'answered',
        lang,
        date_added: date,
        date_answered: date,
        updated_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    answered.push(row.id);
    await indexHashtags(db, { id: row.id, question: prompt.text, answer, date });
  }

  let likes = 0;
  for (const questionId of answered) {
    const count = Math.floor(random() * random() * 25);
    const likers = new Set<number>();
    for (let i = 0; i < count; i++) likers.add(pick(random, users).id);
    for (const userId of likers) {
      await db
        .insertInto('likes')
        .values({ question_id: questionId, user_id: userId, date_added: at(30) })
        .execute();
      likes++;
    }
  }
  await recountCounters(db);
  process.stdout.write(`seed: ${answered.length} answers, ${likes} likes\n`);
}

if (process.argv[1]?.endsWith('seed.ts')) {
  main().catch((error: unknown) => {
    process.stderr.write(`seed failed: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  });
}
