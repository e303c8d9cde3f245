/**
 * `npm run seed [-- --users N]`: fills the configured database with a deterministic demo community:
 * members in five languages (some with pictures, covers and a verified badge), follows, questions
 * (anonymous, named and from guests), answers, prompt answers, likes and the notifications they
 * caused. Running it twice adds nothing new. Every demo member's password is `qurio-demo`.
 * The data is in `seed/`: people and bios, questions and answers, prompt answers, pictures, the
 * plan of who did what when (`seed/plan.ts`) and how it is written (`seed/write.ts`).
 */
import { LANGUAGES, type Language } from '@qurio/contract';
import { createContext } from '../bootstrap.js';
import { loadConfig } from '../config.js';
import { type AppContext, closeStores } from '../context.js';
import { recountCounters } from '../db/recount.js';
import { reindexAnswers, reindexUsers, renumberAnswersByDate } from '../db/search.js';
import { inTransaction } from '../db/transaction.js';
import { setAnswerMedia, uploadMedia } from '../features/media/service.js';
import { BIOS, DEMO_EMAIL_DOMAIN, FIRST_NAMES, type Gender, inGender, LAST_NAMES } from './seed/people.js';
import { drawAvatar, drawCover, drawScene, type SceneLanguage } from './seed/pictures.js';
import { type PlanMember, planContent } from './seed/plan.js';
import { bioForms, UniqueTexts } from './seed/variation.js';
import { type WrittenContent, writeContent } from './seed/write.js';

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
  /** The first name's grammatical gender, which the bio and answers agree with. */
  gender: Gender;
  email: string;
  bio: string;
  lang: Language;
  date_added: string;
  verified: 0 | 1;
  /** Gets a generated profile picture / cover. */
  avatar: boolean;
  cover: boolean;
}

/** The first member of each language is a showcase: a year or more on Qurio, picture, cover. */
const SHOWCASE = LANGUAGES.length;

export function demoUsers(count: number, now: Date): DemoUser[] {
  const random = seededRandom(20261122);
  const users: DemoUser[] = [];
  const taken = new Set<string>();
  const bios = new UniqueTexts();
  for (let i = 0; users.length < count; i++) {
    const lang = LANGUAGES[i % LANGUAGES.length] as Language;
    const first = pick(random, FIRST_NAMES[lang]);
    let last = pick(random, LAST_NAMES[lang]);
    // Taken: another way people write their name ("LenaW", "WeberLena", "LWeber"), never a number;
    // all taken, another last name.
    let username: string | undefined;
    for (let tries = 0; username === undefined; tries++) {
      if (tries > 500) throw new Error(`seed: more ${lang} members than the names in seed/people.ts can name`);
      username = usernamesFor(first.name, last).find((name) => !taken.has(name.toLowerCase()));
      if (username === undefined) last = pick(random, LAST_NAMES[lang]);
    }
    taken.add(username.toLowerCase());
    const showcase = users.length < SHOWCASE;
    // Sign-ups spread over the last six years, so year badges appear.
    const daysAgo = showcase ? 400 + Math.floor(random() * 4 * 365) : Math.floor(random() * 6 * 365);
    const avatar = showcase || random() < 0.4;
    const cover = showcase || random() < (avatar ? 0.3 : 0.03);
    users.push({
      username,
      fullname: `${first.name} ${last}`,
      gender: first.gender,
      email: `${username.toLowerCase()}${DEMO_EMAIL_DOMAIN}`,
      bio: bioOf(
        bios,
        inGender(pick(random, showcase ? BIOS[lang].filter((b) => b !== '') : BIOS[lang]), first.gender),
        lang,
        random,
      ),
      lang,
      date_added: new Date(now.getTime() - daysAgo * 86_400_000).toISOString(),
      verified: users.length === 0 || (avatar && random() < 0.18) ? 1 : 0,
      avatar,
      cover,
    });
  }
  return users;
}

