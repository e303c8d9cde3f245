import { type Kysely, sql } from 'kysely';
import { detectAnswerLanguage } from '../../lib/answer-language.js';
import type { Dialect } from '../dialect.js';

/**
 * The language an answer is written in (issue 34): questions.lang, which until now only prompt
 * answers had (their prompt's), is detected from the answer's text when it is written
 * (lib/answer-language.ts). This fills it in for the answers already there, 500 at a time by id
 * (one UPDATE per language and batch), and gives their hashtags the same language for trends.
 * Suggestions and random members put the member's language first: two indexes on users.lang.
 */
const BATCH = 500;

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's table types
export async function up(db: Kysely<any>, _d: Dialect): Promise<void> {
  // explore in the reader's language: WHERE status = 'answered' AND lang = ? AND content_warning
  // IS NULL ORDER BY rank_at DESC, id DESC (partial as questions_explore_rank_idx, which serves
  // the other languages' fill-up and "All languages").
  await db.schema
    .createIndex('questions_explore_lang_idx')
    .on('questions')
    .columns(['status', 'lang', 'rank_at', 'id'])
    .where(sql.ref('content_warning'), 'is', null)
    .execute();

  // suggestions in the member's language: WHERE status = 'active' AND lang = ? ORDER BY
  // follower_count DESC (users_status_followers_idx serves the fill-up from every language).
  await db.schema
    .createIndex('users_lang_followers_idx')
    .on('users')
    .columns(['status', 'lang', 'follower_count'])
    .execute();
  // random members of a language: WHERE lang = ? AND id >= ? ORDER BY id (from a random id).
  await db.schema.createIndex('users_lang_idx').on('users').columns(['lang', 'id']).execute();

  await backfillAnswerLanguages(db);
}

/** Detects the language of every answer (and its hashtags), 500 answers at a time by id. */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's table types
export async function backfillAnswerLanguages(db: Kysely<any>): Promise<void> {
  let after = 0;
  for (;;) {
    const rows: Array<{ id: number; answer: string | null; fallback: string | null }> = await db
      .selectFrom('questions as q')
      .innerJoin('users as u', 'u.id', 'q.user_id')
      .select(['q.id', 'q.answer', sql<string | null>`coalesce(q.lang, u.lang)`.as('fallback')])
      .where('q.status', '=', 'answered')
      .where('q.id', '>', after)
      .orderBy('q.id')
      .limit(BATCH)
      .execute();
    if (rows.length === 0) break;
    const byLanguage = new Map<string | null, number[]>();
    for (const r of rows) {
      const lang = await detectAnswerLanguage(r.answer ?? '', r.fallback ?? '');
      byLanguage.set(lang, [...(byLanguage.get(lang) ?? []), Number(r.id)]);
    }
    for (const [lang, ids] of byLanguage) {
      await db.updateTable('questions').set({ lang }).where('id', 'in', ids).execute();
      if (lang !== null) await db.updateTable('hashtags').set({ lang }).where('question_id', 'in', ids).execute();
    }
    after = Number(rows[rows.length - 1]?.id ?? after);
  }
}
