import type { Kysely } from 'kysely';
import { PROMPT_TEXTS } from '../../features/prompts/prompt-texts.js';

/** The first set of site-wide prompts, written for each language. */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's table types
export async function up(db: Kysely<any>): Promise<void> {
  const date = '2026-11-22T06:00:00.000Z';
  const rows = Object.entries(PROMPT_TEXTS).flatMap(([lang, texts]) =>
    texts.map((text) => ({ lang, text, active: 1, answer_count: 0, date_added: date })),
  );
  for (let i = 0; i < rows.length; i += 50)
    await db
      .insertInto('prompts')
      .values(rows.slice(i, i + 50))
      .execute();
}
