// Must stay the first import: it configures zod before any contract schema is built.
import './zod-jitless';
import './preact-suspense-ids';
import type { Language } from '@qurio/contract/limits';
import { dehydrate } from '@tanstack/react-query';
import { renderToStringAsync } from 'preact-render-to-string';
import { type ReactNode, StrictMode } from 'react';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { queryClient } from './app/query-client';
import { appRoutes, type RouteHandle, type RouteName } from './app/routes';
import { SSR_DATA_ID, type SsrData } from './app/ssr-data';
import { preloadStaticContent } from './app/ssr-static';
import { takeRenderedTitle } from './app/usePageTitle';
import { trendsQueryOptions } from './features/discovery/queries';
import { changeLanguage, ensureAllStrings, initI18n } from './i18n';
import { setServerRenderTime } from './ui/server-render-time';

/**
 * The server's render of a public page for a guest (apps/server/src/features/ssr): the same route
 * tree, loaders and screens as the browser (React Router's static handler, and Preact's renderer
 * to a string, as the browser hydrates with Preact), with the API answered in-process by the server it runs in. What the loaders put in
 * the query cache travels to the browser as JSON in a non-executed <script>, which main.tsx reads
 * to hydrate instead of fetching.
 *
 * Only what a guest and a member see alike is rendered: the landing page, profiles and their
 * answers, the static pages and the blog. A member's client renders afresh over it (main.tsx).
 * Nothing here may read `window`, `document`, `navigator` or `localStorage` while rendering: the
 * server has none, and what the browser would read there differs from reader to reader (screens
 * that depend on it render the server's value first, as `useSyncExternalStore` lets them).
 */

/** The pages rendered here besides the static ones (`handle.static`); anything else gets the plain shell. */
const RENDERED: ReadonlySet<RouteName> = new Set<RouteName>(['Landing', 'Profile', 'ProfilePost']);

const isRendered = (route: RouteHandle) => route.static === true || RENDERED.has(route.name);

/**
 * The source modules of each rendered route's lazy parts (its screen, the guest trends beside a
 * profile): the build manifest names their CSS, which the page links.
 */
const PROFILE_PARTS = ['src/features/users/ProfileScreen.tsx', 'src/features/discovery/GuestTrends.tsx'];
const SCREENS: Readonly<Partial<Record<RouteName, readonly string[]>>> = {
  Landing: ['src/features/landing/LandingPage.tsx'],
  Profile: PROFILE_PARTS,
  ProfilePost: PROFILE_PARTS,
  Blog: ['src/features/blog/BlogListScreen.tsx'],
  BlogPost: ['src/features/blog/BlogPostScreen.tsx'],
};
const STATIC_PAGE_SCREEN = ['src/features/static-pages/StaticPageScreen.tsx'];

export interface RenderInput {
  /** The page's absolute URL, at the site's public address. */
  url: string;
  language: Language;
  /** Answers the app's relative requests (`/api/…`, `/_blog/…`) in-process (Fastify's inject). */
  fetch: typeof fetch;
  /** Ends a render that takes too long: the server then sends the plain shell. */
  signal?: AbortSignal;
}

export type RenderResult =
  | {
      kind: 'page';
      route: RouteName;
      /** The source modules of its lazy parts, for their CSS in the build manifest. */
      modules: readonly string[];
      html: string;
      /** The `<script type="application/json">` element with the hydration data. */
      dataScript: string;
      /** The document title the page sets in the browser (usePageTitle), if any. */
      title: string | null;
    }
  /** Not a page rendered here (a member page, a redirect, an error, a timeout): the plain shell. */
  | { kind: 'skip'; reason: string };

// The app asks for same-origin paths ('/api/…', '/_blog/…'), which Node's fetch cannot resolve:
// those, and only those, go to the current render's fetch. Absolute URLs keep the real fetch.
const nodeFetch = globalThis.fetch;
let localFetch: typeof fetch | null = null;
globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
  const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  if (href.startsWith('/') && !href.startsWith('//') && localFetch) return localFetch(input, init);
  return nodeFetch(input, init);
}) as typeof fetch;

const handler = createStaticHandler(appRoutes);

// The query cache, the strings' language, the static texts and the fetch above are module state
// shared by the screens: one render at a time, so a page never shows another request's data or
// language. A render given up (its signal) answers its caller at once but keeps its turn until it
// has stopped (its loaders and React's render end with the signal); renders whose time ran out
// while they waited are skipped.
let queue: Promise<unknown> = Promise.resolve();

