import { LIMITS } from '@qurio/contract';
import type { AppContext } from '../../context.js';
import { lockMember } from '../../db/member-lock.js';
import { inTransaction } from '../../db/transaction.js';
import type { QuestionRow, UserRow } from '../../db/types.js';
import { askerKey } from '../../lib/asker-key.js';
import { AppError } from '../../lib/errors.js';
import type { Cursor } from '../../lib/pagination.js';
import { findQuestion, listInbox } from '../questions/queries.js';
import { deleteQuestions, isGone } from '../questions/service.js';
import { addToUserCounts } from '../users/queries.js';
import { mutedForm } from './mute.js';
import {
  type AskerBlockRow,
  deleteAskerBlock,
  deleteMutedWord,
  insertAskerBlock,
  insertMutedWord,
  listAskerBlocks,
  listAskerQuestions,
  listMutedWords,
  type MutedWordRow,
  releaseQuestion,
} from './queries.js';

export const SAFETY_MESSAGES = {
  askerBlocked: 'The asker is blocked. Their questions will no longer reach you.',
  askerUnblocked: 'The asker is unblocked.',
} as const;

/**
 * Blocks whoever asked one of the viewer's questions, without telling the viewer anything about
 * them. The answer is the same for a member's, a guest's and an old question without a key, and
 * for a second block of the same question: nothing in it tells askers apart.
 *
 * A block made from an anonymous question drops only that asker's anonymous questions (issue 29):
 * had it dropped their named ones too, the recipient could test a suspect by asking them to ask
 * by name, and the suspect would see their named questions go unanswered. A named question names
 * its sender, so a block made from it drops everything they ask, as the user block would.
 */
export async function blockAsker(
  ctx: AppContext,
  viewer: UserRow,
  questionId: number,
  options: { deleteQuestions?: boolean | undefined } = {},
): Promise<void> {
  const q = await findQuestion(ctx.db.kysely, questionId);
  if (!q || q.user_id !== viewer.id || isGone(q)) throw new AppError('QUESTION_NOT_FOUND');
  // A prompt answer has no asker but the viewer.
  if (q.prompt_id !== null) throw new AppError('QUESTION_NOT_FOUND');
  const key = q.asker_key ?? (q.sender_id !== null ? askerKey(ctx.askerSecret, { memberId: q.sender_id }) : null);
  await insertAskerBlock(ctx.db.kysely, {
    userId: viewer.id,
    questionId: q.id,
    askerKey: key,
    question: q.question,
    anonymousOnly: q.anonymous === 1,
    now: ctx.now().toISOString(),
  });
  if (options.deleteQuestions) await deleteAskerQuestions(ctx, viewer, q, key);
}

/**
 * The other half of blockAsker's `delete_questions` (issue 34, as Tellonym does): the question and
 * every other one of that asker's still in the inbox or held back go, as the member's own deletes
 * would take them (one fewer in each count, their notifications gone).
 *
 * Anonymity: only questions asked the same way as the one blocked go. From an anonymous question,
 * only the asker's anonymous questions: their disappearance tells the member that those came from
 * the one they blocked, which is what they asked for, and nothing more (no name). Removing the
 * asker's named questions as well would name the anonymous asker, as issue 29 found for future
 * ones. From a named question, only their named ones: their anonymous questions going too would
 * say which anonymous questions that member sent. The call's answer is the same whatever went (no
 * count, no ids), so it tells nothing the inbox does not show.
 */
async function deleteAskerQuestions(
  ctx: AppContext,
  viewer: UserRow,
  q: QuestionRow,
  key: string | null,
): Promise<void> {
  await deleteQuestions(ctx, viewer, { ids: [q.id] });
  // A question from before asker keys has none: only it can be told to be theirs.
  if (key === null) return;
  for (;;) {
    // Each batch leaves the inbox (or changed meanwhile), so the next read starts over.
    const batch = await listAskerQuestions(ctx.db.kysely, viewer.id, key, q.anonymous === 1);
    if (batch.length === 0) return;
    await deleteQuestions(ctx, viewer, { ids: batch.map((row) => row.id) });
  }
}

/**
 * moveToInbox (issue 34): the member takes a held-back or flagged question for a false positive,
 * and it becomes an ordinary inbox question (one fewer held, one more pending; no notification, as
 * the member is looking at it). An ordinary pending question changes nothing.
 */
export async function moveToInbox(ctx: AppContext, viewer: UserRow, questionId: number): Promise<void> {
  const q = await findQuestion(ctx.db.kysely, questionId);
  if (!q || q.user_id !== viewer.id || (q.status !== 'held' && q.status !== 'pending')) {
    throw new AppError('QUESTION_NOT_FOUND');
  }
  if (q.status === 'pending' && q.filtered === 0) return;
  const moved = await inTransaction(ctx.db.kysely, async (trx) => {
    if (!(await releaseQuestion(trx, q.id, q.status, ctx.now().toISOString()))) return false;
    if (q.status === 'held') await addToUserCounts(trx, viewer.id, { held_count: -1, pending_count: 1 });
    return true;
  });
  // Answered or deleted in another tab meanwhile: it is not there to move.
  if (!moved) throw new AppError('QUESTION_NOT_FOUND');
  ctx.live.stats(viewer.id);
}

export function listBlockedAskers(
  ctx: AppContext,
  viewer: UserRow,
  lastId: number | undefined,
): Promise<AskerBlockRow[]> {
  return listAskerBlocks(ctx.db.kysely, viewer.id, lastId);
}

export async function unblockAsker(ctx: AppContext, viewer: UserRow, id: number): Promise<void> {
  if (!(await deleteAskerBlock(ctx.db.kysely, viewer.id, id))) throw new AppError('NOT_FOUND');
}

export function listMuted(ctx: AppContext, viewer: UserRow): Promise<MutedWordRow[]> {
  return listMutedWords(ctx.db.kysely, viewer.id);
}

/**
 * Mutes a word or phrase (as typed, inner spaces collapsed); one already muted in another case or
 * spelling with accents changes nothing. At most LIMITS.mutedWordsMax.
 */
export async function muteWord(ctx: AppContext, viewer: UserRow, word: string): Promise<MutedWordRow[]> {
  const norm = mutedForm(word);
  if (norm === '') throw new AppError('WORD_INVALID');
  return inTransaction(ctx.db.kysely, async (trx) => {
    // Counted under the member's lock, so parallel requests cannot all see room for one more.
    await lockMember(trx, viewer.id);
    const words = await listMutedWords(trx, viewer.id);
    if (words.some((w) => w.word_norm === norm)) return words;
    if (words.length >= LIMITS.mutedWordsMax) throw new AppError('MUTED_WORDS_FULL');
    await insertMutedWord(trx, {
      userId: viewer.id,
      word: word.replace(/\s+/g, ' '),
      wordNorm: norm,
      now: ctx.now().toISOString(),
    });
    return listMutedWords(trx, viewer.id);
  });
}

/** Unmutes a word or phrase in any case or accents; one that was not muted changes nothing. */
export async function unmuteWord(ctx: AppContext, viewer: UserRow, word: string): Promise<MutedWordRow[]> {
  await deleteMutedWord(ctx.db.kysely, viewer.id, mutedForm(word));
  return listMutedWords(ctx.db.kysely, viewer.id);
}

/** The held-back questions, newest first; they stay until deleted (deleteQuestion). */
export function listHeld(ctx: AppContext, viewer: UserRow, cursor: Cursor): Promise<QuestionRow[]> {
  return listInbox(ctx.db.kysely, viewer.id, cursor, 'held');
}
