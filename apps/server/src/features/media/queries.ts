import type { Kysely, Transaction } from 'kysely';
import type { Database, MediaRow } from '../../db/types.js';

export interface NewMedia {
  user_id: number;
  name: string;
  data: string;
  bytes: number;
  date_added: string;
}

/** uploadMedia's quota: the member's pictures no answer has taken yet (media_user_idx). */
export async function countUnattachedMedia(db: Kysely<Database>, userId: number): Promise<number> {
  const row = await db
    .selectFrom('media')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('question_id', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertMedia(trx: Transaction<Database>, media: NewMedia): Promise<number> {
  const row = await trx.insertInto('media').values(media).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** The pictures an answer carries, in order (media_question_idx). */
export function listQuestionMedia(db: Kysely<Database>, questionId: number): Promise<MediaRow[]> {
  return db.selectFrom('media').selectAll().where('question_id', '=', questionId).orderBy('position').execute();
}

/**
 * Puts one of the member's pictures at a place in an answer, when it is theirs and free or on this
 * answer already. False otherwise: another member's, gone, or taken by a racing answer first (on
 * PostgreSQL the second update waits for the first and then finds its condition false).
 */
export async function claimMedia(
  trx: Transaction<Database>,
  claim: { id: number; userId: number; questionId: number; position: number; alt: string },
): Promise<boolean> {
  const result = await trx
    .updateTable('media')
    .set({ question_id: claim.questionId, position: claim.position, alt: claim.alt })
    .where('id', '=', claim.id)
    .where('user_id', '=', claim.userId)
    .where((eb) => eb.or([eb('question_id', 'is', null), eb('question_id', '=', claim.questionId)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteMediaRows(trx: Kysely<Database>, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await trx.deleteFrom('media').where('id', 'in', ids).execute();
}

/** The answer's pictures as presented, kept beside the row so a page reads them with it. */
export async function setQuestionMedia(trx: Kysely<Database>, questionId: number, media: string | null): Promise<void> {
  await trx.updateTable('questions').set({ media }).where('id', '=', questionId).execute();
}

export function findMedia(db: Kysely<Database>, id: number): Promise<MediaRow | undefined> {
  return db.selectFrom('media').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Every picture of a member (the export, account deletion), oldest first (media_user_idx). */
export function listMemberMedia(db: Kysely<Database>, userId: number): Promise<MediaRow[]> {
  return db.selectFrom('media').selectAll().where('user_id', '=', userId).orderBy('id').execute();
}

/** Pictures no answer took, uploaded before `before` (media_unattached_idx), a batch at a time. */
export function listUnattachedBefore(db: Kysely<Database>, before: string, limit: number): Promise<MediaRow[]> {
  return db
    .selectFrom('media')
    .selectAll()
    .where('question_id', 'is', null)
    .where('date_added', '<', before)
    .orderBy('date_added')
    .limit(limit)
    .execute();
}

/** Which of these names a picture row still has (the orphan sweep; media_name_idx). */
export async function findMediaNames(db: Kysely<Database>, names: readonly string[]): Promise<Set<string>> {
  if (names.length === 0) return new Set();
  const rows = await db.selectFrom('media').select('name').where('name', 'in', names).execute();
  return new Set(rows.map((row) => row.name));
}
