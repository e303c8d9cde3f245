import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const TEXT = /\.(js|css|html|svg|webmanifest|json)$/;

/**
 * Writes `.br` and `.gz` copies of the text files of the build, once, at maximum compression; the
 * server sends them to browsers that accept them (@fastify/static `preCompressed`), so no request
 * pays for compressing on the fly.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'qurio-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle() {
      const walk = (folder: string): string[] =>
        readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
          entry.isDirectory() ? walk(join(folder, entry.name)) : [join(folder, entry.name)],
        );
      for (const file of walk(outDir)) {
        if (!TEXT.test(file) || file.includes(`${join(outDir, '.vite')}`) || statSync(file).size < 512) continue;
        const source = readFileSync(file);
        writeFileSync(`${file}.gz`, gzipSync(source, { level: 9 }));
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }),
        );
      }
    },
  };
}