export function render(input: RenderInput): Promise<RenderResult> {
  const run = queue.then(() => (input.signal?.aborted ? skip('timeout') : renderNow(input)));
  queue = run.catch(() => undefined);
  return untilAborted(run, input.signal);
}

const skip = (reason: string): RenderResult => ({ kind: 'skip', reason });

function untilAborted(work: Promise<RenderResult>, signal: AbortSignal | undefined): Promise<RenderResult> {
  if (!signal) return work;
  if (signal.aborted) return Promise.resolve(skip('timeout'));
  return new Promise<RenderResult>((resolve, reject) => {
    const stop = () => resolve(skip('timeout'));
    signal.addEventListener('abort', stop, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', stop));
  });
}

/** Escapes JSON for an HTML <script> element: no `</script>` or `<!--` can appear in it. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

async function renderNow({ url, language, fetch, signal }: RenderInput): Promise<RenderResult> {
  localFetch = fetch;
  try {
    await initI18n(language);
    await changeLanguage(language);
    await ensureAllStrings();
    queryClient.clear();

    const request = new Request(url, { headers: { Accept: 'text/html' }, signal });
    const context = await handler.query(request);
    if (context instanceof Response) return skip(`response ${context.status}`);
    if (context.errors || context.statusCode !== 200) return skip(`status ${context.statusCode}`);
    const leaf = context.matches.at(-1)?.route.handle as RouteHandle | undefined;
    if (!leaf || !isRendered(leaf)) return skip('not a public page');
    await loadSideData(leaf.name, language);
    // A failed query would render its error here but start over in the browser (errors are not
    // handed over): that page is the browser's to render.
    if (
      queryClient
        .getQueryCache()
        .getAll()
        .some((query) => query.state.status === 'error')
    )
      return skip('query failed');
    if (!(await preloadStaticContent(leaf, new URL(url).pathname, language))) return skip('static text failed');

    const renderedAt = Date.now();
    setServerRenderTime(renderedAt);
    takeRenderedTitle();
    const html = await renderToHtml(
      <StrictMode>
        <StaticRouterProvider
          router={createStaticRouter(handler.dataRoutes, context)}
          context={context}
          hydrate={false}
        />
      </StrictMode>,
      signal,
    );
    if (html === null) return skip('incomplete render');
    const data: SsrData = {
      language,
      renderedAt,
      loaderData: context.loaderData,
      queries: dehydrate(queryClient),
    };
    return {
      kind: 'page',
      route: leaf.name,
      modules: SCREENS[leaf.name] ?? (leaf.static ? STATIC_PAGE_SCREEN : []),
      html,
      dataScript: `<script type="application/json" id="${SSR_DATA_ID}">${scriptJson(data)}</script>`,
      title: takeRenderedTitle(),
    };
  } finally {
    localFetch = null;
    queryClient.clear();
  }
}

/**
 * Preact's render to a string, awaited to its end: its async form waits for every lazy part
 * (Suspense), so the page goes out whole, each boundary in place between the `<!--$s-->` markers
 * Preact's hydration reads. Null when a part failed or the render was given up: the browser renders
 * that page. Preact's render cannot be stopped midway; its only waits are the lazy modules, which
 * are bundled into this file, so it ends within its own work, and a render given up keeps its
 * turn until then.
 */
async function renderToHtml(app: ReactNode, signal: AbortSignal | undefined): Promise<string | null> {
  let html: string;
  try {
    // preact/compat's elements are Preact's own vnodes; only their types differ.
    html = await renderToStringAsync(app as Parameters<typeof renderToStringAsync>[0]);
  } catch {
    return null;
  }
  // Members' text is escaped: a script element here could only be the renderer's own.
  return signal?.aborted || html.includes('<script') ? null : html;
}

/**
 * What a page shows beside its loaders' data, which the browser fetches once it runs: the trends
 * beside a guest's profile. Rendered with the page when they load; when they do not, the page
 * goes out with their placeholder, as the browser would show it, and the browser asks again.
 */
async function loadSideData(route: RouteName, language: Language): Promise<void> {
  if (route !== 'Profile' && route !== 'ProfilePost') return;
  const trends = trendsQueryOptions(language, false);
  await queryClient.prefetchQuery(trends);
  if (queryClient.getQueryState(trends.queryKey)?.status !== 'success') queryClient.removeQueries(trends);
}
