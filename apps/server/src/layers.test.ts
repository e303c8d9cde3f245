import { readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The one layer rule an import cannot show: query building by hand. The import rules (route →
 * service → queries → presenter, lib/ knowing no feature, no cycles) are dependency-cruiser's, for
 * the server, the web and the app alike (.dependency-cruiser.cjs, run by scripts/layers.test.mjs).
 */

const SRC = dirname(fileURLToPath(import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** Query building by hand, which no import shows: `ctx.db.kysely.selectFrom(…)`, a transaction, raw SQL. */
const BUILDS_QUERY = /\.(selectFrom|selectNoFrom|insertInto|updateTable|deleteFrom)\(|\.transaction\(\)|\bsql`/;

function violations(): string[] {
  const found: string[] = [];
  for (const path of sourceFiles(SRC)) {
    const file = relative(SRC, path).split('\\').join('/');
    if (file.startsWith('test/')) continue;
    const source = readFileSync(path, 'utf8');
    if (file.startsWith('features/') && basename(file) !== 'queries.ts' && BUILDS_QUERY.test(source)) {
      found.push(`${file}: only queries.ts modules build queries in features/`);
    }
    // lib/ holds rules every feature shares; its SQL lives in db/ like a feature's in queries.ts.
    if (file.startsWith('lib/') && BUILDS_QUERY.test(source)) found.push(`${file}: lib/ builds no queries (db/ does)`);
  }
  return found;
}

describe('layers: what no import shows', () => {
  it('builds queries only in queries.ts modules (features/) and db/ (never lib/)', () => {
    expect(violations()).toEqual([]);
  });

  it('sees a query built by hand', () => {
    expect(BUILDS_QUERY.test('await ctx.db.kysely.selectFrom("users").selectAll()')).toBe(true);
    expect(BUILDS_QUERY.test('await trx.transaction().execute(fn)')).toBe(true);
    expect(BUILDS_QUERY.test('const q = sql`select 1`')).toBe(true);
    expect(BUILDS_QUERY.test('await listQuestions(ctx.db.kysely, id)')).toBe(false);
  });
});
