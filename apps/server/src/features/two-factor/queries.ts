import type { Kysely, Selectable } from 'kysely';
import type { Database, TwoFactorTable } from '../../db/types.js';

export type TwoFactorRow = Selectable<TwoFactorTable>;

export function findTwoFactor(db: Kysely<Database>, userId: number): Promise<TwoFactorRow | undefined> {
  return db.selectFrom('two_factor').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

/** A new pending set-up in place of any earlier one (never of an enabled one: the caller checked). */
export async function savePendingTwoFactor(
  db: Kysely<Database>,
  userId: number,
  sealedSecret: string,
  now: string,
): Promise<void> {
  await db.deleteFrom('two_factor').where('user_id', '=', userId).where('enabled_at', 'is', null).execute();
  await db
    .insertInto('two_factor')
    .values({ user_id: userId, secret: sealedSecret, enabled_at: null, last_step: null, date_added: now })
    .execute();
}

/**
 * Records that a code of `step` was used, only if no code of that step or a later one was: true when
 * this call recorded it. One statement, so of two requests with the same code exactly one wins.
 */
export async function claimTotpStep(db: Kysely<Database>, userId: number, step: number): Promise<boolean> {
  const result = await db
    .updateTable('two_factor')
    .set({ last_step: step })
    .where('user_id', '=', userId)
    .where((eb) => eb.or([eb('last_step', 'is', null), eb('last_step', '<', step)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Uses one recovery code: true when it was there and unused (exactly one of parallel uses gets true). */
export async function claimRecoveryCode(
  db: Kysely<Database>,
  userId: number,
  codeHash: string,
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable('two_factor_recovery_codes')
    .set({ used_at: now })
    .where('user_id', '=', userId)
    .where('code_hash', '=', codeHash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function countRecoveryCodesLeft(db: Kysely<Database>, userId: number): Promise<number> {
  const row = await db
    .selectFrom('two_factor_recovery_codes')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** All new recovery codes (their hashes) in place of the old ones. */
export async function replaceRecoveryCodes(db: Kysely<Database>, userId: number, hashes: string[]): Promise<void> {
  await db.deleteFrom('two_factor_recovery_codes').where('user_id', '=', userId).execute();
  await db
    .insertInto('two_factor_recovery_codes')
    .values(hashes.map((code_hash) => ({ user_id: userId, code_hash, used_at: null })))
    .execute();
}

export async function markTwoFactorEnabled(db: Kysely<Database>, userId: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable('two_factor')
    .set({ enabled_at: now })
    .where('user_id', '=', userId)
    .where('enabled_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Two-factor sign-in off: the secret, the recovery codes and the open challenges go. */
export async function deleteTwoFactor(db: Kysely<Database>, userId: number): Promise<void> {
  await db.deleteFrom('two_factor_recovery_codes').where('user_id', '=', userId).execute();
  await db.deleteFrom('two_factor_challenges').where('user_id', '=', userId).execute();
  await db.deleteFrom('two_factor').where('user_id', '=', userId).execute();
}

/** A login's challenge; the member's expired ones are pruned first (two_factor_challenges_user_idx). */
export async function insertChallenge(
  db: Kysely<Database>,
  challenge: { userId: number; tokenHash: string; expiresAt: string },
  now: string,
): Promise<void> {
  await db
    .deleteFrom('two_factor_challenges')
    .where('user_id', '=', challenge.userId)
    .where('expires_at', '<=', now)
    .execute();
  await db
    .insertInto('two_factor_challenges')
    .values({
      user_id: challenge.userId,
      token_hash: challenge.tokenHash,
      expires_at: challenge.expiresAt,
      used_at: null,
    })
    .execute();
}

/** The open challenge with this hash: unused and not expired. */
export function findOpenChallenge(
  db: Kysely<Database>,
  tokenHash: string,
  now: string,
): Promise<{ id: number; user_id: number } | undefined> {
  return db
    .selectFrom('two_factor_challenges')
    .select(['id', 'user_id'])
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

/** Uses the challenge: true for exactly one of parallel uses, and never after it expired. */
export async function claimChallenge(db: Kysely<Database>, id: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable('two_factor_challenges')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
