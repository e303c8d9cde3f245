import type { Kysely } from 'kysely';
import type { Dialect } from '../dialect.js';

/**
 * The whole data model of SPEC §3. Flags are integers 0/1, timestamps ISO-8601 UTC text.
 * Every index names the query it serves.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's table types
export async function up(db: Kysely<any>, d: Dialect): Promise<void> {
  const flag = (name: string, value: 0 | 1) => [name, 'integer', value] as const;

  let users = db.schema
    .createTable('users')
    .addColumn('id', d.idType, d.idColumn)
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('username_lower', 'text', (c) => c.notNull().unique())
    .addColumn('fullname', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('email_lower', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('image', 'text')
    .addColumn('cover', 'text')
    .addColumn('bio', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('lang', 'text', (c) => c.notNull().defaultTo('en'))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('active'))
    .addColumn('role', 'text', (c) => c.notNull().defaultTo('user'));
  for (const [name, type, value] of [
    flag('email_verified', 0),
    flag('verified', 0),
    flag('allow_ask', 1),
    flag('allow_only_accounts', 0),
    flag('profanity_filter', 0),
    flag('show_online', 1),
    flag('notify_questions', 1),
    flag('notify_answers', 1),
    flag('notify_followers', 1),
    flag('notify_likes', 1),
  ]) {
    users = users.addColumn(name, type, (c) => c.notNull().defaultTo(value));
  }
  // Denormalised counters, kept in the same transaction as the rows they count.
  for (const name of ['follower_count', 'following_count', 'answer_count', 'pending_count']) {
    users = users.addColumn(name, 'integer', (c) => c.notNull().defaultTo(0));
  }
  await users
    .addColumn('last_active', 'text')
    .addColumn('username_changed_at', 'text')
    .addColumn('frozen_at', 'text')
    .addColumn('date_added', 'text', (c) => c.notNull())
    .execute();
  // randomUsers / suggestedUsers: active members ordered by popularity.
  await db.schema.createIndex('users_status_followers_idx').on('users').columns(['status', 'follower_count']).execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', d.idType, d.idColumn)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique()) // auth: look a bearer token up by its hash
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_used_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    .addColumn('replaced_at', 'text')
    .addColumn('ip', 'text')
    .addColumn('user_agent', 'text')
    .execute();
  // Revoke every session of a user (password change, freeze).
  await db.schema.createIndex('sessions_user_idx').on('sessions').column('user_id').execute();

  await db.schema
    .createTable('prompts')
    .addColumn('id', d.idType, d.idColumn)
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('answer_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('date_added', 'text', (c) => c.notNull())
    .execute();
  // preQuestions: active prompts of one language; trends: most-answered prompts of a language.
  await db.schema
    .createIndex('prompts_lang_active_idx')
    .on('prompts')
    .columns(['lang', 'active', 'answer_count'])
    .execute();

  await db.schema
    .createTable('questions')
    .addColumn('id', d.idType, d.idColumn)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('sender_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('sender_ip_hash', 'text')
    .addColumn('anonymous', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('prompt_id', 'integer', (c) => c.references('prompts.id').onDelete('set null'))
    .addColumn('question', 'text', (c) => c.notNull())
    .addColumn('answer', 'text')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('filtered', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('like_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('lang', 'text')
    .addColumn('date_added', 'text', (c) => c.notNull())
    .addColumn('date_answered', 'text')
    .addColumn('updated_at', 'text')
    .execute();
  // myQuestions (inbox): WHERE user_id = ? AND status = 'pending' ORDER BY id DESC, keyset on id.
  await db.schema.createIndex('questions_inbox_idx').on('questions').columns(['user_id', 'status', 'id']).execute();
  // questions (profile answers) and timeline per followed user:
  // WHERE user_id = ? AND status = 'answered' ORDER BY date_answered DESC, id DESC.
  await db.schema
    .createIndex('questions_profile_idx')
    .on('questions')
    .columns(['user_id', 'status', 'date_answered', 'id'])
    .execute();
  // explore: WHERE status = 'answered' ORDER BY date_answered DESC, id DESC.
  await db.schema
    .createIndex('questions_explore_idx')
    .on('questions')
    .columns(['status', 'date_answered', 'id'])
    .execute();
  // questionAnswers: answers to one prompt, newest first.
  await db.schema
    .createIndex('questions_prompt_idx')
    .on('questions')
    .columns(['prompt_id', 'status', 'date_answered', 'id'])
    .execute();
  // Per-sender limits and moderation: questions a member sent recently.
  await db.schema.createIndex('questions_sender_idx').on('questions').columns(['sender_id', 'date_added']).execute();

  await db.schema
    .createTable('likes')
    .addColumn('question_id', 'integer', (c) => c.notNull().references('questions.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('date_added', 'text', (c) => c.notNull())
    // question: the likers of one answer, and "did I like it" by (question_id, user_id).
    .addPrimaryKeyConstraint('likes_pk', ['question_id', 'user_id'])
    .execute();
  // liked flags for a page of feed rows: WHERE user_id = ? AND question_id IN (...).
  await db.schema.createIndex('likes_user_idx').on('likes').columns(['user_id', 'question_id']).execute();

  await db.schema
    .createTable('follows')
    .addColumn('id', d.idType, d.idColumn)
    .addColumn('follower_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('followee_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('date_added', 'text', (c) => c.notNull())
    .addUniqueConstraint('follows_pair_uq', ['follower_id', 'followee_id'])
    .execute();
  // followings of a user, newest first, keyset on id; timeline: the ids I follow.
  await db.schema.createIndex('follows_follower_idx').on('follows').columns(['follower_id', 'id']).execute();
  // followers of a user, newest first, keyset on id.
  await db.schema.createIndex('follows_followee_idx').on('follows').columns(['followee_id', 'id']).execute();

  await db.schema
    .createTable('blocks')
    .addColumn('id', d.idType, d.idColumn)
    .addColumn('blocker_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('blocked_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('date_added', 'text', (c) => c.notNull())
    // blockedUsers (keyset on id) and "did I block them" by the pair.
    .addUniqueConstraint('blocks_pair_uq', ['blocker_id', 'blocked_id'])
    .execute();
  // "Am I blocked by them" and hiding blockers from every feed.
  await db.schema.createIndex('blocks_blocked_idx').on('blocks').columns(['blocked_id', 'blocker_id']).execute();

  await db.schema
    .createTable('reports')
    .addColumn('id', d.idType, d.idColumn)
    .addColumn('reporter_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('target_type', 'text', (c) => c.notNull())
    .addColumn('target_id', 'integer', (c) => c.notNull())
    .addColumn('reason', 'text')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('open'))
    .addColumn('date_added', 'text', (c) => c.notNull())
    // One report per reporter and target ("You've reported ... before").
    .addUniqueConstraint('reports_once_uq', ['reporter_id', 'target_type', 'target_id'])
    .execute();
  // Moderation queue: open reports, oldest first.
  await db.schema.createIndex('reports_queue_idx').on('reports').columns(['status', 'id']).execute();

  await db.schema
    .createTable('notifications')
    .addColumn('id', d.idType, d.idColumn)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('actor_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('question_id', 'integer', (c) => c.references('questions.id').onDelete('cascade'))
    .addColumn('read_at', 'text')
    .addColumn('date_added', 'text', (c) => c.notNull())
    .execute();
  // notifications: WHERE user_id = ? ORDER BY id DESC, keyset on id.
  await db.schema.createIndex('notifications_user_idx').on('notifications').columns(['user_id', 'id']).execute();

  await db.schema
    .createTable('hashtags')
    .addColumn('question_id', 'integer', (c) => c.notNull().references('questions.id').onDelete('cascade'))
    .addColumn('tag', 'text', (c) => c.notNull())
    .addColumn('date_added', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('hashtags_pk', ['tag', 'question_id'])
    .execute();
  // trends: tags counted over answers of the last 24 hours / 7 days.
  await db.schema.createIndex('hashtags_recent_idx').on('hashtags').columns(['date_added', 'tag']).execute();

  for (const table of ['email_codes', 'email_tokens'] as const) {
    let t = db.schema
      .createTable(table)
      .addColumn('id', d.idType, d.idColumn)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('purpose', 'text', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull());
    t =
      table === 'email_codes'
        ? t
            .addColumn('code_hash', 'text', (c) => c.notNull())
            .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        : t.addColumn('token_hash', 'text', (c) => c.notNull().unique()); // link: look a token up by its hash
    await t
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addColumn('used_at', 'text')
      .addColumn('date_added', 'text', (c) => c.notNull())
      .execute();
    // The active code and the count of mails sent today, per user and purpose.
    await db.schema.createIndex(`${table}_user_idx`).on(table).columns(['user_id', 'purpose', 'date_added']).execute();
  }

  await db.schema
    .createTable('username_changes')
    .addColumn('id', d.idType, d.idColumn)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('old_username', 'text', (c) => c.notNull())
    .addColumn('old_username_lower', 'text', (c) => c.notNull())
    .addColumn('new_username', 'text', (c) => c.notNull())
    .addColumn('date_added', 'text', (c) => c.notNull())
    .execute();
  // checkUsername / updateUsername: is this old name still reserved (changed in the last 30 days)?
  await db.schema
    .createIndex('username_changes_old_idx')
    .on('username_changes')
    .columns(['old_username_lower', 'date_added'])
    .execute();
}
