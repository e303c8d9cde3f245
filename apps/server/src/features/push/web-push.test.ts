import { createECDH, randomBytes } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { api, askAndAnswer, askAndFind, type CreatedUser, createUser } from '../../test/factories.js';
import { RecordingPushSender } from '../../test/push.js';

let t: TestApp;
let a: ReturnType<typeof api>;
let web: RecordingPushSender;
let alice: CreatedUser;
let bob: CreatedUser;

/** A browser's subscription keys: a real P-256 public key and a 16-byte secret. */
function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
}
const FCM = 'https://fcm.googleapis.com/fcm/send/dQw4w9WgXcQ:APA91bHun4MxP5egoKMwt2KZFBaFUH-1RYqx';
const MOZILLA = 'https://updates.push.services.mozilla.com/wpush/v2/gAAAAABl0';
const KEYS = browserKeys();

beforeEach(async () => {
  web = new RecordingPushSender();
  t = await createTestApp({ pushSenders: { web } });
  a = api(t.app);
  alice = await createUser(t.app, { username: 'Alice', lang: 'es' });
  bob = await createUser(t.app, { username: 'Bob77' });
});
afterEach(async () => {
  await t.close();
});

const subscriptions = () =>
  t.ctx.db.kysely.selectFrom('push_tokens').selectAll().where('platform', '=', 'web').orderBy('id').execute();
const outbox = () => t.ctx.db.kysely.selectFrom('push_outbox').selectAll().orderBy('id').execute();
const register = (endpoint: string, as: CreatedUser | string, keys: object = KEYS) =>
  a.postUnchecked('/registerWebPush', { endpoint, keys }, typeof as === 'string' ? as : as.token);
async function login(user: CreatedUser): Promise<string> {
  const res = await a.post('/token', { username: user.username, password: user.password });
  expect(res.status).toBe(200);
  return res.body.data.access_token;
}

describe('vapidPublicKey', () => {
  it('gives the public key of a pair made at first start and kept in DATA_DIR, readable by the owner only', async () => {
    const res = await a.get('/vapidPublicKey');
    expect(res.status).toBe(200);
    const key = Buffer.from(res.body.public_key, 'base64url');
    expect(key).toHaveLength(65);
    expect(key[0]).toBe(4);
    const file = join(t.ctx.config.dataDir, 'vapid-keys.json');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const stored = JSON.parse(readFileSync(file, 'utf8'));
    expect(stored.publicKey).toBe(res.body.public_key);
    // The private key is the public key's: the pair signs what browsers check with it.
    const ecdh = createECDH('prime256v1');
    ecdh.setPrivateKey(Buffer.from(stored.privateKey, 'base64url'));
    expect(ecdh.getPublicKey().toString('base64url')).toBe(res.body.public_key);
    expect(JSON.stringify(res.body)).not.toContain(stored.privateKey);
    // Signed in or not, and on every call, the same key.
    expect((await a.get('/vapidPublicKey', {}, alice.token)).body.public_key).toBe(res.body.public_key);
  });

  it('uses the configured pair instead, and another start finds the kept one again', async () => {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const publicKey = ecdh.getPublicKey().toString('base64url');
    const t2 = await createTestApp({
      env: {
        VAPID_PUBLIC_KEY: publicKey,
        VAPID_PRIVATE_KEY: Buffer.from(ecdh.getPrivateKey().toString('hex').padStart(64, '0'), 'hex').toString(
          'base64url',
        ),
        VAPID_SUBJECT: 'mailto:push@qurio.test',
      },
    });
    try {
      expect((await api(t2.app).get('/vapidPublicKey')).body.public_key).toBe(publicKey);
      expect(t2.ctx.vapid.subject).toBe('mailto:push@qurio.test');
    } finally {
      await t2.close();
    }
    const again = await createTestApp({ config: { dataDir: t.ctx.config.dataDir } });
    try {
      expect(again.ctx.vapid.publicKey).toBe(t.ctx.vapid.publicKey);
    } finally {
      await again.close();
    }
  });
});

