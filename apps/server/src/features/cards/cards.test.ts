import { writeFileSync } from 'node:fs';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LIMITS_POLICY } from '../../lib/rate-limit.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import {
  api,
  askAndAnswer as askAndAnswerFrom,
  askAndFind,
  type CreatedUser,
  createUser,
  grantRole,
  testKit,
} from '../../test/factories.js';
import { STORAGE_DRIVERS } from '../../test/storage.js';
import { pageMetaFor } from '../share/page-meta.js';
import { setMemberStatus } from '../users/queries.js';
import { buildCardTree, renderCardSvg, treeText } from './render.js';
import { answerCardSource, cardContent, profileCardSource } from './service.js';

const PUBLIC_URL = 'https://qurio.example';

let asks = 0;
/** Each question from its own address, so the askers' limits stay out of these tests. */
function askAndAnswer(
  app: Parameters<typeof askAndAnswerFrom>[0],
  to: CreatedUser,
  text: string,
  answer: string,
  from?: CreatedUser,
  options: { anonymous?: boolean } = {},
) {
  asks += 1;
  return askAndAnswerFrom(app, to, text, answer, from, { ...options, ip: `198.51.100.${asks}` });
}

/** Width and height from the PNG's IHDR chunk (signature 8 bytes, length 4, type 4, then the two). */
function pngSize(body: Buffer): { width: number; height: number } {
  expect(body.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  expect(body.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: body.readUInt32BE(16), height: body.readUInt32BE(20) };
}

/** The words an SVG draws when its text is kept as text (embedFont: false), entities decoded. */
function svgText(svg: string): string {
  return [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)]
    .map((m) => (m[1] ?? '').replace(/&#(\d+);/g, (_w, c: string) => String.fromCodePoint(Number(c))))
    .map((s) =>
      s
        .replace(/&amp;/g, '&')
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&quot;/g, '"'),
    )
    .join('')
    .replace(/\s+/g, ' ');
}

describe('the cards’ text', () => {
  it('draws an "x" between digits as an x (Inter’s contextual "×" is off): member242x6 stays itself', async () => {
    const picture =
      'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
    const card = (bio: string) =>
      renderCardSvg(
        { kind: 'profile', bio, owner: { username: 'member242x6', name: 'Frida', picture }, address: 'q.test/x' },
        'link',
        'light',
      );
    expect(await card('Score 9x9 today')).not.toBe(await card('Score 9×9 today'));
  });
});

describe('picture cards of answers and profiles', () => {
  let t: TestApp;
  let owner: CreatedUser;
  const get = (url: string, headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') =>
    t.app.inject({ method: 'GET', url, headers, remoteAddress });

  beforeAll(async () => {
    t = await createTestApp({ config: { publicUrl: PUBLIC_URL } });
    owner = await createUser(t.app);
    await api(t.app).post('/profile', { fullname: 'Grace Hopper', bio: 'Admiral of bugs.' }, owner.token);
  });
  afterAll(async () => {
    await t.close();
  });

  it('draws an answer as a PNG of 1200×630, and 1080×1920 as a story, light or night, with caching headers', async () => {
    const id = await askAndAnswer(t.app, owner, 'Which bug was the first?', 'A moth, in 1947.');
    const started = performance.now();
    const link = await get(`/cards/answers/${id}.png`);
    const firstMs = performance.now() - started;
    expect(link.statusCode).toBe(200);
    expect(link.headers['content-type']).toBe('image/png');
    expect(link.headers['cache-control']).toBe('public, max-age=300');
    expect(link.headers.etag).toMatch(/^"[\w-]{27}"$/);
    expect(pngSize(link.rawPayload)).toEqual({ width: 1200, height: 630 });

    const story = await get(`/cards/answers/${id}.png?format=story`);
    expect(story.statusCode).toBe(200);
    expect(pngSize(story.rawPayload)).toEqual({ width: 1080, height: 1920 });
    expect(story.headers.etag).not.toBe(link.headers.etag);

    const night = await get(`/cards/answers/${id}.png?format=story&theme=night`);
    expect(pngSize(night.rawPayload)).toEqual({ width: 1080, height: 1920 });
    expect(night.headers.etag).not.toBe(story.headers.etag);
    expect(night.rawPayload.equals(story.rawPayload)).toBe(false);

    // Kept: the same bytes again without a render, and a revalidation with the ETag is a 304.
    const again = performance.now();
    const cached = await get(`/cards/answers/${id}.png`);
    const cachedMs = performance.now() - again;
    expect(cached.rawPayload.equals(link.rawPayload)).toBe(true);
    const revalidated = await get(`/cards/answers/${id}.png`, { 'if-none-match': String(link.headers.etag) });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.rawPayload.length).toBe(0);
    console.info(
      `card: first render ${firstMs.toFixed(0)} ms (${link.rawPayload.length} B link, ${story.rawPayload.length} B story), cached ${cachedMs.toFixed(1)} ms`,
    );
  });

  it('draws a profile card, link and story', async () => {
    const link = await get(`/cards/users/${owner.username}.png`);
    expect(link.statusCode).toBe(200);
    expect(link.headers['content-type']).toBe('image/png');
    expect(pngSize(link.rawPayload)).toEqual({ width: 1200, height: 630 });
    // Case-insensitive like the profile itself.
    const story = await get(`/cards/users/${owner.username.toUpperCase()}.png?format=story&theme=night`);
    expect(pngSize(story.rawPayload)).toEqual({ width: 1080, height: 1920 });
  });

  it('is not found for what a guest may not see, and refuses an unknown format or theme', async () => {
    const pending = await askAndFind(t.app, owner, 'Still waiting for an answer?', undefined, { ip: '198.51.100.250' });
    const deleted = await askAndAnswer(t.app, owner, 'Soon gone?', 'Yes.');
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: '/api/question',
          payload: { question_id: deleted },
          headers: { authorization: `Bearer ${owner.token}` },
        })
      ).statusCode,
    ).toBe(200);
    for (const url of [
      `/cards/answers/${pending}.png`,
      `/cards/answers/${deleted}.png`,
      '/cards/answers/999999.png',
      '/cards/answers/2147483648.png',
      '/cards/answers/9999999999.png',
      '/cards/answers/99999999999999.png',
      '/cards/answers/abc.png',
      `/cards/answers/${pending}.jpg`,
      '/cards/users/nobody-here-at-all.png',
      '/cards/users/settings.png',
      '/cards/users/..%2F..%2Fetc.png',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().status, url).toBe(false);
    }
    const id = await askAndAnswer(t.app, owner, 'A format?', 'Square.');
    for (const query of ['format=square', 'theme=sepia', 'format=story&theme=']) {
      const res = await get(`/cards/answers/${id}.png?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    }

    // A suspended or frozen owner's answers and profile have no card, as their pages show nothing.
    const member = await createUser(t.app);
    const answered = await askAndAnswer(t.app, member, 'Visible now?', 'For the moment.');
    expect((await get(`/cards/answers/${answered}.png`)).statusCode).toBe(200);
    for (const status of ['suspended', 'frozen'] as const) {
      await setMemberStatus(t.ctx.db.kysely, member.id, status);
      expect((await get(`/cards/answers/${answered}.png`)).statusCode, status).toBe(404);
      expect((await get(`/cards/users/${member.username}.png`)).statusCode, status).toBe(404);
      await setMemberStatus(t.ctx.db.kysely, member.id, 'active');
    }
  });

  it('draws a new card when the answer, the name or the username changes', async () => {
    const member = await createUser(t.app);
    const id = await askAndAnswer(t.app, member, 'Coffee or tea?', 'Coffee.');
    const first = await get(`/cards/answers/${id}.png`);
    const profileFirst = await get(`/cards/users/${member.username}.png`);

    await api(t.app).post('/reAnswerQuestion', { question_id: id, answer: 'Tea, these days.' }, member.token);
    const edited = await get(`/cards/answers/${id}.png`, { 'if-none-match': String(first.headers.etag) });
    expect(edited.statusCode).toBe(200);
    expect(edited.headers.etag).not.toBe(first.headers.etag);
    expect(edited.rawPayload.equals(first.rawPayload)).toBe(false);
    expect(
      svgText(
        await renderCardSvg(await cardContent(t.ctx, await answerCardSource(t.ctx, id)), 'link', 'light', {
          embedFont: false,
        }),
      ),
    ).toContain('Tea, these days.');

    await api(t.app).post('/profile', { fullname: 'Renamed Person', bio: 'New bio' }, member.token);
    const renamed = await get(`/cards/answers/${id}.png`);
    expect(renamed.headers.etag).not.toBe(edited.headers.etag);
    const profileRenamed = await get(`/cards/users/${member.username}.png`);
    expect(profileRenamed.headers.etag).not.toBe(profileFirst.headers.etag);
    expect(profileRenamed.rawPayload.equals(profileFirst.rawPayload)).toBe(false);

    const newName = `${member.username.slice(0, 10)}nn`;
    const changed = await api(t.app).post(
      '/updateUsername',
      { username: newName, password: member.password },
      member.token,
    );
    expect(changed.status, changed.raw).toBe(200);
    const moved = await get(`/cards/answers/${id}.png`);
    expect(moved.headers.etag).not.toBe(renamed.headers.etag);
    expect(
      svgText(
        await renderCardSvg(await cardContent(t.ctx, await answerCardSource(t.ctx, id)), 'link', 'light', {
          embedFont: false,
        }),
      ),
    ).toContain(`@${newName}`);
  });

  it('never shows who asked: not an anonymous asker, nor a named one', async () => {
    const asker = await createUser(t.app);
    await api(t.app).post('/profile', { fullname: 'Secret Sender', bio: '' }, asker.token);
    const anonymous = await askAndAnswer(t.app, owner, 'Who am I?', 'Nobody knows.', asker, { anonymous: true });
    const named = await askAndAnswer(t.app, owner, 'And now?', 'Still not on the card.', asker, { anonymous: false });
    for (const id of [anonymous, named]) {
      const content = await cardContent(t.ctx, await answerCardSource(t.ctx, id));
      for (const format of ['link', 'story'] as const) {
        const words = treeText(buildCardTree(content, format, 'light')).join(' ');
        expect(words).toContain('Grace Hopper');
        expect(words).not.toContain('Secret Sender');
        expect(words).not.toContain(asker.username);
        const svg = await renderCardSvg(content, format, 'night', { embedFont: false });
        const text = svgText(svg);
        expect(text).toContain('Grace');
        expect(text).toContain(owner.username);
        expect(svg).not.toContain('Secret');
        expect(svg).not.toContain(asker.username);
      }
      expect((await get(`/cards/answers/${id}.png?format=story`)).statusCode).toBe(200);
    }
  });

  it('shortens a long answer with an ellipsis', async () => {
    const long = `${'Every word of this answer is here to make it long. '.repeat(19)}THE-END`;
    expect(long.length).toBeLessThanOrEqual(1000);
    const id = await askAndAnswer(t.app, owner, 'Can you say it at length?', long);
    const content = await cardContent(t.ctx, await answerCardSource(t.ctx, id));
    for (const format of ['link', 'story'] as const) {
      const text = svgText(await renderCardSvg(content, format, 'light', { embedFont: false }));
      expect(text, format).toContain('Every word of this answer');
      expect(text, format).toContain('…');
      expect(text, format).not.toContain('THE-END');
    }
    expect(pngSize((await get(`/cards/answers/${id}.png?format=story`)).rawPayload)).toEqual({
      width: 1080,
      height: 1920,
    });
  });

  it('draws German, Spanish, Portuguese and Turkish letters, and leaves out emoji and scripts it has no font for', async () => {
    const member = await createUser(t.app, { lang: 'tr' });
    await api(t.app).post(
      '/profile',
      { fullname: 'Çağla Işık Öztürk', bio: 'Straße, mañana, coração 🌊' },
      member.token,
    );
    const id = await askAndAnswer(
      t.app,
      member,
      'Nerelisin? Größe? ¿Qué?',
      'İzmirliyim ama şu an İstanbul’dayım 🎉👩‍💻 日本語 مرحبا. Ğğ Şş Iı İi Ää Öö Üü ß ñ ã õ ç.',
    );
    const content = await cardContent(t.ctx, await answerCardSource(t.ctx, id));
    const text = svgText(await renderCardSvg(content, 'link', 'light', { embedFont: false }));
    for (const word of ['İzmirliyim', 'şu', 'İstanbul’dayım', 'Ğğ', 'Iı', 'ß', 'Größe', '¿Qué?', 'Çağla Işık Öztürk']) {
      expect(text, word).toContain(word);
    }
    expect(text).not.toMatch(/[🎉👩💻日本語مرحبا]/u);
    for (const url of [
      `/cards/answers/${id}.png`,
      `/cards/answers/${id}.png?format=story&theme=night`,
      `/cards/users/${member.username}.png?format=story`,
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
    }
    // Only emoji: an empty answer, still a card.
    const emoji = await askAndAnswer(t.app, member, 'What makes you happy? 🙂', '🎉🎉🎉🎉🎉🎉🎉🎉🎉🎉');
    expect((await get(`/cards/answers/${emoji}.png`)).statusCode).toBe(200);
  });

  it('counts renders per address, not cards served from the cache', async () => {
    const id = await askAndAnswer(t.app, owner, 'Limits?', 'Some.');
    const ip = '203.0.113.9';
    expect((await get(`/cards/answers/${id}.png`, {}, ip)).statusCode).toBe(200);
    for (let i = 0; i < LIMITS_POLICY.cardRendersPerIp.max; i += 1) {
      await t.ctx.limiter.hit(`cards:ip:${ip}`, LIMITS_POLICY.cardRendersPerIp);
    }
    const refused = await get(`/cards/answers/${id}.png?format=story`, {}, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('TOO_MANY_ACTIONS');
    expect(refused.headers['retry-after']).toBeDefined();
    // Kept cards still go out, and other readers are not affected.
    expect((await get(`/cards/answers/${id}.png`, {}, ip)).statusCode).toBe(200);
    expect((await get(`/cards/answers/${id}.png?format=story`, {}, '203.0.113.10')).statusCode).toBe(200);
  });

  it('gives the profile source the bio and the public address', async () => {
    const source = await profileCardSource(t.ctx, owner.username);
    expect(source.text).toEqual({ kind: 'profile', bio: 'Admiral of bugs.' });
    expect(source.address).toBe(`qurio.example/${owner.username}`);
  });
});

type Rgb = readonly [number, number, number];
const RED: Rgb = [230, 20, 30];
const GREEN: Rgb = [20, 200, 60];
const BLUE: Rgb = [30, 40, 230];

/** One colour, as a phone photo's size (so all three widths are made). */
function solidJpeg([r, g, b]: Rgb, width = 1600, height = 1200): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r, g, b } } })
    .jpeg()
    .toBuffer();
}

/** An animated GIF whose first frame is `first` and the others `rest`. */
async function twoColourGif(first: Rgb, rest: Rgb): Promise<Buffer> {
  const frames = await Promise.all(
    [first, rest, rest].map(([r, g, b]) =>
      sharp({ create: { width: 300, height: 200, channels: 3, background: { r, g, b } } })
        .png()
        .toBuffer(),
    ),
  );
  return sharp(frames, { join: { animated: true } })
    .gif({ delay: 100 })
    .toBuffer();
}

/** The share of a box's pixels (the whole card without one) whose colour is within 40 of `rgb` in each channel. */
async function shareOf(
  png: Buffer,
  rgb: Rgb,
  box?: { left: number; top: number; width: number; height: number },
): Promise<number> {
  const image = box ? sharp(png).extract(box) : sharp(png);
  const { data, info } = await image.removeAlpha().raw().toBuffer({ resolveWithObject: true });
  let near = 0;
  for (let i = 0; i < data.length; i += info.channels) {
    if (rgb.every((c, k) => Math.abs((data[i + k] ?? 0) - c) <= 40)) near += 1;
  }
  return near / (info.width * info.height);
}

/** Rows of the card where at least half the pixels are `rgb`: the picture's top and bottom. */
async function rowsOf(png: Buffer, rgb: Rgb): Promise<{ first: number; last: number }> {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  let first = -1;
  let last = -1;
  for (let y = 0; y < info.height; y += 1) {
    let near = 0;
    for (let x = 0; x < info.width; x += 1) {
      const i = (y * info.width + x) * info.channels;
      if (rgb.every((c, k) => Math.abs((data[i + k] ?? 0) - c) <= 40)) near += 1;
    }
    if (near >= info.width / 2) {
      if (first < 0) first = y;
      last = y;
    }
  }
  return { first, last };
}

/**
 * An answer with pictures shows its first one on its cards, read from storage (either driver);
 * the cards change with the pictures, a moderator's removal included.
 */
describe.each(STORAGE_DRIVERS)('answer cards with a picture on the %s storage', (driver) => {
  let t: TestApp;
  let owner: CreatedUser;
  let asker: CreatedUser;
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers, remoteAddress: '127.0.0.1' });
  const kit = () => testKit(t.app);
  const upload = async (bytes: Buffer, name: string) =>
    kit().uploadMedia(owner, new Blob([new Uint8Array(bytes)]), name);
  /** QURIO_CARDS_OUT=<dir> keeps the rendered cards, to look at. */
  const keep = (name: string, png: Buffer) => {
    const dir = process.env.QURIO_CARDS_OUT;
    if (dir) writeFileSync(`${dir}/${driver}-${name}.png`, png);
  };

  beforeEach(async () => {
    t = await createTestApp({ storage: driver, config: { publicUrl: PUBLIC_URL } });
    owner = await createUser(t.app);
    asker = await createUser(t.app);
    await api(t.app).post('/profile', { fullname: 'Frida Kahlo', bio: 'Painter.' }, owner.token);
  });
  afterEach(async () => {
    await t.close();
  });

  it('draws the first picture beside the text on a link card and above it on a story, light and night', async () => {
    const red = await upload(await solidJpeg(RED), 'red.jpg');
    const blue = await upload(await solidJpeg(BLUE), 'blue.jpg');
    const text = 'My new studio, with the light from the north that I waited years for.';
    const withPicture = await kit().ask(asker, owner, 'What did you paint today?');
    await kit().answer(owner, withPicture.id, text, [
      { id: red.id, alt: 'A red wall' },
      { id: blue.id, alt: 'A blue wall' },
    ]);
    const without = await kit().ask(asker, owner, 'What did you paint today?');
    await kit().answer(owner, without.id, text);

    const link = await get(`/cards/answers/${withPicture.id}.png`);
    const plain = await get(`/cards/answers/${without.id}.png`);
    expect(link.statusCode).toBe(200);
    expect(pngSize(link.rawPayload)).toEqual({ width: 1200, height: 630 });
    keep('link-light', link.rawPayload);
    // The picture is the right-hand box (420×360 from 56 px in); the text keeps the left.
    const pictureBox = { left: 1200 - 56 - 420 + 20, top: 56 + 20, width: 380, height: 320 };
    expect(await shareOf(link.rawPayload, RED, pictureBox)).toBeGreaterThan(0.95);
    expect(await shareOf(plain.rawPayload, RED, pictureBox)).toBe(0);
    expect(await shareOf(link.rawPayload, RED, { left: 0, top: 0, width: 680, height: 630 })).toBe(0);
    // Only the first picture is drawn.
    expect(await shareOf(link.rawPayload, BLUE)).toBe(0);
    // The text is still there beside it, shortened to fit.
    const content = await cardContent(t.ctx, await answerCardSource(t.ctx, withPicture.id));
    expect(content.kind === 'answer' && content.media).toMatchObject({ width: 640, height: 480 });
    const words = svgText(await renderCardSvg(content, 'link', 'light', { embedFont: false }));
    expect(words).toContain('What did you paint today?');
    expect(words).toContain('My new studio');

    for (const theme of ['light', 'night'] as const) {
      const story = await get(`/cards/answers/${withPicture.id}.png?format=story&theme=${theme}`);
      expect(pngSize(story.rawPayload)).toEqual({ width: 1080, height: 1920 });
      keep(`story-${theme}`, story.rawPayload);
      // 804 px wide at the card's width, 4:3: 603 rows of red, above the question and the answer.
      const rows = await rowsOf(story.rawPayload, RED);
      expect(rows.last - rows.first + 1).toBeGreaterThanOrEqual(600);
      expect(rows.last - rows.first + 1).toBeLessThanOrEqual(606);
      expect(rows.first).toBeGreaterThan(200);
      expect(rows.last).toBeLessThan(1200);
      const plainStory = await get(`/cards/answers/${without.id}.png?format=story&theme=${theme}`);
      expect(await shareOf(plainStory.rawPayload, RED)).toBe(0);
    }
    keep('link-night', (await get(`/cards/answers/${withPicture.id}.png?theme=night`)).rawPayload);
  });

  it('draws an animated picture by its still first frame', async () => {
    const gif = await upload(await twoColourGif(GREEN, BLUE), 'dance.gif');
    expect(gif.kind).toBe('animated');
    const asked = await kit().ask(asker, owner, 'Can you dance?');
    await kit().answer(owner, asked.id, 'Like this.', [{ id: gif.id, alt: 'Me dancing' }]);
    const link = await get(`/cards/answers/${asked.id}.png`);
    keep('link-animated', link.rawPayload);
    // 300×200 drawn to cover the 420×360 box.
    const box = { left: 1200 - 56 - 420 + 20, top: 56 + 20, width: 380, height: 320 };
    expect(await shareOf(link.rawPayload, GREEN, box)).toBeGreaterThan(0.95);
    expect(await shareOf(link.rawPayload, BLUE)).toBe(0);
  });

  it('changes the card, its ETag and og:image version when the pictures change or a moderator removes one', async () => {
    const red = await upload(await solidJpeg(RED), 'red.jpg');
    const blue = await upload(await solidJpeg(BLUE), 'blue.jpg');
    const asked = await kit().ask(asker, owner, 'Which colour?');
    await kit().answer(owner, asked.id, 'Both of them.', [
      { id: red.id, alt: 'red' },
      { id: blue.id, alt: 'blue' },
    ]);
    const box = { left: 1200 - 56 - 420 + 20, top: 56 + 20, width: 380, height: 320 };
    const first = await get(`/cards/answers/${asked.id}.png`);
    expect(await shareOf(first.rawPayload, RED, box)).toBeGreaterThan(0.95);
    const meta = async () => (await pageMetaFor(t.ctx, `/${owner.username}/post/${asked.id}`, 'en'))?.image?.url;
    const firstImage = await meta();
    expect(firstImage).toMatch(/\?v=/);

    // The owner puts the blue one first: a new card, with the blue picture.
    await api(t.app).post(
      '/reAnswerQuestion',
      {
        question_id: asked.id,
        answer: 'Both of them.',
        media: [
          { id: blue.id, alt: 'blue' },
          { id: red.id, alt: 'red' },
        ],
      },
      owner.token,
    );
    const reordered = await get(`/cards/answers/${asked.id}.png`, { 'if-none-match': String(first.headers.etag) });
    expect(reordered.statusCode).toBe(200);
    expect(await shareOf(reordered.rawPayload, BLUE, box)).toBeGreaterThan(0.95);
    const reorderedImage = await meta();
    expect(reorderedImage).not.toBe(firstImage);

    // A moderator removes the blue one: the red one is back on the card.
    const mod = await grantRole(t, await createUser(t.app), 'moderator');
    const removed = await api(t.app).post(
      '/modAction',
      { media_id: blue.id, action: 'remove_media', reason: 'spam' },
      mod.token,
    );
    expect(removed.status, removed.raw).toBe(200);
    const afterRemoval = await get(`/cards/answers/${asked.id}.png`, {
      'if-none-match': String(reordered.headers.etag),
    });
    expect(afterRemoval.statusCode).toBe(200);
    expect(await shareOf(afterRemoval.rawPayload, RED, box)).toBeGreaterThan(0.95);
    expect(await shareOf(afterRemoval.rawPayload, BLUE)).toBe(0);
    expect(await meta()).not.toBe(reorderedImage);

    // And the last one: a text card again.
    await api(t.app).post('/modAction', { media_id: red.id, action: 'remove_media', reason: 'spam' }, mod.token);
    const textOnly = await get(`/cards/answers/${asked.id}.png`);
    expect(textOnly.headers.etag).not.toBe(afterRemoval.headers.etag);
    expect(await shareOf(textOnly.rawPayload, RED)).toBe(0);
  });
});
