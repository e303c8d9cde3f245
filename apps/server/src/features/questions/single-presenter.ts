import type { Question } from '@qurio/contract';
import type { AppContext } from '../../context.js';
import type { QuestionRow } from '../../db/types.js';
import { AppError } from '../../lib/errors.js';
import { presentQuestions } from './presenter.js';

/**
 * One question for the viewer, through the one question presenter (presenter.ts) like every list,
 * so a single question keeps every anonymity rule of a page of them.
 */
export async function presentQuestion(
  ctx: AppContext,
  row: QuestionRow,
  viewerId: number | null,
  options: { withLikers?: boolean } = {},
): Promise<Question> {
  const [question] = await presentQuestions(ctx.db.kysely, [row], viewerId, options);
  if (!question) throw new AppError('QUESTION_NOT_FOUND');
  return question;
}
