import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { api, askAndAnswer, askAndFind, type CreatedUser, createUser } from '../../test/factories.js';
import { SSR_DIR } from './server-render.js';

/**
 * Public pages rendered on the server by the web build's own entry (apps/web/src/entry-server.tsx),
 * built here into a temporary web folder beside the source index.html: the page's text is in the
 * HTML, in the reader's language, and an anonymous question's sender is nowhere in it.
 */
const WEB_ROOT = fileURLToPath(new URL('../../../../web/', import.meta.url));
const INDEX_HTML = readFileSync(join(WEB_ROOT, 'index.html'), 'utf8');
const PUBLIC_URL = 'https://qurio.example';

let t: TestApp;
let webDir: string;
let sender: CreatedUser;
let owner: CreatedUser;
let anonymousId: number;
let pendingId: number;

async function page(url: string, language = 'en-US,en;q=0.8') {
  const res = await t.app.inject({ method: 'GET', url, headers: { 'accept-language': language } });
  expect(res.statusCode, url).toBe(200);
  expect(res.headers['content-type']).toContain('text/html');
  return res.body;
}

/** The hydration data the page carries for the browser. */
function ssrData(html: string) {
  const json = /<script type="application\/json" id="ssr-data">([^<]*)<\/script>/.exec(html)?.[1];
  expect(json, 'the hydration data').toBeDefined();
  return JSON.parse(json ?? 'null') as { language: string; queries: { queries: Array<{ state: { data: unknown } }> } };
}

/** Every question object anywhere in a value (feeds nest them in pages). */
function questionsIn(value: unknown, found: Array<Record<string, unknown>> = []) {
  if (Array.isArray(value)) for (const item of value) questionsIn(item, found);
  else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if ('anonymous' in record && 'question' in record) found.push(record);
    for (const item of Object.values(record)) questionsIn(item, found);
  }
  return found;
}

beforeAll(async () => {
  webDir = mkdtempSync(join(tmpdir(), 'qurio-ssr-'));
  mkdirSync(join(webDir, 'assets'));
  writeFileSync(join(webDir, 'index.html'), INDEX_HTML);
  // A production build, as `npm run build` makes it (Vite reads NODE_ENV, which vitest sets to test).
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({
      configFile: join(WEB_ROOT, 'vite.config.ts'),
      root: WEB_ROOT,
      mode: 'production',
      logLevel: 'silent',
      build: { ssr: 'src/entry-server.tsx', outDir: join(webDir, SSR_DIR), emptyOutDir: true },
    });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
  t = await createTestApp({ config: { webDir, publicUrl: PUBLIC_URL }, logger: { level: 'error' } });
  sender = await createUser(t.app, { username: 'SecretSender7', email: 'hidden.person@example.com' });
  owner = await createUser(t.app, { username: 'PublicOwner', lang: 'tr' });
  await api(t.app).post('/profile', { fullname: 'Ada Lovelace', bio: 'Engines & numbers' }, owner.token);
  anonymousId = await askAndAnswer(t.app, owner, 'Who taught you to code?', 'My father’s old manuals.', sender, {
    anonymous: true,
  });
  await askAndAnswer(t.app, owner, 'Tea or coffee?', 'Tea, always.');
  pendingId = await askAndFind(t.app, owner, 'A question still waiting?', sender, { anonymous: true });
}, 120_000);

afterAll(async () => {
  await t?.close();
  rmSync(webDir, { recursive: true, force: true });
});

