import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.js';
import { type CreatedUser, createUser } from '../test/factories.js';
import { prepare } from './prepared.js';
import { inTransaction } from './transaction.js';

/**
 * A prepared query (db/prepared.ts) answers what the same query built per call answers, on both
 * databases: scalar and list parameters in any position, values fixed at build time, inside a
 * transaction; it is built once, and a parameter that would be written into the SQL is refused.
 */
let t: TestApp;
let members: CreatedUser[];

beforeAll(async () => {
  t = await createTestApp();
  members = [];
  for (let i = 0; i < 5; i++) members.push(await createUser(t.app));
});
afterAll(async () => {
  await t.close();
});

const ids = () => members.map((m) => m.id);

describe('prepare', () => {
  it('answers as the built query does, for scalars, lists of every length and fixed values', async () => {
    const db = t.ctx.db.kysely;
    let builds = 0;
    const byIds = prepare((db, p: { ids: number[]; not: number; limit: number }) => {
      builds += 1;
      return db
        .selectFrom('users')
        .select(['id', 'username'])
        .where('id', 'in', p.ids)
        .where('id', '!=', p.not)
        .where('status', '=', 'active')
        .orderBy('id')
        .limit(p.limit);
    });
    for (let n = 1; n <= members.length; n++) {
      const some = ids().slice(0, n);
      for (const [not, limit] of [
        [some[0] ?? 0, 10],
        [-1, 2],
      ] as const) {
        const built = await db
          .selectFrom('users')
          .select(['id', 'username'])
          .where('id', 'in', some)
          .where('id', '!=', not)
          .where('status', '=', 'active')
          .orderBy('id')
          .limit(limit)
          .execute();
        expect(await byIds.execute(db, { ids: some, not, limit })).toEqual(built);
      }
    }
    // Lengths 1, 2, 3–4 and 5–8: one build per power of two, whatever the values.
    expect(builds).toBe(4);
    const three = byIds.compile(db, { ids: ids().slice(0, 3), not: 0, limit: 9 });
    const four = byIds.compile(db, { ids: ids().slice(1, 5), not: 0, limit: 9 });
    expect(three.sql).toBe(four.sql);
    // The missing place repeats the first id: `in` matches the same rows.
    expect(three.parameters.slice(0, 4)).toEqual([...ids().slice(0, 3), ids()[0]]);
  });

  it('a list in `not in` keeps the same rows with its repeated places', async () => {
    const db = t.ctx.db.kysely;
    const others = prepare((db, p: { except: number[] }) =>
      db.selectFrom('users').select('id').where('id', 'not in', p.except).orderBy('id'),
    );
    const except = ids().slice(0, 3);
    const built = await db.selectFrom('users').select('id').where('id', 'not in', except).orderBy('id').execute();
    expect(await others.execute(db, { except })).toEqual(built);
    expect(built.map((r) => r.id)).toEqual(ids().slice(3));
  });

  it('runs on the transaction it is given and sees its uncommitted writes', async () => {
    const [first] = members;
    if (!first) throw new Error('members');
    const bio = prepare((db, p: { id: number }) => db.selectFrom('users').select('bio').where('id', '=', p.id));
    const seen = await inTransaction(t.ctx.db.kysely, async (trx) => {
      await trx.updateTable('users').set({ bio: 'inside' }).where('id', '=', first.id).execute();
      const inside = await bio.executeTakeFirst(trx, { id: first.id });
      await trx.updateTable('users').set({ bio: '' }).where('id', '=', first.id).execute();
      return inside?.bio;
    });
    expect(seen).toBe('inside');
    expect((await bio.executeTakeFirst(t.ctx.db.kysely, { id: first.id }))?.bio).toBe('');
  });

  it('refuses a parameter written into the SQL text instead of bound', () => {
    const inlined = prepare((db, p: { name: string }) =>
      db
        .selectFrom('users')
        .select('id')
        .where(sql.raw<boolean>(`username = '${p.name}'`)),
    );
    expect(() => inlined.compile(t.ctx.db.kysely, { name: 'x' })).toThrow(/inlined/);
  });

  it('refuses an empty list: the caller knows the answer without asking', () => {
    const byIds = prepare((db, p: { ids: number[] }) => db.selectFrom('users').select('id').where('id', 'in', p.ids));
    expect(() => byIds.compile(t.ctx.db.kysely, { ids: [] })).toThrow(/empty/);
  });
});
