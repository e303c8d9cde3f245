import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Language } from '@qurio/contract';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { escapeHtml } from '../share/page-meta.js';

/**
 * The server's render of public pages (the landing page, profiles and answers, static pages, the
 * blog): the web build's `server/entry-server.js` (apps/web/src/entry-server.tsx) renders the
 * same routes and screens as the browser, for a guest. Its API calls are answered in-process by
 * this app (`inject`): the same routes, presenters and response schemas as the browser's calls,
 * so what a page may show, and never who asked an anonymous question, is decided in one place.
 */

/**
 * Set by the web app while a session is stored in the browser (apps/web/src/app/ssr-data.ts): a
 * member's page load gets the plain shell, which their app renders as a member's page (their
 * layout, their view of each answer), instead of a guest's page that would show, then vanish.
 */
export const SIGNED_IN_COOKIE = 'qurio_signed_in';

export function hasSignedInCookie(cookieHeader: string | undefined): boolean {
  return (cookieHeader ?? '').split(';').some((part) => part.trim() === `${SIGNED_IN_COOKIE}=1`);
}

/** Where the web build keeps the server entry; `app.ts` never serves this folder. */
export const SSR_DIR = 'server';
const ENTRY = 'entry-server.js';

/** What entry-server.tsx exports (typed here: the server does not compile the web app). */
interface WebRenderInput {
  url: string;
  language: Language;
  fetch: typeof fetch;
  signal: AbortSignal;
}
type WebRenderResult =
  | { kind: 'skip'; reason: string }
  | {
      kind: 'page';
      route: string;
      modules: readonly string[];
      html: string;
      dataScript: string;
      title: string | null;
    };
interface WebEntry {
  render(input: WebRenderInput): Promise<WebRenderResult>;
}

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

/** A rendered page: the markup of #root, its data element and what its <head> needs. */
export interface RenderedPage {
  html: string;
  dataScript: string;
  /** `<link>` elements for the <head>: the CSS of its lazy parts. */
  headLinks: string;
  /** The title the page sets in the browser, for pages without a title of their own in page-meta.ts. */
  title: string | null;
}

export interface ServerRenderer {
  /** The page for a guest, or null for a page the browser renders (a member page, an error, too slow). */
  render(request: { url: string; ip: string }, language: Language): Promise<RenderedPage | null>;
}

/**
 * How long a page may take, waiting for the renders before it included, before the reader gets the
 * plain shell instead: a render takes a few milliseconds, so only an overloaded or stuck server
 * gets there, and it then sheds the work rather than keep a reader waiting.
 */
export const RENDER_TIMEOUT_MS = 1000;
const WARM_UP_TIMEOUT_MS = 10_000;
const WARM_UP_PAGES = ['/', '/about', '/warmup', '/warmup/post/1'];

/**
 * Loads the web build's server entry, or null when the build has none or it does not load (the
 * plain shell is served then, as before server rendering).
 */
export async function loadServerRenderer(
  app: FastifyInstance,
  options: { webDir: string; publicUrl: string; timeoutMs?: number },
  log: FastifyBaseLogger,
): Promise<ServerRenderer | null> {
  const entryPath = join(options.webDir, SSR_DIR, ENTRY);
  if (!existsSync(entryPath)) return null;
  let entry: WebEntry;
  try {
    entry = (await import(pathToFileURL(entryPath).href)) as WebEntry;
    if (typeof entry.render !== 'function') throw new TypeError(`${ENTRY} exports no render function`);
  } catch (err) {
    log.error({ err }, 'the server render of the web build does not load; pages go out as the plain shell');
    return null;
  }
  const manifest = readManifest(options.webDir);
  const timeoutMs = options.timeoutMs ?? RENDER_TIMEOUT_MS;
  /** The entry's render, bounded: the signal asks it to stop, the race answers even if it does not. */
  const renderBounded = (url: string, ip: string, language: Language, ms: number) => {
    const signal = AbortSignal.timeout(ms);
    return Promise.race([
      // A render that throws at once is a failed render too, never a failed start.
      Promise.resolve().then(() =>
        entry.render({ url: `${options.publicUrl}${url}`, language, fetch: injectFetch(app, ip), signal }),
      ),
      new Promise<WebRenderResult>((resolve) => {
        signal.addEventListener('abort', () => resolve({ kind: 'skip', reason: 'timeout' }), { once: true });
      }),
    ]);
  };
  // The first render of each kind of page takes a second or more (the strings, the screens' code,
  // the API routes behind them, the JIT): done now, in the background, rather than on a reader's
  // time. The profile is one nobody has (or someone's public profile: nothing is sent anywhere).
  void (async () => {
    const started = performance.now();
    for (const url of WARM_UP_PAGES) {
      await renderBounded(url, '127.0.0.1', 'en', WARM_UP_TIMEOUT_MS).catch((err: unknown) => {
        log.debug({ err, url }, 'server render warm-up failed');
      });
    }
    log.debug({ ms: Math.round(performance.now() - started) }, 'server render warmed up');
  })();
  return {
    async render({ url, ip }, language) {
      const started = performance.now();
      const result = await renderBounded(url, ip, language, timeoutMs);
      const ms = Math.round(performance.now() - started);
      if (result.kind !== 'page') {
        if (result.reason === 'timeout') log.warn({ ms }, 'server render too slow; the browser renders the page');
        else log.debug({ reason: result.reason, ms }, 'not rendered on the server');
        return null;
      }
      log.debug({ route: result.route, ms }, 'server render');
      return {
        html: result.html,
        dataScript: result.dataScript,
        headLinks: headLinks(manifest, result.modules),
        title: result.title,
      };
    },
  };
}

