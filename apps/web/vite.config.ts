import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type UserConfig } from 'vite';
import { localeParts } from './build/locale-parts';
import { precompress } from './build/precompress';
import { serviceWorker } from './build/service-worker';

const apiTarget = 'http://127.0.0.1:3000';

// React Router 7's package exports name only its development build, dev warnings included
// (remix-run/react-router#14102); a production build takes the production one it ships beside it.
const reactRouterDir = dirname(createRequire(import.meta.url).resolve('react-router/package.json'));
const productionReactRouter = [
  { find: /^react-router$/, replacement: join(reactRouterDir, 'dist/production/index.mjs') },
];

/**
 * The server's render of public pages (`vite build --ssr src/entry-server.tsx`, into the client
 * build's `server/` folder, which the server never serves): one self-contained ES module, every
 * dependency bundled in, so it runs from wherever the build is copied. Same plugins and CSS
 * modules as the client, so class names match.
 */
const ssrBuild = {
  ssr: { noExternal: true },
  // The icons and the manifest are the client build's to serve.
  publicDir: false,
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    target: 'node20',
    emptyOutDir: true,
    manifest: false,
    rolldownOptions: { output: { codeSplitting: false } },
  },
} satisfies UserConfig;

export default defineConfig(({ command, isSsrBuild }): UserConfig => {
  const plugins = [react(), localeParts(fileURLToPath(new URL('src/i18n/locales', import.meta.url)))];
  const root = fileURLToPath(new URL('.', import.meta.url));
  const resolve = { alias: command === 'build' ? productionReactRouter : [] };
  if (isSsrBuild) return { root, resolve, plugins, ...ssrBuild };
  return {
    root,
    resolve,
    plugins: [...plugins, serviceWorker(fileURLToPath(new URL('public', import.meta.url))), precompress()],
    server: {
      port: 5173,
      proxy: {
        '/api': apiTarget,
        '/uploads': apiTarget,
        '/_blog': apiTarget,
      },
    },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      // `dist/.vite/manifest.json` tells `npm run size` which chunks each route loads.
      manifest: true,
      target: 'es2022',
      // Every browser that runs this build supports modulepreload; the polyfill would only add bytes.
      modulePreload: { polyfill: false },
      // The server's CSP forbids inline scripts and styles: never inline assets as data: scripts.
      assetsInlineLimit: 0,
      rolldownOptions: {
        treeshake: {
          // The contract only declares schemas and constants. Marking it side-effect free lets the
          // landing page import LIMITS or LANGUAGES without pulling in every zod schema.
          moduleSideEffects: [{ test: /[\\/]packages[\\/]contract[\\/]src[\\/]/, sideEffects: false }],
        },
        output: {
          // Fewer, larger files: a phone on a slow network pays a round trip per handful of files,
          // and the automatic split made 20 files for the landing page and 46 for a profile.
          codeSplitting: {
            groups: [
              // What the first page always runs (the entry's static imports) as one file.
              // main.tsx itself stays the entry chunk, which the build manifest names as such.
              {
                name: 'app',
                tags: ['$initial'],
                test: (id) => !/(src[\\/]main\.tsx|index\.html)$/.test(id),
                priority: 3,
              },
              // TanStack Query: every screen with data, never the landing page.
              { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/, priority: 2 },
            ],
          },
        },
      },
    },
  };
});