/** The usernames a person called so might pick, most usual first: ASCII, 15 characters at most. */
function usernamesFor(first: string, last: string): string[] {
  const [f, l] = [asciiName(first), asciiName(last)];
  return [`${f}${l}`, `${f}${l[0]}`, `${l}${f}`, `${f[0]}${l}`, `${f}${l.slice(0, 3)}`, `${l}${f[0]}`].filter(
    (name) => name.length >= 3 && name.length <= 15,
  );
}

/** Every bio once: an empty one stays empty, the others get a second sentence when taken. */
function bioOf(bios: UniqueTexts, base: string, lang: Language, random: () => number): string {
  return base === '' ? '' : bios.take(bioForms(base, lang), random);
}

/** A demo member's grammatical gender, from the first name of the name the seed gave them. */
export function genderOf(fullname: string, lang: Language): Gender {
  const first = fullname.split(' ')[0];
  return FIRST_NAMES[lang].find((n) => n.name === first)?.gender ?? 'f';
}

export interface SeedResult {
  users: DemoUser[];
  added: number;
  pictures: number;
  covers: number;
  /** Null when the database already had questions and content was skipped. */
  content: (WrittenContent & { notifications: number; answerPictures: number }) | null;
}

/** What the seed says while it works: a line per phase, and the phase's progress in between. */
export interface SeedLog {
  (line: string): void;
  /** Where the current phase is ("answer pictures 40/120"); a terminal shows it on one line. */
  progress?: (line: string) => void;
}

/**
 * Adds the demo members (and their pictures) and, on a database without questions, their history.
 * `log` receives a line per phase, with the seconds it took.
 */
export async function seedDemo(ctx: AppContext, count: number, say: SeedLog = () => {}): Promise<SeedResult> {
  let phaseStart = performance.now();
  const log = (line: string) => {
    say(`${line} (${((performance.now() - phaseStart) / 1000).toFixed(1)} s)`);
    phaseStart = performance.now();
  };
  const progress = say.progress ?? (() => {});
  const now = ctx.now();
  const passwordHash = await ctx.passwords.hash(DEMO_PASSWORD);
  const users = demoUsers(count, now);
  let added = 0;
  // One transaction: SQLite would sync the disk after every member otherwise.
  await ctx.db.kysely.transaction().execute(async (trx) => {
    for (const user of users) {
      const inserted = await trx
        .insertInto('users')
        .values({
          username: user.username,
          username_lower: user.username.toLowerCase(),
          fullname: user.fullname,
          email: user.email,
          email_lower: user.email,
          email_verified: 1,
          password_hash: passwordHash,
          bio: user.bio,
          lang: user.lang,
          verified: user.verified,
          image: null,
          cover: null,
          last_active: null,
          username_changed_at: null,
          frozen_at: null,
          date_added: user.date_added,
          // Demo members confirmed their age and accepted the Terms when they signed up.
          terms_accepted_at: user.date_added,
          age_confirmed: ctx.config.minAge,
        })
        .onConflict((oc) => oc.doNothing())
        .executeTakeFirst();
      added += Number(inserted.numInsertedOrUpdatedRows ?? 0n);
    }
  });
  // Written in bulk, past the server's indexing of names (db/search.ts indexUser).
  if (added > 0) await reindexUsers(ctx.db.kysely, ctx.db.dialect);
  log(`seed: ${users.length} demo members (${added} new)`);
  progress('seed: drawing profile pictures and covers…');
  const { pictures, covers } = await seedPictures(ctx, users);
  log(`seed: ${pictures} profile pictures, ${covers} covers drawn`);
  progress('seed: writing follows, questions, answers, likes and notifications…');
  const content = await seedContent(ctx, progress);
  if (content) {
    log(
      `seed: ${content.follows} follows, ${content.questions} questions, ${content.answers} answers, ` +
        `${content.promptAnswers} prompt answers, ${content.likes} likes, ${content.notifications} notifications, ` +
        `${content.answerPictures} answer pictures`,
    );
  } else {
    log('seed: content exists, skipping follows, questions, likes and notifications');
  }
  return { users, added, pictures, covers, content };
}

