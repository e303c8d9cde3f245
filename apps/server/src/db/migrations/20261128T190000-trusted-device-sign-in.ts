import type { Kysely } from 'kysely';
import type { Dialect } from '../dialect.js';

/**
 * Which sign-in a device proof last made (issue 29 follow-up): a password change forgets the
 * member's device proofs but the one of the device that made the change (features/auth/devices.ts
 * forgetDevices), and a request knows its sign-in (`sessions.sign_in_id` or the row's own id), not
 * its device: the web's proof is a cookie scoped to the sign-in call. A sign-in's first row is never
 * deleted, so the id stays meaningful; no foreign key, since nothing here needs the row. Proofs made
 * before this have none and are forgotten at the next change, as any proof of an unknown device.
 * No index: forgetDevices deletes by `user_id` (trusted_devices_user_idx) and filters this column
 * among at most 20 rows.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's table types
export async function up(db: Kysely<any>, _d: Dialect): Promise<void> {
  await db.schema.alterTable('trusted_devices').addColumn('sign_in_id', 'integer').execute();
}
