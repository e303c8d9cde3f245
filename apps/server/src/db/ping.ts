import { type Kysely, sql } from 'kysely';
import type { Database } from './types.js';

/** The health check's one round trip: throws when the database does not answer. */
export async function pingDatabase(db: Kysely<Database>): Promise<void> {
  await sql`select 1`.execute(db);
}
