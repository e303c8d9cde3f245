import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database, EmailCodesTable, EmailTokensTable, UserRow } from '../../db/types.js';
import { insertOutboxMail, type NewOutboxMail } from '../mail/queries.js';

export type MailPurpose = 'reset' | 'verify';
export type EmailCodeRow = Selectable<EmailCodesTable>;
export type EmailTokenRow = Selectable<EmailTokensTable>;

export function findUserByEmail(db: Kysely<Database>, email: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('email_lower', '=', email.trim().toLowerCase()).executeTakeFirst();
}

/** Mails of one kind queued for a member since a time: each mail stores exactly one code. */
export async function countMailsSince(
  db: Kysely<Database>,
  userId: number,
  purpose: MailPurpose,
  since: string,
): Promise<number> {
  const row = await db
    .selectFrom('email_codes')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('date_added', '>', since)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** The newest code not used up yet; whether it is still alive (time, tries) is the service's call. */
export function findLatestUnusedCode(
  db: Kysely<Database>,
  userId: number,
  purpose: MailPurpose,
): Promise<EmailCodeRow | undefined> {
  return db
    .selectFrom('email_codes')
    .selectAll()
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/**
 * Stores a code and a link token and queues the mail carrying them, in the caller's transaction: a
 * code exists exactly when its mail is on its way, and the answer never waits for the mail server.
 */
export async function insertCodeTokenAndMail(
  trx: Transaction<Database>,
  code: Omit<EmailCodeRow, 'id' | 'attempts' | 'used_at'>,
  token: Omit<EmailTokenRow, 'id' | 'used_at'>,
  mail: NewOutboxMail,
): Promise<{ codeId: number; tokenId: number; mailId: number }> {
  const c = await trx.insertInto('email_codes').values(code).returning('id').executeTakeFirstOrThrow();
  const t = await trx.insertInto('email_tokens').values(token).returning('id').executeTakeFirstOrThrow();
  return { codeId: c.id, tokenId: t.id, mailId: await insertOutboxMail(trx, mail) };
}

/** Counts a wrong try, unless the code is already out of tries; false when nothing was counted. */
export async function recordWrongTry(db: Kysely<Database>, codeId: number, maxTries: number): Promise<boolean> {
  const result = await db
    .updateTable('email_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', codeId)
    .where('attempts', '<', maxTries)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Marks a code used; false when another request used it first. */
export async function useCode(db: Kysely<Database>, codeId: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable('email_codes')
    .set({ used_at: now })
    .where('id', '=', codeId)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export function findTokenByHash(db: Kysely<Database>, tokenHash: string): Promise<EmailTokenRow | undefined> {
  return db.selectFrom('email_tokens').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
}

/** Marks a link token used; false when another request used it first (single use). */
export async function useToken(db: Kysely<Database>, tokenId: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable('email_tokens')
    .set({ used_at: now })
    .where('id', '=', tokenId)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Ends every outstanding code and link of a member (of some purposes) at once. */
export async function retireSecrets(
  db: Kysely<Database>,
  userId: number,
  purposes: MailPurpose[],
  now: string,
): Promise<void> {
  for (const table of ['email_codes', 'email_tokens'] as const) {
    await db
      .updateTable(table)
      .set({ used_at: now })
      .where('user_id', '=', userId)
      .where('purpose', 'in', purposes)
      .where('used_at', 'is', null)
      .execute();
  }
}

/** Reserves the old name (see users/queries isUsernameTaken) and renames: the caller's transaction. */
export async function renameUser(
  trx: Transaction<Database>,
  user: Pick<UserRow, 'id' | 'username'>,
  username: string,
  now: string,
): Promise<UserRow> {
  await trx
    .insertInto('username_changes')
    .values({
      user_id: user.id,
      old_username: user.username,
      old_username_lower: user.username.toLowerCase(),
      new_username: username,
      date_added: now,
    })
    .execute();
  return trx
    .updateTable('users')
    .set({ username, username_lower: username.toLowerCase(), username_changed_at: now })
    .where('id', '=', user.id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The member's answered prompt questions' prompts (their counts drop when the account goes). */
export async function listAnsweredPromptIds(db: Kysely<Database>, userId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('questions')
    .select('prompt_id')
    .where('user_id', '=', userId)
    .where('status', '=', 'answered')
    .where('prompt_id', 'is not', null)
    .execute();
  return rows.flatMap((r) => (r.prompt_id === null ? [] : [r.prompt_id]));
}

/**
 * Everything of a member that is not erased by the cascade from their row, then the row itself:
 * the questions they asked others stay with their recipients, anonymous and without a sender
 * (those still waiting for their delay too, delivered when due);
 * reports about them or their questions, their device tokens and pushes, and every mail to their
 * address go. The rest (sessions, their questions and answers, likes, follows, blocks, muted
 * words, notifications, mail codes, username history) cascades. The name is kept reserved.
 */
export async function eraseMember(db: Kysely<Database>, user: UserRow, now: string): Promise<void> {
  await db.updateTable('questions').set({ sender_id: null, anonymous: 1 }).where('sender_id', '=', user.id).execute();
  // Their list of sent questions goes; those still waiting for their delay are delivered all the
  // same, without a sender (the foreign key sets it null), as the questions they asked stay.
  await db.deleteFrom('sent_questions').where('sender_id', '=', user.id).where('deliver_at', 'is', null).execute();
  await db
    .deleteFrom('reports')
    .where((eb) =>
      eb.or([
        eb.and([eb('target_type', '=', 'user'), eb('target_id', '=', user.id)]),
        eb.and([
          eb('target_type', '=', 'question'),
          eb('target_id', 'in', eb.selectFrom('questions').select('id').where('user_id', '=', user.id)),
        ]),
      ]),
    )
    .execute();
  await db.deleteFrom('push_outbox').where('user_id', '=', user.id).execute();
  await db.deleteFrom('push_tokens').where('user_id', '=', user.id).execute();
  // Mails to the member's address and to an address they were changing to (its codes and links).
  const addresses = [
    user.email,
    ...(await db.selectFrom('email_codes').select('email').where('user_id', '=', user.id).execute()).map(
      (r) => r.email,
    ),
    ...(await db.selectFrom('email_tokens').select('email').where('user_id', '=', user.id).execute()).map(
      (r) => r.email,
    ),
  ];
  await db
    .deleteFrom('mail_outbox')
    .where('to_address', 'in', [...new Set(addresses)])
    .execute();
  await db.insertInto('released_usernames').values({ username_lower: user.username_lower, date_added: now }).execute();
  await db.deleteFrom('users').where('id', '=', user.id).execute();
}
