import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { api, askAndAnswer, askAndFind, type CreatedUser, createUser } from '../../test/factories.js';
import { INDEX_HTML, webDirWithServerRender, webDirWithShell } from '../../test/web-render.js';
import { pageMetaFor, renderShell } from '../share/page-meta.js';
import { SSR_DIR } from './server-render.js';

/**
 * Public pages rendered on the server by the web build's own entry (apps/web/src/entry-server.tsx),
 * built here into a temporary web folder: the page's text is in the HTML, in the reader's
 * language; a member, a failing or slow render and a build without the render get the shell.
 * The anonymity sweep over these pages is in features/questions/anonymity.test.ts.
 */
const PUBLIC_URL = 'https://qurio.example';

async function page(t: TestApp, url: string, headers: Record<string, string> = {}) {
  const res = await t.app.inject({
    method: 'GET',
    url,
    headers: { 'accept-language': 'en-US,en;q=0.8', ...headers },
  });
  expect(res.statusCode, url).toBe(200);
  expect(res.headers['content-type']).toContain('text/html');
  return res;
}

/** The hydration data the page carries for the browser. */
function ssrData(html: string) {
  const json = /<script type="application\/json" id="ssr-data">([^<]*)<\/script>/.exec(html)?.[1];
  expect(json, 'the hydration data').toBeDefined();
  return JSON.parse(json ?? 'null') as { language: string; renderedAt: number; loaderData: Record<string, unknown> };
}

const rootOf = (html: string) =>
  /<div id="root">([\s\S]*?)<\/div><script type="application\/json"/.exec(html)?.[1] ?? '';

