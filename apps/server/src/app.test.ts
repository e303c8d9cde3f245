import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/app.js';
import { askAndAnswer, createUser } from './test/factories.js';

describe('HTTP edges', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(async () => {
    await t.close();
  });

  it('GET /api/health answers ok once the database is reachable', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('an unknown API path gets a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json()).toEqual({ status: false, code: 'NOT_FOUND', message: 'The requested resource was not found.' });
  });

  it('malformed JSON gets 400 without a stack trace', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": "alice",',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      status: false,
      code: 'MALFORMED_JSON',
      message: 'The request body is not valid JSON.',
    });
    expect(res.body).not.toMatch(/at .*\.js|stack/i);
  });

  it('an empty JSON body gets 400 and a JSON array the first field error', async () => {
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/token',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().code).toBe('MALFORMED_JSON');
    const array = await t.app.inject({ method: 'POST', url: '/api/token', payload: [1, 2] });
    expect(array.statusCode).toBe(400);
    expect(array.json().status).toBe(false);
  });

  it('a body over the limit gets 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { username: 'alice', bio: 'x'.repeat(200_000) },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ status: false, code: 'PAYLOAD_TOO_LARGE' });
  });

  it('an unsupported content type gets 415', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/token',
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('wrong types in fields never give a 500', async () => {
    for (const payload of [
      { username: 42, password: ['x'] },
      { username: { $ne: null }, password: 'x' },
      { username: null, password: null },
    ]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/token', payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().status).toBe(false);
    }
  });

  it('sends security headers with a strict CSP', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBeDefined();
  });

  it('serves blog files from content/blog', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/_blog/posts.json' });
    expect(res.statusCode).toBe(200);
    expect(Array.isArray(res.json())).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: '/_blog/articles/missing.md' })).statusCode).toBe(404);
  });

  it('serves a file of DATA_DIR/uploads at its old URL with long cache headers, and 404s missing ones', async () => {
    // As the disk held uploads before storage had drivers: the URLs in members' rows keep working.
    mkdirSync(join(t.ctx.config.dataDir, 'uploads', 'avatars'), { recursive: true });
    writeFileSync(join(t.ctx.config.dataDir, 'uploads', 'avatars', 'abc.jpg'), 'jpeg-bytes');
    const res = await t.app.inject({ method: 'GET', url: '/uploads/avatars/abc.jpg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
    expect((await t.app.inject({ method: 'GET', url: '/uploads/avatars/none.jpg' })).statusCode).toBe(404);
  });
});

describe('serving the built web app', () => {
  let t: TestApp;
  let webDir: string;
  beforeAll(async () => {
    webDir = mkdtempSync(join(tmpdir(), 'qurio-web-'));
    mkdirSync(join(webDir, 'assets'));
    writeFileSync(join(webDir, 'index.html'), '<!doctype html><title>Qurio</title><div id="root"></div>');
    writeFileSync(join(webDir, 'assets', 'app-123.js'), 'console.log(1)');
    writeFileSync(join(webDir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    writeFileSync(join(webDir, 'manifest.webmanifest'), '{"name":"Qurio"}');
    writeFileSync(join(webDir, 'assets', 'big-456.js'), 'plain');
    writeFileSync(join(webDir, 'assets', 'big-456.js.br'), 'brotli bytes');
    t = await createTestApp({ config: { webDir } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(webDir, { recursive: true, force: true });
  });

  it('answers every app path with index.html (history mode)', async () => {
    for (const url of ['/', '/home', '/alice', '/alice/post/12', '/settings/email/verify/abc?x=1']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<div id="root">');
    }
  });

  it('serves fingerprinted assets as immutable, and missing files as 404', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await t.app.inject({ method: 'GET', url: '/assets/gone-999.js' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/favicon-missing.png' })).statusCode).toBe(404);
  });

  it('serves the service worker uncached and the manifest with its type, both allowed by the CSP', async () => {
    // A cached sw.js would keep an old app version alive: browsers must ask for it on every check.
    const worker = await t.app.inject({ method: 'GET', url: '/sw.js' });
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['cache-control']).toBe('no-cache');
    expect(worker.headers['content-type']).toContain('javascript');
    const manifest = await t.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toContain('application/manifest+json');
    const csp = String(manifest.headers['content-security-policy']);
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
  });

  it("sends the build's precompressed copy to browsers that accept it, the plain file to others", async () => {
    const br = await t.app.inject({
      method: 'GET',
      url: '/assets/big-456.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.body).toBe('brotli bytes');
    expect(br.headers.vary).toContain('accept-encoding');
    const plain = await t.app.inject({
      method: 'GET',
      url: '/assets/big-456.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('plain');
  });

  it('compresses JSON answers of 1 KB or more for clients that accept it, and only those', async () => {
    const owner = await createUser(t.app);
    for (let i = 0; i < 6; i++) {
      await askAndAnswer(
        t.app,
        owner,
        `Question number ${i} about books?`,
        `An answer long enough ${i} `.repeat(8),
        undefined,
        { ip: `10.9.0.${i + 1}` },
      );
    }
    const url = `/api/questions?username=${owner.username}`;
    const plain = await t.app.inject({ method: 'GET', url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const br = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);

    const gzip = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br;q=0, gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());

    const small = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'accept-encoding': 'br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ status: 'ok' });
  });

  it('keeps unknown API paths as JSON 404s', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/home' });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NOT_FOUND');
  });
});
