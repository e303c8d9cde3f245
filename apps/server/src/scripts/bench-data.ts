import type { Insertable, Kysely } from 'kysely';
import type { Database, QuestionsTable } from '../db/types.js';
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
 * A large, realistic-shaped data set: members, a follow graph (each follows 20–80 others, more
 * popular members more often), and answered questions spread over a year with likes and hashtags.
 * Multi-row inserts in transactions; counters recomputed at the end by the caller.
 */
export async function loadBenchData(db: Kysely<Database>, users: number, answers: number, passwordHash: string) {
  const random = seededRandom(7);
  const now = Date.now();
  const BATCH = 500;

  for (let start = 0; start < users; start += BATCH) {
    const rows = [];
    for (let i = start; i < Math.min(users, start + BATCH); i++) {
      rows.push({
        username: `bench${i}`,
        username_lower: `bench${i}`,
        fullname: `Bench ${WORDS[i % WORDS.length]} ${i}`,
        email: `bench${i}@bench.qurio.test`,
        email_lower: `bench${i}@bench.qurio.test`,
        password_hash: passwordHash,
        image: i % 3 === 0 ? `/uploads/avatars/bench${i}.jpg` : null,
        cover: null,
        lang: 'en',
        last_active: new Date(now).toISOString(),
        username_changed_at: null,
        frozen_at: null,
        date_added: new Date(now - Math.floor(random() * 3 * 365) * 86_400_000).toISOString(),
      });
    }
    await db.insertInto('users').values(rows).execute();
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

  let follows = 0;
  for (let start = 0; start < users; start += 100) {
    const rows = [];
    for (let i = start; i < Math.min(users, start + 100); i++) {
      const me = firstId + i;
      const seen = new Set<number>();
      const count = 20 + Math.floor(random() * 60);
      for (let k = 0; k < count; k++) {
        const other = skewed();
        if (other === me || seen.has(other)) continue;
        seen.add(other);
        rows.push({ follower_id: me, followee_id: other, date_added: new Date(now - k * 60_000).toISOString() });
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

  const YEAR = 365 * 86_400_000;
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
        lang: 'en',
        date_added: new Date(answeredAt - 3_600_000).toISOString(),
        date_answered: dateAnswered,
        rank_at: exploreRankAt(dateAnswered, likes),
        updated_at: null,
      });
    }
    await db.transaction().execute(async (trx) => {
      const inserted = await trx
        .insertInto('questions')
        .values(rows)
        .returning(['id', 'answer', 'date_answered'])
        .execute();
      const tags = inserted.flatMap((q) => {
        const tag = /#(\w+)/.exec(q.answer ?? '')?.[1];
        return tag ? [{ question_id: q.id, tag, date_added: q.date_answered ?? '' }] : [];
      });
      if (tags.length > 0) await trx.insertInto('hashtags').values(tags).execute();
    });
    progress('answers  ', Math.min(answers, start + BATCH), answers);
  }
  return { firstUserId: firstId, follows };
}
