import { LIMITS } from '@qurio/contract';
import { strFromU8, unzipSync } from 'fflate';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { IMMUTABLE } from '../../lib/storage/storage.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { api, askAndAnswer, askAndFind, bearer, type CreatedUser, createUser, testKit } from '../../test/factories.js';
import { sentMails } from '../../test/mail.js';
import { STORAGE_DRIVERS, storedBytes } from '../../test/storage.js';

/**
 * Download my data (issue 16): the archive holds the member's own data and pictures, names no
 * anonymous asker, is the member's alone, once a day, and a mail says when it is ready.
 */
describe.each(STORAGE_DRIVERS)('on the %s storage', (driver) => {
  let t: TestApp;
  let a: ReturnType<typeof api>;
  let me: CreatedUser;
  let secret: CreatedUser;
  let named: CreatedUser;
  let friend: CreatedUser;

  beforeEach(async () => {
    t = await createTestApp({ storage: driver });
    a = api(t.app);
    me = await createUser(t.app, { username: 'Exporter' });
    secret = await createUser(t.app, { username: 'SecretAsker9', email: 'secret.asker@example.com' });
    named = await createUser(t.app, { username: 'NamedAsker' });
    friend = await createUser(t.app, { username: 'Friend' });
  });
  afterEach(async () => {
    await t.close();
  });

  async function download(token: string) {
    const res = await t.app.inject({ method: 'GET', url: '/api/export', headers: bearer(token) });
    return res;
  }

  describe('data export', () => {
    it('packs the member’s own data and pictures, never an anonymous asker, and mails when ready', async () => {
      const picture = 'avatars/me.jpg';
      await t.ctx.storage.put(picture, Buffer.from([0xff, 0xd8, 0xff, 0xd9]), {
        contentType: 'image/jpeg',
        cacheControl: IMMUTABLE,
      });
      await t.ctx.db.kysely
        .updateTable('users')
        .set({ image: t.ctx.storage.publicUrl(picture) })
        .where('id', '=', me.id)
        .execute();

      await askAndAnswer(t.app, me, 'Who am I, anonymous?', 'No idea', secret, { ip: '10.95.0.1' });
      const namedId = await askAndAnswer(t.app, me, 'Named question here?', 'Hello Named', named, {
        ip: '10.95.0.2',
        anonymous: false,
      });
      expect((await a.post('/pinAnswer', { question_id: namedId }, me.token)).status).toBe(200);
      await askAndFind(t.app, me, 'Still pending for me?', secret, { ip: '10.95.0.3' });
      const toFriend = await askAndAnswer(t.app, friend, 'Friend, tea?', 'Yes tea', me, { ip: '10.95.0.4' });
      await a.post('/likeQuestion', { id: toFriend }, me.token);
      await a.post('/follow', { user_id: friend.id }, me.token);
      await a.post('/follow', { user_id: me.id }, named.token);
      await a.post('/muteWord', { word: 'spoiler' }, me.token);

      expect((await a.get('/exportStatus', {}, me.token)).body.export.status).toBe('none');
      expect((await download(me.token)).json().code).toBe('EXPORT_NOT_READY');
      const requested = await a.post('/requestExport', {}, me.token);
      expect(requested.status).toBe(200);
      await t.ctx.jobs.drain();
      const status = (await a.get('/exportStatus', {}, me.token)).body.export;
      expect(status.status).toBe('ready');
      expect(typeof status.next_request_at).toBe('string');

      const res = await download(me.token);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/zip');
      expect(res.headers['content-disposition']).toMatch(
        /attachment; filename="qurio-Exporter-\d{4}-\d{2}-\d{2}\.zip"/,
      );
      const files = unzipSync(new Uint8Array(res.rawPayload));
      const names = Object.keys(files).sort();
      expect(names).toEqual(
        [
          'answers.json',
          'blocked-askers.json',
          'blocked-users.json',
          'followers.json',
          'following.json',
          'images/avatar.jpg',
          'inbox.json',
          'likes.json',
          'muted-words.json',
          'profile.json',
          'questions-asked.json',
          'settings.json',
        ].map((n) => `qurio-Exporter/${n}`),
      );
      const read = (name: string) => JSON.parse(strFromU8(files[`qurio-Exporter/${name}`] as Uint8Array));
      expect(read('profile.json')).toMatchObject({ username: 'Exporter', email: me.email });
      const answers = read('answers.json');
      expect(answers).toHaveLength(2);
      expect(answers.find((x: { question: string }) => x.question === 'Who am I, anonymous?')).toMatchObject({
        from: null,
        anonymous: true,
        pinned: null,
      });
      expect(answers.find((x: { question: string }) => x.question === 'Named question here?')).toMatchObject({
        from: 'NamedAsker',
        pinned: 1,
      });
      expect(read('inbox.json')).toMatchObject([{ question: 'Still pending for me?', from: null }]);
      expect(read('questions-asked.json')).toMatchObject([
        { to: 'Friend', question: 'Friend, tea?', answer: 'Yes tea' },
      ]);
      expect(read('likes.json')).toMatchObject([{ question_id: toFriend, by: 'Friend' }]);
      expect(read('following.json')).toMatchObject([{ username: 'Friend' }]);
      expect(read('followers.json')).toMatchObject([{ username: 'NamedAsker' }]);
      expect(read('muted-words.json')).toMatchObject([{ word: 'spoiler' }]);
      expect(Array.from(files['qurio-Exporter/images/avatar.jpg'] as Uint8Array)).toEqual([0xff, 0xd8, 0xff, 0xd9]);
      // Nothing of the anonymous asker, anywhere in the archive.
      const everything = Object.values(files)
        .map((f) => strFromU8(f))
        .join('\n');
      expect(everything).not.toMatch(/SecretAsker9|secret\.asker/i);
      expect(everything).not.toContain(`"sender_id"`);

      // As delivered: the mail worker may have sent it already, and a sent mail's body is erased
      // from the outbox table (reading the table raced the worker).
      const mail = (await sentMails(t.ctx)).find((m) => m.to.includes(me.email) && /ready to download/.test(m.subject));
      expect(mail?.text).toContain('/settings/account');
    });

    it('holds the pictures of the member’s answers, byte for byte, and answers.json names them', async () => {
      const kit = testKit(t.app);
      const still = await sharp({ create: { width: 1600, height: 1000, channels: 3, background: '#3366cc' } })
        .jpeg()
        .toBuffer();
      const frames = await Promise.all(
        ['#ff0000', '#00ff00'].map((background) =>
          sharp({ create: { width: 120, height: 80, channels: 3, background } })
            .png()
            .toBuffer(),
        ),
      );
      const gif = await sharp(frames, { join: { animated: true } })
        .gif({ delay: 100 })
        .toBuffer();
      const blob = (bytes: Buffer) => new Blob([new Uint8Array(bytes)]);
      const photo = await kit.uploadMedia(me, blob(still), 'photo.jpg');
      const animated = await kit.uploadMedia(me, blob(gif), 'moving.gif');
      // Uploaded and never posted: not part of any answer, so not in the archive.
      const draft = await kit.uploadMedia(me, blob(still), 'draft.jpg');
      const asked = await kit.ask(friend, me, 'Show me your garden?');
      await kit.answer(me, asked.id, 'Here, in summer and dancing.', [
        { id: photo.id, alt: 'The garden in summer' },
        { id: animated.id, alt: 'A dancing flower' },
      ]);
      await askAndAnswer(t.app, me, 'Words only?', 'Words only.', friend, { ip: '10.95.0.9' });

      await a.post('/requestExport', {}, me.token);
      await t.ctx.jobs.drain();
      const res = await download(me.token);
      expect(res.statusCode).toBe(200);
      const files = unzipSync(new Uint8Array(res.rawPayload));
      const fileName = (url: string) => url.slice(url.lastIndexOf('/') + 1);
      const media = Object.keys(files)
        .filter((name) => name.startsWith('qurio-Exporter/media/'))
        .sort();
      // The largest rendition of each: the 1280 px JPEG, and the animated WebP itself.
      expect(photo.url).toMatch(/-1280\.jpg$/);
      expect(animated.url).toMatch(/\.webp$/);
      expect(media).toEqual([photo.url, animated.url].map((url) => `qurio-Exporter/media/${fileName(url)}`).sort());
      for (const item of [photo, animated]) {
        const archived = Buffer.from(files[`qurio-Exporter/media/${fileName(item.url)}`] as Uint8Array);
        expect(archived.equals(await storedBytes(t.ctx.storage, item.url))).toBe(true);
      }
      const draftName = fileName(draft.url).slice(0, 32);
      expect(Object.keys(files).some((name) => name.includes(draftName))).toBe(false);

      const answers = JSON.parse(strFromU8(files['qurio-Exporter/answers.json'] as Uint8Array));
      expect(answers.find((x: { question: string }) => x.question === 'Show me your garden?').media).toEqual([
        { file: `media/${fileName(photo.url)}`, alt: 'The garden in summer', kind: 'image', width: 1280, height: 800 },
        { file: `media/${fileName(animated.url)}`, alt: 'A dancing flower', kind: 'animated', width: 120, height: 80 },
      ]);
      expect(answers.find((x: { question: string }) => x.question === 'Words only?').media).toEqual([]);
    });

    it('is the member’s alone, once a day', async () => {
      await a.post('/requestExport', {}, me.token);
      await t.ctx.jobs.drain();
      expect((await download(friend.token)).json().code).toBe('EXPORT_NOT_READY');
      expect((await t.app.inject({ method: 'GET', url: '/api/export' })).statusCode).toBe(401);
      expect((await a.post('/requestExport', {})).status).toBe(401);

      const again = await a.post('/requestExport', {}, me.token);
      expect(again.status).toBe(429);
      expect(again.body.code).toBe('EXPORT_TOO_SOON');
      expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);
      t.clock.advance(LIMITS.exportEveryMs);
      expect((await a.post('/requestExport', {}, me.token)).status).toBe(200);
      await t.ctx.jobs.drain();
      expect((await download(me.token)).statusCode).toBe(200);
      // Kept a week, then gone.
      t.clock.advance(LIMITS.exportKeepMs);
      expect((await a.get('/exportStatus', {}, me.token)).body.export.status).toBe('none');
      expect((await download(me.token)).json().code).toBe('EXPORT_NOT_READY');
    });
  });
});