describe('public pages rendered on the server', () => {
  let t: TestApp;
  let webDir: string;
  let owner: CreatedUser;
  let anonymousId: number;

  beforeAll(async () => {
    webDir = await webDirWithServerRender();
    // A loaded machine's first render (the warm-up the server starts with) may take seconds.
    t = await createTestApp({ config: { webDir, publicUrl: PUBLIC_URL }, renderTimeoutMs: 20_000 });
    const sender = await createUser(t.app, { username: 'SomeAsker', email: 'some.asker@example.com' });
    owner = await createUser(t.app, { username: 'PublicOwner', lang: 'tr' });
    await api(t.app).post('/profile', { fullname: 'Ada Lovelace', bio: 'Engines & numbers' }, owner.token);
    anonymousId = await askAndAnswer(t.app, owner, 'Who taught you to code?', 'My father’s old manuals.', sender, {
      anonymous: true,
    });
    await askAndAnswer(t.app, owner, 'Tea or coffee?', 'Tea, always.');
    await askAndAnswer(t.app, owner, 'What do you like to read?', 'Anything about #engines.');
    await askAndFind(t.app, owner, 'A question still waiting?', sender, { anonymous: true });
  }, 120_000);

  afterAll(async () => {
    await t?.close();
    rmSync(webDir, { recursive: true, force: true });
  });

  it("gives a guest a profile's answers in the reader's language, with its preview tags", async () => {
    const { body: html, headers } = await page(t, '/PublicOwner', { 'accept-language': 'de-DE,de;q=0.9' });
    const root = rootOf(html);
    expect(root).toContain('My father’s old manuals.');
    expect(root).toContain('Tea, always.');
    expect(root).toContain('Who taught you to code?');
    // The reader's language (German), never the owner's (Turkish).
    expect(html).toContain('<html lang="de">');
    expect(root).toContain('Was möchtest du wissen?');
    expect(root).toContain('>Anonym<');
    expect(ssrData(html).language).toBe('de');
    // The preview tags of page-meta.ts are still there, and its title wins.
    expect(html).toContain('<title>PublicOwner - Qurio</title>');
    expect(html).toContain('<meta property="og:title" content="Ada Lovelace (@PublicOwner)" />');
    // A pending question is nobody's business.
    expect(html).not.toContain('A question still waiting?');
    // The answer depends on the reader's language and session (a shared cache must know it).
    expect(headers.vary).toBe('Accept-Encoding, Accept-Language, Cookie');
    expect(headers['cache-control']).toBe('no-cache');

    const english = (await page(t, '/PublicOwner')).body;
    expect(english).toContain('<html lang="en">');
    expect(english).toContain('What do you want to know?');
    // The trends beside it are loaded for the page too, not left as placeholders; a guest's lead
    // to the search, which guests read too (issue 34).
    const trend = /Trends<\/h2><ul[^>]*><li><a[^>]* href="\/search\/%23engines"[^>]*>[\s\S]*?#engines/;
    expect(rootOf(english)).toMatch(trend);
  });

  it('renders an answer, static pages with their titles, the blog and the landing page', async () => {
    const answer = (await page(t, `/PublicOwner/post/${anonymousId}`)).body;
    expect(rootOf(answer)).toContain('My father’s old manuals.');
    // Its link preview is the answer's picture card.
    expect(answer).toMatch(
      new RegExp(`<meta property="og:image" content="${PUBLIC_URL}/cards/answers/${anonymousId}\\.png\\?v=[\\w-]+" />`),
    );
    expect(answer).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(answer).not.toContain('Tea, always.');

    const about = (await page(t, '/about', { 'accept-language': 'es' })).body;
    expect(about).toContain('<html lang="es">');
    expect(rootOf(about)).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
    const terms = (await page(t, '/terms')).body;
    expect(terms).toMatch(/<h1[^>]*>Terms and Conditions<\/h1>/);
    // The title the page sets in the browser, for readers without JavaScript and search engines.
    expect(terms).toContain('<title>Terms and Conditions - Qurio - Anonymous Q&#38;A</title>');

    const post = (await page(t, '/blog/how-anonymity-works-on-qurio')).body;
    expect(rootOf(post)).toContain('How anonymity works on Qurio');
    expect(post).toContain('<title>How anonymity works on Qurio - Qurio - Anonymous Q&#38;A</title>');
    expect(rootOf((await page(t, '/blog')).body)).toContain('How anonymity works on Qurio');

    const landing = (await page(t, '/')).body;
    expect(rootOf(landing)).toContain('Ask anything. Answer openly.');
    expect(ssrData(landing).loaderData).toMatchObject({ frame: { member: false } });
  });

  it('shows real answers from explore on the landing page, in the reader’s language, no asker (issue 34)', async () => {
    const landing = (await page(t, '/')).body;
    const root = rootOf(landing);
    for (const text of ['My father’s old manuals.', 'Tea, always.', 'Anything about #engines.']) {
      expect(root).toContain(text);
    }
    expect(root).toContain('Answered on Qurio');
    expect(root).toContain('Anonymous asked');
    expect(root).toContain(`href="/PublicOwner/post/${anonymousId}"`);
    expect(landing).not.toContain('SomeAsker');
    expect(landing).not.toContain('A question still waiting?');
    const answers = ssrData(landing).loaderData.Landing as Array<Record<string, unknown>>;
    expect(answers).toHaveLength(3);
    // Only what the cards show travels: no asker, no sender id.
    expect(Object.keys(answers[0] ?? {}).sort()).toEqual([
      'anonymous',
      'answer',
      'id',
      'like_count',
      'question',
      'user',
    ]);
    const german = rootOf((await page(t, '/', { 'accept-language': 'de-DE,de;q=0.9' })).body);
    expect(german).toContain('Gerade auf Qurio beantwortet');
    expect(german).toContain('Anonym gefragt');
  });

  it('an empty site shows the landing page without the answers block (issue 34)', async () => {
    const empty = await createTestApp({ config: { webDir, publicUrl: PUBLIC_URL }, renderTimeoutMs: 20_000 });
    try {
      const landing = (await page(empty, '/')).body;
      expect(rootOf(landing)).toContain('Ask anything. Answer openly.');
      expect(rootOf(landing)).not.toContain('Answered on Qurio');
      expect(ssrData(landing).loaderData).toMatchObject({ Landing: [] });
    } finally {
      await empty.close();
    }
  });

  it('sends only the data element as a script: nothing the CSP would block, nothing executed', async () => {
    for (const url of ['/', '/PublicOwner', '/terms', '/blog']) {
      const html = (await page(t, url)).body;
      const scripts = (html.match(/<script\b[^>]*>/g) ?? []).filter(
        (tag) => !/^<script type="module"[^>]* src="/.test(tag),
      );
      expect(scripts, url).toEqual(['<script type="application/json" id="ssr-data">']);
      expect(html, url).not.toMatch(/\sstyle="/);
      expect(html, url).not.toMatch(/\son[a-z]+="/);
    }
  });

  it('travels compressed to a browser that accepts it', async () => {
    const br = await page(t, '/PublicOwner', { 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    const gzip = await page(t, '/PublicOwner', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await page(t, '/PublicOwner', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('Tea, always.');
  });

  it('leaves members’ pages, unknown paths and a browser with a stored session to the client', async () => {
    for (const url of ['/home', '/settings', '/login', '/PublicOwner/followers', '/no/such/page']) {
      const shell = (await page(t, url)).body;
      expect(shell, url).toContain('<div id="root"></div>');
      expect(shell, url).not.toContain('ssr-data');
    }
    // A browser with a stored session says so (never with its token): its app renders the page.
    const member = (await page(t, '/PublicOwner', { cookie: 'tz=Europe%2FBerlin; qurio_signed_in=1' })).body;
    expect(member).toContain('<div id="root"></div>');
    expect(member).not.toContain('ssr-data');
    expect(member).toContain('<title>PublicOwner - Qurio</title>');
  });

  it('never serves the render’s own code, however the path is written', async () => {
    for (const url of [
      `/${SSR_DIR}/entry-server.js`,
      `/${SSR_DIR}/entry-server.js?x=1`,
      `/%73erver/entry-server.js`,
      `/${SSR_DIR}%2Fentry-server.js`,
      `//${SSR_DIR}/entry-server.js`,
      `/assets/../${SSR_DIR}/entry-server.js`,
      `/./${SSR_DIR}/entry-server.js`,
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('renderToReadableStream');
    }
  });

  it('escapes the hydration data: a member’s text cannot close its script element', async () => {
    const id = await askAndAnswer(t.app, owner, 'Can you break out? </script><script>alert(1)</script>', 'No <!-- way');
    const html = (await page(t, `/PublicOwner/post/${id}`)).body;
    const data = /<script type="application\/json" id="ssr-data">([^<]*)<\/script>/.exec(html)?.[1] ?? '';
    expect(data).toContain('\\u003c/script>');
    expect(data).not.toContain('<');
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(JSON.stringify(ssrData(html))).toContain('</script><script>alert(1)</script>');
  });
});

/**
 * What a page load gets when there is no render, or it fails: today's answer, the shell with the
 * page meta, never a 500. The render here is a stand-in module in the build's place, since a real
 * render cannot be made to hang or throw on purpose.
 */
describe('a page load without a working server render', () => {
  const made: Array<{ t: TestApp; webDir: string }> = [];

  async function appWith(entry: string | null, options: { renderTimeoutMs?: number } = {}) {
    const webDir = webDirWithShell();
    if (entry !== null) {
      mkdirSync(join(webDir, SSR_DIR));
      writeFileSync(join(webDir, SSR_DIR, 'entry-server.js'), entry);
    }
    const lines: string[] = [];
    const t = await createTestApp({
      config: { webDir, publicUrl: PUBLIC_URL },
      logger: { level: 'warn', stream: { write: (line: string) => void lines.push(line) } },
      ...options,
    });
    made.push({ t, webDir });
    await createUser(t.app, { username: 'PublicOwner' });
    return { t, lines };
  }

  afterAll(async () => {
    for (const { t, webDir } of made) {
      await t.close();
      rmSync(webDir, { recursive: true, force: true });
    }
  });

  /** Exactly what the server sent before it rendered pages: the built shell, or it with the page meta. */
  async function expectTodaysShell(t: TestApp) {
    const profile = await page(t, '/PublicOwner', { 'accept-encoding': 'gzip, br' });
    const meta = await pageMetaFor(t.ctx, '/PublicOwner', 'en-US,en;q=0.8');
    expect(meta).not.toBeNull();
    expect(profile.body).toBe(renderShell(INDEX_HTML, meta as NonNullable<typeof meta>));
    expect(profile.headers['content-encoding']).toBeUndefined();
    for (const url of ['/', '/about', '/blog', '/home']) {
      const shell = await page(t, url);
      expect(shell.body, url).toBe(INDEX_HTML);
    }
  }

  it('has none in the build (an older build, the API tests): the shell, as before', async () => {
    const { t, lines } = await appWith(null);
    await expectTodaysShell(t);
    expect((await page(t, '/PublicOwner')).headers.vary).toBeUndefined();
    expect(lines).toEqual([]);
  });

  it('has one that does not load: the server starts and sends the shell', async () => {
    const { t, lines } = await appWith('export const render = ;');
    await expectTodaysShell(t);
    expect(lines.join('\n')).toContain('the server render of the web build does not load');
  });

  it('has one that fails: the shell, and the failure in the log', async () => {
    const { t, lines } = await appWith('export function render() { throw new Error("render broke"); }');
    await expectTodaysShell(t);
    expect(lines.join('\n')).toContain('server render failed');
    expect(lines.join('\n')).toContain('render broke');
  });

  it('has one that never finishes: the shell once the render has had its time', async () => {
    const { t, lines } = await appWith('export function render() { return new Promise(() => {}); }', {
      renderTimeoutMs: 100,
    });
    const started = performance.now();
    await expectTodaysShell(t);
    // Five page loads, each given up after 100 ms.
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(lines.join('\n')).toContain('server render too slow');
  });
});
