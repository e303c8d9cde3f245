import { existsSync } from 'node:fs';
import { defineConfig } from 'vitest/config';

/**
 * One run covers every layer: contract units, the API client, the API suite on SQLite, the same API suite on
 * PostgreSQL when TEST_DATABASE_URL is set, and the web components.
 */
const serverProject = (db: 'sqlite' | 'postgres') => ({
  test: {
    name: `server:${db}`,
    root: 'apps/server',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    env: { TEST_DB: db },
    // Files in one worker share loaded modules: importing the app costs ~0.7 s a file, 35 s of CPU
    // over the suite. Every test builds its own app and database; nothing keeps state in a module.
    isolate: false,
    // The loopback S3 server of the storage tests (src/test/storage.ts), once per run; and on
    // PostgreSQL, dropping the schemas the run kept for reuse (src/test/app.ts).
    globalSetup: ['src/test/s3-global-setup.ts', ...(db === 'postgres' ? ['src/test/pg-global-setup.ts'] : [])],
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'contract', root: 'packages/contract', include: ['src/**/*.test.ts'] } },
      // The API client against the real server in process (its test boots it like the web's tests).
      {
        test: {
          name: 'client',
          root: 'packages/client',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      // The data layer both apps share (query keys, writes, the feed core, small rules).
      { test: { name: 'queries', root: 'packages/queries', include: ['src/**/*.test.ts'], environment: 'node' } },
      // The design tokens: contrast of every text colour on its backgrounds, light and night.
      { test: { name: 'design', root: 'packages/design', include: ['src/**/*.test.ts'], environment: 'node' } },
      { test: { name: 'scripts', root: 'scripts', include: ['*.test.mjs'], environment: 'node' } },
      serverProject('sqlite'),
      ...(process.env.TEST_DATABASE_URL ? [serverProject('postgres')] : []),
      ...(existsSync('apps/web/vitest.config.ts') ? ['apps/web/vitest.config.ts'] : []),
    ],
  },
});
