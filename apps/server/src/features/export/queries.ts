import type { Kysely, Selectable } from 'kysely';
import type { Database, DataExportsTable } from '../../db/types.js';

export type DataExportRow = Selectable<DataExportsTable>;

/** The member's latest export request (data_exports_user_idx). */
export function findLatestExport(db: Kysely<Database>, userId: number): Promise<DataExportRow | undefined> {
  return db
    .selectFrom('data_exports')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export function findExport(db: Kysely<Database>, id: number): Promise<DataExportRow | undefined> {
  return db.selectFrom('data_exports').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertExport(db: Kysely<Database>, userId: number, now: string): Promise<number> {
  const row = await db
    .insertInto('data_exports')
    .values({ user_id: userId, date_added: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** False when the row is gone (the member deleted their account meanwhile). */
export async function markExport(
  db: Kysely<Database>,
  id: number,
  values: { status: 'ready' | 'failed'; file: string | null; ready_at: string | null },
): Promise<boolean> {
  const result = await db.updateTable('data_exports').set(values).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Files of the member's earlier exports, to remove when a new one is ready. */
export async function listOtherExportFiles(db: Kysely<Database>, userId: number, exceptId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('data_exports')
    .select('file')
    .where('user_id', '=', userId)
    .where('id', '!=', exceptId)
    .where('file', 'is not', null)
    .execute();
  return rows.flatMap((r) => (r.file ? [r.file] : []));
}

export async function forgetExportFiles(db: Kysely<Database>, userId: number, exceptId: number): Promise<void> {
  await db
    .updateTable('data_exports')
    .set({ file: null })
    .where('user_id', '=', userId)
    .where('id', '!=', exceptId)
    .execute();
}

/** The names of the member's export files (deleteAccount removes them after its commit). */
export async function listMemberExportFiles(db: Kysely<Database>, userId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('data_exports')
    .select('file')
    .where('user_id', '=', userId)
    .where('file', 'is not', null)
    .execute();
  return rows.flatMap((r) => (r.file ? [r.file] : []));
}

/** Every export that has a file, oldest ready first (data_exports_file_idx). */
export async function listExportsWithFiles(
  db: Kysely<Database>,
): Promise<Array<{ id: number; file: string; ready_at: string | null }>> {
  const rows = await db
    .selectFrom('data_exports')
    .select(['id', 'file', 'ready_at'])
    .where('file', 'is not', null)
    .orderBy('ready_at')
    .execute();
  return rows.flatMap((r) => (r.file ? [{ id: r.id, file: r.file, ready_at: r.ready_at }] : []));
}

/** The row no longer names its file (the file goes next). */
export async function forgetExportFile(db: Kysely<Database>, id: number, file: string): Promise<void> {
  await db.updateTable('data_exports').set({ file: null }).where('id', '=', id).where('file', '=', file).execute();
}

/** Exports a crash or a stop left queued, oldest first (data_exports_status_idx). */
export async function listQueuedExports(db: Kysely<Database>): Promise<number[]> {
  const rows = await db.selectFrom('data_exports').select('id').where('status', '=', 'queued').orderBy('id').execute();
  return rows.map((r) => r.id);
}

/**
 * Everything the archive holds about one member, their own data only: for questions others asked
 * them, the asker's name only where the question was not anonymous (as the profile shows it).
 */
export async function loadMemberData(db: Kysely<Database>, userId: number) {
  const [received, asked, likes, following, followers, blocked, muted, askerBlocks, pins] = await Promise.all([
    db
      .selectFrom('questions as q')
      .leftJoin('users as sender', (join) => join.onRef('sender.id', '=', 'q.sender_id').on('q.anonymous', '=', 0))
      .select([
        'q.id',
        'q.question',
        'q.answer',
        'q.status',
        'q.anonymous',
        'q.prompt_id',
        'q.like_count',
        'q.date_added',
        'q.date_answered',
        'q.media',
        'q.content_warning',
        'sender.username as from_username',
      ])
      .where('q.user_id', '=', userId)
      .where('q.status', 'in', ['answered', 'pending', 'held'])
      .orderBy('q.id')
      .execute(),
    // What the member's list of sent questions shows (features/sent-questions), waiting ones too:
    // when they asked, and an answer once there is one (sent_questions_sender_idx).
    db
      .selectFrom('sent_questions as sq')
      .innerJoin('users as owner', 'owner.id', 'sq.user_id')
      .leftJoin('questions as q', 'q.id', 'sq.question_id')
      .select([
        'sq.id',
        'sq.question',
        'sq.anonymous',
        'sq.deliver_at',
        'sq.date_added',
        'q.status',
        'q.answer',
        'q.date_answered',
        'owner.username as to_username',
      ])
      .where('sq.sender_id', '=', userId)
      .orderBy('sq.id')
      .execute(),
    db
      .selectFrom('likes as l')
      .innerJoin('questions as q', 'q.id', 'l.question_id')
      .innerJoin('users as owner', 'owner.id', 'q.user_id')
      .select(['l.question_id', 'owner.username as owner_username', 'l.date_added'])
      .where('l.user_id', '=', userId)
      .orderBy('l.date_added')
      .execute(),
    db
      .selectFrom('follows as f')
      .innerJoin('users as u', 'u.id', 'f.followee_id')
      .select(['u.username', 'f.date_added'])
      .where('f.follower_id', '=', userId)
      .execute(),
    db
      .selectFrom('follows as f')
      .innerJoin('users as u', 'u.id', 'f.follower_id')
      .select(['u.username', 'f.date_added'])
      .where('f.followee_id', '=', userId)
      .execute(),
    db
      .selectFrom('blocks as b')
      .innerJoin('users as u', 'u.id', 'b.blocked_id')
      .select(['u.username', 'b.date_added'])
      .where('b.blocker_id', '=', userId)
      .execute(),
    db.selectFrom('muted_words').select(['word', 'date_added']).where('user_id', '=', userId).orderBy('id').execute(),
    db
      .selectFrom('asker_blocks')
      .select(['id', 'question', 'date_added'])
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute(),
    // The member's pinned answers in their order (pins_pk).
    db
      .selectFrom('pins')
      .select('question_id')
      .where('user_id', '=', userId)
      .orderBy('position')
      .orderBy('question_id')
      .execute(),
  ]);
  return {
    received,
    asked,
    likes,
    following,
    followers,
    blocked,
    muted,
    askerBlocks,
    pinned: pins.map((p) => Number(p.question_id)),
  };
}
export type MemberData = Awaited<ReturnType<typeof loadMemberData>>;
