import { readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, posix, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The layers of ARCHITECTURE.md ("Layers"), kept by a test rather than by a comment: route → service
 * → queries → presenter, and lib/ knowing no feature. Reads the import graph of apps/server/src
 * (import and export specifiers of every .ts file) and, for the one rule an import cannot show,
 * the query-builder calls of feature files.
 */

const SRC = dirname(fileURLToPath(import.meta.url));

/**
 * Files that break a rule today and belong to someone else's rewrite. Each entry is
 * `file: what it still does`; the lead empties this list, and a fixed file must leave it (the
 * last test fails on an entry that no longer breaks anything).
 */
const ALLOWED: Record<string, string> = {};

interface Import {
  specifier: string;
  /** `import type …`, or every named specifier marked `type`: erased at run time. */
  typeOnly: boolean;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** Import and re-export specifiers of a module, static and dynamic. */
function importsOf(source: string): Import[] {
  const found: Import[] = [];
  const fromClause = /^\s*(import|export)\s+(type\s+)?([^;'"]*?)\s*from\s*['"]([^'"]+)['"]/gm;
  for (const [, , typeKeyword, clause = '', specifier = ''] of source.matchAll(fromClause)) {
    const named = /^\{([^}]*)\}$/.exec(clause.trim())?.[1];
    const names = named
      ?.split(',')
      .map((n) => n.trim())
      .filter(Boolean);
    const allTyped = names !== undefined && names.length > 0 && names.every((n) => n.startsWith('type '));
    found.push({ specifier, typeOnly: typeKeyword !== undefined || allTyped });
  }
  for (const [, specifier = ''] of source.matchAll(/^\s*import\s*['"]([^'"]+)['"]/gm)) {
    found.push({ specifier, typeOnly: false });
  }
  for (const [, specifier = ''] of source.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)) {
    found.push({ specifier, typeOnly: false });
  }
  return found;
}

/** A relative specifier as a path from src/ (`features/users/queries.ts`); a package name as is. */
function resolve(file: string, specifier: string): string {
  if (!specifier.startsWith('.')) return specifier;
  const target = posix.normalize(posix.join(posix.dirname(file), specifier));
  return target.replace(/\.js$/, '.ts');
}

const isKysely = (target: string) => target === 'kysely' || target.startsWith('kysely/');
const isQueries = (target: string) => basename(target) === 'queries.ts';
const isService = (file: string) => /^service.*\.ts$/.test(basename(file)) || file.endsWith('-service.ts');
const isPresenter = (file: string) => basename(file) === 'presenter.ts' || file.endsWith('-presenter.ts');

/** Query building by hand, which no import shows: `ctx.db.kysely.selectFrom(…)`, a transaction, raw SQL. */
const BUILDS_QUERY = /\.(selectFrom|selectNoFrom|insertInto|updateTable|deleteFrom)\(|\.transaction\(\)|\bsql`/;

interface Violation {
  file: string;
  problem: string;
}

function violations(): Violation[] {
  const found: Violation[] = [];
  for (const path of sourceFiles(SRC)) {
    const file = relative(SRC, path).split('\\').join('/');
    const source = readFileSync(path, 'utf8');
    for (const { specifier, typeOnly } of importsOf(source)) {
      const target = resolve(file, specifier);
      const add = (rule: string) => found.push({ file, problem: `${rule}: imports '${specifier}'` });
      if (file.startsWith('lib/') && target.startsWith('features/')) add('lib/ must not import a feature');
      // lib/ holds rules every feature shares; its SQL lives in db/ like a feature's in queries.ts.
      if (file.startsWith('lib/') && isKysely(target) && !typeOnly) add('lib/ builds no queries (db/ does)');
      if (basename(file) === 'routes.ts') {
        if (isKysely(target)) add('routes do HTTP only, no kysely');
        if (isQueries(target)) add('routes call services, not queries');
      }
      // A type-only import of Kysely or Transaction is fine: a service may pass an executor along.
      if (isService(file) && isKysely(target) && !typeOnly) add('services call queries, they build none');
      if (isPresenter(file)) {
        if (isKysely(target)) add('presenters turn rows into shapes; they get no database');
        // A row type from a queries module is what a presenter consumes; a value import could query.
        if (isQueries(target) && !typeOnly) add('presenters must not call queries');
      }
    }
    if (file.startsWith('features/') && basename(file) !== 'queries.ts' && BUILDS_QUERY.test(source)) {
      found.push({ file, problem: 'only queries.ts modules build queries in features/' });
    }
    if (file.startsWith('lib/') && BUILDS_QUERY.test(source)) {
      found.push({ file, problem: 'lib/ builds no queries (db/ does)' });
    }
  }
  return found;
}

describe('layers', () => {
  const all = violations();

  it('keeps route → service → queries → presenter, and lib/ free of features and SQL', () => {
    const offending = all.filter((v) => !(v.file in ALLOWED)).map((v) => `${v.file}: ${v.problem}`);
    expect(offending).toEqual([]);
  });

  it('lists in the allow-list only files that still break a rule', () => {
    const stillBreaking = new Set(all.map((v) => v.file));
    expect(Object.keys(ALLOWED).filter((file) => !stillBreaking.has(file))).toEqual([]);
  });

  it('reads type-only, value, re-export and dynamic imports', () => {
    const imports = importsOf(
      [
        "import type { Kysely } from 'kysely';",
        "import { type Transaction, type Kysely as K } from 'kysely';",
        "import { sql, type Kysely as K2 } from 'kysely';",
        "export { notBlockedWith } from './queries.js';",
        "import './side-effect.js';",
        "const later = await import('./later.js');",
        'import {',
        '  a,',
        '  b,',
        "} from '../x/queries.js';",
      ].join('\n'),
    );
    expect(imports).toEqual([
      { specifier: 'kysely', typeOnly: true },
      { specifier: 'kysely', typeOnly: true },
      { specifier: 'kysely', typeOnly: false },
      { specifier: './queries.js', typeOnly: false },
      { specifier: '../x/queries.js', typeOnly: false },
      { specifier: './side-effect.js', typeOnly: false },
      { specifier: './later.js', typeOnly: false },
    ]);
    expect(resolve('features/questions/routes.ts', '../users/queries.js')).toBe('features/users/queries.ts');
  });
});
