// Must stay the first import: it configures zod before any contract schema is built.
import './zod-jitless';
import type { Language } from '@qurio/contract/limits';
import { dehydrate } from '@tanstack/react-query';
import { type ReactNode, StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { queryClient } from './app/query-client';
import { appRoutes, type RouteHandle, type RouteName } from './app/routes';
import { SSR_DATA_ID, type SsrData } from './app/ssr-data';
import { preloadStaticContent } from './app/ssr-static';
import { changeLanguage, ensureAllStrings, initI18n } from './i18n';

/**
 * The server's render of a public page for a guest (apps/server/src/features/ssr): the same route
 * tree, loaders and screens as the browser (React Router's static handler), with the API answered
 * in-process by the server it runs in. What the loaders put in the query cache travels to the
 * browser as JSON in a non-executed <script>, which main.tsx reads to hydrate instead of fetching.
 *
 * Only what a guest and a member see alike is rendered: the landing page, profiles and their
 * answers, the static pages and the blog. A member's client renders afresh over it (main.tsx).
 */

/** The pages rendered here besides the static ones (`handle.static`); anything else gets the plain shell. */
const RENDERED: ReadonlySet<RouteName> = new Set<RouteName>(['Landing', 'Profile', 'ProfilePost']);

const isRendered = (route: RouteHandle) => route.static === true || RENDERED.has(route.name);

/**
 * The source modules of each rendered route's lazy parts (its screen, the guest trends beside a
 * profile): the build manifest names their code and CSS, which the page links.
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
  /** The page's absolute URL, at the site's public address (`window.location` while rendering). */
  url: string;
  language: Language;
  /** Answers the app's relative requests (`/api/…`, `/_blog/…`) in-process (Fastify's inject). */
  fetch: typeof fetch;
}

export type RenderResult =
  | {
      kind: 'page';
      route: RouteName;
      /** The source modules of its lazy parts, for their CSS and code in the build manifest. */
      modules: readonly string[];
      html: string;
      /** The `<script type="application/json">` element with the hydration data. */
      dataScript: string;
    }
  /** Not a page rendered here (a member page, a redirect, an error): the plain shell. */
  | { kind: 'skip' };

// The app asks for same-origin paths ('/api/…', '/_blog/…'), which Node's fetch cannot resolve:
// those, and only those, go to the render's own fetch. Absolute URLs keep the real fetch.
const nodeFetch = globalThis.fetch;
let localFetch: typeof fetch | null = null;
globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
  const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  if (href.startsWith('/') && !href.startsWith('//') && localFetch) return localFetch(input, init);
  return nodeFetch(input, init);
}) as typeof fetch;

const handler = createStaticHandler(appRoutes);

// The query cache, the strings' language and the static texts are module state shared by the
// screens: one render at a time, so a page never shows another request's data or language.
let queue: Promise<unknown> = Promise.resolve();

export function render(input: RenderInput): Promise<RenderResult> {
  const run = queue.then(() => renderNow(input));
  queue = run.catch(() => undefined);
  return run;
}

/** Escapes JSON for an HTML <script> element: no `</script>` or `<!--` can appear in it. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

async function renderNow({ url, language, fetch }: RenderInput): Promise<RenderResult> {
  localFetch = fetch;
  try {
    await initI18n(language);
    await changeLanguage(language);
    await ensureAllStrings();
    queryClient.clear();

    const request = new Request(url, { headers: { Accept: 'text/html' } });
    const context = await handler.query(request);
    if (context instanceof Response) return { kind: 'skip' };
    if (context.errors || context.statusCode !== 200) return { kind: 'skip' };
    const leaf = context.matches.at(-1)?.route.handle as RouteHandle | undefined;
    if (!leaf || !isRendered(leaf)) return { kind: 'skip' };
    if (!(await preloadStaticContent(leaf, new URL(url).pathname, language))) return { kind: 'skip' };

    const router = createStaticRouter(handler.dataRoutes, context);
    const html = await renderComplete(
      url,
      <StrictMode>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </StrictMode>,
    );
    if (html === null) return { kind: 'skip' };
    const data: SsrData = {
      language,
      loaderData: context.loaderData,
      queries: dehydrate(queryClient),
    };
    queryClient.clear();
    return {
      kind: 'page',
      route: leaf.name,
      modules: SCREENS[leaf.name] ?? (leaf.static ? STATIC_PAGE_SCREEN : []),
      html,
      dataScript: `<script type="application/json" id="${SSR_DATA_ID}">${scriptJson(data)}</script>`,
    };
  } finally {
    localFetch = null;
  }
}

// What renderToString leaves for the browser when a boundary suspended (a lazy part not loaded yet).
const CLIENT_RENDERED_BOUNDARY = '<!--$!-->';
const MAX_PASSES = 5;

/**
 * renderToString, until no Suspense boundary is left to the browser: a lazy component (the guest
 * trends) suspends the first time a process renders it, and is there, loaded, on the next pass.
 * Hydrating such a boundary would be an error in the browser. A synchronous render keeps the
 * browser globals below to the render itself. Null if the page never completes.
 */
async function renderComplete(url: string, app: ReactNode): Promise<string | null> {
  for (let pass = 0; pass < MAX_PASSES; pass += 1) {
    const html = withBrowserGlobals(url, () => renderToString(app));
    if (!html.includes(CLIENT_RENDERED_BOUNDARY)) return html;
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  return null;
}

/**
 * Screens read `navigator`, `localStorage` and `window.location` while rendering (the phone bar's
 * platform and saved choice, a profile's address to share): for the synchronous render only, a
 * guest's blank browser at the page's address: no platform, nothing stored.
 */
function withBrowserGlobals<T>(url: string, work: () => T): T {
  const scope = globalThis as Record<string, unknown>;
  const added = ['window', 'navigator', 'localStorage'].filter((name) => !(name in scope));
  if (added.includes('window')) scope.window = { location: new URL(url) };
  if (added.includes('navigator')) scope.navigator = { userAgent: '', onLine: true, language: '', languages: [] };
  if (added.includes('localStorage')) {
    scope.localStorage = { getItem: () => null, setItem: () => undefined, removeItem: () => undefined };
  }
  try {
    return work();
  } finally {
    for (const name of added) delete scope[name];
  }
}
