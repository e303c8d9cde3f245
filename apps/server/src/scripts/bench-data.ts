import type { Insertable, Kysely } from 'kysely';
import type { Database, NotificationsTable, QuestionsTable } from '../db/types.js';
import { exploreRankAt } from '../features/feeds/explore-rank.js';
import { seededRandom } from './seed.js';

const WORDS = [
  'music',
  'coffee',
  'travel',
  'books',
  'football',
  'summer',
  'pizza',
  'movies',
  'friends',
  'school',
  'weekend',
  'dreams',
  'family',
  'games',
  'beach',
  'winter',
  'art',
  'science',
  'dogs',
  'cats',
];

function progress(label: string, done: number, total: number) {
  const width = 30;
  const filled = Math.round((done / total) * width);
  process.stdout.write(`\r${label} [${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${total}`);
  if (done === total) process.stdout.write('\n');
}

/**
 * Drops the fields a table does not have: `npm run bench -- --server-root` loads this data into
 * the schema of an older checkout, which may lack a column added since (rank_at, …). A no-op on
 * this checkout's schema.
 */
async function fitToSchema(db: Kysely<Database>) {
  const tables = await db.introspection.getTables();
  const columns = new Map(tables.map((t) => [t.name, new Set(t.columns.map((c) => c.name))]));
  return <T extends object>(table: string, rows: T[]): T[] => {
    const known = columns.get(table);
    if (!known || rows.length === 0) return rows;
    const extra = Object.keys(rows[0] as object).filter((key) => !known.has(key));
    if (extra.length === 0) return rows;
    return rows.map((row) => Object.fromEntries(Object.entries(row).filter(([key]) => known.has(key))) as T);
  };
}

let pictureCount = 0;

/**
 * The pictures of one answer as uploadMedia would have stored them (features/media): one mostly,
 * two or four sometimes, a fifth of them animated, with a description. Only the rows: the bench
 * measures the API, whose pages carry the URLs, not the files.
 */
function benchMedia(q: { id: number; user_id: number; date_answered: string | null }, random: () => number) {
  const count = random() < 0.7 ? 1 : random() < 0.67 ? 2 : 4;
  return Array.from({ length: count }, (_, position) => {
    pictureCount += 1;
    const name = pictureCount.toString(16).padStart(32, '0');
    const animated = random() < 0.2;
    const [width, height] = animated ? [480, 270] : [1280, 960];
    const sizes = (animated ? [320, 480] : [320, 640, 1280]).map((w) => ({
      width: w,
      height: Math.round((w * height) / width),
      url: `/uploads/media/${name}-${w}.jpg`,
    }));
    const data = {
      kind: animated ? 'animated' : 'image',
      width,
      height,
      url: animated ? `/uploads/media/${name}.webp` : `/uploads/media/${name}-1280.jpg`,
      sizes,
    };
    return {
      user_id: q.user_id,
      question_id: q.id,
      position,
      name,
      data: JSON.stringify(data),
      alt: `A picture of ${WORDS[Math.floor(random() * WORDS.length)]}`,
      bytes: animated ? 900_000 : 420_000,
      date_added: q.date_answered ?? '',
    };
  });
}

/** How many distinct members one member follows: 20 to 200, most near the low end (mean ≈ 80). */
/**
 * Members' languages, by id modulo 20: half English, then German, Turkish, Spanish and Portuguese
 * (issue 34: explore reads the reader's language first, then fills up with the others, so the
 * measured explore must see several). Taken from the id, not the random sequence, so the rest of
 * the data is the same as before languages were mixed.
 */
const MEMBER_LANGUAGES = [
  ...Array.from({ length: 10 }, () => 'en'),
  ...['de', 'de', 'de', 'tr', 'tr', 'tr', 'es', 'es', 'pt', 'pt'],
];

export const FOLLOWING_MIN = 20;
export const FOLLOWING_MAX = 200;

/**
 * A large, realistic-shaped data set: members, a follow graph (each follows 20–200 distinct others,
 * more popular members more often), answered questions spread over a year with likes and hashtags,
 * a few pending questions in every inbox, and the notifications those follows and answers leave
 * (a follow for each follow, an answer for each named question a member answered).
 * Multi-row inserts in transactions; counters recomputed at the end by the caller.
 */
