import { execFileSync } from 'node:child_process';
import { createDecipheriv, createECDH, createPublicKey, type ECDH, hkdfSync, randomBytes, verify } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { api, askAndFind, type CreatedUser, createUser } from '../../test/factories.js';
import { WEB_PUSH_TTL_S, WebPushSender } from './web.js';

/**
 * The real Web Push sender end to end, against a local stand-in of a browser's push service over
 * HTTPS (a self-signed certificate made with openssl, trusted through the sender's agent): the
 * stand-in checks what RFC 8030/8291/8292 ask of a request — the VAPID JWT's ES256 signature
 * with the public key in `Authorization: vapid t=…, k=…`, its audience, subject and expiry, TTL,
 * Urgency and `Content-Encoding: aes128gcm` — and decrypts the payload with the subscription's
 * private key, as the browser would, so the test reads exactly what the service worker gets.
 */

/** One browser's subscription: its P-256 key pair and authentication secret. */
interface Browser {
  ecdh: ECDH;
  auth: Buffer;
}
function newBrowser(): Browser {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { ecdh, auth: randomBytes(16) };
}
const keysOf = (b: Browser) => ({
  p256dh: b.ecdh.getPublicKey().toString('base64url'),
  auth: b.auth.toString('base64url'),
});

/**
 * RFC 8291 (Message Encryption for Web Push) and RFC 8188 (aes128gcm), as a user agent decrypts:
 * the header (salt, record size, the sender's ephemeral public key), then IKM from the ECDH
 * secret and the auth secret, the content key and nonce from IKM and the salt, one AES-128-GCM
 * record ending with the last-record delimiter 0x02 and zero padding.
 */
function decrypt(body: Buffer, browser: Browser): string {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20] ?? 0;
  const senderPublic = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  expect(idLength).toBe(65);
  expect(record.length).toBeLessThanOrEqual(recordSize);
  const shared = browser.ecdh.computeSecret(senderPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), browser.ecdh.getPublicKey(), senderPublic]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, browser.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  expect(padded[end]).toBe(2);
  return padded.subarray(0, end).toString('utf8');
}

/** Checks `vapid t=<JWT>, k=<public key>` as a push service does (RFC 8292). */
function checkVapid(header: string, audience: string): { ok: boolean; key: string; claims: Record<string, unknown> } {
  const t = /(?:^|[\s,])t=([^,\s]+)/.exec(header.replace(/^vapid\s+/i, ''))?.[1] ?? '';
  const k = /(?:^|[\s,])k=([^,\s]+)/.exec(header.replace(/^vapid\s+/i, ''))?.[1] ?? '';
  const [h, c, s] = t.split('.');
  const point = Buffer.from(k, 'base64url');
  if (!header.toLowerCase().startsWith('vapid ') || point.length !== 65 || !h || !c || !s)
    return { ok: false, key: k, claims: {} };
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33).toString('base64url'),
    },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${h}.${c}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(s, 'base64url'),
  );
  const head = JSON.parse(Buffer.from(h, 'base64url').toString());
  const claims = JSON.parse(Buffer.from(c, 'base64url').toString());
  const now = Date.now() / 1000;
  const ok =
    signed &&
    head.alg === 'ES256' &&
    claims.aud === audience &&
    typeof claims.exp === 'number' &&
    claims.exp > now &&
    claims.exp <= now + 24 * 3600 &&
    typeof claims.sub === 'string';
  return { ok, key: k, claims };
}

