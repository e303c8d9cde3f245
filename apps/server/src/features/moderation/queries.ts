import type { Kysely, Selectable } from 'kysely';
import { keyset } from '../../db/keyset.js';
import type { Database, ModAuditTable, UserRow } from '../../db/types.js';

export interface OpenReportRow {
  id: number;
  target_type: 'user' | 'question';
  target_id: number;
  reason: string | null;
  date_added: string;
}

/** Open reports, oldest first (reports_queue_idx); the console groups them by target. */
export function listOpenReports(db: Kysely<Database>, limit: number): Promise<OpenReportRow[]> {
  return db
    .selectFrom('reports')
    .select(['id', 'target_type', 'target_id', 'reason', 'date_added'])
    .where('status', '=', 'open')
    .orderBy('id')
    .limit(limit)
    .execute() as Promise<OpenReportRow[]>;
}

export function findOpenReport(db: Kysely<Database>, id: number): Promise<OpenReportRow | undefined> {
  return db
    .selectFrom('reports')
    .select(['id', 'target_type', 'target_id', 'reason', 'date_added'])
    .where('id', '=', id)
    .where('status', '=', 'open')
    .executeTakeFirst() as Promise<OpenReportRow | undefined>;
}

/** Closes every open report about one target; how many were. */
export async function closeReports(
  db: Kysely<Database>,
  target: { type: 'user' | 'question'; id: number },
  status: 'resolved' | 'dismissed',
): Promise<number> {
  const result = await db
    .updateTable('reports')
    .set({ status })
    .where('target_type', '=', target.type)
    .where('target_id', '=', target.id)
    .where('status', '=', 'open')
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export interface ReportedQuestionRow {
  id: number;
  question: string;
  answer: string | null;
  status: string;
  anonymous: number;
  owner_id: number;
  owner_username: string;
}

/** The reported questions as they read, with their owners; never who sent them. */
export function listReportedQuestions(db: Kysely<Database>, ids: number[]): Promise<ReportedQuestionRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('questions as q')
    .innerJoin('users as owner', 'owner.id', 'q.user_id')
    .select([
      'q.id',
      'q.question',
      'q.answer',
      'q.status',
      'q.anonymous',
      'owner.id as owner_id',
      'owner.username as owner_username',
    ])
    .where('q.id', 'in', ids)
    .execute();
}

export interface ReportedUserRow {
  id: number;
  username: string;
  fullname: string;
  bio: string;
  status: string;
  verified: number;
}

export function listReportedUsers(db: Kysely<Database>, ids: number[]): Promise<ReportedUserRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('users')
    .select(['id', 'username', 'fullname', 'bio', 'status', 'verified'])
    .where('id', 'in', ids)
    .execute();
}

/**
 * Who sent a question and who received it (with their role), for the moderator's actions on it
 * only: the reveal, an asker ban and the check that the moderator may act on it.
 */
export function findQuestionForModeration(
  db: Kysely<Database>,
  questionId: number,
): Promise<
  | {
      sender_id: number | null;
      asker_key: string | null;
      sender_username: string | null;
      owner_id: number;
      owner_role: UserRow['role'];
    }
  | undefined
> {
  return db
    .selectFrom('questions as q')
    .innerJoin('users as owner', 'owner.id', 'q.user_id')
    .leftJoin('users as sender', 'sender.id', 'q.sender_id')
    .select([
      'q.sender_id',
      'q.asker_key',
      'sender.username as sender_username',
      'owner.id as owner_id',
      'owner.role as owner_role',
    ])
    .where('q.id', '=', questionId)
    .executeTakeFirst();
}

/** Whether anything about the target is reported and still open (reports_target_idx). */
export async function hasOpenReport(
  db: Kysely<Database>,
  target: { type: 'user' | 'question'; id: number },
): Promise<boolean> {
  const row = await db
    .selectFrom('reports')
    .select('id')
    .where('target_type', '=', target.type)
    .where('target_id', '=', target.id)
    .where('status', '=', 'open')
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertAskerBan(db: Kysely<Database>, askerKey: string, now: string): Promise<void> {
  await db
    .insertInto('asker_bans')
    .values({ asker_key: askerKey, date_added: now })
    .onConflict((oc) => oc.column('asker_key').doNothing())
    .execute();
}

/** Whether a moderator banned this asker site-wide (asker_bans_key_idx). */
export async function isAskerBanned(db: Kysely<Database>, askerKey: string): Promise<boolean> {
  const row = await db.selectFrom('asker_bans').select('id').where('asker_key', '=', askerKey).executeTakeFirst();
  return row !== undefined;
}

export async function setSuspensionDetails(
  db: Kysely<Database>,
  userId: number,
  details: { reason: string | null; until: string | null },
): Promise<void> {
  await db
    .updateTable('users')
    .set({ suspended_reason: details.reason, suspended_until: details.until })
    .where('id', '=', userId)
    .execute();
}

export async function setVerified(db: Kysely<Database>, userId: number, verified: boolean): Promise<void> {
  await db
    .updateTable('users')
    .set({ verified: verified ? 1 : 0 })
    .where('id', '=', userId)
    .execute();
}

export interface AuditEntry {
  moderatorId: number;
  moderatorUsername: string;
  action: string;
  targetType: 'report' | 'user' | 'question' | 'media';
  targetId: number;
  reason: string;
  now: string;
}

/** Appends to the audit log: nothing updates or deletes its rows. */
export async function appendAudit(db: Kysely<Database>, entry: AuditEntry): Promise<void> {
  await db
    .insertInto('mod_audit')
    .values({
      moderator_id: entry.moderatorId,
      moderator_username: entry.moderatorUsername,
      action: entry.action,
      target_type: entry.targetType,
      target_id: entry.targetId,
      reason: entry.reason,
      date_added: entry.now,
    })
    .execute();
}

export type AuditRow = Pick<
  Selectable<ModAuditTable>,
  'id' | 'moderator_username' | 'action' | 'target_type' | 'target_id' | 'reason' | 'date_added'
>;

export function listAudit(db: Kysely<Database>, lastId: number | undefined): Promise<AuditRow[]> {
  return keyset(
    db
      .selectFrom('mod_audit')
      .select(['id', 'moderator_username', 'action', 'target_type', 'target_id', 'reason', 'date_added']),
    {
      sortColumn: 'id',
      idColumn: 'id',
      direction: 'older',
      anchor: lastId === undefined ? null : { sort: lastId, id: lastId },
    },
  ).execute();
}

export interface RevealRow {
  id: number;
  moderator_username: string;
  target_id: number;
  question: string | null;
  reason: string;
  date_added: string;
}

/**
 * The audit log's reveals of senders, newest first, all of them or one moderator's
 * (mod_audit_action_idx, mod_audit_moderator_idx); the question's text when it is still there.
 */
export function listReveals(
  db: Kysely<Database>,
  moderatorId: number | null,
  lastId: number | undefined,
): Promise<RevealRow[]> {
  let query = db
    .selectFrom('mod_audit as a')
    .leftJoin('questions as q', 'q.id', 'a.target_id')
    .select(['a.id', 'a.moderator_username', 'a.target_id', 'q.question', 'a.reason', 'a.date_added'])
    .where('a.action', '=', 'reveal_sender')
    .where('a.target_type', '=', 'question');
  if (moderatorId !== null) query = query.where('a.moderator_id', '=', moderatorId);
  return keyset(query, {
    sortColumn: 'a.id',
    idColumn: 'a.id',
    direction: 'older',
    anchor: lastId === undefined ? null : { sort: lastId, id: lastId },
  }).execute();
}
