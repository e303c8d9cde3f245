import type { Kysely } from 'kysely';
import type { Dialect } from '../dialect.js';

/**
 * Sign-up consent (issue 16): when the member accepted the Terms and the Privacy Policy, and the
 * minimum age they confirmed (MIN_AGE at the time). Null for members who signed up before, or
 * through a client built on the spec's payload, which sends neither.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's table types
export async function up(db: Kysely<any>, _d: Dialect): Promise<void> {
  await db.schema.alterTable('users').addColumn('terms_accepted_at', 'text').execute();
  await db.schema.alterTable('users').addColumn('age_confirmed', 'integer').execute();
}
