import { execFileSync } from 'node:child_process';
import { generateKeyPairSync, type KeyObject, verify } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http, { type IncomingMessage } from 'node:http';
import http2 from 'node:http2';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.js';
import { api, askAndFind, createUser } from '../../test/factories.js';
import { ApnsSender } from './apns.js';
import { FcmSender } from './fcm.js';

/**
 * The real senders against local stand-ins that check what each service documents: APNs (HTTP/2
 * over TLS, a self-signed certificate made with openssl) verifies the ES256 provider token, the
 * path, `apns-topic`, `apns-push-type` and the JSON body; FCM's token endpoint verifies the RS256
 * assertion and its messages:send the bearer token and the message shape.
 */
const DEVICE = 'b'.repeat(64);
const GONE_DEVICE = 'c'.repeat(64);
const FCM_TOKEN = 'fcm:device-1';
const FCM_GONE = 'fcm:device-gone';

function decodeJwt(jwt: string, key: KeyObject, alg: 'ES256' | 'RS256') {
  const [h, c, s] = jwt.split('.');
  const data = Buffer.from(`${h}.${c}`);
  const signature = Buffer.from(s ?? '', 'base64url');
  const ok =
    alg === 'ES256'
      ? verify('sha256', data, { key, dsaEncoding: 'ieee-p1363' }, signature)
      : verify('RSA-SHA256', data, key, signature);
  return {
    ok,
    header: JSON.parse(Buffer.from(h ?? '', 'base64url').toString()),
    claims: JSON.parse(Buffer.from(c ?? '', 'base64url').toString()),
  };
}

const readBody = (req: IncomingMessage | http2.Http2ServerRequest) =>
  new Promise<string>((resolve) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
  });

