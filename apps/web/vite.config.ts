import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { localeParts } from './build/locale-parts';
import { precompress } from './build/precompress';
import { serviceWorker } from './build/service-worker';

const apiTarget = 'http://127.0.0.1:3000';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [
    react(),
    localeParts(fileURLToPath(new URL('src/i18n/locales', import.meta.url))),
    serviceWorker(fileURLToPath(new URL('public', import.meta.url))),
    precompress(),
  ],
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
    },
  },
});
