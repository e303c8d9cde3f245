import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import {
  Kysely,
  type LimitNode,
  type LogEvent,
  PostgresDialect,
  type QueryCompiler,
  type SqliteDatabase,
  SqliteDialect,
  SqliteQueryCompiler,
  type SqliteStatement,
  ValueNode,
} from 'kysely';
import pg from 'pg';
import type { Config } from '../config.js';
import { type Db, postgresDialect, sqliteDialect } from './dialect.js';
import type { Database } from './types.js';

export interface ConnectOptions {
  /** PostgreSQL only: the schema to work in (tests use a fresh one per file). */
  schema?: string;
  /** Sees every query run (tests use it to check query plans). */
  onQuery?: (sql: string, parameters: readonly unknown[]) => void;
  /**
   * SQLite in memory only: start from this serialized database instead of an empty one (tests copy
   * one migrated database rather than migrate each: about 1 ms against 35).
   */
  sqliteImage?: Buffer;
}

function queryLogger(options: ConnectOptions) {
  const { onQuery } = options;
  if (!onQuery) return undefined;
  return (event: LogEvent) => {
    if (event.level === 'query') onQuery(event.query.sql, event.query.parameters);
  };
}

export function connectDb(database: Config['database'], options: ConnectOptions = {}): Db {
  if (database.kind === 'sqlite') return connectSqlite(database.file, options);
  return connectPostgres(database.url, options);
}

/** Up to 1 GiB of the database file mapped (a larger file is read past it as usual). */
const SQLITE_MMAP_BYTES = 1024 ** 3;

function connectSqlite(file: string, options: ConnectOptions): Db {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  if (options.sqliteImage && file !== ':memory:') throw new Error('a serialized image opens in memory only');
  const sqlite = new SQLite(options.sqliteImage ?? file);
  // WAL lets readers run beside the writer; FULL makes every acknowledged commit durable
  // even on power loss; the busy timeout rides out a writer holding the lock briefly.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // Reads map the file instead of copying each page through read() into SQLite's own cache:
  // 15–25 % less time per statement on the million-answer bench. Mapped pages are the OS page
  // cache, shared and reclaimable; they show in RSS as file-backed memory, not the heap.
  sqlite.pragma(`mmap_size = ${SQLITE_MMAP_BYTES}`);
  dropStat4Samples(sqlite);
  const log = queryLogger(options);
  const kysely = new Kysely<Database>({
    dialect: new LiteralLimitSqliteDialect({ database: withStatementCache(sqlite) }),
    ...(log ? { log } : {}),
  });
  const db: Db = { kysely, dialect: sqliteDialect, destroy: () => kysely.destroy() };
  return db;
}

/**
 * The samples an `ANALYZE` leaves in sqlite_stat4 (better-sqlite3 is built with SQLITE_ENABLE_STAT4)
 * are dropped when the database is opened; sqlite_stat1's row counts stay. With samples, SQLite
 * looks up the bound value of every equality on an indexed column (`status = ?`, `lang = ?`)
 * while planning and compiles the statement again each time that parameter is bound, which
 * better-sqlite3 does on every run: after one `ANALYZE` (the bench's loader runs it; an
 * administrator may), every read paid a compilation. Measured over HTTP on the bench's data
 * (100 000 answers, explore, 2 000 members, the two servers alternating), with the LIMIT written
 * in (below): 1 080 µs of server CPU per request with the samples (1 120 before either change),
 * 560–640 µs without them. The queries are written to walk their index whatever the values (the plans are
 * tested without statistics, db/query-plans.test.ts), so the samples had nothing to choose.
 */
function dropStat4Samples(sqlite: SQLite.Database): void {
  const stat4 = sqlite.prepare(`select 1 from sqlite_schema where type = 'table' and name = 'sqlite_stat4'`).get();
  if (!stat4 || !sqlite.prepare('select 1 from sqlite_stat4 limit 1').get()) return;
  sqlite.exec('delete from sqlite_stat4');
  // Reloads the statistics the connection read when it opened the schema.
  sqlite.exec('analyze sqlite_schema');
}

/**
 * SQLite compiles a statement again every time it runs when its LIMIT is a bound parameter: the
 * planner reads the bound number (sqlite3ExprIsInteger, in the SQLite 3.53 better-sqlite3 12
 * ships) and marks the statement to be recompiled whenever that parameter is bound, and better-sqlite3 binds every parameter on
 * every run. Kysely binds every `limit(n)`, so each page of every feed was compiled from its SQL
 * text on each request. A LIMIT that is a plain non-negative integer is written into the SQL text
 * instead (one statement per page size, which the statement cache below keeps); a prepared query's
 * stand-in (db/prepared.ts) is not a number and stays bound, so prepared queries take their page
 * size as a constant. Measured over HTTP on the bench's data (100 000 answers, explore, 2 000
 * members, no stat4 samples): 920 µs of server CPU per request bound, 600 µs written in.
 */