let dir: string;
let cert: string;
let apnsKey: { privateKey: KeyObject; publicKey: KeyObject };
let fcmKey: { privateKey: KeyObject; publicKey: KeyObject };
let apnsServer: http2.Http2SecureServer;
let fcmServer: http.Server;
let apnsHost: string;
let fcmBase: string;
const apnsSeen: Array<{
  path: string;
  headers: Record<string, unknown>;
  body: unknown;
  jwt: ReturnType<typeof decodeJwt>;
}> = [];
const fcmSeen: Array<{ url: string; body: unknown }> = [];
let exchanges = 0;
const issued = new Set<string>();

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'qurio-push-'));
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
      'subjectAltName=IP:127.0.0.1,DNS:localhost',
    ],
    { stdio: 'ignore' },
  );
  cert = readFileSync(join(dir, 'tls.crt'), 'utf8');
  apnsKey = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  fcmKey = generateKeyPairSync('rsa', { modulusLength: 2048 });

  apnsServer = http2.createSecureServer({ key: readFileSync(join(dir, 'tls.key')), cert });
  apnsServer.on('request', async (req, res) => {
    const body = await readBody(req);
    const jwt = decodeJwt(String(req.headers.authorization ?? '').replace(/^bearer /, ''), apnsKey.publicKey, 'ES256');
    apnsSeen.push({ path: req.url, headers: { ...req.headers }, body: JSON.parse(body), jwt });
    const fail = (status: number, reason: string) => res.writeHead(status).end(JSON.stringify({ reason }));
    if (!jwt.ok || jwt.header.kid !== 'KEY123' || jwt.claims.iss !== 'TEAM456')
      return fail(403, 'InvalidProviderToken');
    if (req.headers['apns-topic'] !== 'app.qurio.mobile') return fail(400, 'BadTopic');
    if (req.headers['apns-push-type'] !== 'alert' || req.method !== 'POST') return fail(400, 'BadRequest');
    if (req.url === `/3/device/${GONE_DEVICE}`) return fail(410, 'Unregistered');
    if (req.url !== `/3/device/${DEVICE}`) return fail(400, 'BadDeviceToken');
    res.writeHead(200, { 'apns-id': 'id-1' }).end();
  });
  await new Promise<void>((r) => apnsServer.listen(0, '127.0.0.1', r));
  apnsHost = `127.0.0.1:${(apnsServer.address() as AddressInfo).port}`;

  fcmServer = http.createServer(async (req, res) => {
    const body = await readBody(req);
    const json = (status: number, value: unknown) =>
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));
    if (req.url === '/token') {
      const form = new URLSearchParams(body);
      const jwt = decodeJwt(form.get('assertion') ?? '', fcmKey.publicKey, 'RS256');
      const good =
        form.get('grant_type') === 'urn:ietf:params:oauth:grant-type:jwt-bearer' &&
        jwt.ok &&
        jwt.header.alg === 'RS256' &&
        jwt.claims.iss === 'push@qurio-test.iam.gserviceaccount.com' &&
        jwt.claims.aud === `${fcmBase}/token` &&
        jwt.claims.scope === 'https://www.googleapis.com/auth/firebase.messaging' &&
        jwt.claims.exp > jwt.claims.iat;
      if (!good) return json(400, { error: 'invalid_grant' });
      exchanges += 1;
      issued.add(`access-${exchanges}`);
      return json(200, { access_token: `access-${exchanges}`, expires_in: 3600, token_type: 'Bearer' });
    }
    if (req.url !== '/v1/projects/qurio-test/messages:send' || req.method !== 'POST') return json(404, {});
    if (!issued.has(String(req.headers.authorization).replace(/^Bearer /, '')))
      return json(401, { error: { status: 'UNAUTHENTICATED' } });
    const message = JSON.parse(body);
    fcmSeen.push({ url: req.url, body: message });
    const m = message.message;
    if (typeof m?.notification?.title !== 'string' || typeof m?.notification?.body !== 'string') {
      return json(400, { error: { status: 'INVALID_ARGUMENT' } });
    }
    if (m.token === FCM_GONE) {
      return json(404, {
        error: {
          status: 'NOT_FOUND',
          details: [{ '@type': 'type.googleapis.com/google.firebase.fcm.v1.FcmError', errorCode: 'UNREGISTERED' }],
        },
      });
    }
    return json(200, { name: 'projects/qurio-test/messages/1' });
  });
  await new Promise<void>((r) => fcmServer.listen(0, '127.0.0.1', r));
  fcmBase = `http://127.0.0.1:${(fcmServer.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((r) => apnsServer.close(r));
  await new Promise((r) => fcmServer.close(r));
  rmSync(dir, { recursive: true, force: true });
});

const apns = () =>
  new ApnsSender({
    keyPem: apnsKey.privateKey.export({ format: 'pem', type: 'pkcs8' }).toString(),
    keyId: 'KEY123',
    teamId: 'TEAM456',
    bundleId: 'app.qurio.mobile',
    host: apnsHost,
    ca: cert,
  });
const fcm = () =>
  new FcmSender({
    account: {
      project_id: 'qurio-test',
      client_email: 'push@qurio-test.iam.gserviceaccount.com',
      private_key: fcmKey.privateKey.export({ format: 'pem', type: 'pkcs8' }).toString(),
      token_uri: `${fcmBase}/token`,
    },
    baseUrl: fcmBase,
  });

describe('APNs sender', () => {
  it('posts an alert with an ES256 provider token over HTTP/2 and reads the answers', async () => {
    const sender = apns();
    try {
      const message = {
        title: 'New question',
        body: 'You have a new question',
        data: { kind: 'question', question_id: '7' },
      };
      expect(await sender.send(DEVICE, message)).toEqual({ result: 'sent', id: 'id-1' });
      const seen = apnsSeen.at(-1);
      expect(seen?.path).toBe(`/3/device/${DEVICE}`);
      expect(seen?.jwt.ok).toBe(true);
      expect(seen?.headers['apns-topic']).toBe('app.qurio.mobile');
      expect(seen?.body).toEqual({
        aps: { alert: { title: 'New question', body: 'You have a new question' }, sound: 'default' },
        kind: 'question',
        question_id: '7',
      });
      expect(await sender.send(GONE_DEVICE, message)).toEqual({ result: 'gone', reason: 'APNs 410 Unregistered' });
      expect(await sender.send('d'.repeat(10), message)).toEqual({ result: 'gone', reason: 'APNs 400 BadDeviceToken' });
    } finally {
      sender.close();
    }
  });
});

describe('FCM sender', () => {
  it('exchanges a signed RS256 assertion for an access token once, and sends the v1 message', async () => {
    const sender = fcm();
    const message = { title: 'New like', body: '@Bob liked your answer', data: { kind: 'like', question_id: '3' } };
    expect(await sender.send(FCM_TOKEN, message)).toEqual({ result: 'sent', id: 'projects/qurio-test/messages/1' });
    expect(await sender.send(FCM_TOKEN, message)).toMatchObject({ result: 'sent' });
    expect(exchanges).toBe(1);
    expect(fcmSeen.at(-1)?.body).toMatchObject({
      message: {
        token: FCM_TOKEN,
        notification: { title: 'New like', body: '@Bob liked your answer' },
        data: message.data,
      },
    });
    expect(await sender.send(FCM_GONE, message)).toEqual({ result: 'gone', reason: 'FCM 404 UNREGISTERED' });
  });
});

describe('push worker with the real senders', () => {
  it('delivers to both services and deletes the tokens they report gone', async () => {
    const t = await createTestApp({ pushSenders: { ios: apns(), android: fcm() } });
    try {
      const a = api(t.app);
      const owner = await createUser(t.app, { username: 'Owner1' });
      const other = await createUser(t.app, { username: 'Other2' });
      for (const [token, platform, who] of [
        [DEVICE, 'ios', owner],
        [FCM_TOKEN, 'android', owner],
        [GONE_DEVICE, 'ios', other],
        [FCM_GONE, 'android', other],
      ] as const) {
        expect((await a.post('/registerPushToken', { token, platform }, who.token)).status).toBe(200);
      }
      const before = apnsSeen.length;
      await askAndFind(t.app, owner, 'Hello from nobody?');
      await askAndFind(t.app, other, 'Hello to the other one?');
      await t.ctx.pushWorker.drain();
      const rows = await t.ctx.db.kysely
        .selectFrom('push_outbox')
        .select(['user_id', 'status'])
        .orderBy('id')
        .execute();
      expect(rows).toEqual([
        { user_id: owner.id, status: 'sent' },
        { user_id: owner.id, status: 'sent' },
        { user_id: other.id, status: 'dropped' },
        { user_id: other.id, status: 'dropped' },
      ]);
      const left = await t.ctx.db.kysely.selectFrom('push_tokens').select('token').orderBy('id').execute();
      expect(left.map((r) => r.token)).toEqual([DEVICE, FCM_TOKEN]);
      // A batch goes out side by side: the two requests reach the stand-in in either order.
      expect(
        apnsSeen
          .slice(before)
          .map((s) => s.path)
          .sort(),
      ).toEqual([`/3/device/${DEVICE}`, `/3/device/${GONE_DEVICE}`].sort());
    } finally {
      await t.close();
    }
  });
});
