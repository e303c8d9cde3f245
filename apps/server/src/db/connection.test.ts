import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { testDatabaseKind } from '../test/app.js';
import { connectDb } from './connection.js';
import { prepare } from './prepared.js';

/**
 * What the SQLite connection does so a statement is compiled once, not on every run
 * (db/connection.ts): a LIMIT that is a number is written into the SQL text, and the samples an
 * ANALYZE leaves in sqlite_stat4 are dropped when the database is opened.
 */
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe.runIf(testDatabaseKind() === 'sqlite')('the SQLite connection', () => {
  it('writes a numeric LIMIT into the SQL and binds everything else', async () => {
    const db = connectDb({ kind: 'sqlite', file: ':memory:' });
    const compiled = db.kysely
      .selectFrom('users')
      .select('id')
      .where('status', '=', 'active')
      .orderBy('id')
      .limit(20)
      .offset(40)
      .compile();
    expect(compiled.sql).toMatch(/ limit 20 offset \?$/);
    expect(compiled.parameters).toEqual(['active', 40]);
    await db.destroy();
  });

  it('keeps a prepared query’s LIMIT parameter bound, and the query answers by it', async () => {
    const seen: string[] = [];
    const db = connectDb({ kind: 'sqlite', file: ':memory:' }, { onQuery: (sqlText) => seen.push(sqlText) });
    await db.kysely.schema
      .createTable('t')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .execute();
    await db.kysely
      .insertInto('t' as never)
      .values([1, 2, 3, 4, 5].map((id) => ({ id })) as never)
      .execute();
    const firstIds = prepare((k, p: { limit: number }) =>
      k
        .selectFrom('t' as never)
        .select('id' as never)
        .orderBy('id' as never)
        .limit(p.limit),
    );
    expect(await firstIds.execute(db.kysely, { limit: 2 })).toEqual([{ id: 1 }, { id: 2 }]);
    expect(await firstIds.execute(db.kysely, { limit: 4 })).toHaveLength(4);
    expect(seen.at(-1)).toMatch(/ limit \?$/);
    await db.destroy();
  });

  it('drops the samples an ANALYZE left in sqlite_stat4 and keeps sqlite_stat1', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'qurio-stat4-'));
    dirs.push(dir);
    const file = join(dir, 'qurio.db');
    const raw = new SQLite(file);
    raw.exec('create table t (id integer primary key, kind text not null); create index t_kind_idx on t (kind, id)');
    const insert = raw.prepare('insert into t (kind) values (?)');
    for (let i = 0; i < 500; i++) insert.run(i % 5 === 0 ? 'rare' : 'common');
    raw.exec('analyze');
    const count = (db: SQLite.Database, table: string) =>
      (db.prepare(`select count(*) as n from ${table}`).get() as { n: number }).n;
    expect(count(raw, 'sqlite_stat4')).toBeGreaterThan(0);
    raw.close();

    const db = connectDb({ kind: 'sqlite', file });
    const rows = await db.kysely
      .selectFrom('t' as never)
      .select('id' as never)
      .where('kind' as never, '=', 'rare' as never)
      .execute();
    expect(rows).toHaveLength(100);
    await db.destroy();
    const after = new SQLite(file, { readonly: true });
    expect(count(after, 'sqlite_stat4')).toBe(0);
    expect(count(after, 'sqlite_stat1')).toBeGreaterThan(0);
    after.close();
  });
});
