// Must stay the first import: it configures zod before any contract schema is built.
import './zod-jitless';
import './preact-suspense-ids';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, type HydrationState, matchRoutes, RouterProvider } from 'react-router';
import { getTimezone } from './api/timezone';
import { listenForInstallPrompt } from './app/install-prompt';
import { registerServiceWorker } from './app/register-service-worker';
import { connectSession } from './app/router-session';
import { appRoutes, firstPageStrings, type RouteHandle } from './app/routes';
import { markSignedIn, readSsrData, type SsrData } from './app/ssr-data';
import { initTheme } from './app/theme';
import { ensureStrings, initI18n, preloadStrings } from './i18n';
import { getSession, restoreSession, subscribeSession } from './lib/session-store';
import { setServerRenderTime } from './ui/server-render-time';
import './styles/global.css';

initTheme();
// Before anything awaits: the browser may offer the install as soon as the page has loaded.
listenForInstallPrompt(window);
const session = restoreSession();
markSignedIn(session !== null);
subscribeSession(() => markSignedIn(getSession() !== null));
// A public page the server rendered for a guest (entry-server.tsx) comes with its data. A member's
// pages differ from a guest's, so a member's app starts afresh as on any other page.
const ssr = session ? null : readSsrData();
const language = session?.lang ?? ssr?.language;
const strings = initI18n(language);
const pageStrings = firstPageStrings(window.location.pathname, session !== null);
// While the first strings download: the other parts the first page needs (its loader waits for
// them), and slow one-off work (resolving the timezone loads its data), for before the first
// paint the main thread would only wait anyway.
preloadStrings(pageStrings, language);
getTimezone();
await strings;

/**
 * Gets the browser where the server's render was, without asking the server again: the page's
 * code (its lazy routes), all its strings, its static text and the server's query cache. The
 * router then starts with the server's loader data and runs no loader for the first page.
 */
async function loadServerRender(data: SsrData): Promise<HydrationState> {
  const matches = matchRoutes(appRoutes, window.location) ?? [];
  const leaf = matches.at(-1)?.route.handle as RouteHandle | undefined;
  await Promise.all([
    ensureStrings(pageStrings),
    ...matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, { ...(await route.lazy()), lazy: undefined });
    }),
    leaf?.static
      ? import('./app/ssr-static')
          .then(({ preloadStaticContent }) =>
            preloadStaticContent(leaf, window.location.pathname, data.language, false),
          )
          .then((loaded) => {
            if (!loaded) throw new Error('the static text did not load');
          })
      : undefined,
    data.queries.queries.length > 0
      ? import('./app/route-data').then(({ hydrateQueries }) => hydrateQueries(data.queries))
      : undefined,
  ]);
  setServerRenderTime(data.renderedAt);
  return { loaderData: data.loaderData };
}

// Anything missing (a chunk or a text that did not load) and the page is rendered afresh instead.
const hydrationData = ssr ? await loadServerRender(ssr).catch(() => undefined) : undefined;
// The data router: the first page's loaders (guard, strings, data) start now, while its code loads.
const router = createBrowserRouter(appRoutes, { hydrationData });
connectSession(router);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

const app = (
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>
);
// Preact (through preact/compat, see vite.config.ts) hydrates the server's page, or renders afresh.
// Hydration is one task that does not yield (Preact has no concurrent rendering): it gets a task of
// its own, apart from the router's start, so neither blocks input for long.
if (hydrationData) {
  await new Promise((resolve) => setTimeout(resolve, 0));
  hydrateRoot(root, app);
} else createRoot(root).render(app);

// The stored session renders at once; the server's copy replaces it (or ends it) when it answers.
// Loaded on demand: a guest's landing page needs neither the API client nor the contract schemas.
if (session) void import('./features/auth/auth-actions').then(({ refreshSession }) => refreshSession());

registerServiceWorker((path) => void router.navigate(path));
