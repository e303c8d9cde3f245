import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { localeParts } from './build/locale-parts';

export default defineProject({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), localeParts(fileURLToPath(new URL('src/i18n/locales', import.meta.url)))],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // The form tests boot the real server (migrations, password hashing) in-process.
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
