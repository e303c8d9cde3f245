import type { Kysely, Selectable } from 'kysely';
import type { Database, PushOutboxTable, PushTokensTable, UsersTable } from '../../db/types.js';

export type PushOutboxRow = Selectable<PushOutboxTable>;
export type PushTokenRow = Selectable<PushTokensTable>;

/**
 * Stores a device token for a session. One device belongs to one member: a token registered
 * before, by this or any other session, moves here (push_tokens_token_idx, one atomic upsert).
 * Pushes queued for the previous member are not sent to it: the worker checks the owner.
 */
export async function upsertPushToken(
  db: Kysely<Database>,
  t: { token: string; platform: 'android' | 'ios'; userId: number; sessionId: number; now: string },
): Promise<void> {
  const row = { platform: t.platform, user_id: t.userId, session_id: t.sessionId, date_added: t.now };
  await db
    .insertInto('push_tokens')
    .values({ token: t.token, ...row })
    .onConflict((oc) => oc.column('token').doUpdateSet({ ...row, p256dh: null, auth_secret: null }))
    .execute();
}

/**
 * Stores a browser's Web Push subscription for a session, as platform `web` with the endpoint as its
 * token. As for a device, one browser belongs to one member: an endpoint registered before moves
 * here with its keys (one atomic upsert on push_tokens_token_idx).
 */
export async function upsertWebPushSubscription(
  db: Kysely<Database>,
  s: { endpoint: string; p256dh: string; auth: string; userId: number; sessionId: number; now: string },
): Promise<void> {
  const row = {
    platform: 'web' as const,
    p256dh: s.p256dh,
    auth_secret: s.auth,
    user_id: s.userId,
    session_id: s.sessionId,
    date_added: s.now,
  };
  await db
    .insertInto('push_tokens')
    .values({ token: s.endpoint, ...row })
    .onConflict((oc) => oc.column('token').doUpdateSet(row))
    .execute();
}

/** Removes a token of this member (push_tokens_token_idx); another member's token is left alone. */
export async function deleteOwnPushToken(db: Kysely<Database>, token: string, userId: number): Promise<void> {
  await db.deleteFrom('push_tokens').where('token', '=', token).where('user_id', '=', userId).execute();
}

/** The push service says the device is gone: forget it (by row id, the primary key). */
export async function deletePushTokenById(db: Kysely<Database>, id: number): Promise<void> {
  await db.deleteFrom('push_tokens').where('id', '=', id).execute();
}

/**
 * Queues one push per device of `userId` (push_tokens_user_idx), in whatever transaction `db` is.
 * Returns how many were queued.
 */
export async function insertPushes(
  db: Kysely<Database>,
  p: { userId: number; kind: PushOutboxTable['kind']; title: string; body: string; data: string; now: string },
): Promise<number> {
  const result = await db
    .insertInto('push_outbox')
    .columns(['token_id', 'user_id', 'kind', 'title', 'body', 'data', 'next_attempt_at', 'date_added'])
    .expression((eb) =>
      eb
        .selectFrom('push_tokens')
        .select((s) => [
          'push_tokens.id',
          'push_tokens.user_id',
          s.val(p.kind).as('kind'),
          s.val(p.title).as('title'),
          s.val(p.body).as('body'),
          s.val(p.data).as('data'),
          s.val(p.now).as('next_attempt_at'),
          s.val(p.now).as('date_added'),
        ])
        .where('push_tokens.user_id', '=', p.userId),
    )
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n);
}

/**
 * The device a claimed push goes to, if it still should: the token still belongs to the recipient,
 * through a session that is live, of an account that is active (primary keys only).
 */
export function findLiveDevice(
  db: Kysely<Database>,
  tokenId: number,
  userId: number,
  now: string,
): Promise<Pick<PushTokenRow, 'id' | 'token' | 'platform' | 'p256dh' | 'auth_secret'> | undefined> {
  return db
    .selectFrom('push_tokens')
    .innerJoin('sessions', 'sessions.id', 'push_tokens.session_id')
    .innerJoin('users', 'users.id', 'push_tokens.user_id')
    .select([
      'push_tokens.id',
      'push_tokens.token',
      'push_tokens.platform',
      'push_tokens.p256dh',
      'push_tokens.auth_secret',
    ])
    .where('push_tokens.id', '=', tokenId)
    .where('push_tokens.user_id', '=', userId)
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', now)
    .where('users.status', '=', 'active')
    .executeTakeFirst();
}

/** Ends a push: sent, given up, or dropped (no device, no configured service). */
export async function finishPush(
  db: Kysely<Database>,
  id: number,
  outcome: { status: 'sent' | 'failed' | 'dropped'; at: string; error?: string },
): Promise<void> {
  await db
    .updateTable('push_outbox')
    .set({
      status: outcome.status,
      sent_at: outcome.status === 'sent' ? outcome.at : null,
      claimed_by: null,
      claimed_until: null,
      last_error: outcome.error ?? null,
    })
    .where('id', '=', id)
    .where('status', '=', 'queued')
    .execute();
}

type PushSetting = keyof UsersTable & `notify_${string}`;

/**
 * What a push to this member depends on: their status, language and the setting of its kind, and
 * their username (the path of their own answer).
 */
export async function findPushRecipient(
  db: Kysely<Database>,
  userId: number,
  setting: PushSetting,
): Promise<{ status: string; lang: string; username: string; wants: boolean } | undefined> {
  const row = await db
    .selectFrom('users')
    .select(['status', 'lang', 'username', setting])
    .where('id', '=', userId)
    .executeTakeFirst();
  return row && { status: row.status, lang: row.lang, username: row.username, wants: Number(row[setting]) === 1 };
}