/** Pictures for the members chosen to have one and still without: a re-run draws nothing. */
async function seedPictures(ctx: AppContext, users: DemoUser[]): Promise<{ pictures: number; covers: number }> {
  const rows = await ctx.db.kysely
    .selectFrom('users')
    .select(['id', 'username_lower', 'image', 'cover'])
    .where('email_lower', 'like', `%${DEMO_EMAIL_DOMAIN}`)
    .execute();
  const stored = new Map(rows.map((r) => [r.username_lower, r]));
  const jobs: Array<() => Promise<{ id: number; set: { image: string } | { cover: string } }>> = [];
  for (const user of users) {
    const row = stored.get(user.username.toLowerCase());
    if (!row) continue;
    if (user.avatar && row.image === null) {
      jobs.push(async () => ({ id: row.id, set: { image: await drawAvatar(ctx.storage, user) } }));
    }
    if (user.cover && row.cover === null) {
      jobs.push(async () => ({ id: row.id, set: { cover: await drawCover(ctx.storage, user) } }));
    }
  }
  // sharp encodes on libuv's thread pool (4 threads): four at a time keeps it busy.
  const drawn: Array<Awaited<ReturnType<(typeof jobs)[number]>>> = [];
  for (let i = 0; i < jobs.length; i += 4) drawn.push(...(await Promise.all(jobs.slice(i, i + 4).map((job) => job()))));
  // One transaction: a disk sync per member would cost more than drawing the pictures.
  await ctx.db.kysely.transaction().execute(async (trx) => {
    for (const { id, set } of drawn) await trx.updateTable('users').set(set).where('id', '=', id).execute();
  });
  const pictures = drawn.filter((d) => 'image' in d.set).length;
  return { pictures, covers: drawn.length - pictures };
}

/**
 * The demo members' history (seed/plan.ts), written in one transaction (thousands of rows without a
 * disk sync each). Skipped when the database already has questions.
 */
async function seedContent(ctx: AppContext, progress: (line: string) => void): Promise<SeedResult['content']> {
  const nowDate = ctx.now();
  const now = nowDate.getTime();
  const result = await ctx.db.kysely.transaction().execute(async (trx) => {
    if (await trx.selectFrom('questions').select('id').limit(1).executeTakeFirst()) return null;
    const rows = await trx
      .selectFrom('users')
      .select(['id', 'fullname', 'lang', 'date_added'])
      .where('email_lower', 'like', `%${DEMO_EMAIL_DOMAIN}`)
      .where('status', '=', 'active')
      .orderBy('id')
      .execute();
    const members: PlanMember[] = rows.flatMap((r) => {
      if (!(LANGUAGES as readonly string[]).includes(r.lang)) return [];
      const lang = r.lang as Language;
      return [{ id: r.id, lang, gender: genderOf(r.fullname, lang), joinedAt: Date.parse(r.date_added) }];
    });
    const prompts = await trx.selectFrom('prompts').select(['id', 'lang', 'text', 'date_added']).execute();
    const plan = planContent(members, prompts, now, seededRandom(42));
    const written = await writeContent(trx, plan, ctx.askerSecret);
    await recountCounters(trx);

    // What a member saw before the last three days they have read.
    const readBefore = new Date(now - 3 * 86_400_000).toISOString();
    await trx
      .updateTable('notifications')
      .set({ read_at: readBefore })
      .where('date_added', '<', readBefore)
      .where('read_at', 'is', null)
      .execute();
    const notifications = await trx
      .selectFrom('notifications')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();

    // Last seen: their latest action or a while ago; one in ten is online now. Kept apart from the
    // times of what they did (only "online" is ever shown, never the time).
    const random = seededRandom(7);
    for (const m of members) {
      const seen =
        random() < 0.1
          ? now - Math.floor(random() * 4 * 60_000)
          : Math.max(plan.lastAction.get(m.id) ?? m.joinedAt, now - Math.floor(random() * 10 * 86_400_000));
      await trx
        .updateTable('users')
        .set({ last_active: new Date(Math.min(now, Math.max(seen, m.joinedAt))).toISOString() })
        .where('id', '=', m.id)
        .execute();
    }
    return { ...written, notifications: Number(notifications.n) };
  });
  // The demo answers carry dates in the past: search "latest" should see them in that order.
  if (!result) return null;
  await renumberAnswersByDate(ctx.db.kysely, ctx.db.dialect);
  // The seed writes its rows in bulk, past the server's indexing (db/search.ts indexAnswer). In one
  // transaction: on SQLite a disk sync per statement made this 16 s of a 78 s seed (200 members).
  await ctx.db.kysely.transaction().execute((trx) => reindexAnswers(trx, ctx.db.dialect));
  return { ...result, answerPictures: await seedAnswerPictures(ctx, progress) };
}

