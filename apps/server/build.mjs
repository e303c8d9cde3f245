// Builds the server into one ES module, apps/server/dist/main.mjs, which `npm start` and every test
// that runs the server as a process start with plain `node`. Started through tsx instead, the process
// became healthy after 2.0 s and 2.6 CPU-seconds (tsx's loader hooks and source maps over ~300
// modules); the bundle after 1.15 s and 1.4 CPU-seconds, which is what a restart after a crash costs
// (the crash test restarts it 25 times on each database). The build takes about 50 ms, so it runs
// before every start: a bundle never lags behind the sources.
//
// Packages stay outside the bundle (native addons, lazily loaded libraries); the workspace's own
// packages (the contract) are bundled, as Node cannot run their TypeScript sources.
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const serverDir = dirname(fileURLToPath(import.meta.url));
export const SERVER_BUNDLE = join(serverDir, 'dist', 'main.mjs');

/** Builds the bundle and returns its path. Safe to run from several processes at once. */
export async function buildServer() {
  const { dependencies } = JSON.parse(readFileSync(join(serverDir, 'package.json'), 'utf8'));
  const external = Object.keys(dependencies)
    .filter((name) => !name.startsWith('@qurio/'))
    .flatMap((name) => [name, `${name}/*`]);
  const result = await build({
    entryPoints: [join(serverDir, 'src', 'main.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external,
    // Stack traces in the logs keep the functions' names.
    keepNames: true,
    write: false,
    logLevel: 'warning',
  });
  mkdirSync(dirname(SERVER_BUNDLE), { recursive: true });
  // Written aside and renamed: a process starting while another one builds reads a whole file.
  const partial = `${SERVER_BUNDLE}.${randomBytes(6).toString('hex')}.tmp`;
  writeFileSync(partial, result.outputFiles[0].contents);
  renameSync(partial, SERVER_BUNDLE);
  return SERVER_BUNDLE;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  console.log(`built ${await buildServer()}`);
}
