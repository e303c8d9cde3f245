import type { Kysely } from 'kysely';
import type { Dialect } from '../dialect.js';

/**
 * Muted words (features/safety): a question containing one of the recipient's words or phrases
 * is stored with status 'held' instead of 'pending' (no inbox, no count, no push), for review.
 * `word_norm` is the folded form matching uses (features/safety/mute.ts), unique per member.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's table types
export async function up(db: Kysely<any>, d: Dialect): Promise<void> {
  await db.schema
    .createTable('muted_words')
    .addColumn('id', d.idType, d.idColumn)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('word', 'text', (c) => c.notNull())
    .addColumn('word_norm', 'text', (c) => c.notNull())
    .addColumn('date_added', 'text', (c) => c.notNull())
    .execute();
  // mutedWords / ask: a member's words; muteWord: one per folded form.
  await db.schema
    .createIndex('muted_words_user_idx')
    .on('muted_words')
    .columns(['user_id', 'word_norm'])
    .unique()
    .execute();
}
