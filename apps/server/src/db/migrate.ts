import { type Kysely, type Migration, type MigrationProvider, Migrator, sql } from 'kysely';
import type { Db, Dialect } from './dialect.js';
import * as initialSchema from './migrations/20261122T050000-initial-schema.js';
import * as prompts from './migrations/20261122T060000-prompts.js';
import * as feedsAndSearch from './migrations/20261122T070000-feeds-and-search.js';
import * as answerOrderSearch from './migrations/20261123T050000-answer-order-search.js';
import * as mailOutbox from './migrations/20261124T060000-mail-outbox.js';
import * as countsOthersSee from './migrations/20261124T070000-counts-others-see.js';
import * as pushTokens from './migrations/20261124T080000-push-tokens.js';
import * as hashtagLanguage from './migrations/20261124T090000-hashtag-language.js';
import * as promptIdsApart from './migrations/20261124T100000-prompt-ids-apart.js';
import * as askerBlocks from './migrations/20261124T110000-asker-blocks.js';
import * as mutedWords from './migrations/20261124T120000-muted-words.js';
import * as releasedUsernames from './migrations/20261124T130000-released-usernames.js';
import * as moderation from './migrations/20261124T140000-moderation.js';
import * as dataExports from './migrations/20261124T150000-data-exports.js';
import * as signupConsent from './migrations/20261124T160000-signup-consent.js';
import * as heldCount from './migrations/20261124T170000-held-count.js';
import * as mentionSetting from './migrations/20261125T050000-mention-setting.js';
import * as webPush from './migrations/20261126T010000-web-push.js';
import * as mailNotifications from './migrations/20261128T010000-mail-notifications.js';
import * as askerBlockScope from './migrations/20261128T110000-asker-block-scope.js';
import * as modReveals from './migrations/20261128T110100-mod-reveals.js';
import * as exportFiles from './migrations/20261128T130000-export-files.js';
import * as trustedDevices from './migrations/20261128T140000-trusted-devices.js';
import * as twoFactor from './migrations/20261128T150000-two-factor.js';
import * as sessionsList from './migrations/20261128T160000-sessions-list.js';
import * as trustedDeviceSignIn from './migrations/20261128T190000-trusted-device-sign-in.js';
import * as answerMedia from './migrations/20261129T040000-answer-media.js';
import * as homeTimeline from './migrations/20261129T070000-home-timeline.js';
import * as foldedSearch from './migrations/20261129T100000-folded-search.js';
import * as foldedNames from './migrations/20261129T110000-folded-names.js';
import * as askingRules from './migrations/20261129T120000-asking-rules.js';
import * as sentQuestions from './migrations/20261129T130000-sent-questions.js';
import * as warningsAndPins from './migrations/20261129T140000-warnings-and-pins.js';
import * as answerLanguage from './migrations/20261130T110000-answer-language.js';
import * as askerQuestions from './migrations/20261130T144000-asker-questions.js';
import * as accessTokens from './migrations/20261130T160000-access-tokens.js';
import * as imports from './migrations/20261130T170000-imports.js';

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was
type MigrationModule = { up: (db: Kysely<any>, dialect: Dialect) => Promise<void> };

/** Listed statically so a bundled or compiled server finds them without reading a folder. */
const MIGRATIONS: Record<string, MigrationModule> = {
  '20261122T050000-initial-schema': initialSchema,
  '20261122T060000-prompts': prompts,
  '20261122T070000-feeds-and-search': feedsAndSearch,
  '20261123T050000-answer-order-search': answerOrderSearch,
  '20261124T060000-mail-outbox': mailOutbox,
  '20261124T070000-counts-others-see': countsOthersSee,
  '20261124T080000-push-tokens': pushTokens,
  '20261124T090000-hashtag-language': hashtagLanguage,
  '20261124T100000-prompt-ids-apart': promptIdsApart,
  '20261124T110000-asker-blocks': askerBlocks,
  '20261124T120000-muted-words': mutedWords,
  '20261124T130000-released-usernames': releasedUsernames,
  '20261124T140000-moderation': moderation,
  '20261124T150000-data-exports': dataExports,
  '20261124T160000-signup-consent': signupConsent,
  '20261124T170000-held-count': heldCount,
  '20261125T050000-mention-setting': mentionSetting,
  '20261126T010000-web-push': webPush,
  '20261128T010000-mail-notifications': mailNotifications,
  '20261128T110000-asker-block-scope': askerBlockScope,
  '20261128T110100-mod-reveals': modReveals,
  '20261128T130000-export-files': exportFiles,
  '20261128T140000-trusted-devices': trustedDevices,
  '20261128T150000-two-factor': twoFactor,
  '20261128T160000-sessions-list': sessionsList,
  '20261128T190000-trusted-device-sign-in': trustedDeviceSignIn,
  '20261129T040000-answer-media': answerMedia,
  '20261129T070000-home-timeline': homeTimeline,
  '20261129T100000-folded-search': foldedSearch,
  '20261129T110000-folded-names': foldedNames,
  '20261129T130000-sent-questions': sentQuestions,
  '20261129T140000-warnings-and-pins': warningsAndPins,
  '20261129T120000-asking-rules': askingRules,
  '20261130T110000-answer-language': answerLanguage,
  '20261130T144000-asker-questions': askerQuestions,
  '20261130T160000-access-tokens': accessTokens,
  '20261130T170000-imports': imports,
};

class StaticProvider implements MigrationProvider {
  constructor(private readonly dialect: Dialect) {}
  async getMigrations(): Promise<Record<string, Migration>> {
    return Object.fromEntries(
      Object.entries(MIGRATIONS).map(([name, m]) => [name, { up: (db) => m.up(db, this.dialect) }]),
    );
  }
}

/**
 * PostgreSQL: the advisory lock held while migrating a schema or dropping one. Kysely's migrator
 * reads the column catalogue of every schema in the database; a schema dropped meanwhile (another
 * test file ending) makes that read fail with "schema … does not exist".
 */
export const SCHEMA_CHANGE_LOCK = 72_011_624;

/** Brings the database to the newest schema; throws with the failing migration's name. */
export async function migrateToLatest(db: Db): Promise<string[]> {
  if (db.dialect.name !== 'postgres') return migrate(db.kysely, db.dialect, undefined);
  return db.kysely.connection().execute(async (conn) => {
    await sql`select pg_advisory_lock(${SCHEMA_CHANGE_LOCK})`.execute(conn);
    try {
      // Kysely looks for its bookkeeping tables in every schema unless told which one; with two
      // schemas in one database (the PostgreSQL tests) it would find the other's and skip its own.
      const schema = (await sql<{ schema: string }>`select current_schema() as schema`.execute(conn)).rows[0]?.schema;
      return await migrate(conn, db.dialect, schema);
    } finally {
      await sql`select pg_advisory_unlock(${SCHEMA_CHANGE_LOCK})`.execute(conn);
    }
  });
}

async function migrate(kysely: Db['kysely'], dialect: Dialect, schema: string | undefined): Promise<string[]> {
  const migrator = new Migrator({
    db: kysely,
    provider: new StaticProvider(dialect),
    ...(schema ? { migrationTableSchema: schema } : {}),
    // Work lands from branches: a database migrated on one branch may meet an older-named migration
    // from another when they merge. Each migration stands alone (its own columns and tables), so
    // one that was missed runs then instead of refusing to start.
    allowUnorderedMigrations: true,
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${reason}`);
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
