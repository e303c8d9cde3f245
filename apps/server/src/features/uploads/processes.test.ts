import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestKit } from '@qurio/client/testing';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { processDatabaseKind as KIND, sharedDatabaseEnv, startServer } from '../../test/server-process.js';
import { s3TestEnv } from '../../test/storage.js';

/**
 * Two real server processes, each with its own data directory (as two machines have their own
 * disks), on one database and one bucket of the loopback S3 server: a picture uploaded through one
 * is served by the other, and replacing it through the other deletes it for both; an answer's
 * pictures posted through one are read and served by the other.
 */
async function uploadAvatar(base: string, token: string, colour: string): Promise<string> {
  const png = await sharp({ create: { width: 300, height: 300, channels: 3, background: colour } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('profile_image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'me.png');
  const res = await fetch(`${base}/api/uploadProfileImage`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  expect(res.status).toBe(200);
  return String(((await res.json()) as { image: string }).image);
}

describe(`pictures across two server processes on one bucket (${KIND})`, () => {
  const running = new Set<ChildProcess>();
  const database = sharedDatabaseEnv('storage');
  const ownDirs = [mkdtempSync(join(tmpdir(), 'qurio-one-')), mkdtempSync(join(tmpdir(), 'qurio-two-'))];
  afterAll(async () => {
    for (const child of running) child.kill('SIGKILL');
    await (await database).cleanup();
    for (const dir of ownDirs) rmSync(dir, { recursive: true, force: true });
  });

  it('serves through one process what was uploaded through the other', { timeout: 60_000 }, async () => {
    const { env } = await database;
    // Both share the database, the bucket and the asker secret; neither the other's disk.
    const shared = { ...env, ...(await s3TestEnv()), ASKER_SECRET: 'a'.repeat(64) };
    // One after the other: the first migrates the database the second opens.
    const one = await startServer({ ...shared, DATA_DIR: ownDirs[0] ?? '' }, running);
    const two = await startServer({ ...shared, DATA_DIR: ownDirs[1] ?? '' }, running);
    const member = await createTestKit({ fetch, baseUrl: one.base }).createMember({ username: 'TwoDisks' });
    const { token } = member;

    let started = Date.now();
    const first = await uploadAvatar(one.base, token, '#ff0000');
    const uploadMs = Date.now() - started;
    expect(first).toMatch(/^\/uploads\/avatars\/[0-9a-f]{32}\.jpg$/);
    started = Date.now();
    const served = await fetch(`${two.base}${first}`);
    const bytes = Buffer.from(await served.arrayBuffer());
    const serveMs = Date.now() - started;
    expect(served.status).toBe(200);
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'jpeg', width: 400, height: 400 });
    const fromOne = Buffer.from(await (await fetch(`${one.base}${first}`)).arrayBuffer());
    expect(fromOne.equals(bytes)).toBe(true);
    // Nothing went to either process's own disk.
    for (const dir of ownDirs) expect(existsSync(join(dir, 'uploads', 'avatars'))).toBe(false);

    // Replaced through the other process: the old picture is gone for both.
    const second = await uploadAvatar(two.base, token, '#0000ff');
    expect(second).not.toBe(first);
    expect((await fetch(`${one.base}${first}`)).status).toBe(404);
    expect((await fetch(`${one.base}${second}`)).status).toBe(200);
    const profile = (await (await fetch(`${one.base}/api/profile?username=TwoDisks`)).json()) as {
      user: { image: string };
    };
    expect(profile.user.image).toBe(second);
    console.log(
      `storage across processes (${KIND}, s3rver): upload on one ${uploadMs} ms, served by the other ${serveMs} ms (${bytes.length} bytes)`,
    );

    // An answer picture: uploaded and posted through one process, the answer read and every
    // rendition served by the other.
    const kitOne = createTestKit({ fetch, baseUrl: one.base });
    const photo = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#20a040' } })
      .jpeg()
      .toBuffer();
    started = Date.now();
    const media = await kitOne.uploadMedia(member, new Blob([new Uint8Array(photo)]), 'garden.jpg');
    const mediaUploadMs = Date.now() - started;
    const asked = await kitOne.ask(null, member, 'Does a picture cross machines?');
    await kitOne.answer(member, asked.id, 'It does.', [{ id: media.id, alt: 'A green garden' }]);
    const read = (await (await fetch(`${two.base}/api/question?username=TwoDisks&id=${asked.id}`)).json()) as {
      question: { media: Array<{ id: number; url: string; sizes: Array<{ url: string; width: number }> }> };
    };
    expect(read.question.media.map((item) => [item.id, item.url])).toEqual([[media.id, media.url]]);
    started = Date.now();
    let mediaBytes = 0;
    for (const size of media.sizes) {
      expect(size.url).toMatch(/^\/uploads\/media\/[0-9a-f]{32}-\d+\.jpg$/);
      const res = await fetch(`${two.base}${size.url}`);
      expect(res.status, size.url).toBe(200);
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const body = Buffer.from(await res.arrayBuffer());
      mediaBytes += body.length;
      expect(await sharp(body).metadata()).toMatchObject({ format: 'jpeg', width: size.width });
      expect(body.equals(Buffer.from(await (await fetch(`${one.base}${size.url}`)).arrayBuffer()))).toBe(true);
    }
    const mediaServeMs = Date.now() - started;
    for (const dir of ownDirs) expect(existsSync(join(dir, 'uploads', 'media'))).toBe(false);
    console.log(
      `answer picture across processes (${KIND}, s3rver): upload on one ${mediaUploadMs} ms, ${media.sizes.length} renditions served by the other ${mediaServeMs} ms (${mediaBytes} bytes)`,
    );
    one.child.kill('SIGTERM');
    two.child.kill('SIGTERM');
    expect(await one.exited).toBe(0);
    expect(await two.exited).toBe(0);
  });
});
