import type { Kysely } from 'kysely';
import type { Dialect } from '../dialect.js';

/**
 * Blocking an asker and deleting their questions at once (issue 34, blockAsker's
 * `delete_questions`) reads a member's questions by the asker's key.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's table types
export async function up(db: Kysely<any>, _d: Dialect): Promise<void> {
  // blockAsker delete_questions: WHERE user_id = ? AND asker_key = ? AND anonymous = ? AND status IN (pending, held).
  await db.schema.createIndex('questions_asker_idx').on('questions').columns(['user_id', 'asker_key']).execute();
}
