import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';
import { localeParts } from './build/locale-parts.ts';
import { jsxTransform, preactAliases } from './build/preact.ts';

// Node would load these two libraries' CommonJS builds (Testing Library's package names it as its
// `main`, React Router's exports give it to the `node` condition), and answer their
// `require('react')` with React itself: their ES module builds go through Vite and its aliases.
const packageDir = (name: string) => dirname(createRequire(import.meta.url).resolve(`${name}/package.json`));
const esmBuilds = [
  {
    find: /^@testing-library\/react$/,
    replacement: join(packageDir('@testing-library/react'), 'dist/@testing-library/react.esm.js'),
  },
  { find: /^react-router$/, replacement: join(packageDir('react-router'), 'dist/development/index.mjs') },
];

export default defineProject({
  root: fileURLToPath(new URL('.', import.meta.url)),
  // The tests render with what ships: Preact through preact/compat (build/preact.ts).
  resolve: { alias: [...preactAliases, ...esmBuilds] },
  oxc: jsxTransform,
  plugins: [localeParts(fileURLToPath(new URL('src/i18n/locales', import.meta.url)))],
  test: {
    name: 'web',
    environment: 'jsdom',
    // Files in one worker share the loaded modules and one jsdom (64 → 48 s for the suite): the
    // setup file empties what the app keeps between tests (query cache, storage, session, snacks),
    // and each file boots its own server.
    isolate: false,
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // Aliases apply to the code Vite transforms: the libraries that import React are transformed
    // too (not loaded by Node as they are), so they get Preact as well.
    server: {
      deps: {
        inline: [
          /[\\/]node_modules[\\/](react-router|react-i18next|@tanstack[\\/]react-query|@testing-library[\\/]react)[\\/]/,
        ],
      },
    },
    // The form tests boot the real server (migrations, password hashing) in-process.
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
