// The layers of ARCHITECTURE.md for the server, the web and the phone app, by dependency-cruiser
// (.dependency-cruiser.cjs holds the rules): lib/, ui/ and api/ import no feature, the server's
// route → service → queries → presenter, and no import cycles. It replaces the two regex import
// tests the apps had; what an import cannot show stays in apps/server/src/layers.test.ts.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cruise } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';
import { beforeAll, describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..');
const SOURCES = ['apps/server/src', 'apps/web/src', 'apps/mobile/src', 'apps/mobile/app'];

/**
 * Violations that stand today and belong to another part of the work, each with who removes it:
 * the web's query keys import each other (features/{questions,settings,users}/keys.ts), which the
 * shared packages/queries replaces. A fixed one must leave the list (a test below fails on it).
 */
const KNOWN = JSON.parse(readFileSync(join(ROOT, '.dependency-cruiser-known-violations.json'), 'utf8'));

const describeViolation = (v) =>
  `${v.rule.name}: ${v.from} → ${v.to}${v.cycle ? ` (cycle ${v.cycle.map((step) => step.name).join(' → ')})` : ''}`;
const sameViolation = (a, b) =>
  a.rule.name === b.rule.name &&
  a.from === b.from &&
  a.to === b.to &&
  JSON.stringify(a.cycle) === JSON.stringify(b.cycle);

describe('layers (dependency-cruiser)', () => {
  /** @type {import('dependency-cruiser').ICruiseResult} */
  let output;
  beforeAll(async () => {
    const options = await extractDepcruiseOptions(join(ROOT, '.dependency-cruiser.cjs'));
    const tsConfig = extractTSConfig(join(ROOT, 'tsconfig.base.json'));
    const previous = process.cwd();
    process.chdir(ROOT); // the rules' paths are relative to the repository's root
    try {
      output = /** @type {import('dependency-cruiser').ICruiseResult} */ (
        (await cruise(SOURCES, { ...options, validate: true }, undefined, { tsConfig })).output
      );
    } finally {
      process.chdir(previous);
    }
  }, 240_000);

  it('finds no violation but the known ones', () => {
    const found = output.summary.violations.filter((v) => !KNOWN.some((known) => sameViolation(known, v)));
    expect(found.map(describeViolation)).toEqual([]);
  });

  it('lists as known only violations that still stand', () => {
    const gone = KNOWN.filter((known) => !output.summary.violations.some((v) => sameViolation(known, v)));
    expect(gone.map(describeViolation)).toEqual([]);
  });

  it('reads all three apps, tells type-only imports apart and resolves their relative imports', () => {
    const sources = output.modules.map((m) => m.source);
    for (const dir of SOURCES) expect(sources.filter((s) => s.startsWith(`${dir}/`)).length).toBeGreaterThan(20);
    const dependencies = output.modules.flatMap((m) => m.dependencies.map((d) => ({ from: m.source, ...d })));
    // A rule that allows a type-only Kysely import needs the tag: the server's services pass `Transaction` along.
    expect(
      dependencies.some((d) => /^apps\/server\/src\//.test(d.from) && d.dependencyTypes.includes('type-only')),
    ).toBe(true);
    // The app's routes (app/) reach its features: a relative import the rules can see.
    expect(
      dependencies.some(
        (d) => d.from.startsWith('apps/mobile/app/') && d.resolved.startsWith('apps/mobile/src/features/'),
      ),
    ).toBe(true);
    expect(
      dependencies.filter((d) => d.couldNotResolve && d.module.startsWith('.')).map((d) => `${d.from} → ${d.module}`),
    ).toEqual([]);
  });
});