class LiteralLimitCompiler extends SqliteQueryCompiler {
  protected override visitLimit(node: LimitNode): void {
    const limit = node.limit;
    if (ValueNode.is(limit) && !limit.immediate && Number.isSafeInteger(limit.value) && Number(limit.value) >= 0) {
      this.append(`limit ${Number(limit.value)}`);
      return;
    }
    super.visitLimit(node);
  }
}

class LiteralLimitSqliteDialect extends SqliteDialect {
  override createQueryCompiler(): QueryCompiler {
    return new LiteralLimitCompiler();
  }
}

/**
 * better-sqlite3 compiles SQL on every prepare() and Kysely prepares on every query. The same few
 * hundred query shapes repeat on every request, so compiled statements are kept (least recently
 * used out first). Kysely only runs them to completion (all/run), so sharing one is safe.
 */
function withStatementCache(db: SQLite.Database, max = 500): SqliteDatabase {
  const cache = new Map<string, SqliteStatement>();
  return {
    close: () => db.close(),
    prepare(sql: string) {
      const hit = cache.get(sql);
      if (hit) {
        cache.delete(sql);
        cache.set(sql, hit);
        return hit;
      }
      const statement = rowsAsArrays(db.prepare(sql));
      cache.set(sql, statement);
      if (cache.size > max) {
        const oldest = cache.keys().next().value;
        if (oldest !== undefined) cache.delete(oldest);
      }
      return statement;
    },
  };
}

/**
 * better-sqlite3 makes each row object property by property, naming every column anew on every
 * row: for a page of 20 question rows (20 columns) that took more time than finding the rows.
 * Read as arrays (`raw`), each row becomes an object through one object literal compiled per
 * statement, so V8 builds it from a template with one hidden class. Same objects, same key order
 * (a repeated column name keeps its first place and its last value, as better-sqlite3 does).
 * Measured on the bench's data (200 000 answers, warm): a profile page of 20 rows 176–217 µs as
 * objects, 122–127 µs as arrays made into objects; the session lookup (1 row, 52 columns)
 * 27.6 µs against 12.6 µs.
 */
function rowsAsArrays(statement: SQLite.Statement): SqliteStatement {
  if (!statement.reader) return statement;
  const names = statement.columns().map((c) => c.name);
  // A column named __proto__ would set the prototype in a literal: leave such a statement as it is.
  if (names.includes('__proto__')) return statement;
  const lastIndex = new Map<string, number>();
  names.forEach((name, i) => {
    lastIndex.set(name, i);
  });
  const toRow = new Function(
    'r',
    `return {${[...lastIndex].map(([name, i]) => `${JSON.stringify(name)}: r[${i}]`).join(', ')}};`,
  ) as (row: unknown[]) => Record<string, unknown>;
  const raw = statement.raw(true);
  return {
    reader: true,
    all(parameters) {
      const rows = raw.all(parameters) as unknown[][];
      const out = new Array<Record<string, unknown>>(rows.length);
      for (let i = 0; i < rows.length; i++) out[i] = toRow(rows[i] as unknown[]);
      return out;
    },
    run: (parameters) => raw.run(parameters),
    *iterate(parameters) {
      for (const row of raw.iterate(parameters) as IterableIterator<unknown[]>) yield toRow(row);
    },
  };
}

function connectPostgres(url: string, options: ConnectOptions): Db {
  const { schema } = options;
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  pool.on('connect', preparedStatements);
  const log = queryLogger(options);
  const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), ...(log ? { log } : {}) });
  const db: Db = { kysely, dialect: postgresDialect, destroy: () => kysely.destroy() };
  return db;
}

/**
 * PostgreSQL plans an unnamed statement anew on every execution, and a feed query takes longer to
 * plan than to run (the timeline: 3.3 ms of planning for 2 ms of execution). Every query Kysely
 * sends (`query(text, values)`) becomes a named prepared statement on its connection instead,
 * parsed once per connection, planned as PostgreSQL decides (custom plans first, a generic one
 * when it is as good). The name is derived from the text, so one shape is one statement.
 * Statements that are not data queries (migrations' DDL, transaction control) pass unchanged.
 */
function preparedStatements(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as { query: unknown }).query = (...args: unknown[]) => {
    const [text, values] = args;
    if (args.length === 2 && typeof text === 'string' && Array.isArray(values) && DATA_QUERY.test(text)) {
      return query({ name: statementName(text), text, values });
    }
    return query(...args);
  };
}

const DATA_QUERY = /^\s*(select|insert|update|delete|with)\b/i;
const statementNames = new Map<string, string>();

function statementName(text: string): string {
  let name = statementNames.get(text);
  if (name === undefined) {
    name = `q${createHash('sha1').update(text).digest('hex')}`;
    // Bounded like the SQLite statement cache: query shapes are few, but never let it grow without end.
    if (statementNames.size >= 5000) statementNames.clear();
    statementNames.set(text, name);
  }
  return name;
}
