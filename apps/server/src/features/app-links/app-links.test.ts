import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';

const PRINT_A = Array.from({ length: 32 }, (_, i) => (i * 7).toString(16).padStart(2, '0')).join(':');
const PRINT_B = `${'FA:'.repeat(31)}CE`;
const CONFIGURED = {
  ANDROID_APP_ID: 'app.qurio.beta',
  ANDROID_CERT_SHA256: `${PRINT_A}, ${PRINT_B}`,
  IOS_APP_ID: 'ABCDE12345.app.qurio.mobile',
  PLAY_STORE_URL: 'https://play.google.com/store/apps/details?id=app.qurio.beta',
  APP_STORE_URL: 'https://apps.apple.com/app/id123456789',
};

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function start(env: Record<string, string>) {
  t = await createTestApp({ env });
  return t.app;
}

type Component = { '/': string; exclude?: boolean };

/** Apple's matching: components in order, first match wins; `*` is any run of characters. */
function opensInApp(components: Component[], path: string): boolean {
  for (const component of components) {
    const pattern = component['/']
      .replace(/[.+^${}()|[\]\\]/g, '\\$&')
      .replace(/\*/g, '.*')
      .replace(/\?/g, '.');
    const caseSensitive = !('caseSensitive' in component);
    if (new RegExp(`^${pattern}$`, caseSensitive ? '' : 'i').test(path)) return !component.exclude;
  }
  return false;
}

describe('/.well-known/assetlinks.json', () => {
  it('delegates every link to the Android package and its certificate fingerprints', async () => {
    const app = await start(CONFIGURED);
    const res = await app.inject({ method: 'GET', url: '/.well-known/assetlinks.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual([
      {
        relation: ['delegate_permission/common.handle_all_urls'],
        target: {
          namespace: 'android_app',
          package_name: 'app.qurio.beta',
          sha256_cert_fingerprints: [PRINT_A.toUpperCase(), PRINT_B],
        },
      },
    ]);
  });

  it('is 404 without a certificate fingerprint', async () => {
    const app = await start({ IOS_APP_ID: CONFIGURED.IOS_APP_ID });
    const res = await app.inject({ method: 'GET', url: '/.well-known/assetlinks.json' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: false, code: 'NOT_FOUND' });
  });
});

describe('/.well-known/apple-app-site-association', () => {
  it('is JSON naming the app and the paths it opens', async () => {
    const app = await start(CONFIGURED);
    const res = await app.inject({ method: 'GET', url: '/.well-known/apple-app-site-association' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const details = res.json().applinks.details;
    expect(details).toHaveLength(1);
    expect(details[0].appIDs).toEqual(['ABCDE12345.app.qurio.mobile']);
    const components = details[0].components as Component[];
    for (const path of ['/alice', '/Alice77', '/alice/post/42', '/question/7', '/reset-password/abc_DEF-123']) {
      expect(opensInApp(components, path), path).toBe(true);
    }
    for (const path of [
      '/',
      '/api/profile',
      '/uploads/a1b2.jpg',
      '/_blog/posts.json',
      '/assets/index-abc.js',
      '/sw.js',
      '/manifest.webmanifest',
      '/settings',
      '/Settings/account',
      '/settings/email/verify/token',
      '/home',
      '/explore',
      '/search/cats',
      '/login',
      '/signup',
      '/reset-password',
      '/about',
      '/blog/first-post',
      '/.well-known/assetlinks.json',
    ]) {
      expect(opensInApp(components, path), path).toBe(false);
    }
  });

  it('is 404 without an app id, never the web app shell', async () => {
    const app = await start({ ANDROID_CERT_SHA256: PRINT_B });
    const res = await app.inject({ method: 'GET', url: '/.well-known/apple-app-site-association' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: false, code: 'NOT_FOUND' });
  });
});

describe('GET /api/appLinks', () => {
  it('gives the configured store pages to anyone', async () => {
    const app = await start(CONFIGURED);
    const res = await app.inject({ method: 'GET', url: '/api/appLinks' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: true,
      play_store_url: CONFIGURED.PLAY_STORE_URL,
      app_store_url: CONFIGURED.APP_STORE_URL,
    });
  });

  it('gives null for a store that is not configured', async () => {
    const app = await start({ PLAY_STORE_URL: CONFIGURED.PLAY_STORE_URL });
    const res = await app.inject({ method: 'GET', url: '/api/appLinks' });
    expect(res.json()).toEqual({ status: true, play_store_url: CONFIGURED.PLAY_STORE_URL, app_store_url: null });
  });
});