export async function loadBenchData(
  db: Kysely<Database>,
  users: number,
  answers: number,
  passwordHash: string,
  mediaShare = 0,
) {
  const fit = await fitToSchema(db);
  const random = seededRandom(7);
  // A sequence of its own: the rest of the data is the same with or without pictures.
  const mediaRandom = seededRandom(11);
  const now = Date.now();
  const BATCH = 500;

  for (let start = 0; start < users; start += BATCH) {
    const rows = [];
    for (let i = start; i < Math.min(users, start + BATCH); i++) {
      const dateAdded = new Date(now - Math.floor(random() * 3 * 365) * 86_400_000).toISOString();
      rows.push({
        username: `bench${i}`,
        username_lower: `bench${i}`,
        fullname: `Bench ${WORDS[i % WORDS.length]} ${i}`,
        email: `bench${i}@bench.qurio.test`,
        email_lower: `bench${i}@bench.qurio.test`,
        password_hash: passwordHash,
        image: i % 3 === 0 ? `/uploads/avatars/bench${i}.jpg` : null,
        cover: null,
        lang: MEMBER_LANGUAGES[i % MEMBER_LANGUAGES.length] as string,
        last_active: new Date(now).toISOString(),
        username_changed_at: null,
        frozen_at: null,
        date_added: dateAdded,
        // Members who confirmed at sign-up: one who owes it is refused every measured call.
        terms_accepted_at: dateAdded,
        age_confirmed: 13,
      });
    }
    await db.insertInto('users').values(fit('users', rows)).execute();
    progress('users    ', Math.min(users, start + BATCH), users);
  }
  const firstId = Number(
    (
      await db
        .selectFrom('users')
        .select((eb) => eb.fn.min('id').as('id'))
        .executeTakeFirst()
    )?.id,
  );
  // Popularity skew: low ids are followed and asked far more often.
  const skewed = () => firstId + Math.floor(users * random() ** 2.5);

  const YEAR = 365 * 86_400_000;
  /** Notifications, written in id order of their time once everything else is in. */
  const notes: Insertable<NotificationsTable>[] = [];
  let follows = 0;
  for (let start = 0; start < users; start += 100) {
    const rows = [];
    for (let i = start; i < Math.min(users, start + 100); i++) {
      const me = firstId + i;
      const seen = new Set<number>();
      const count = Math.min(
        users - 1,
        FOLLOWING_MIN + Math.floor(random() ** 2 * (FOLLOWING_MAX - FOLLOWING_MIN + 1)),
      );
      // Popular members are drawn again and again: draw until the count is distinct, with uniform
      // draws mixed in so a small data set still fills it.
      for (let k = 0; seen.size < count && k < count * 50; k++) {
        const other = k % 4 === 3 ? firstId + Math.floor(users * random()) : skewed();
        if (other === me || seen.has(other)) continue;
        seen.add(other);
        const followedAt = new Date(now - Math.floor(random() * YEAR)).toISOString();
        rows.push({ follower_id: me, followee_id: other, date_added: followedAt });
        notes.push({ user_id: other, type: 'follow', actor_id: me, question_id: null, date_added: followedAt });
      }
    }
    for (let j = 0; j < rows.length; j += BATCH)
      await db
        .insertInto('follows')
        .values(rows.slice(j, j + BATCH))
        .execute();
    follows += rows.length;
    progress('follows  ', Math.min(users, start + 100), users);
  }

  for (let start = 0; start < answers; start += BATCH) {
    const rows: Insertable<QuestionsTable>[] = [];
    for (let i = start; i < Math.min(answers, start + BATCH); i++) {
      const owner = skewed();
      const answeredAt = now - Math.floor(random() * YEAR);
      const likes = Math.floor(random() ** 4 * 40);
      const w1 = WORDS[Math.floor(random() * WORDS.length)] as string;
      const w2 = WORDS[Math.floor(random() * WORDS.length)] as string;
      const dateAnswered = new Date(answeredAt).toISOString();
      rows.push({
        user_id: owner,
        sender_id: random() < 0.8 ? skewed() : null,
        sender_ip_hash: null,
        anonymous: random() < 0.85 ? (1 as const) : (0 as const),
        prompt_id: null,
        question: `What do you think about ${w1} and ${w2}?`,
        answer: i % 10 === 0 ? `I love ${w1}, not so much ${w2}. #${w1}` : `Honestly ${w2} is great, ${w1} too.`,
        status: 'answered' as const,
        like_count: likes,
        // The owner's language; one answer in twenty in none (lib/answer-language.ts: unsure).
        lang: i % 20 === 7 ? null : (MEMBER_LANGUAGES[(owner - firstId) % MEMBER_LANGUAGES.length] as string),
        date_added: new Date(answeredAt - 3_600_000).toISOString(),
        date_answered: dateAnswered,
        rank_at: exploreRankAt(dateAnswered, likes),
        updated_at: null,
      });
    }
    await db.transaction().execute(async (trx) => {
      const inserted = await trx
        .insertInto('questions')
        .values(fit('questions', rows))
        .returning(['id', 'user_id', 'sender_id', 'anonymous', 'answer', 'date_answered'])
        .execute();
      for (const q of inserted) {
        // The named asker hears of the answer (an anonymous one too, but the answerer is the actor).
        if (q.sender_id !== null && q.sender_id !== q.user_id)
          notes.push({
            user_id: q.sender_id,
            type: 'answer',
            actor_id: q.user_id,
            question_id: q.id,
            date_added: q.date_answered ?? '',
          });
      }
      const tags = inserted.flatMap((q) => {
        const tag = /#(\w+)/.exec(q.answer ?? '')?.[1];
        return tag ? [{ question_id: q.id, tag, date_added: q.date_answered ?? '' }] : [];
      });
      if (tags.length > 0) await trx.insertInto('hashtags').values(tags).execute();
      const pictures = inserted.flatMap((q) => (mediaRandom() < mediaShare ? benchMedia(q, mediaRandom) : []));
      if (pictures.length > 0) {
        const stored = await trx
          .insertInto('media')
          .values(pictures)
          .returning(['id', 'question_id', 'alt', 'data'])
          .execute();
        const byQuestion = new Map<number, typeof stored>();
        for (const row of stored) {
          const id = row.question_id as number;
          byQuestion.set(id, [...(byQuestion.get(id) ?? []), row]);
        }
        for (const [id, items] of byQuestion) {
          const media = JSON.stringify(items.map((item) => ({ id: item.id, alt: item.alt, ...JSON.parse(item.data) })));
          await trx.updateTable('questions').set({ media }).where('id', '=', id).execute();
        }
      }
    });
    progress('answers  ', Math.min(answers, start + BATCH), answers);
  }

  // A few unanswered questions in every inbox (myQuestions), asked in the last week.
  for (let start = 0; start < users; start += BATCH) {
    const rows: Insertable<QuestionsTable>[] = [];
    for (let i = start; i < Math.min(users, start + BATCH); i++) {
      for (let k = Math.floor(random() * 9); k > 0; k--) {
        const w = WORDS[Math.floor(random() * WORDS.length)] as string;
        rows.push({
          user_id: firstId + i,
          sender_id: random() < 0.7 ? skewed() : null,
          sender_ip_hash: null,
          anonymous: 1,
          prompt_id: null,
          question: `Any plans with ${w} this week?`,
          answer: null,
          status: 'pending',
          lang: 'en',
          date_added: new Date(now - Math.floor(random() * 7 * 86_400_000)).toISOString(),
          date_answered: null,
          updated_at: null,
        });
      }
    }
    if (rows.length > 0) await db.insertInto('questions').values(fit('questions', rows)).execute();
    progress('pending  ', Math.min(users, start + BATCH), users);
  }

  notes.sort((a, b) => (a.date_added < b.date_added ? -1 : a.date_added > b.date_added ? 1 : 0));
  const readBefore = new Date(now - 7 * 86_400_000).toISOString();
  for (let start = 0; start < notes.length; start += BATCH) {
    const rows = notes
      .slice(start, start + BATCH)
      .map((n) => ({ ...n, read_at: n.date_added < readBefore ? n.date_added : null }));
    await db
      .transaction()
      .execute((trx) => trx.insertInto('notifications').values(fit('notifications', rows)).execute());
    progress('notices  ', Math.min(notes.length, start + BATCH), notes.length);
  }
  return { firstUserId: firstId, follows };
}
