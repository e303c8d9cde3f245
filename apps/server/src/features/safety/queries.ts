import type { Kysely } from 'kysely';
import { keyset } from '../../db/keyset.js';
import type { Database, QuestionRow } from '../../db/types.js';

export interface AskerBlockRow {
  id: number;
  question: string;
  date_added: string;
}

/** One entry per blocked question (asker_blocks_question_idx); a second block of it changes nothing. */
export async function insertAskerBlock(
  db: Kysely<Database>,
  block: {
    userId: number;
    questionId: number;
    askerKey: string | null;
    question: string;
    anonymousOnly: boolean;
    now: string;
  },
): Promise<void> {
  await db
    .insertInto('asker_blocks')
    .values({
      user_id: block.userId,
      question_id: block.questionId,
      asker_key: block.askerKey,
      question: block.question,
      anonymous_only: block.anonymousOnly ? 1 : 0,
      date_added: block.now,
    })
    .onConflict((oc) => oc.columns(['user_id', 'question_id']).doNothing())
    .execute();
}

/**
 * Whether the recipient blocked this asker for a question asked this way (asker_blocks_key_idx): an
 * anonymous question by any block of theirs, a named one only by a block made from a named one.
 * The same one query either way, so the answer's time says nothing of which it was.
 */
export async function isAskerBlocked(
  db: Kysely<Database>,
  recipientId: number,
  askerKey: string,
  anonymous: boolean,
): Promise<boolean> {
  const row = await db
    .selectFrom('asker_blocks')
    .select('id')
    .where('user_id', '=', recipientId)
    .where('asker_key', '=', askerKey)
    .where('anonymous_only', '<=', anonymous ? 1 : 0)
    .executeTakeFirst();
  return row !== undefined;
}

/** A member's blocked askers, newest first (asker_blocks_list_idx): the entry and its question only. */
export function listAskerBlocks(
  db: Kysely<Database>,
  userId: number,
  lastId: number | undefined,
): Promise<AskerBlockRow[]> {
  return keyset(db.selectFrom('asker_blocks').select(['id', 'question', 'date_added']).where('user_id', '=', userId), {
    sortColumn: 'id',
    idColumn: 'id',
    direction: 'older',
    anchor: lastId === undefined ? null : { sort: lastId, id: lastId },
  }).execute();
}

/** false when the member has no such entry. */
export async function deleteAskerBlock(db: Kysely<Database>, userId: number, id: number): Promise<boolean> {
  const removed = await db
    .deleteFrom('asker_blocks')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(removed.numDeletedRows) > 0;
}

export interface MutedWordRow {
  word: string;
  word_norm: string;
  date_added: string;
}

/** A member's muted words, oldest first (muted_words_user_idx). */
export function listMutedWords(db: Kysely<Database>, userId: number): Promise<MutedWordRow[]> {
  return db
    .selectFrom('muted_words')
    .select(['word', 'word_norm', 'date_added'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
}

/** Adds one unless its folded form is muted already. */
export async function insertMutedWord(
  db: Kysely<Database>,
  row: { userId: number; word: string; wordNorm: string; now: string },
): Promise<void> {
  await db
    .insertInto('muted_words')
    .values({ user_id: row.userId, word: row.word, word_norm: row.wordNorm, date_added: row.now })
    .onConflict((oc) => oc.columns(['user_id', 'word_norm']).doNothing())
    .execute();
}

export async function deleteMutedWord(db: Kysely<Database>, userId: number, wordNorm: string): Promise<void> {
  await db.deleteFrom('muted_words').where('user_id', '=', userId).where('word_norm', '=', wordNorm).execute();
}

/**
 * blockAsker with `delete_questions`: up to 100 of a member's questions still in the inbox or held
 * back from one asker, asked the same way (questions_asker_idx: user_id, asker_key).
 */
export function listAskerQuestions(
  db: Kysely<Database>,
  userId: number,
  askerKey: string,
  anonymous: boolean,
): Promise<QuestionRow[]> {
  return db
    .selectFrom('questions')
    .selectAll()
    .where('user_id', '=', userId)
    .where('asker_key', '=', askerKey)
    .where('anonymous', '=', anonymous ? 1 : 0)
    .where('status', 'in', ['pending', 'held'])
    .orderBy('id')
    .limit(100)
    .execute();
}

/**
 * moveToInbox: a held question becomes pending and a flagged one unflagged, if it is still as its
 * caller read it; false when it changed meanwhile (answered, deleted in another tab).
 */
export async function releaseQuestion(
  db: Kysely<Database>,
  id: number,
  from: QuestionRow['status'],
  at: string,
): Promise<boolean> {
  const updated = await db
    .updateTable('questions')
    .set({ status: 'pending', filtered: 0, updated_at: at })
    .where('id', '=', id)
    .where('status', '=', from)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) > 0;
}
