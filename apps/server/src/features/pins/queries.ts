import type { Kysely } from 'kysely';
import { prepare } from '../../db/prepared.js';
import type { Database, QuestionRow } from '../../db/types.js';

// A profile's pins are read with every profile visit (db/prepared.ts): built and compiled once.
const pinnedOf = prepare((db, p: { userId: number }) =>
  db
    .selectFrom('pins as p')
    .innerJoin('questions as q', 'q.id', 'p.question_id')
    .selectAll('q')
    .where('p.user_id', '=', p.userId)
    .where('q.status', '=', 'answered')
    .orderBy('p.position')
    .orderBy('p.question_id'),
);

/** pinnedAnswers: a member's pinned answers in their order (pins_pk, then the questions' key). */
export function listPinnedAnswers(db: Kysely<Database>, userId: number): Promise<QuestionRow[]> {
  return pinnedOf.execute(db, { userId });
}

/** The ids of a member's pins in order (pins_pk). */
export async function listPinIds(db: Kysely<Database>, userId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('pins')
    .select('question_id')
    .where('user_id', '=', userId)
    .orderBy('position')
    .orderBy('question_id')
    .execute();
  return rows.map((r) => Number(r.question_id));
}

export async function insertPin(
  db: Kysely<Database>,
  pin: { userId: number; questionId: number; position: number; now: string },
): Promise<void> {
  await db
    .insertInto('pins')
    .values({ user_id: pin.userId, question_id: pin.questionId, position: pin.position, date_added: pin.now })
    .execute();
}

export async function deletePin(db: Kysely<Database>, userId: number, questionId: number): Promise<void> {
  await db.deleteFrom('pins').where('user_id', '=', userId).where('question_id', '=', questionId).execute();
}

/** Every pin of one question, when the answer is deleted or removed (pins_question_idx). */
export async function deletePinsOf(db: Kysely<Database>, questionId: number): Promise<void> {
  await db.deleteFrom('pins').where('question_id', '=', questionId).execute();
}

/** Writes the positions of a member's pins in the given order (at most LIMITS.pinsMax rows). */
export async function setPinOrder(db: Kysely<Database>, userId: number, questionIds: number[]): Promise<void> {
  for (const [position, questionId] of questionIds.entries()) {
    await db
      .updateTable('pins')
      .set({ position })
      .where('user_id', '=', userId)
      .where('question_id', '=', questionId)
      .execute();
  }
}