describe('registerWebPush / unregisterWebPush', () => {
  it('stores the subscription for the calling session and removes it on request', async () => {
    const res = await register(FCM, alice);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: true });
    expect(await subscriptions()).toMatchObject([
      { token: FCM, platform: 'web', user_id: alice.id, p256dh: KEYS.p256dh, auth_secret: KEYS.auth },
    ]);
    // Again, with new keys (the browser renewed them): one row, the new keys.
    const renewed = browserKeys();
    expect((await register(FCM, alice, renewed)).status).toBe(200);
    expect(await subscriptions()).toMatchObject([{ token: FCM, p256dh: renewed.p256dh, auth_secret: renewed.auth }]);
    expect((await register(MOZILLA, alice)).status).toBe(200);
    expect(await subscriptions()).toHaveLength(2);
    const off = await a.post('/unregisterWebPush', { endpoint: FCM }, alice.token);
    expect(off.status).toBe(200);
    expect((await subscriptions()).map((s) => s.token)).toEqual([MOZILLA]);
  });

  it('takes the push services of the major browsers', async () => {
    for (const endpoint of [
      FCM,
      MOZILLA,
      'https://wns2-by3p.notify.windows.com/w/?token=BQYAAAD',
      'https://web.push.apple.com/QGuQyavXutnMH6JBYUTkLgQ',
      'https://android.googleapis.com/gcm/send/abc',
      'https://FCM.googleapis.com:443/fcm/send/upper-case-host',
    ]) {
      const res = await register(endpoint, alice);
      expect(res.status, endpoint).toBe(200);
    }
    // Stored as the URL standard writes it: the host in lower case, no default port.
    expect((await subscriptions()).map((s) => s.token)).toContain(
      'https://fcm.googleapis.com/fcm/send/upper-case-host',
    );
  });

  it('refuses every other address: no request of ours goes anywhere a push service is not', async () => {
    const refused = [
      'http://fcm.googleapis.com/fcm/send/abc',
      'https://127.0.0.1/push',
      'https://127.0.0.1:8443/push',
      'https://10.0.0.7/push',
      'https://192.168.1.20/push',
      'https://169.254.169.254/latest/meta-data',
      'https://[::1]/push',
      'https://[::ffff:127.0.0.1]/push',
      'https://0x7f000001/push',
      'https://2130706433/push',
      'https://0177.0.0.1/push',
      'https://localhost/push',
      'https://push.example.com/push',
      'https://fcm.googleapis.com.evil.example/push',
      'https://evilfcm.googleapis.com/push',
      'https://fcm.googleapis.com./push',
      'https://user:pass@fcm.googleapis.com/push',
      'https://fcm.googleapis.com@evil.example/push',
      'https://evil.example\\@fcm.googleapis.com/push',
      'https://evil.example#@fcm.googleapis.com/push',
      // `*.notify.windows.com` is its subdomains only.
      'https://notify.windows.com/w/',
      'ftp://fcm.googleapis.com/push',
      'file:///etc/passwd',
      'javascript:alert(1)',
    ];
    for (const endpoint of refused) {
      const res = await register(endpoint, alice);
      expect(res.status, endpoint).toBe(400);
      expect(res.body.code, endpoint).toBe('WEB_PUSH_SERVICE_REFUSED');
      expect(res.body.message).toBe('Push notifications cannot be sent through this push service.');
    }
    expect(await subscriptions()).toEqual([]);
  });

  it('takes only the hosts PUSH_HOSTS names when it is set', async () => {
    const t2 = await createTestApp({ env: { PUSH_HOSTS: 'push.example.org, *.wns.example.net' } });
    try {
      const carol = await createUser(t2.app, { username: 'Carol' });
      const b = api(t2.app);
      const post = (endpoint: string) => b.post('/registerWebPush', { endpoint, keys: KEYS }, carol.token);
      expect((await post('https://push.example.org/s/1')).status).toBe(200);
      expect((await post('https://eu.push.example.org/s/2')).status).toBe(200);
      expect((await post('https://a.wns.example.net/s/3')).status).toBe(200);
      for (const endpoint of [FCM, 'https://wns.example.net/s/4', 'https://push.example.org.evil.example/s']) {
        expect((await post(endpoint)).body.code, endpoint).toBe('WEB_PUSH_SERVICE_REFUSED');
      }
    } finally {
      await t2.close();
    }
  });

  it('refuses a malformed subscription with its code', async () => {
    const notOnCurve = Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 7)]).toString('base64url');
    const cases: Array<[object, string]> = [
      [{ keys: KEYS }, 'WEB_PUSH_ENDPOINT_INVALID'],
      [{ endpoint: '', keys: KEYS }, 'WEB_PUSH_ENDPOINT_INVALID'],
      [{ endpoint: 'not a url', keys: KEYS }, 'WEB_PUSH_ENDPOINT_INVALID'],
      [{ endpoint: 42, keys: KEYS }, 'WEB_PUSH_ENDPOINT_INVALID'],
      [{ endpoint: `${FCM}/${'x'.repeat(2048)}`, keys: KEYS }, 'WEB_PUSH_ENDPOINT_INVALID'],
      [{ endpoint: `${FCM}\u0000`, keys: KEYS }, 'TEXT_INVALID_CHARACTER'],
      [{ endpoint: FCM }, 'WEB_PUSH_KEYS_INVALID'],
      [{ endpoint: FCM, keys: 'p256dh' }, 'WEB_PUSH_KEYS_INVALID'],
      [{ endpoint: FCM, keys: { auth: KEYS.auth } }, 'WEB_PUSH_KEYS_INVALID'],
      [{ endpoint: FCM, keys: { p256dh: KEYS.p256dh } }, 'WEB_PUSH_KEYS_INVALID'],
      [{ endpoint: FCM, keys: { p256dh: KEYS.p256dh.slice(1), auth: KEYS.auth } }, 'WEB_PUSH_KEYS_INVALID'],
      [{ endpoint: FCM, keys: { p256dh: `${KEYS.p256dh}AA`, auth: KEYS.auth } }, 'WEB_PUSH_KEYS_INVALID'],
      [{ endpoint: FCM, keys: { p256dh: KEYS.p256dh, auth: 'c2hvcnQ' } }, 'WEB_PUSH_KEYS_INVALID'],
      [{ endpoint: FCM, keys: { p256dh: KEYS.p256dh, auth: `${KEYS.auth.slice(2)}+/` } }, 'WEB_PUSH_KEYS_INVALID'],
      [{ endpoint: FCM, keys: { p256dh: notOnCurve, auth: KEYS.auth } }, 'WEB_PUSH_KEYS_INVALID'],
    ];
    for (const [body, code] of cases) {
      const res = await a.postUnchecked('/registerWebPush', body, alice.token);
      expect(res.status, JSON.stringify(body).slice(0, 120)).toBe(400);
      expect(res.body.code, JSON.stringify(body).slice(0, 120)).toBe(code);
    }
    expect((await a.post('/unregisterWebPush', { endpoint: 'nope' }, alice.token)).body.code).toBe(
      'WEB_PUSH_ENDPOINT_INVALID',
    );
    expect(await subscriptions()).toEqual([]);
  });

  it('needs a session to register or unregister', async () => {
    for (const path of ['/registerWebPush', '/unregisterWebPush'] as const) {
      const res = await a.post(path, { endpoint: FCM, keys: KEYS });
      expect(res.status).toBe(401);
      expect(res.body.code).toBe('SIGN_IN_REQUIRED');
    }
  });

  it("leaves another member's subscription alone, and moves a browser registered again by another session", async () => {
    await register(FCM, alice);
    expect((await a.post('/unregisterWebPush', { endpoint: FCM }, bob.token)).status).toBe(200);
    expect(await subscriptions()).toHaveLength(1);
    await askAndFind(t.app, alice, 'A question queued for Alice?', bob);
    // The browser changes hands before the push went out: Bob signs in there and turns push on.
    const bobKeys = browserKeys();
    expect((await register(FCM, bob, bobKeys)).status).toBe(200);
    expect(await subscriptions()).toMatchObject([{ token: FCM, user_id: bob.id, p256dh: bobKeys.p256dh }]);
    await t.ctx.pushWorker.drain();
    // Alice's push is not delivered to Bob's browser.
    expect(web.sent).toHaveLength(0);
    expect((await outbox()).map((p) => p.status)).toEqual(['dropped']);
  });

  it('ends with the session: logout ends it, a rotated session keeps it, a password change ends the others', async () => {
    const second = await login(alice);
    await register(FCM, alice);
    await register(MOZILLA, second);
    expect((await a.post('/logout', {}, alice.token)).status).toBe(200);
    expect((await subscriptions()).map((s) => s.token)).toEqual([MOZILLA]);
    // A push queued before a logout is not sent after it.
    await askAndFind(t.app, { ...alice, token: second }, 'Who is still subscribed here?', bob);
    expect((await a.post('/logout', {}, second)).status).toBe(200);
    expect(await subscriptions()).toEqual([]);
    await t.ctx.pushWorker.drain();
    expect(web.sent).toEqual([]);
    expect((await outbox()).map((p) => p.status)).toEqual(['dropped']);
    // Rotation: the subscription follows the session to its new token.
    const third = await login(alice);
    await register(FCM, third);
    t.clock.advance(8 * 24 * 60 * 60_000);
    const refreshed = await t.app.inject({
      method: 'GET',
      url: '/api/refresh',
      headers: { authorization: `Bearer ${third}` },
    });
    expect(refreshed.statusCode).toBe(200);
    const rotated = String(refreshed.headers['x-access-token'] ?? '');
    expect(rotated).not.toBe('');
    expect(await subscriptions()).toHaveLength(1);
    await askAndFind(t.app, { ...alice, token: rotated }, 'Does the rotated session still get this?', bob);
    await t.ctx.pushWorker.drain();
    expect(web.sent.map((s) => s.token)).toEqual([FCM]);
    // A password change from another session ends this one, and its subscription.
    const fourth = await login(alice);
    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/password',
      headers: { authorization: `Bearer ${fourth}` },
      payload: { current_password: alice.password, password: 'a new password', password_repeat: 'a new password' },
    });
    expect(changed.statusCode).toBe(200);
    expect(await subscriptions()).toEqual([]);
  });
});

