import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { api, askAndAnswer, askAndFind, createUser } from '../../test/factories.js';
import { shareLanguage } from './page-meta.js';

/** The web app's own index.html source: the shell the server fills in has this shape. */
const INDEX_HTML = readFileSync(new URL('../../../../web/index.html', import.meta.url), 'utf8');
const PUBLIC_URL = 'https://qurio.example';

function meta(html: string, key: string): string | undefined {
  const match = new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html);
  return match?.[1];
}

function title(html: string): string | undefined {
  return /<title>([^<]*)<\/title>/.exec(html)?.[1];
}

describe('link previews of shared profiles and answers', () => {
  let t: TestApp;
  let webDir: string;
  const page = async (url: string, language = 'en-US,en;q=0.8') => {
    const res = await t.app.inject({ method: 'GET', url, headers: { 'accept-language': language } });
    expect(res.statusCode, url).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<div id="root"></div>');
    return res.body;
  };

  beforeAll(async () => {
    webDir = mkdtempSync(join(tmpdir(), 'qurio-web-'));
    mkdirSync(join(webDir, 'assets'));
    writeFileSync(join(webDir, 'index.html'), INDEX_HTML);
    t = await createTestApp({ config: { webDir, publicUrl: PUBLIC_URL } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(webDir, { recursive: true, force: true });
  });

  it("gives a profile its title, name, bio, picture and address; the page's language follows the reader", async () => {
    const owner = await createUser(t.app, { lang: 'de' });
    await api(t.app).post('/profile', { fullname: 'Ada Lovelace', bio: 'Engines & "numbers" <3' }, owner.token);

    const html = await page(`/${owner.username}`);
    expect(title(html)).toBe(`${owner.username} - Qurio`);
    expect(meta(html, 'og:title')).toBe(`Ada Lovelace (@${owner.username})`);
    // Escaped, so a bio can never close the attribute or open a tag.
    expect(meta(html, 'og:description')).toBe('Engines &#38; &#34;numbers&#34; &#60;3');
    expect(meta(html, 'description')).toBe(meta(html, 'og:description'));
    expect(meta(html, 'og:url')).toBe(`${PUBLIC_URL}/${owner.username}`);
    // The profile's picture card, versioned by what it shows, at the size Open Graph asks for.
    const image = meta(html, 'og:image') ?? '';
    expect(image).toMatch(new RegExp(`^${PUBLIC_URL}/cards/users/${owner.username}\\.png\\?v=[\\w-]{10}$`));
    expect(meta(html, 'og:image:width')).toBe('1200');
    expect(meta(html, 'og:image:height')).toBe('630');
    expect(meta(html, 'og:image:type')).toBe('image/png');
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');
    const card = await t.app.inject({ method: 'GET', url: image.slice(PUBLIC_URL.length) });
    expect(card.statusCode).toBe(200);
    expect(card.headers['content-type']).toBe('image/png');
    expect(card.rawPayload.readUInt32BE(16)).toBe(1200);
    expect(card.rawPayload.readUInt32BE(20)).toBe(630);
    // A new name is a new card, under a new address for crawlers that keep images by URL.
    await api(t.app).post('/profile', { fullname: 'Ada King', bio: 'Engines & "numbers" <3' }, owner.token);
    expect(meta(await page(`/${owner.username}`), 'og:image')).not.toBe(image);
    expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}/${owner.username}" />`);
    expect(html).toContain('<html lang="en">');
    // The app's own scripts and styles stay in the shell.
    expect(html).toContain('<script type="module"');
    expect((html.match(/<title>/g) ?? []).length).toBe(1);
    expect((html.match(/<meta name="description"/g) ?? []).length).toBe(1);

    // Case-insensitive like the profile itself; a German reader gets a German page.
    const german = await page(`/${owner.username.toUpperCase()}`, 'de-DE,de;q=0.9');
    expect(german).toContain('<html lang="de">');
    expect(meta(german, 'og:url')).toBe(`${PUBLIC_URL}/${owner.username}`);
  });

  it('describes a profile without a bio in the reader’s language, else in English, never the owner’s', async () => {
    const owner = await createUser(t.app, { lang: 'tr' });
    await api(t.app).post('/profile', { fullname: 'Deniz Kaya', bio: '' }, owner.token);
    expect(meta(await page(`/${owner.username}`, 'pt-BR'), 'og:description')).toBe(
      `Pergunte o que quiser a Deniz Kaya (@${owner.username}) no Qurio, de forma anônima se preferir, e leia as respostas.`,
    );
    // A reader with no usable Accept-Language learns nothing of the owner's language setting.
    for (const language of ['fr-FR', '', '*']) {
      const html = await page(`/${owner.username}`, language);
      expect(html, language).toContain('<html lang="en">');
      expect(meta(html, 'og:description'), language).toBe(
        `Ask Deniz Kaya (@${owner.username}) anything on Qurio, anonymously if you like, and read the answers.`,
      );
      expect(html, language).not.toContain('istediğini sor');
    }
    const id = await askAndAnswer(t.app, owner, 'Nerelisin acaba?', 'İzmirliyim.');
    const post = await t.app.inject({ method: 'GET', url: `/${owner.username}/post/${id}` });
    expect(post.body).toContain('<html lang="en">');
    expect(meta(post.body, 'og:title')).toBe('Deniz Kaya answered on Qurio');
  });

  it("keeps a bio with replacement patterns ($', $`, $&) as text, never splicing the template", async () => {
    const owner = await createUser(t.app);
    const bio = "after $' before $` match $& group $1 dollar $$ end";
    await api(t.app).post('/profile', { fullname: 'Dollar Sign', bio }, owner.token);
    const html = await page(`/${owner.username}`);
    expect(meta(html, 'og:description')).toBe('after $&#39; before $` match $&#38; group $1 dollar $$ end');
    expect(meta(html, 'description')).toBe(meta(html, 'og:description'));
    // The shell appears once: no copy of the template before or after the match was spliced in.
    expect((html.match(/<html/g) ?? []).length).toBe(1);
    expect((html.match(/<\/head>/g) ?? []).length).toBe(1);
    expect((html.match(/<div id="root"><\/div>/g) ?? []).length).toBe(1);
    expect((html.match(/<title>/g) ?? []).length).toBe(1);
  });

  it('answers a post id past the id column’s range with the profile’s preview, not an error', async () => {
    const owner = await createUser(t.app);
    for (const id of ['2147483647', '2147483648', '9999999999', '99999999999', '9'.repeat(400)]) {
      const html = await page(`/${owner.username}/post/${id}`);
      expect(meta(html, 'og:type'), id).toBe('profile');
    }
  });

  it('quotes an answered question and its answer, and never who asked it', async () => {
    const owner = await createUser(t.app);
    await api(t.app).post('/profile', { fullname: 'Grace Hopper', bio: '' }, owner.token);
    const asker = await createUser(t.app);
    await api(t.app).post('/profile', { fullname: 'Secret Sender', bio: '' }, asker.token);
    const id = await askAndAnswer(t.app, owner, 'Which bug was the first?', 'A moth, in 1947.', asker, {
      anonymous: true,
    });

    const html = await page(`/${owner.username}/post/${id}`);
    expect(title(html)).toBe(`${owner.username} - Qurio`);
    expect(meta(html, 'og:type')).toBe('article');
    expect(meta(html, 'og:title')).toBe('Grace Hopper answered on Qurio');
    expect(meta(html, 'og:description')).toBe('Which bug was the first? — A moth, in 1947.');
    expect(meta(html, 'og:url')).toBe(`${PUBLIC_URL}/${owner.username}/post/${id}`);
    const image = meta(html, 'og:image') ?? '';
    expect(image).toMatch(new RegExp(`^${PUBLIC_URL}/cards/answers/${id}\\.png\\?v=[\\w-]{10}$`));
    expect(meta(html, 'og:image:width')).toBe('1200');
    expect(meta(html, 'og:image:height')).toBe('630');
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');
    const card = await t.app.inject({ method: 'GET', url: image.slice(PUBLIC_URL.length) });
    expect(card.statusCode).toBe(200);
    expect(card.headers['content-type']).toBe('image/png');
    // An edited answer changes the card's address too.
    await api(t.app).post('/reAnswerQuestion', { question_id: id, answer: 'A moth, in September 1947.' }, owner.token);
    expect(meta(await page(`/${owner.username}/post/${id}`), 'og:image')).not.toBe(image);
    expect(html).not.toContain(asker.username);
    expect(html).not.toContain('Secret Sender');
  });

  it('keeps unanswered questions and other members’ answers out of the preview', async () => {
    const owner = await createUser(t.app);
    const other = await createUser(t.app);
    const pending = await askAndFind(t.app, owner, 'A question still waiting?');
    const elsewhere = await askAndAnswer(t.app, other, 'Asked of someone else?', 'Yes, of me.');

    for (const id of [pending, elsewhere, 999999]) {
      const html = await page(`/${owner.username}/post/${id}`);
      expect(meta(html, 'og:type'), String(id)).toBe('profile');
      expect(html).not.toContain('A question still waiting?');
      expect(html).not.toContain('Asked of someone else?');
    }
  });

  it('shows only the name of a suspended member, and the plain shell for unknown names and other paths', async () => {
    const owner = await createUser(t.app);
    await api(t.app).post('/profile', { fullname: 'Hidden Person', bio: 'Private bio' }, owner.token);
    await t.ctx.db.kysely.updateTable('users').set({ status: 'suspended' }).where('id', '=', owner.id).execute();
    const suspended = await page(`/${owner.username}`);
    expect(title(suspended)).toBe(owner.username);
    expect(suspended).not.toContain('Hidden Person');
    expect(suspended).not.toContain('Private bio');
    expect(meta(suspended, 'og:image')).toBeUndefined();

    for (const url of ['/nobodyhere', '/home', '/settings/account', '/a', '/x/post/abc', '/ab%C3%A7de']) {
      const html = await page(url);
      expect(title(html), url).toBe('Qurio - Anonymous Q&amp;A');
      expect(meta(html, 'og:title'), url).toBeUndefined();
    }
    const malformed = await t.app.inject({ method: 'GET', url: '/%E0%A4%A' });
    expect(malformed.statusCode).toBe(400);
  });

  it('picks the first supported language of Accept-Language, else English', () => {
    expect(shareLanguage('fr-CH, es;q=0.9, de;q=0.8')).toBe('es');
    expect(shareLanguage('fr')).toBe('en');
    expect(shareLanguage(undefined)).toBe('en');
    expect(shareLanguage('PT-br')).toBe('pt');
  });
});