/**
 * About one demo answer in twenty shows a photo, the newest ones (what Explore shows first) when
 * there are more than 48: each costs a drawing and an upload's re-encoding (~0.1 s on a quiet core),
 * and 150 of them took 50 s of a 200-member seed.
 */
const PICTURE_SHARE = 0.05;
const MAX_ANSWER_PICTURES = 48;
/** sharp encodes on libuv's thread pool (4 threads): four pictures at a time keep it busy. */
const PICTURES_AT_ONCE = 4;

/**
 * Photos on some demo answers, through the upload feature's own path (uploadMedia re-encodes and
 * stores them as a member's upload would be; setAnswerMedia puts each in its answer), described
 * in the member's language. Runs with the content, so a re-run adds none.
 */
async function seedAnswerPictures(ctx: AppContext, progress: (line: string) => void): Promise<number> {
  const random = seededRandom(9);
  const answers = await ctx.db.kysely
    .selectFrom('questions as q')
    .innerJoin('users as u', 'u.id', 'q.user_id')
    .selectAll('u')
    .select(['q.id as question_id'])
    .where('q.status', '=', 'answered')
    .where('q.prompt_id', 'is', null)
    .orderBy('q.id')
    .execute();
  const chosen = answers.filter(() => random() < PICTURE_SHARE).slice(-MAX_ANSWER_PICTURES);
  for (let start = 0; start < chosen.length; start += PICTURES_AT_ONCE) {
    progress(`seed: answer pictures ${start}/${chosen.length}`);
    const batch = chosen.slice(start, start + PICTURES_AT_ONCE);
    const uploaded = await Promise.all(
      batch.map(async ({ question_id, ...member }, i) => {
        const lang = (LANGUAGES as readonly string[]).includes(member.lang) ? (member.lang as SceneLanguage) : 'en';
        const { png, alt } = await drawScene(start + i, lang);
        return { member, question_id, alt, picture: await uploadMedia(ctx, member, png) };
      }),
    );
    for (const { member, question_id, alt, picture } of uploaded) {
      await inTransaction(ctx.db.kysely, (trx) =>
        setAnswerMedia(trx, member.id, question_id, [{ id: picture.id, alt }]),
      );
    }
  }
  return chosen.length;
}

async function main() {
  const arg = process.argv.indexOf('--users');
  const count = arg > 0 ? Number(process.argv[arg + 1]) : 200;
  if (!Number.isInteger(count) || count < 1) throw new Error('--users must be a positive whole number');
  const ctx = await createContext(loadConfig());
  const started = performance.now();
  // On a terminal the progress stays on one line, rewritten; in a log file only the phases show.
  const tty = process.stdout.isTTY === true;
  const say: SeedLog = (line) => process.stdout.write(`${tty ? '\r\x1b[K' : ''}${line}\n`);
  say.progress = (line) => {
    if (tty) process.stdout.write(`\r\x1b[K${line}`);
  };
  const { users } = await seedDemo(ctx, count, say);
  process.stdout.write(
    `seed: done in ${((performance.now() - started) / 1000).toFixed(1)} s. Log in as any demo member, e.g. ${users[0]?.username}, password ${DEMO_PASSWORD}\n`,
  );
  await ctx.db.destroy();
  await closeStores(ctx);
}

if (process.argv[1]?.endsWith('seed.ts')) {
  main().catch((error: unknown) => {
    process.stderr.write(`seed failed: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  });
}
