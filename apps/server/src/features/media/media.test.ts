import { LIMITS } from '@qurio/contract';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LIMITS_POLICY } from '../../lib/rate-limit.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { api, bearer, type CreatedUser, createUser, testKit } from '../../test/factories.js';
import { multipartForm } from '../../test/multipart.js';
import { STORAGE_DRIVERS, storedBytes, storedKeys } from '../../test/storage.js';
import { MEDIA_RULES } from './images.js';
import { MEDIA_SWEEP, sweepMediaFiles } from './sweep.js';

/** A photo as a phone sends it: 2000×1500, EXIF with the camera and a GPS position, "rotate 90°". */
function phonePhoto(): Promise<Buffer> {
  return sharp({ create: { width: 2000, height: 1500, channels: 3, background: '#d04020' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'SecretCam', Model: 'Leaky 3000' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 2405/100' },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** An animated GIF of `frames` frames, each a different colour, 200×120. */
async function animatedGif(frames = 6): Promise<Buffer> {
  const pngs = await Promise.all(
    Array.from({ length: frames }, (_, i) =>
      sharp({ create: { width: 200, height: 120, channels: 3, background: { r: i * 40, g: 80, b: 200 - i * 30 } } })
        .png()
        .toBuffer(),
    ),
  );
  return sharp(pngs, { join: { animated: true } })
    .gif({ delay: 80 })
    .toBuffer();
}

describe.each(STORAGE_DRIVERS)('pictures in answers on the %s storage', (driver) => {
  let t: TestApp;
  let owner: CreatedUser;
  let asker: CreatedUser;

  beforeEach(async () => {
    t = await createTestApp({ storage: driver });
    owner = await createUser(t.app, { username: 'painter' });
    asker = await createUser(t.app, { username: 'curious' });
  });
  afterEach(async () => {
    await t.close();
  });

  async function upload(data: Buffer, token = owner.token, filename = 'IMG_2041 at home.jpg') {
    const form = multipartForm([{ name: 'media', filename, contentType: 'image/jpeg', data }]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/uploadMedia',
      payload: form.payload,
      headers: { ...form.headers, ...bearer(token) },
    });
    return { status: res.statusCode, body: res.json() };
  }
  const kit = () => testKit(t.app);
  const mediaRows = () => t.ctx.db.kysely.selectFrom('media').selectAll().orderBy('id').execute();

  it('re-encodes a phone photo into three upright JPEG widths, no EXIF, random names', async () => {
    const res = await upload(await phonePhoto());
    expect(res.status).toBe(200);
    const item = res.body.media;
    // Orientation 6: the 2000×1500 photo stands upright, 1500 wide, so the widths stop at 1280.
    expect(item).toMatchObject({ kind: 'image', alt: '', width: 1280, height: 1707 });
    expect(item.sizes.map((s: { width: number }) => s.width)).toEqual([320, 640, 1280]);
    expect(item.url).toBe(item.sizes[2].url);
    for (const size of item.sizes) {
      expect(size.url).toMatch(/^\/uploads\/media\/[0-9a-f]{32}-\d+\.jpg$/);
      const bytes = await storedBytes(t.ctx.storage, size.url);
      const meta = await sharp(bytes).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', size.width, size.height]);
      expect(meta.exif).toBeUndefined();
      expect(bytes.includes(Buffer.from('SecretCam'))).toBe(false);
    }
    // Nothing of the member or of the file's own name in the URLs.
    expect(JSON.stringify(item)).not.toMatch(/painter|IMG_2041|home/);
    const served = await t.app.inject({ method: 'GET', url: item.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
  });

  it('keeps an animated GIF moving as animated WebP, with a still first frame', async () => {
    const res = await upload(await animatedGif(6), owner.token, 'dance.gif');
    expect(res.status).toBe(200);
    const item = res.body.media;
    expect(item).toMatchObject({ kind: 'animated', width: 200, height: 120 });
    expect(item.url).toMatch(/^\/uploads\/media\/[0-9a-f]{32}\.webp$/);
    const animated = await sharp(await storedBytes(t.ctx.storage, item.url), { animated: true }).metadata();
    expect([animated.format, animated.pages, animated.pageHeight]).toEqual(['webp', 6, 120]);
    expect(item.sizes).toHaveLength(1);
    const still = await sharp(await storedBytes(t.ctx.storage, item.sizes[0].url)).metadata();
    expect([still.format, still.pages ?? 1, still.width]).toEqual(['jpeg', 1, 200]);
  });

  it('refuses what is not a JPEG, PNG or GIF, and keeps nothing of it', async () => {
    const webp = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#000' } })
      .webp()
      .toBuffer();
    for (const data of [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), webp, Buffer.from('GIF89a')]) {
      const res = await upload(data);
      expect(res).toMatchObject({ status: 400, body: { code: 'UPLOAD_ERROR', message: 'Uploading Error.' } });
    }
    expect(await storedKeys(t.ctx.storage, 'media')).toEqual([]);
    expect(await mediaRows()).toEqual([]);
  });

  it('puts pictures in an answer in order with their descriptions, shown wherever the answer is', async () => {
    const photo = (await upload(await phonePhoto())).body.media;
    const gif = (await upload(await animatedGif(3))).body.media;
    const asked = await kit().ask(asker, owner, 'Show me your studio?');
    await kit().follow(asker, owner);
    const answered = await kit().answer(owner, asked.id, 'Here it is, with the cat.', [
      { id: gif.id, alt: '  The cat dancing  ' },
      { id: photo.id, alt: 'My desk by the window' },
    ]);
    expect(answered.media.map((m) => [m.id, m.alt, m.kind])).toEqual([
      [gif.id, 'The cat dancing', 'animated'],
      [photo.id, 'My desk by the window', 'image'],
    ]);
    const client = api(t.app);
    const profile = await client.get('/questions', { username: owner.username });
    const timeline = await client.get('/timeline', {}, asker.token);
    const single = await client.get('/question', { username: owner.username, id: asked.id });
    for (const shown of [profile.body.questions[0], timeline.body.questions[0], single.body.question]) {
      expect(shown.media).toEqual(answered.media);
    }
    // A question with no pictures answers an empty list, and a pending one too.
    const other = await kit().askAndAnswer(asker, owner, 'And without pictures?', 'Just words today.');
    expect(other.media).toEqual([]);
  });

  it('an answer to a question for everyone (a prompt) carries pictures too', async () => {
    const picture = (await upload(await phonePhoto())).body.media;
    const client = api(t.app);
    const prompt = (await client.get('/preQuestions', {}, owner.token)).body.questions[0];
    const res = await client.post(
      '/answerPreQuestion',
      { question_id: prompt.id, answer: 'My answer for everyone', media: [{ id: picture.id, alt: 'For all' }] },
      owner.token,
    );
    expect(res.status).toBe(200);
    expect(res.body.question.media.map((m: { id: number; alt: string }) => [m.id, m.alt])).toEqual([
      [picture.id, 'For all'],
    ]);
    const profile = await client.get('/questions', { username: owner.username });
    expect(profile.body.questions[0].media).toEqual(res.body.question.media);
  });

  it('takes only the member’s own pictures not yet in another answer, and writes nothing otherwise', async () => {
    const theirs = (await upload(await phonePhoto(), asker.token)).body.media;
    const mine = (await upload(await phonePhoto())).body.media;
    const first = await kit().ask(asker, owner, 'First question here?');
    const second = await kit().ask(asker, owner, 'Second question here?');
    const client = api(t.app);
    const refused = await client.post(
      '/answer',
      { question_id: first.id, answer: 'With their picture', media: [{ id: theirs.id, alt: 'x' }] },
      owner.token,
    );
    expect(refused).toMatchObject({ status: 400, body: { code: 'MEDIA_NOT_FOUND' } });
    // The answer was not written: the question is still in the inbox.
    const inbox = await client.get('/myQuestions', {}, owner.token);
    expect(inbox.body.questions.map((q: { id: number }) => q.id)).toContain(first.id);

    await kit().answer(owner, first.id, 'With my picture', [{ id: mine.id, alt: 'mine' }]);
    const reused = await client.post(
      '/answer',
      { question_id: second.id, answer: 'The same picture again', media: [{ id: mine.id, alt: 'again' }] },
      owner.token,
    );
    expect(reused).toMatchObject({ status: 400, body: { code: 'MEDIA_NOT_FOUND' } });
  });

  it('refuses a fifth picture and a description past the limit', async () => {
    const q = await kit().ask(asker, owner, 'How many pictures?');
    const client = api(t.app);
    const five = Array.from({ length: 5 }, (_, i) => ({ id: i + 1, alt: 'a' }));
    expect(
      await client.post('/answer', { question_id: q.id, answer: 'Too many', media: five }, owner.token),
    ).toMatchObject({ status: 400, body: { code: 'TOO_MANY_MEDIA' } });
    const long = [{ id: 1, alt: 'a'.repeat(LIMITS.altMax + 1) }];
    expect(
      await client.post('/answer', { question_id: q.id, answer: 'Too long', media: long }, owner.token),
    ).toMatchObject({ status: 400, body: { code: 'ALT_TOO_LONG' } });
  });

  it('an edit without the media field keeps them; a new set deletes the files left out; deleting deletes all', async () => {
    const a = (await upload(await phonePhoto())).body.media;
    const b = (await upload(await animatedGif(2))).body.media;
    const asked = await kit().ask(asker, owner, 'Pictures that change?');
    await kit().answer(owner, asked.id, 'Two pictures', [
      { id: a.id, alt: 'a' },
      { id: b.id, alt: 'b' },
    ]);
    const client = api(t.app);
    const kept = await client.post(
      '/reAnswerQuestion',
      { question_id: asked.id, answer: 'Text changed only' },
      owner.token,
    );
    expect(kept.body.question.media.map((m: { id: number }) => m.id)).toEqual([a.id, b.id]);
    const filesOf = (item: typeof a) => [item.url, ...item.sizes.map((s: { url: string }) => s.url)];
    const exists = async (url: string) => (await t.ctx.storage.stat(t.ctx.storage.keyOf(url) ?? '')) !== null;

    const edited = await client.post(
      '/reAnswerQuestion',
      { question_id: asked.id, answer: 'Only the GIF now', media: [{ id: b.id, alt: 'the gif' }] },
      owner.token,
    );
    expect(edited.body.question.media.map((m: { id: number; alt: string }) => [m.id, m.alt])).toEqual([
      [b.id, 'the gif'],
    ]);
    for (const url of filesOf(a)) expect(await exists(url)).toBe(false);
    for (const url of filesOf(b)) expect(await exists(url)).toBe(true);

    expect((await client.del('/question', { question_id: asked.id }, owner.token)).status).toBe(200);
    for (const url of filesOf(b)) expect(await exists(url)).toBe(false);
    expect(await mediaRows()).toEqual([]);
    expect(await storedKeys(t.ctx.storage, 'media')).toEqual([]);
  });

  it('deleting the account deletes every picture file of the member', async () => {
    const a = (await upload(await phonePhoto())).body.media;
    await upload(await animatedGif(2));
    const asked = await kit().ask(asker, owner, 'Before you go?');
    await kit().answer(owner, asked.id, 'A last picture', [{ id: a.id, alt: 'bye' }]);
    expect((await storedKeys(t.ctx.storage, 'media')).length).toBeGreaterThan(0);
    const res = await api(t.app).postUnchecked('/deleteAccount', { password: owner.password }, owner.token);
    expect(res.status).toBe(200);
    expect(await storedKeys(t.ctx.storage, 'media')).toEqual([]);
  });

  it('sweeps pictures no answer took within a day, and media files no row names', async () => {
    t.clock.current = new Date();
    const kept = (await upload(await phonePhoto())).body.media;
    const dropped = (await upload(await phonePhoto())).body.media;
    const asked = await kit().ask(asker, owner, 'Which one stays?');
    await kit().answer(owner, asked.id, 'This one', [{ id: kept.id, alt: 'kept' }]);
    // An orphan: a file stored by an upload that crashed before its row.
    await t.ctx.storage.put('media/0123456789abcdef0123456789abcdef-320.jpg', Buffer.from('x'), {
      contentType: 'image/jpeg',
      cacheControl: 'public',
    });
    // Too young for either rule: nothing goes.
    expect(await sweepMediaFiles(t.ctx)).toEqual({ unattached: 0, orphans: 0 });
    t.clock.current = new Date(Date.now() + MEDIA_SWEEP.unattachedAfterMs + 60_000);
    expect(await sweepMediaFiles(t.ctx)).toEqual({ unattached: 1, orphans: 1 });
    const left = await storedKeys(t.ctx.storage, 'media');
    expect(left.sort()).toEqual(
      [kept.url, ...kept.sizes.map((s: { url: string }) => s.url)]
        .map((u) => t.ctx.storage.keyOf(u))
        .filter((k, i, all) => all.indexOf(k) === i)
        .sort(),
    );
    expect((await mediaRows()).map((row) => row.id)).toEqual([kept.id]);
    expect(dropped.id).not.toBe(kept.id);
  });
});

describe('uploadMedia limits', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(async () => {
    await t.close();
  });

  it('racing uploads never pass the quota of pictures not yet in an answer', async () => {
    const member = await createUser(t.app, { username: 'racer' });
    const data = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#0a0' } })
      .png()
      .toBuffer();
    const attempts = LIMITS.unattachedMediaMax + 8;
    const results = await Promise.all(
      Array.from({ length: attempts }, () => {
        const form = multipartForm([{ name: 'media', filename: 'a.png', contentType: 'image/png', data }]);
        return t.app.inject({
          method: 'POST',
          url: '/api/uploadMedia',
          payload: form.payload,
          headers: { ...form.headers, ...bearer(member.token) },
        });
      }),
    );
    const statuses = results.map((res) => res.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(LIMITS.unattachedMediaMax);
    expect(results.filter((res) => res.statusCode === 429).map((res) => res.json().code)).toEqual(
      Array(attempts - LIMITS.unattachedMediaMax).fill('TOO_MANY_UPLOADS'),
    );
    const rows = await t.ctx.db.kysely.selectFrom('media').select('name').execute();
    expect(rows).toHaveLength(LIMITS.unattachedMediaMax);
    // Every refused upload took its files back with it.
    const files = await storedKeys(t.ctx.storage, 'media');
    expect(new Set(files.map((key) => key.slice(6, 38)))).toEqual(new Set(rows.map((row) => row.name)));
  });

  it('counts uploads per address across members', async () => {
    const ip = '203.0.113.9';
    const member = await createUser(t.app, { username: 'onenet' });
    for (let i = 0; i < LIMITS_POLICY.uploadsPerIp.max; i += 1) {
      await t.ctx.limiter.hit(`upload:ip:${ip}`, LIMITS_POLICY.uploadsPerIp);
    }
    const form = multipartForm([
      { name: 'media', filename: 'a.png', contentType: 'image/png', data: Buffer.from('x') },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/uploadMedia',
      payload: form.payload,
      headers: { ...form.headers, ...bearer(member.token) },
      remoteAddress: ip,
    });
    expect(res.statusCode).toBe(429);
    expect(res.json().code).toBe('TOO_MANY_UPLOADS');
  });

  it('caps an animation’s frames and width', async () => {
    const member = await createUser(t.app, { username: 'looper' });
    const saved = { ...MEDIA_RULES };
    Object.assign(MEDIA_RULES, { maxFrames: 4, animatedMaxWidth: 100 });
    try {
      const item = await testKit(t.app).uploadMedia(member, new Blob([await animatedGif(8)]), 'long.gif');
      expect([item.kind, item.width, item.height]).toEqual(['animated', 100, 60]);
      const meta = await sharp(await storedBytes(t.ctx.storage, item.url), { animated: true }).metadata();
      expect([meta.pages, meta.width]).toEqual([4, 100]);
    } finally {
      Object.assign(MEDIA_RULES, saved);
    }
  });
});
