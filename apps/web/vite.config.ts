import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
import { localeParts } from './build/locale-parts.ts';
import { pageChunk } from './build/page-chunk.ts';
import { jsxTransform, preactAliases } from './build/preact.ts';
import { precompress } from './build/precompress.ts';
import { serviceWorker } from './build/service-worker.ts';

const apiTarget = 'http://127.0.0.1:3000';
const src = (path: string) => fileURLToPath(new URL(`src/${path}`, import.meta.url));
const profileChunk = pageChunk({
  name: 'profile',
  roots: [src('features/users/ProfileScreen.tsx'), src('app/route-data.ts')],
  leave: [],
  // One file for what the profile shares with the landing page and the sign-in forms: each of them
  // loaded both halves anyway (the landing page's answers come through the API client, the forms
  // draw the avatar), so two files only cost a request and 0.2 KB gzip more on every page.
  besides: {
    shared: [
      src('features/landing/LandingPage.tsx'),
      src('features/auth/LoginPage.tsx'),
      src('features/auth/SignupPage.tsx'),
    ],
  },
  // The design package's index re-exports every glyph, so the glyphs of single screens
  // (icons-screens.ts) and of answer cards and their menus (icons-actions.ts) look statically
  // imported by any page that draws one icon: left to the automatic split, they go only where they
  // are drawn (the cards' into the profile's file, not the landing page's). So do the asking
  // rules' and inbox filters' words (contract/src/asking.ts) and the limits' module
  // (contract/src/limits.ts: the inbox filters' and select mode's), which the queries package's
  // index makes look imported; a first page reads shell-limits.ts and member-limits.ts instead.
  take: (id) =>
    !/[\\/]packages[\\/](client|queries)[\\/]|[\\/]design[\\/]src[\\/]icons-(screens|actions)\.ts$|[\\/]contract[\\/]src[\\/](asking|limits)\.ts$/.test(
      id,
    ),
});

// React Router 7's package exports name only its development build, dev warnings included
// (remix-run/react-router#14102); a production build takes the production one it ships beside it.
const reactRouterDir = dirname(createRequire(import.meta.url).resolve('react-router/package.json'));
const productionReactRouter = [
  { find: /^react-router$/, replacement: join(reactRouterDir, 'dist/production/index.mjs') },
];

/** The server render's folder inside the build; the server runs it and never serves it. */
const SERVER_DIR = 'server';

/**
 * The server's render of public pages (src/entry-server.tsx, run by apps/server/src/features/ssr)
 * is the build's `ssr` environment, written into `<outDir>/server`: every `vite build`, whatever
 * its `--outDir`, makes both halves, so no build serves pages the browser cannot hydrate or the
 * reverse. One self-contained ES module, every dependency bundled in, so it runs from wherever the
 * build is copied; the same plugins and CSS modules as the browser's, so class names match.
 */
function serverRender(): Plugin {
  return {
    name: 'qurio-server-render',
    config(config) {
      const outDir = config.build?.outDir ?? 'dist';
      return { environments: { ssr: { build: { outDir: join(outDir, SERVER_DIR) } } } };
    },
  };
}

/**
 * Two notices about libraries' code that say nothing about ours, printed on every build (a
 * newcomer's `npm start` showed them as warnings): React Router's and TanStack Query's "use client"
 * directives, which only mean something to a server-components bundler (this app renders on the
 * server without them), and React Router's probe for `useOptimistic`, which Preact does not have and
 * React Router checks for before use (`React[USE_OPTIMISTIC]`, falling back without it). Any other
 * log, and these from our own sources, still goes out.
 */
const quietLibraryLogs: NonNullable<NonNullable<UserConfig['build']>['rolldownOptions']>['onLog'] = (
  level,
  log,
  handler,
) => {
  const library = /[\\/]node_modules[\\/](react-router|@tanstack)[\\/]/.test(`${log.id ?? ''} ${log.message}`);
  if (library && log.code === 'MODULE_LEVEL_DIRECTIVE' && log.message.includes('"use client"')) return;
  if (log.code === 'IMPORT_IS_UNDEFINED' && /Import `useOptimistic`/.test(log.message)) return;
  handler(level, log);
};

