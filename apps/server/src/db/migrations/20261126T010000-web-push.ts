import type { Kysely } from 'kysely';
import type { Dialect } from '../dialect.js';

/**
 * Web Push subscriptions join the phone's device tokens in `push_tokens`, as platform `web`: the
 * endpoint URL is the token (unique: one browser, one member), owned by the session that made it
 * and ended with it like a device token, and queued to by the same push outbox. A subscription
 * also has its keys (RFC 8291), which the payload is encrypted to: the browser's P-256 public key
 * and its authentication secret, base64url; null for the phone's tokens.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's table types
export async function up(db: Kysely<any>, _d: Dialect): Promise<void> {
  await db.schema.alterTable('push_tokens').addColumn('p256dh', 'text').execute();
  await db.schema.alterTable('push_tokens').addColumn('auth_secret', 'text').execute();
}
