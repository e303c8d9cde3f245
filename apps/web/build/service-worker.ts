import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Plugin } from 'vite';

/** Public files worth having offline: icons, the manifest and the default avatars. */
function publicFiles(dir: string): string[] {
  const walk = (folder: string): string[] =>
    readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? walk(join(folder, entry.name)) : [relative(dir, join(folder, entry.name))],
    );
  return walk(dir).filter((file) => /\.(svg|png|webmanifest)$/.test(file));
}

/**
 * Writes `sw.js` into the build with the URLs of that build's files to precache. Only in builds:
 * the dev server has no fingerprinted files and a worker there would serve stale modules.
 */
export function serviceWorker(publicDir: string): Plugin {
  const template = readFileSync(new URL('./sw-template.js', import.meta.url), 'utf8');
  return {
    name: 'qurio-service-worker',
    apply: 'build',
    generateBundle(_options, bundle) {
      const built = Object.keys(bundle).filter((file) => !file.startsWith('.vite/') && !file.endsWith('.map'));
      // index.html is written by Vite's HTML plugin after this hook runs, so it is named here.
      const urls = [...new Set(['index.html', ...built, ...publicFiles(publicDir)])]
        .map((file) => `/${file.split('\\').join('/')}`)
        .sort();
      const version = createHash('sha256').update(urls.join('\n')).digest('hex').slice(0, 12);
      const source = template.replace('__VERSION__', version).replace('__PRECACHE__', JSON.stringify(urls, null, 2));
      this.emitFile({ type: 'asset', fileName: 'sw.js', source });
    },
  };
}
