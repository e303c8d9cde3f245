import { createECDH } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ConfigError, DEFAULT_PUSH_HOSTS, loadConfig } from './config.js';

const FINGERPRINT = Array(32).fill('A1').join(':');

function vapidPair() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    publicKey: ecdh.getPublicKey().toString('base64url'),
    privateKey: Buffer.from(ecdh.getPrivateKey().toString('hex').padStart(64, '0'), 'hex').toString('base64url'),
  };
}
const PAIR = vapidPair();
const OTHER = vapidPair();

describe('configuration', () => {
  it('has working defaults: port 3000, SQLite in ./data', () => {
    const c = loadConfig({});
    expect(c.port).toBe(3000);
    expect(c.database).toEqual({ kind: 'sqlite', file: expect.stringMatching(/data\/qurio\.db$/) });
    expect(c.redisUrl).toBeNull();
    expect(c.redisPrefix).toBe('qurio:');
    expect(loadConfig({ REDIS_PREFIX: 'qurio:staging:' }).redisPrefix).toBe('qurio:staging:');
    expect(c.smtpUrl).toBeNull();
    expect(c.publicUrl).toBe('http://localhost:3000');
    expect(c.rateLimits).toBe(true);
    expect(c.passwordHashing).toBe('standard');
    expect(loadConfig({ PASSWORD_HASHING: 'fast' }).passwordHashing).toBe('fast');
    expect(c.webDir).toMatch(/apps\/web\/dist$/);
    expect(loadConfig({ WEB_DIR: '/srv/qurio-web' }).webDir).toBe('/srv/qurio-web');
    // Anonymous questions wait up to half an hour (features/questions/delivery.ts); 0 turns it off.
    expect(c.questionDelayMinutes).toBe(30);
    expect(loadConfig({ QUESTION_DELAY_MINUTES: '0' }).questionDelayMinutes).toBe(0);
    expect(loadConfig({ QUESTION_DELAY_MINUTES: '1440' }).questionDelayMinutes).toBe(1440);
  });

  it('selects PostgreSQL by URL and keeps the other settings', () => {
    const c = loadConfig({
      PORT: '8080',
      DATABASE_URL: 'postgres://u@127.0.0.1:5432/qurio',
      REDIS_URL: 'redis://127.0.0.1:6379',
      SMTP_URL: 'smtps://user:pass@127.0.0.1:465',
      MAIL_FROM: 'Qurio <hello@qurio.test>',
      PUBLIC_URL: 'https://qurio.test/',
    });
    expect(c.database).toEqual({ kind: 'postgres', url: 'postgres://u@127.0.0.1:5432/qurio' });
    expect(c.port).toBe(8080);
    expect(c.publicUrl).toBe('https://qurio.test');
    expect(c.redisUrl).toBe('redis://127.0.0.1:6379');
  });

  it('has no app links until they are configured, and reads them when they are', () => {
    expect(loadConfig({}).apps).toEqual({
      androidPackage: 'app.qurio.mobile',
      androidCertSha256: [],
      iosAppId: null,
      playStoreUrl: null,
      appStoreUrl: null,
    });
    const c = loadConfig({
      ANDROID_APP_ID: 'app.qurio.beta',
      ANDROID_CERT_SHA256: ` ${FINGERPRINT.toLowerCase()} ,${FINGERPRINT.replace(/^A1/, 'FF')}`,
      IOS_APP_ID: 'ABCDE12345.app.qurio.mobile',
      PLAY_STORE_URL: 'https://play.google.com/store/apps/details?id=app.qurio.beta',
      APP_STORE_URL: 'https://apps.apple.com/app/qurio/id123456789',
    });
    expect(c.apps).toEqual({
      androidPackage: 'app.qurio.beta',
      // keytool prints upper case; a pasted lower-case one means the same certificate.
      androidCertSha256: [FINGERPRINT, FINGERPRINT.replace(/^A1/, 'FF')],
      iosAppId: 'ABCDE12345.app.qurio.mobile',
      playStoreUrl: 'https://play.google.com/store/apps/details?id=app.qurio.beta',
      appStoreUrl: 'https://apps.apple.com/app/qurio/id123456789',
    });
  });

  it("trusts the major browsers' push services and keeps its own VAPID keys until told otherwise", () => {
    const c = loadConfig({});
    expect(c.push.web).toEqual({ hosts: DEFAULT_PUSH_HOSTS, vapid: null, subject: 'mailto:no-reply@qurio.local' });
    expect(DEFAULT_PUSH_HOSTS).toEqual(
      expect.arrayContaining([
        'fcm.googleapis.com',
        'updates.push.services.mozilla.com',
        '*.notify.windows.com',
        'web.push.apple.com',
      ]),
    );
    expect(loadConfig({ PUBLIC_URL: 'https://qurio.test' }).push.web.subject).toBe('https://qurio.test');
    const set = loadConfig({
      PUSH_HOSTS: ' Push.Example.org ,*.wns.example.net',
      VAPID_PUBLIC_KEY: PAIR.publicKey,
      VAPID_PRIVATE_KEY: PAIR.privateKey,
      VAPID_SUBJECT: 'mailto:push@qurio.test',
    });
    expect(set.push.web).toEqual({
      hosts: ['push.example.org', '*.wns.example.net'],
      vapid: PAIR,
      subject: 'mailto:push@qurio.test',
    });
  });

  it.each([
    [{ PUSH_HOSTS: '127.0.0.1' }, /^PUSH_HOSTS must be comma-separated host names/],
    [{ PUSH_HOSTS: 'fcm.googleapis.com,' }, /^PUSH_HOSTS must be/],
    [{ PUSH_HOSTS: 'https://fcm.googleapis.com' }, /^PUSH_HOSTS must be/],
    [{ PUSH_HOSTS: '*' }, /^PUSH_HOSTS must be/],
    [{ PUSH_HOSTS: '[::1]' }, /^PUSH_HOSTS must be/],
    [{ VAPID_PUBLIC_KEY: PAIR.publicKey }, /^VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together/],
    [{ VAPID_PUBLIC_KEY: 'abc', VAPID_PRIVATE_KEY: PAIR.privateKey }, /^VAPID_PUBLIC_KEY must be an uncompressed/],
    [{ VAPID_PUBLIC_KEY: PAIR.publicKey, VAPID_PRIVATE_KEY: 'abc' }, /^VAPID_PRIVATE_KEY must be a P-256/],
    [
      { VAPID_PUBLIC_KEY: OTHER.publicKey, VAPID_PRIVATE_KEY: PAIR.privateKey },
      /^VAPID_PUBLIC_KEY is not the public key of VAPID_PRIVATE_KEY/,
    ],
    [{ VAPID_SUBJECT: 'http://qurio.test' }, /^VAPID_SUBJECT must be a mailto: address or an https:\/\/ URL/],
  ])('%j stops start-up with one clear line about Web Push', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('believes no proxy by default; TRUST_PROXY names addresses, ranges and the named ranges', () => {
    expect(loadConfig({}).trustProxy).toEqual([]);
    expect(loadConfig({ TRUST_PROXY: ' ' }).trustProxy).toEqual([]);
    expect(loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8,192.168.1.5, fd00::/8,::1' }).trustProxy).toEqual([
      'loopback',
      '10.0.0.0/8',
      '192.168.1.5',
      'fd00::/8',
      '::1',
    ]);
  });

  it.each(['true', '*', '1', '10.0.0.0/33', 'fd00::/129', '10.0.0.1/8/1', 'proxy.example.org', 'loopback,'])(
    'TRUST_PROXY=%s stops start-up with one clear line',
    (value) => {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/^TRUST_PROXY must be comma-separated proxy addresses/);
    },
  );

  it('keeps files on the disk by default; STORAGE_DRIVER=s3 reads the bucket settings', () => {
    expect(loadConfig({}).storage).toEqual({ driver: 'disk' });
    expect(
      loadConfig({
        STORAGE_DRIVER: 's3',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_BUCKET: 'qurio-files',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_FORCE_PATH_STYLE: 'true',
        S3_PUBLIC_URL: 'https://cdn.qurio.test/',
      }).storage,
    ).toEqual({
      driver: 's3',
      endpoint: 'http://127.0.0.1:9000',
      bucket: 'qurio-files',
      region: 'us-east-1',
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
      forcePathStyle: true,
      publicUrl: 'https://cdn.qurio.test',
    });
    expect(loadConfig({ STORAGE_DRIVER: 's3', S3_BUCKET: 'b-1', S3_REGION: 'eu-central-1' }).storage).toMatchObject({
      endpoint: null,
      region: 'eu-central-1',
      credentials: null,
      forcePathStyle: false,
      publicUrl: null,
    });
  });

  it.each([
    [{ STORAGE_DRIVER: 'ftp' }, /^STORAGE_DRIVER must be disk or s3/],
    [{ STORAGE_DRIVER: 's3' }, /^STORAGE_DRIVER=s3 needs S3_BUCKET/],
    [{ STORAGE_DRIVER: 's3', S3_BUCKET: 'Has_Capitals' }, /^S3_BUCKET must be a bucket name/],
    [{ S3_ENDPOINT: 'minio:9000' }, /^S3_ENDPOINT must be a URL/],
    [{ S3_PUBLIC_URL: 'ftp://cdn' }, /^S3_PUBLIC_URL must be a URL/],
    [{ S3_FORCE_PATH_STYLE: 'yes' }, /^S3_FORCE_PATH_STYLE must be true or false/],
    [{ S3_REGION: 'EU West' }, /^S3_REGION must be a region name/],
    [{ S3_ACCESS_KEY_ID: 'key' }, /^S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together/],
  ])('%j stops start-up with one clear line about storage', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });

  it.each([
    [{ PORT: 'abc' }, /^PORT must be a whole number/],
    [{ PORT: '70000' }, /^PORT must be a whole number/],
    [{ DATABASE_URL: 'mysql://x' }, /^DATABASE_URL must start with postgres:\/\//],
    [{ REDIS_URL: 'http://x' }, /^REDIS_URL must be a URL/],
    [{ REDIS_PREFIX: 'with space' }, /^REDIS_PREFIX must be 1 to 64 letters/],
    [{ SMTP_URL: 'mail.example.com' }, /^SMTP_URL must be a URL/],
    [{ PUBLIC_URL: 'ftp://x' }, /^PUBLIC_URL must be a URL/],
    [{ MAIL_FROM: 'nobody' }, /^MAIL_FROM must be an address/],
    [{ RATE_LIMITS: 'maybe' }, /^RATE_LIMITS must be on or off/],
    [{ PASSWORD_HASHING: 'none' }, /^PASSWORD_HASHING must be standard or fast/],
    [{ PASSWORD_HASHING: 'fast', NODE_ENV: 'production' }, /^PASSWORD_HASHING=fast is for test servers/],
    [{ QUESTION_DELAY_MINUTES: '-1' }, /^QUESTION_DELAY_MINUTES must be a whole number from 0 to 1440/],
    [{ QUESTION_DELAY_MINUTES: '1441' }, /^QUESTION_DELAY_MINUTES must be a whole number from 0 to 1440/],
    [{ QUESTION_DELAY_MINUTES: 'half an hour' }, /^QUESTION_DELAY_MINUTES must be a whole number/],
    [{ MIN_AGE: '12' }, /^MIN_AGE must be a whole number from 13 to 21/],
    [{ MIN_AGE: 'thirteen' }, /^MIN_AGE must be a whole number from 13 to 21/],
    [{ ASKER_SECRET: 'short' }, /^ASKER_SECRET must be at least 32 characters/],
    [{ ANDROID_APP_ID: 'qurio' }, /^ANDROID_APP_ID must be an Android package name/],
    [{ ANDROID_APP_ID: 'app.1qurio' }, /^ANDROID_APP_ID must be an Android package name/],
    [{ ANDROID_CERT_SHA256: 'AB:CD' }, /^ANDROID_CERT_SHA256 must be comma-separated SHA-256 fingerprints/],
    [{ ANDROID_CERT_SHA256: `${FINGERPRINT},` }, /^ANDROID_CERT_SHA256 must be comma-separated/],
    [{ ANDROID_CERT_SHA256: FINGERPRINT.replace(/:/g, '') }, /^ANDROID_CERT_SHA256 must be/],
    [{ IOS_APP_ID: 'app.qurio.mobile' }, /^IOS_APP_ID must be the team id and bundle id/],
    [{ IOS_APP_ID: 'abcde12345.app.qurio.mobile' }, /^IOS_APP_ID must be/],
    [
      { PLAY_STORE_URL: 'http://play.google.com/store/apps/details?id=x' },
      /^PLAY_STORE_URL must be a URL starting with https:\/\//,
    ],
    [{ APP_STORE_URL: 'apps.apple.com/app/id1' }, /^APP_STORE_URL must be a URL starting with https:\/\//],
  ])('%j stops start-up with one clear line', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    try {
      loadConfig(env);
    } catch (error) {
      expect((error as Error).message).toMatch(message);
      expect((error as Error).message).not.toContain('\n');
    }
  });
});
