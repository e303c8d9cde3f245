import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS_POLICY } from '../../lib/rate-limit.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import {
  api,
  askAndAnswer as askAndAnswerFrom,
  askAndFind,
  type CreatedUser,
  createUser,
} from '../../test/factories.js';
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
