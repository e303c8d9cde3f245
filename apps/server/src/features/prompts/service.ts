import type { Prompt } from '@qurio/contract';
import type { AppContext } from '../../context.js';
import type { UserRow } from '../../db/types.js';
import { AppError } from '../../lib/errors.js';
import { indexHashtags } from '../questions/hashtags.js';

const PROMPTS_PER_CALL = 10;

type PromptRow = { id: number; text: string; lang: string; answer_count: number };

export function presentPrompt(row: PromptRow): Prompt {
  return { id: row.id, question: row.text, lang: row.lang, answer_count: Number(row.answer_count) };
}

/** Prompts in the member's language they have not answered yet, most answered first. */
export async function listOpenPrompts(ctx: AppContext, viewer: UserRow): Promise<Prompt[]> {
  const rows = await ctx.db.kysely
    .selectFrom('prompts')
    .select(['id', 'text', 'lang', 'answer_count'])
    .where('lang', '=', viewer.lang)
    .where('active', '=', 1)
    .where((eb) =>
      eb(
        'id',
        'not in',
        eb
          .selectFrom('questions')
          .select('prompt_id')
          .where('user_id', '=', viewer.id)
          .where('prompt_id', 'is not', null)
          .where('status', '!=', 'deleted')
          .$narrowType<{ prompt_id: number }>(),
      ),
    )
    .orderBy('answer_count', 'desc')
    .orderBy('id')
    .limit(PROMPTS_PER_CALL)
    .execute();
  return rows.map(presentPrompt);
}

export async function findPrompt(ctx: AppContext, id: number): Promise<PromptRow> {
  const row = await ctx.db.kysely
    .selectFrom('prompts')
    .select(['id', 'text', 'lang', 'answer_count'])
    .where('id', '=', id)
    .where('active', '=', 1)
    .executeTakeFirst();
  if (!row) throw new AppError('QUESTION_NOT_FOUND');
  return row;
}

/** A member's answer to a prompt becomes an answered question on their own profile. */
export async function answerPrompt(
  ctx: AppContext,
  viewer: UserRow,
  input: { question_id: number; answer: string },
): Promise<number> {
  const prompt = await findPrompt(ctx, input.question_id);
  const now = ctx.now().toISOString();
  return ctx.db.kysely.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('questions')
      .select('id')
      .where('user_id', '=', viewer.id)
      .where('prompt_id', '=', prompt.id)
      .where('status', '!=', 'deleted')
      .executeTakeFirst();
    if (before) throw new AppError('ALREADY_ANSWERED');
    const row = await trx
      .insertInto('questions')
      .values({
        user_id: viewer.id,
        sender_id: null,
        sender_ip_hash: null,
        anonymous: 0,
        prompt_id: prompt.id,
        question: prompt.text,
        answer: input.answer,
        status: 'answered',
        lang: prompt.lang,
        date_added: now,
        date_answered: now,
        rank_at: now,
        updated_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('users')
      .set((eb) => ({ answer_count: eb('answer_count', '+', 1) }))
      .where('id', '=', viewer.id)
      .execute();
    await trx
      .updateTable('prompts')
      .set((eb) => ({ answer_count: eb('answer_count', '+', 1) }))
      .where('id', '=', prompt.id)
      .execute();
    await indexHashtags(trx, { id: row.id, question: prompt.text, answer: input.answer, date: now });
    return row.id;
  });
}