/** Only the browser's build gets a service worker and precompressed copies. */
const clientOnly = (plugin: Plugin): Plugin => ({
  ...plugin,
  applyToEnvironment: (environment) => environment.name === 'client',
});

export default defineConfig(({ command }) => ({
  root: fileURLToPath(new URL('.', import.meta.url)),
  resolve: { alias: [...preactAliases, ...(command === 'build' ? productionReactRouter : [])] },
  oxc: jsxTransform,
  plugins: [
    localeParts(fileURLToPath(new URL('src/i18n/locales', import.meta.url))),
    clientOnly(serviceWorker(fileURLToPath(new URL('public', import.meta.url)))),
    clientOnly(precompress()),
    serverRender(),
  ],
  server: {
    port: 5173,
    proxy: {
      '/api': apiTarget,
      '/uploads': apiTarget,
      '/_blog': apiTarget,
      '/cards': apiTarget,
    },
  },
  // `vite build` builds the browser's app, then the server's render into it.
  builder: {
    async buildApp(builder) {
      for (const name of ['client', 'ssr']) {
        const environment = builder.environments[name];
        if (!environment) throw new Error(`no ${name} environment to build`);
        await builder.build(environment);
      }
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    rolldownOptions: { onLog: quietLibraryLogs },
  },
  environments: {
    client: {
      build: {
        // `dist/.vite/manifest.json` tells `npm run size` which chunks each route loads, and the
        // server which CSS a rendered page needs.
        manifest: true,
        // Every browser that runs this build supports modulepreload; the polyfill would only add bytes.
        modulePreload: { polyfill: false },
        // The server's CSP forbids inline scripts and styles: never inline assets as data: scripts.
        assetsInlineLimit: 0,
        rolldownOptions: {
          treeshake: {
            // The contract only declares schemas and constants. Marking it side-effect free lets the
            // landing page import LIMITS or LANGUAGES without pulling in every zod schema. The API
            // client only declares functions: a page that calls the API does not get the live stream.
            // (Workspace packages' `sideEffects: false` is not applied to their sources.)
            moduleSideEffects: [
              { test: /[\\/]packages[\\/](contract|client|queries|design)[\\/]src[\\/]/, sideEffects: false },
            ],
          },
          output: {
            // Files named by their hash alone: every first page carries the names of the files each
            // lazy import preloads (Vite's preload lists: 121 names in the first-load file, 39 more
            // in a profile's), and the names were 1.2 KB gzip of a guest profile's first load. The
            // entry keeps its name; the build manifest names every other file (`name`, `src`).
            chunkFileNames: 'assets/[hash].js',
            assetFileNames: 'assets/[hash][extname]',
            // Letters and digits: no name starts with a dash, which shell tools would take for an option.
            hashCharacters: 'base36',
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
                // What a shared profile (a guest's usual first page after the landing page) loads
                // at once besides the entry and its own screen: the data layer, the feed, the card,
                // the ask form (scripts/bundle-size.mjs lists the same roots).
                { name: profileChunk.shared, debugName: 'profile-shared', priority: 2 },
                { name: profileChunk.page, debugName: 'profile', priority: 2 },
                // TanStack Query: every screen with data, never the landing page.
                { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/, priority: 2 },
              ],
            },
          },
        },
      },
    },
    ssr: {
      resolve: { noExternal: true },
      // Libraries' CommonJS entries pick their production build by NODE_ENV, read when they load.
      define: { 'process.env.NODE_ENV': JSON.stringify('production') },
      build: {
        ssr: 'src/entry-server.tsx',
        target: 'node20',
        // The icons and the manifest are the browser build's to serve.
        copyPublicDir: false,
        rolldownOptions: { output: { codeSplitting: false } },
      },
    },
  },
}));
