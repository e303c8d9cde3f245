import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The licence and README's "Run your own Qurio", held to the code: each claim the section makes is
 * checked here against the file that makes it true, so the section cannot drift from the server.
 */
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const read = (path) => readFileSync(join(root, path), 'utf8');
const readme = read('README.md');
const section = readme.slice(readme.indexOf('## Run your own Qurio'), readme.indexOf('## Configuration'));

describe('licence', () => {
  it('is the full text of the GNU AGPL v3', () => {
    const text = read('LICENSE');
    expect(
      text.startsWith(
        '                    GNU AFFERO GENERAL PUBLIC LICENSE\n                       Version 3, 19 November 2007\n',
      ),
    ).toBe(true);
    expect(text.split('\n').length - 1).toBe(661);
    expect(text).toContain('13. Remote Network Interaction; Use with the GNU General Public License.');
  });

  it('is named in every package.json and the README', () => {
    const manifests = [
      'package.json',
      ...['apps', 'packages'].flatMap((dir) =>
        readdirSync(join(root, dir)).map((name) => join(dir, name, 'package.json')),
      ),
    ];
    expect(manifests).toContain('apps/mobile/package.json');
    for (const path of manifests) expect(JSON.parse(read(path)).license, path).toBe('AGPL-3.0-or-later');
    expect(section).toContain('AGPL-3.0-or-later');
  });
});

describe('README: Run your own Qurio', () => {
  const config = read('apps/server/src/config.ts');

  it('names only environment variables the server reads', () => {
    const names = [...new Set(section.match(/`([A-Z][A-Z0-9]*_[A-Z0-9_]+|PORT)`/g) ?? [])].map((n) => n.slice(1, -1));
    const variables = names.filter((n) => n !== 'X_FORWARDED_FOR');
    expect(variables.length).toBeGreaterThan(10);
    for (const name of variables) expect(config, name).toMatch(new RegExp(`^  ${name}: `, 'm'));
  });

  it('keeps what it says is kept in DATA_DIR there', () => {
    expect(read('apps/server/src/lib/asker-key.ts')).toContain("'asker-secret'");
    expect(read('apps/server/src/lib/vapid.ts')).toContain("'vapid-keys.json'");
    expect(config).toMatch(/DATA_DIR: .*default\('\.\/data'\)/);
  });

  it('tells the truth about the proxy: X-Forwarded-Proto read, X-Forwarded-For from TRUST_PROXY, HSTS sent', () => {
    expect(read('apps/server/src/features/auth/routes.ts')).toContain("req.headers['x-forwarded-proto']");
    expect(read('apps/server/src/app.ts')).toMatch(/trustProxy: ctx\.config\.trustProxy/);
    expect(section).toContain('`TRUST_PROXY`');
    expect(read('apps/server/src/lib/security-headers.ts')).toContain("'strict-transport-security'");
  });

  it('points at the API reference the server serves', () => {
    const routes = read('apps/server/src/features/api-docs/routes.ts');
    for (const path of ["'/openapi.json'", "'/docs'", "'/docs/build'"]) expect(routes).toContain(path);
  });
});