describe('what is pushed to a browser', () => {
  it('every kind with its text in the member language, the keys, and the path a click opens', async () => {
    await register(FCM, alice);
    await register(MOZILLA, bob);
    const id = await askAndFind(t.app, alice, 'What is your favourite colour?', bob, { anonymous: false });
    await a.post('/answer', { question_id: id, answer: 'Blue, of course, @Bob77' }, alice.token);
    await a.post('/likeQuestion', { id }, bob.token);
    await a.post('/follow', { user_id: alice.id }, bob.token);
    await t.ctx.pushWorker.drain();
    await t.ctx.pushWorker.drain();
    const toAlice = web.sent.filter((s) => s.token === FCM);
    expect(toAlice.every((s) => s.keys?.p256dh === KEYS.p256dh && s.keys?.auth === KEYS.auth)).toBe(true);
    // The worker sends a batch side by side, so pushes arrive in any order: compared by kind.
    const byKind = <T extends { data: Record<string, string> }>(list: T[]) =>
      [...list].sort((x, y) => String(x.data.kind).localeCompare(String(y.data.kind)));
    expect(byKind(toAlice.map((s) => s.message))).toEqual([
      {
        title: 'Nuevo seguidor',
        body: '@Bob77 ahora te sigue',
        data: { kind: 'follow', username: 'Bob77', url: '/Bob77' },
      },
      {
        title: 'Nuevo me gusta',
        body: 'A @Bob77 le gustó tu respuesta',
        data: { kind: 'like', question_id: String(id), username: 'Bob77', url: `/Alice/post/${id}` },
      },
      {
        title: 'Nueva pregunta',
        body: 'Tienes una pregunta nueva',
        data: { kind: 'question', question_id: String(id), url: '/questions' },
      },
    ]);
    expect(byKind(web.sent.filter((s) => s.token === MOZILLA).map((s) => s.message)).map((m) => m.data)).toEqual([
      { kind: 'answer', question_id: String(id), username: 'Alice', url: `/Alice/post/${id}` },
      { kind: 'mention', question_id: String(id), username: 'Alice', url: `/Alice/post/${id}` },
    ]);
  });

  it('follows each notification setting', async () => {
    await register(FCM, alice);
    for (const key of ['notify_questions', 'notify_likes', 'notify_followers'] as const) {
      expect((await a.post('/set', { key, value: '0' }, alice.token)).status).toBe(200);
    }
    const id = await askAndAnswer(t.app, alice, 'A question with all off?', 'An answer', bob, { anonymous: false });
    await a.post('/likeQuestion', { id }, bob.token);
    await a.post('/follow', { user_id: alice.id }, bob.token);
    await t.ctx.pushWorker.drain();
    expect(web.sent).toEqual([]);
    expect(await outbox()).toEqual([]);
  });
});