function readManifest(webDir: string): Manifest {
  try {
    return JSON.parse(readFileSync(join(webDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  } catch {
    return {};
  }
}

/**
 * The CSS of the rendered page's lazy parts: index.html links only the entry's, and without
 * JavaScript the screen's own would never load. Their code is not preloaded: on a slow phone
 * network forty preloads took the bandwidth the CSS and the cover picture needed (Lighthouse:
 * FCP 3.3 s with them, 2.1 s without); the app's own loader fetches them in parallel.
 */
function headLinks(manifest: Manifest, modules: readonly string[]): string {
  const cssOf = (keys: readonly string[]) => {
    const css = new Set<string>();
    const seen = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || seen.has(key)) return;
      seen.add(key);
      for (const file of chunk.css ?? []) css.add(file);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    for (const key of keys) visit(key);
    return css;
  };
  const linked = cssOf(Object.keys(manifest).filter((key) => manifest[key]?.isEntry));
  return [...cssOf(modules)]
    .filter((file) => !linked.has(file))
    .map((file) => `<link rel="stylesheet" crossorigin href="/${file}" />`)
    .join('\n    ');
}

/**
 * A `fetch` for the page's relative requests (`/api/…`, `/_blog/…`), answered by `app.inject`:
 * no socket, no second trip through the network stack. Only what a guest's browser would send:
 * no cookie, no token; the reader's address, so guest limits count the reader, not the server.
 */
function injectFetch(app: FastifyInstance, ip: string): typeof fetch {
  return async (input, init = {}) => {
    const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(href, 'http://localhost');
    const headers: Record<string, string> = {};
    new Headers(init.headers).forEach((value, key) => {
      headers[key] = value;
    });
    delete headers.authorization;
    delete headers.cookie;
    if (init.body !== undefined && init.body !== null && typeof init.body !== 'string') {
      throw new TypeError('a server render sends no form data');
    }
    const response = await app.inject({
      method: init.method ?? 'GET',
      url: `${url.pathname}${url.search}`,
      headers,
      remoteAddress: ip,
      ...(typeof init.body === 'string' ? { payload: init.body } : {}),
    });
    const responseHeaders = new Headers();
    for (const [key, value] of Object.entries(response.headers)) {
      if (value === undefined) continue;
      for (const item of Array.isArray(value) ? value : [value]) responseHeaders.append(key, String(item));
    }
    const noBody = response.statusCode === 204 || response.statusCode === 304;
    return new Response(noBody ? null : response.rawPayload, { status: response.statusCode, headers: responseHeaders });
  };
}

/**
 * Puts a rendered page into the app shell, which carries page-meta.ts's title and preview tags
 * when the page has them (`titled`), else the page's own title.
 */
export function fillShell(shell: string, page: RenderedPage, titled: boolean): string {
  // Function replacements: a `$'` in a member's answer must stay text (see renderShell).
  let html = page.headLinks ? shell.replace('</head>', () => `  ${page.headLinks}\n  </head>`) : shell;
  const title = page.title;
  if (!titled && title) html = html.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`);
  return html.replace('<div id="root"></div>', () => `<div id="root">${page.html}</div>${page.dataScript}`);
}

/**
 * A rendered page travels compressed (Brotli at a fast level, else gzip), as the built index.html
 * does from its precompressed copies: its markup and data are several times the bare shell.
 */
export function compressPage(html: string, acceptEncoding: string | string[] | undefined) {
  const accepted = String(acceptEncoding ?? '')
    .split(',')
    .map((part) => part.trim().toLowerCase())
    .filter((part) => !/;\s*q=0(\.0*)?$/.test(part))
    .map((part) => part.split(';')[0]);
  if (accepted.includes('br')) {
    return { encoding: 'br', body: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }) };
  }
  if (accepted.includes('gzip')) return { encoding: 'gzip', body: gzipSync(html, { level: 6 }) };
  return { encoding: null, body: html };
}
