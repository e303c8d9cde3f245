import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';

export type PromptRow = { id: number; text: string; lang: string; answer_count: number };

const PROMPT_COLUMNS = ['id', 'text', 'lang', 'answer_count'] as const;

/** Active prompts of a language the member has not answered (or whose answer they deleted), most answered first. */
export function listUnansweredPrompts(
  db: Kysely<Database>,
  userId: number,
  lang: string,
  limit: number,
): Promise<PromptRow[]> {
  return db
    .selectFrom('prompts')
    .select(PROMPT_COLUMNS)
    .where('lang', '=', lang)
    .where('active', '=', 1)
    .where((eb) =>
      eb(
        'id',
        'not in',
        eb
          .selectFrom('questions')
          .select('prompt_id')
          .where('user_id', '=', userId)
          .where('prompt_id', 'is not', null)
          .where('status', '!=', 'deleted')
          .$narrowType<{ prompt_id: number }>(),
      ),
    )
    .orderBy('answer_count', 'desc')
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** The most answered active prompts of a language that have answers (trends). */
export function listPopularPrompts(db: Kysely<Database>, lang: string, limit: number): Promise<PromptRow[]> {
  return db
    .selectFrom('prompts')
    .select(PROMPT_COLUMNS)
    .where('lang', '=', lang)
    .where('active', '=', 1)
    .where('answer_count', '>', 0)
    .orderBy('answer_count', 'desc')
    .orderBy('id')
    .limit(limit)
    .execute();
}

export function findActivePrompt(db: Kysely<Database>, id: number): Promise<PromptRow | undefined> {
  return db
    .selectFrom('prompts')
    .select(PROMPT_COLUMNS)
    .where('id', '=', id)
    .where('active', '=', 1)
    .executeTakeFirst();
}

/** Whether the member has an answer to this prompt that is not deleted. */
export async function hasAnsweredPrompt(db: Kysely<Database>, userId: number, promptId: number): Promise<boolean> {
  const row = await db
    .selectFrom('questions')
    .select('id')
    .where('user_id', '=', userId)
    .where('prompt_id', '=', promptId)
    .where('status', '!=', 'deleted')
    .executeTakeFirst();
  return row !== undefined;
}

export async function addToPromptAnswerCount(db: Kysely<Database>, promptId: number, by: 1 | -1): Promise<void> {
  await db
    .updateTable('prompts')
    .set((eb) => ({ answer_count: eb('answer_count', by < 0 ? '-' : '+', Math.abs(by)) }))
    .where('id', '=', promptId)
    .execute();
}
