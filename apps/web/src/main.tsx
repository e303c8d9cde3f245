// Must stay the first import: it configures zod before any contract schema is built.
import './zod-jitless';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { getTimezone } from './api/timezone';
import { registerServiceWorker } from './app/register-service-worker';
import { connectSession } from './app/router-session';
import { appRoutes, needsAllStrings } from './app/routes';
import { initTheme } from './app/theme';
import { initI18n, preloadAllStrings } from './i18n';
import { restoreSession } from './lib/session-store';
import './styles/global.css';

initTheme();
const session = restoreSession();
const strings = initI18n(session?.lang);
// While the first strings download: the rest of them when the first page needs them (its loader
// waits for them), and slow one-off work (resolving the timezone loads its data), for before the
// first paint the main thread would only wait anyway.
if (needsAllStrings(window.location.pathname, session !== null)) preloadAllStrings(session?.lang);
getTimezone();
await strings;

// The data router: the first page's loaders (guard, strings, data) start now, while its code loads.
const router = createBrowserRouter(appRoutes);
connectSession(router);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

// As a transition, the first render is built in short slices that let the browser paint and
// answer input in between, instead of one long task on a slow phone.
startTransition(() =>
  createRoot(root).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  ),
);

// The stored session renders at once; the server's copy replaces it (or ends it) when it answers.
// Loaded on demand: a guest's landing page needs neither the API client nor the contract schemas.
if (session) void import('./features/auth/auth-actions').then(({ refreshSession }) => refreshSession());

registerServiceWorker();