let dir: string;
let cert: string;
let server: https.Server;
let origin: string;
const vapidPair = newBrowser().ecdh;
const VAPID = {
  publicKey: vapidPair.getPublicKey().toString('base64url'),
  privateKey: Buffer.from(vapidPair.getPrivateKey().toString('hex').padStart(64, '0'), 'hex').toString('base64url'),
  subject: 'mailto:push@qurio.test',
};
/** What the stand-in accepted (only requests with a valid VAPID signature and an encrypted body). */
const delivered: Array<{
  path: string;
  headers: Record<string, unknown>;
  body: Buffer;
  claims: Record<string, unknown>;
}> = [];
const hits = new Map<string, number>();

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'qurio-webpush-'));
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-keyout',
      join(dir, 'tls.key'),
      '-out',
      join(dir, 'tls.crt'),
      '-days',
      '1',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost',
    ],
    { stdio: 'ignore' },
  );
  cert = readFileSync(join(dir, 'tls.crt'), 'utf8');
  server = https.createServer({ key: readFileSync(join(dir, 'tls.key')), cert }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const path = req.url ?? '';
      hits.set(path, (hits.get(path) ?? 0) + 1);
      const vapid = checkVapid(String(req.headers.authorization ?? ''), origin);
      if (req.method !== 'POST' || !vapid.ok || vapid.key !== VAPID.publicKey) return res.writeHead(401).end();
      if (req.headers['content-encoding'] !== 'aes128gcm' || req.headers.ttl === undefined) {
        return res.writeHead(400).end();
      }
      if (path.startsWith('/push/gone404/')) return res.writeHead(404).end();
      if (path.startsWith('/push/gone410/')) return res.writeHead(410).end();
      if (path.startsWith('/push/redirect/')) return res.writeHead(301, { location: 'https://127.0.0.1/x' }).end();
      if (path.startsWith('/push/flaky/') && hits.get(path) === 1) return res.writeHead(503).end();
      delivered.push({ path, headers: { ...req.headers }, body: Buffer.concat(chunks), claims: vapid.claims });
      res.writeHead(201, { location: `${origin}/message/${delivered.length}` }).end();
    });
  });
  // `localhost` as the client resolves it: the endpoint's host is a name, as a push service's is.
  await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve));
  origin = `https://localhost:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

let t: TestApp;
let sender: WebPushSender;
let alice: CreatedUser;
beforeEach(async () => {
  delivered.length = 0;
  hits.clear();
  sender = new WebPushSender({ vapid: VAPID, hosts: ['localhost'], agent: new https.Agent({ ca: cert }) });
  t = await createTestApp({
    env: {
      PUSH_HOSTS: 'localhost',
      VAPID_PUBLIC_KEY: VAPID.publicKey,
      VAPID_PRIVATE_KEY: VAPID.privateKey,
      VAPID_SUBJECT: VAPID.subject,
    },
    pushSenders: { web: sender },
  });
  alice = await createUser(t.app, { username: 'Alice', lang: 'pt' });
});
afterEach(async () => {
  await t.close();
});

const subscriptions = () =>
  t.ctx.db.kysely.selectFrom('push_tokens').select(['token']).where('platform', '=', 'web').orderBy('id').execute();
const outbox = () => t.ctx.db.kysely.selectFrom('push_outbox').selectAll().orderBy('id').execute();
async function subscribe(path: string, as: CreatedUser = alice): Promise<Browser> {
  const browser = newBrowser();
  const res = await api(t.app).post(
    '/registerWebPush',
    { endpoint: `${origin}${path}`, keys: keysOf(browser) },
    as.token,
  );
  expect(res.status).toBe(200);
  return browser;
}

describe('Web Push to a push service', () => {
  it('encrypts to the subscription and signs with VAPID; the payload names no anonymous asker', async () => {
    expect((await api(t.app).get('/vapidPublicKey')).body.public_key).toBe(VAPID.publicKey);
    const browser = await subscribe('/push/ok/alice-laptop');
    const asker = await createUser(t.app, { username: 'SecretSender7', email: 'hidden.person@example.com' });
    const id = await askAndFind(t.app, alice, 'Guess who is asking this?', asker);
    const started = performance.now();
    await t.ctx.pushWorker.drain();
    const sendMs = performance.now() - started;
    expect(delivered).toHaveLength(1);
    const [push] = delivered;
    if (!push) throw new Error('nothing delivered');
    expect(push.path).toBe('/push/ok/alice-laptop');
    expect(push.headers.ttl).toBe(String(WEB_PUSH_TTL_S));
    expect(push.headers.urgency).toBe('normal');
    expect(push.claims.sub).toBe(VAPID.subject);
    const payload = decrypt(push.body, browser);
    expect(JSON.parse(payload)).toEqual({
      title: 'Nova pergunta',
      body: 'Você tem uma nova pergunta',
      url: '/questions',
      tag: `qurio-question-${id}`,
    });
    // Neither the payload nor anything else on the wire names the asker.
    const wire = `${payload} ${JSON.stringify(push.headers)} ${JSON.stringify(push.claims)}`.toLowerCase();
    for (const secret of ['secretsender7', 'hidden.person', 'sender']) expect(wire).not.toContain(secret);
    // Another browser's keys cannot read it.
    expect(() => decrypt(push.body, newBrowser())).toThrow();
    expect((await outbox()).map((p) => p.status)).toEqual(['sent']);
    // The send time of one push to a local service, for the closing note.
    console.log(`web push send: ${sendMs.toFixed(1)} ms`);
  });

  it('a named actor push carries the path to open, at low urgency for a follow', async () => {
    const browser = await subscribe('/push/ok/alice-phone');
    const bob = await createUser(t.app, { username: 'Bob77' });
    await api(t.app).post('/follow', { user_id: alice.id }, bob.token);
    await t.ctx.pushWorker.drain();
    const [push] = delivered;
    if (!push) throw new Error('nothing delivered');
    expect(push.headers.urgency).toBe('low');
    expect(JSON.parse(decrypt(push.body, browser))).toEqual({
      title: 'Novo seguidor',
      body: '@Bob77 começou a seguir você',
      url: '/Bob77',
      tag: 'qurio-follow-Bob77',
    });
  });

  it('deletes a subscription the service calls gone (404, 410) and retries a 5xx with back-off', async () => {
    await subscribe('/push/gone404/a');
    await subscribe('/push/gone410/b');
    const flaky = await subscribe('/push/flaky/c');
    await askAndFind(t.app, alice, 'Is anybody still subscribed?');
    await t.ctx.pushWorker.drain();
    expect((await subscriptions()).map((s) => s.token)).toEqual([`${origin}/push/flaky/c`]);
    const rows = await outbox();
    expect(rows.filter((r) => r.status === 'dropped').map((r) => r.last_error)).toEqual([
      'Web Push 404',
      'Web Push 410',
    ]);
    expect(rows.find((r) => r.status === 'queued')).toMatchObject({ attempts: 1, last_error: 'Web Push 503' });
    expect(delivered).toHaveLength(0);
    // Not before the back-off ends; then it goes through.
    await t.ctx.pushWorker.drain();
    expect(hits.get('/push/flaky/c')).toBe(1);
    t.clock.advance(31_000);
    await t.ctx.pushWorker.drain();
    expect(delivered).toHaveLength(1);
    expect(JSON.parse(decrypt(delivered[0]?.body ?? Buffer.alloc(0), flaky)).url).toBe('/questions');
    expect((await outbox()).map((p) => p.status).sort()).toEqual(['dropped', 'dropped', 'sent']);
  });
});

describe('WebPushSender', () => {
  const message = { title: 'New question', body: 'You have a new question', data: { kind: 'question' } };

  it('sends nothing to a host off the list, follows no redirect, retries an unreachable service', async () => {
    const keys = keysOf(newBrowser());
    const strict = new WebPushSender({
      vapid: VAPID,
      hosts: ['fcm.googleapis.com'],
      agent: new https.Agent({ ca: cert }),
    });
    expect(await strict.send(`${origin}/push/ok/x`, message, keys)).toEqual({
      result: 'gone',
      reason: 'Web Push endpoint not on PUSH_HOSTS',
    });
    expect(await strict.send('https://127.0.0.1/push', message, keys)).toMatchObject({ result: 'gone' });
    expect(await strict.send('http://fcm.googleapis.com/push', message, keys)).toMatchObject({ result: 'gone' });
    expect(hits.size).toBe(0);
    expect(await sender.send(`${origin}/push/redirect/y`, message, keys)).toEqual({
      result: 'failed',
      error: 'Web Push 301',
    });
    expect([...hits.keys()]).toEqual(['/push/redirect/y']);
    // A port where nothing listens: a network error, worth another try.
    const closed = https.createServer();
    await new Promise<void>((resolve) => closed.listen(0, 'localhost', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    expect(await sender.send(`https://localhost:${port}/push/ok/z`, message, keys)).toMatchObject({ result: 'retry' });
    strict.close();
  });
});
