import type { AppContext } from '../../context.js';
import { indexAnswer } from '../../db/search.js';
import { inTransaction } from '../../db/transaction.js';
import type { QuestionRow, UserRow } from '../../db/types.js';
import { detectAnswerLanguage } from '../../lib/answer-language.js';
import { AppError } from '../../lib/errors.js';
import type { Cursor } from '../../lib/pagination.js';
import { addAnswerToTimelines, lockTimelinesForAnswer } from '../feeds/timeline.js';
import { setAnswerMedia } from '../media/service.js';
import { recordMentions, wakeNotificationSenders } from '../notifications/record.js';
import { warningOf } from '../questions/content-warning.js';
import { indexHashtags } from '../questions/hashtags.js';
import { insertQuestion, listPromptAnswers } from '../questions/queries.js';
import { addToUserCounts } from '../users/queries.js';
import {
  addToPromptAnswerCount,
  findActivePrompt,
  hasAnsweredPrompt,
  listUnansweredPrompts,
  type PromptRow,
} from './queries.js';

const PROMPTS_PER_CALL = 10;

/** Prompts in the member's language they have not answered yet, most answered first. */
export function listOpenPrompts(ctx: AppContext, viewer: UserRow): Promise<PromptRow[]> {
  return listUnansweredPrompts(ctx.db.kysely, viewer.id, viewer.lang, PROMPTS_PER_CALL);
}

export async function findPrompt(ctx: AppContext, id: number): Promise<PromptRow> {
  const row = await findActivePrompt(ctx.db.kysely, id);
  if (!row) throw new AppError('QUESTION_NOT_FOUND');
  return row;
}

/** questionAnswers: the prompt and one page of the answers the viewer may see. */
export async function listAnswersToPrompt(
  ctx: AppContext,
  viewerId: number | null,
  promptId: number,
  cursor: Cursor,
): Promise<{ prompt: PromptRow; answers: QuestionRow[] }> {
  const prompt = await findPrompt(ctx, promptId);
  return { prompt, answers: await listPromptAnswers(ctx.db.kysely, prompt.id, viewerId, cursor) };
}

/** A member's answer to a prompt becomes an answered question on their own profile. */
export async function answerPrompt(
  ctx: AppContext,
  viewer: UserRow,
  input: {
    question_id: number;
    answer: string;
    media?: ReadonlyArray<{ id: number; alt: string }> | undefined;
    content_warning?: string | undefined;
  },
): Promise<number> {
  const prompt = await findPrompt(ctx, input.question_id);
  const at = ctx.now();
  const now = at.toISOString();
  // A short answer is taken to be in the prompt's language.
  const lang = await detectAnswerLanguage(input.answer, prompt.lang);
  const { id, mentioned } = await inTransaction(ctx.db.kysely, async (trx) => {
    await lockTimelinesForAnswer(trx, ctx.db.dialect, viewer.id);
    if (await hasAnsweredPrompt(trx, viewer.id, prompt.id)) throw new AppError('ALREADY_ANSWERED');
    const id = await insertQuestion(trx, {
      user_id: viewer.id,
      sender_id: null,
      sender_ip_hash: null,
      anonymous: 0,
      prompt_id: prompt.id,
      question: prompt.text,
      answer: input.answer,
      status: 'answered',
      lang,
      date_added: now,
      date_answered: now,
      rank_at: now,
      updated_at: null,
      content_warning: warningOf(input.content_warning) ?? null,
    });
    // Its pictures, as an answer's (features/media): the member's own uploads, in order.
    await setAnswerMedia(trx, viewer.id, id, input.media);
    await addToUserCounts(trx, viewer.id, { answer_count: 1 });
    await addToPromptAnswerCount(trx, prompt.id, 1);
    await addAnswerToTimelines(trx, ctx.config.timeline, viewer, { id, date_answered: now });
    await indexHashtags(trx, {
      id,
      question: prompt.text,
      answer: input.answer,
      date: now,
      warned: warningOf(input.content_warning) != null,
    });
    await indexAnswer(trx, ctx.db.dialect, id);
    return {
      id,
      mentioned: await recordMentions(trx, { authorId: viewer.id, questionId: id, answer: input.answer, now: at }),
    };
  });
  wakeNotificationSenders(ctx);
  ctx.live.notifications(mentioned);
  ctx.live.answered(viewer.id, id);
  return id;
}
