import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createBuilder } from 'vite';

const WEB_ROOT = fileURLToPath(new URL('../../../web/', import.meta.url));

/** The web app's own index.html source: the shell the server fills in has this shape. */
export const INDEX_HTML = readFileSync(join(WEB_ROOT, 'index.html'), 'utf8');

/** A web folder with the app shell and no server render, as an older build or the API tests have. */
export function webDirWithShell(): string {
  const webDir = mkdtempSync(join(tmpdir(), 'qurio-web-'));
  mkdirSync(join(webDir, 'assets'));
  writeFileSync(join(webDir, 'index.html'), INDEX_HTML);
  return webDir;
}

/**
 * A web folder with the shell and the web build's real server render (apps/web/src/entry-server.tsx,
 * the build's `ssr` environment, into `server/` as `vite build` writes it): the server tests render
 * public pages with the same code production runs. The browser's half is not built (the pages then
 * link no lazy CSS), which keeps this to some ten seconds.
 */
export async function webDirWithServerRender(): Promise<string> {
  const webDir = webDirWithShell();
  // A production build, as `npm run build` makes it (Vite reads NODE_ENV, which vitest sets to test).
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    const builder = await createBuilder({
      configFile: join(WEB_ROOT, 'vite.config.ts'),
      root: WEB_ROOT,
      mode: 'production',
      logLevel: 'silent',
      build: { outDir: webDir, emptyOutDir: false },
    });
    const ssr = builder.environments.ssr;
    if (!ssr) throw new Error('the web build has no ssr environment');
    await builder.build(ssr);
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
  return webDir;
}