describe('public pages rendered on the server', () => {
  it("gives a guest a profile's answers in the reader's language, with its preview tags", async () => {
    const html = await page('/PublicOwner', 'de-DE,de;q=0.9');
    const root = /<div id="root">([\s\S]*?)<\/div><script type="application\/json"/.exec(html)?.[1] ?? '';
    expect(root).toContain('My father’s old manuals.');
    expect(root).toContain('Tea, always.');
    expect(root).toContain('Who taught you to code?');
    // The reader's language (German), never the owner's (Turkish).
    expect(html).toContain('<html lang="de">');
    expect(root).toContain('Was möchtest du wissen?');
    expect(root).toContain('>Anonym<');
    expect(ssrData(html).language).toBe('de');
    // The preview tags of page-meta.ts are still there.
    expect(html).toContain('<title>PublicOwner - Qurio</title>');
    expect(html).toContain('<meta property="og:title" content="Ada Lovelace (@PublicOwner)" />');
    // A pending question is nobody's business.
    expect(html).not.toContain('A question still waiting?');

    const english = await page('/PublicOwner');
    expect(english).toContain('<html lang="en">');
    expect(english).toContain('What do you want to know?');
  });

  it('renders an answer, static pages, the blog and the landing page; members’ pages stay client-rendered', async () => {
    const answer = await page(`/PublicOwner/post/${anonymousId}`);
    expect(answer).toContain('My father’s old manuals.');
    expect(answer).not.toContain('Tea, always.');
    expect(await page('/about', 'es')).toContain('<html lang="es">');
    expect(await page('/terms')).toMatch(/<h1[^>]*>Terms and Conditions<\/h1>/);
    expect(await page('/blog/how-anonymity-works-on-qurio')).toContain('How anonymity works on Qurio');
    const landing = await page('/');
    expect(landing).toContain('id="ssr-data"');
    expect(landing).not.toContain('<div id="root"></div>');
    // A member's page (a guest is sent away by the browser) and unknown paths: the plain shell.
    for (const url of ['/home', '/settings', '/no/such/page']) {
      const shell = await page(url);
      expect(shell, url).toContain('<div id="root"></div>');
      expect(shell, url).not.toContain('ssr-data');
    }
    // A browser with a stored session says so (never with its token): its app renders the page.
    const member = await t.app.inject({
      method: 'GET',
      url: '/PublicOwner',
      headers: { cookie: 'tz=Europe%2FBerlin; qurio_signed_in=1' },
    });
    expect(member.body).toContain('<div id="root"></div>');
    expect(member.body).toContain('<title>PublicOwner - Qurio</title>');
    // The render's own code is never served.
    const code = await t.app.inject({ method: 'GET', url: `/${SSR_DIR}/entry-server.js` });
    expect(code.statusCode).toBe(404);
  });

  it('never shows who sent an anonymous question, in the markup or in the hydration data', async () => {
    const pages = [
      '/PublicOwner',
      '/publicowner',
      `/PublicOwner/post/${anonymousId}`,
      `/PublicOwner/post/${pendingId}`,
      '/',
      '/about',
    ];
    for (const language of ['en', 'de', 'tr']) {
      for (const url of pages) {
        const html = await page(url, language);
        const what = `${url} ${language}`;
        expect(html, what).not.toContain('SecretSender7');
        expect(html.toLowerCase(), what).not.toContain('secretsender7');
        expect(html, what).not.toContain('hidden.person');
        // Each of them rendered on the server, so the sweep reads real markup and data.
        expect(html, what).toContain('id="ssr-data"');
        expect(html, what).not.toContain('A question still waiting?');
        for (const question of questionsIn(ssrData(html))) {
          expect(question.sender_id, what).not.toBe(sender.id);
          if (question.anonymous) {
            expect(question.sender_id, what).toBeNull();
            expect(question.sender, what).toBeNull();
          }
        }
      }
    }
  });

  it('escapes the hydration data: a member’s text cannot close its script element', async () => {
    const id = await askAndAnswer(t.app, owner, 'Can you break out? </script><script>alert(1)</script>', 'No <!-- way');
    const html = await page(`/PublicOwner/post/${id}`);
    const data = /<script type="application\/json" id="ssr-data">([^<]*)<\/script>/.exec(html)?.[1] ?? '';
    expect(data).toContain('\\u003c/script>');
    expect(data).not.toContain('<');
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(JSON.stringify(ssrData(html))).toContain('</script><script>alert(1)</script>');
  });
});
