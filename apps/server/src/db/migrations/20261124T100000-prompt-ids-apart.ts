import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../dialect.js';

/**
 * Prompts and questions had overlapping ids (both from 1), and `/question/{id}` (a trend link,
 * spec §2) shows a prompt: a question's number opened whatever prompt had the same one. Prompts
 * now number from one billion, so no question id (a counter far below it) is ever a prompt id,
 * and the spec's trend links keep working with the ids trends give. Rows are copied, references
 * moved, then the old rows dropped: `questions.prompt_id` references `prompts.id` without
 * ON UPDATE CASCADE on both databases.
 */
const PROMPT_ID_BASE = 1_000_000_000;

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's table types
export async function up(db: Kysely<any>, d: Dialect): Promise<void> {
  const base = sql.lit(PROMPT_ID_BASE);
  await sql`insert into prompts (id, lang, text, active, answer_count, date_added)
    select id + ${base}, lang, text, active, answer_count, date_added from prompts where id < ${base}`.execute(db);
  await sql`update questions set prompt_id = prompt_id + ${base} where prompt_id < ${base}`.execute(db);
  await sql`delete from prompts where id < ${base}`.execute(db);
  if (d.name === 'postgres') {
    // The next prompt continues above the billion (SQLite's AUTOINCREMENT follows the largest id).
    await sql`select setval(pg_get_serial_sequence('prompts', 'id'), greatest((select max(id) from prompts), ${base}))`.execute(
      db,
    );
  } else {
    await sql`update sqlite_sequence set seq = max(seq, ${base}) where name = 'prompts'`.execute(db);
    await sql`insert into sqlite_sequence (name, seq) select 'prompts', ${base}
      where not exists (select 1 from sqlite_sequence where name = 'prompts')`.execute(db);
  }
}
