import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, posix, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The web's layers (ARCHITECTURE.md "Layers"), kept by a test rather than by a comment: the shared
 * kernel — `api/` (the client), `lib/` (session, paths, the write recipe), `ui/` (primitives) and
 * `i18n/` — depends on nothing above it. It never imports a feature or `app/`, not even a type,
 * so a feature can be moved or lazy-loaded without dragging the kernel along. Reads the import
 * graph of apps/web/src (import and export specifiers of every .ts and .tsx file but tests).
 */

const SRC = dirname(fileURLToPath(import.meta.url));

const KERNEL = ['api/', 'lib/', 'ui/', 'i18n/'];
const ABOVE = ['features/', 'app/'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    const source = /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts');
    return source ? [path] : [];
  });
}

/** Import and re-export specifiers of a module, static and dynamic, type-only ones included. */
export function importsOf(source: string): string[] {
  const found: string[] = [];
  for (const [, specifier = ''] of source.matchAll(/^\s*(?:import|export)\s+[^;'"]*?\s*from\s*['"]([^'"]+)['"]/gm)) {
    found.push(specifier);
  }
  for (const [, specifier = ''] of source.matchAll(/^\s*import\s*['"]([^'"]+)['"]/gm)) found.push(specifier);
  for (const [, specifier = ''] of source.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)) found.push(specifier);
  return found;
}

/** A relative specifier as a path from src/ (`features/users/keys`); a package name as is. */
function resolve(file: string, specifier: string): string {
  if (!specifier.startsWith('.')) return specifier;
  return posix.normalize(posix.join(posix.dirname(file), specifier));
}

function violations(): string[] {
  const found: string[] = [];
  for (const path of sourceFiles(SRC)) {
    const file = relative(SRC, path).split('\\').join('/');
    if (!KERNEL.some((dir) => file.startsWith(dir))) continue;
    for (const specifier of importsOf(readFileSync(path, 'utf8'))) {
      const target = resolve(file, specifier);
      if (ABOVE.some((dir) => target.startsWith(dir))) {
        found.push(`${file}: the shared kernel must not import '${specifier}'`);
      }
    }
  }
  return found;
}

describe('layers', () => {
  it('keeps api/, lib/, ui/ and i18n/ free of features/ and app/', () => {
    expect(violations()).toEqual([]);
  });

  it('reads type-only, value, re-export, side-effect and dynamic imports', () => {
    const imports = importsOf(
      [
        "import type { Question } from '@qurio/contract';",
        "import { pathTo, type RouteName } from '../lib/paths';",
        "export { userKeys } from '../features/users/keys';",
        "import '../styles/global.css';",
        "const Screen = lazy(() => import('../features/home/HomePage'));",
        'import {',
        '  a,',
        '  b,',
        "} from '../../app/routes';",
      ].join('\n'),
    );
    expect(imports).toEqual([
      '@qurio/contract',
      '../lib/paths',
      '../features/users/keys',
      '../../app/routes',
      '../styles/global.css',
      '../features/home/HomePage',
    ]);
    expect(resolve('ui/feed/FeedList.tsx', '../../app/PageLoader')).toBe('app/PageLoader');
    expect(resolve('ui/RichText.tsx', '../lib/paths')).toBe('lib/paths');
  });
});
