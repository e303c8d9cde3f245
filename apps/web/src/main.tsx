// Must stay the first import: it configures zod before any contract schema is built.
import './zod-jitless';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { getTimezone } from './api/timezone';
import { App } from './app/App';
import { prefetchFirstPageData, preloadStringsFor } from './app/first-page';
import { registerServiceWorker } from './app/register-service-worker';
import { initTheme } from './app/theme';
import { ensureAllStrings, initI18n } from './i18n';
import { restoreSession } from './lib/session-store';
import './styles/global.css';

initTheme();
const session = restoreSession();
const strings = initI18n(session?.lang);
// While the first strings download: the rest of them when the page needs them, and slow one-off
// work (resolving the timezone loads its data), for before the first paint the main thread would
// only wait anyway.
const allStrings = preloadStringsFor(window.location.pathname, session);
getTimezone();
await strings;
// Both parts arrive together: rendering once with all of them saves a second, synchronous render
// of the whole page. Offline, AppShell shows the offline screen and retries.
if (allStrings) await ensureAllStrings().catch(() => undefined);
prefetchFirstPageData(window.location.pathname, session);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

// As a transition, the first render is built in short slices that let the browser paint and
// answer input in between, instead of one long task on a slow phone.
startTransition(() =>
  createRoot(root).render(
    <StrictMode>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </StrictMode>,
  ),
);

// The stored session renders at once; the server's copy replaces it (or ends it) when it answers.
// Loaded on demand: a guest's landing page needs neither the API client nor the contract schemas.
if (session) void import('./features/auth/auth-actions').then(({ refreshSession }) => refreshSession());

registerServiceWorker();
