import { createECDH } from 'node:crypto';
import { existsSync } from 'node:fs';
import { isIP } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { PasswordHashing } from './lib/crypto.js';
import type { StorageConfig } from './lib/storage/index.js';

/**
 * The repository root, so defaults work whichever directory the server starts from: the nearest
 * folder above this module that holds apps/server, from the sources (apps/server/src) and from
 * the bundle (apps/server/dist, build.mjs) alike.
 */
export const REPO_ROOT = findRepoRoot(dirname(fileURLToPath(import.meta.url)));

function findRepoRoot(from: string): string {
  for (let dir = from; dirname(dir) !== dir; dir = dirname(dir)) {
    if (existsSync(join(dir, 'apps', 'server', 'package.json'))) return dir;
  }
  return resolve(from, '../../..');
}

export interface Config {
  port: number;
  host: string;
  /**
   * TRUST_PROXY: the proxies in front of the server whose `X-Forwarded-For` and
   * `X-Forwarded-Proto` it believes (addresses, CIDR ranges or `loopback`, `linklocal`,
   * `uniquelocal`), so per-address limits see the client, not the proxy. Empty (the default):
   * none, the connection's address counts. "Everyone" is not offered: any client could then name
   * its own address and step around every per-address limit.
   */
  trustProxy: string[];
  dataDir: string;
  /** `sqlite:<file>` (or `:memory:`) or a `postgres://` URL. */
  database: { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string };
  redisUrl: string | null;
  /** Put before every Redis key and channel, so deployments (and test runs) sharing a Redis stay apart. */
  redisPrefix: string;
  smtpUrl: string | null;
  mailFrom: string;
  publicUrl: string;
  webDir: string;
  blogDir: string;
  /** Where files are kept (lib/storage): the disk, or an S3-compatible bucket (STORAGE_DRIVER=s3). */
  storage: StorageConfig;
  rateLimits: boolean;
  logLevel: string;
  /** Push to the phone app; a service left unconfigured is skipped (features/push/senders.ts). */
  push: {
    fcm: { serviceAccountFile: string; baseUrl: string } | null;
    apns: { keyFile: string; keyId: string; teamId: string; bundleId: string; host: string } | null;
    /** Web Push (features/push/web.ts): always on; see WebPushConfig. */
    web: WebPushConfig;
  };
  /** Deep links into the phone app and where to get it (features/app-links). */
  apps: AppsConfig;
  /**
   * The key of asker keys (lib/asker-key.ts); null: generated at first start into
   * DATA_DIR/asker-secret. Processes on several machines must share one (ASKER_SECRET).
   */
  askerSecret: string | null;
  /** The age a member confirms at sign-up (MIN_AGE; 13 by default). */
  minAge: number;
  /** PASSWORD_HASHING: `standard` (default), or `fast` for test servers only (lib/crypto.ts). */
  passwordHashing: PasswordHashing;
  /** The home timeline fanned out on write (features/feeds/timeline.ts). */
  timeline: TimelineConfig;
  /**
   * QUESTION_DELAY_MINUTES: an anonymous question reaches its recipient after a random delay of 0
   * to this many minutes (features/questions/delivery.ts), so its arrival points at no moment of
   * the asker's; 0 delivers at once. 30 by default.
   */
  questionDelayMinutes: number;
}

export interface TimelineConfig {
  /** TIMELINE_CAP: the newest answers kept per member (800 by default, as Mastodon keeps); older pages are read on demand. */
  cap: number;
  /** TIMELINE_PULL_FOLLOWERS: above this many followers an author's answers are read at each page, not written to every follower (10 000). */
  pullFollowers: number;
}

export interface WebPushConfig {
  /**
   * The push services the server sends to (PUSH_HOSTS): `host` matches that host and its
   * subdomains, `*.host` only its subdomains. A subscription anywhere else is refused.
   */
  hosts: string[];
  /**
   * The VAPID key pair (RFC 8292), base64url: the raw public point (65 bytes) and private scalar
   * (32 bytes). null: generated at first start into DATA_DIR/vapid-keys.json (lib/vapid.ts).
   * Processes on several machines must share one (VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY).
   */
  vapid: { publicKey: string; privateKey: string } | null;
  /** The contact the push services may write to about our pushes: `mailto:` or an https URL. */
  subject: string;
}

/**
 * The push services of the major browsers: Chrome, Edge on Android, Opera, Samsung Internet and
 * other Chromium browsers (FCM; older subscriptions on android.googleapis.com), Firefox (Mozilla
 * autopush), Edge on Windows (WNS) and Safari (Apple).
 */
export const DEFAULT_PUSH_HOSTS = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  'updates.push.services.mozilla.com',
  '*.notify.windows.com',
  'web.push.apple.com',
];

/** A host name of PUSH_HOSTS: labels of letters, digits and hyphens, optionally `*.` first; no IP address. */
const PUSH_HOST = /^(\*\.)?([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/;

export interface AppsConfig {
  /** The Android application id (package name). */
  androidPackage: string;
  /** SHA-256 fingerprints of the Android signing certificates, `AB:CD:…`; none: no assetlinks.json. */
  androidCertSha256: string[];
  /** `TEAMID.bundle.id`; null: no apple-app-site-association. */
  iosAppId: string | null;
  playStoreUrl: string | null;
  appStoreUrl: string | null;
}

/** The names proxy-addr (Fastify's `trustProxy`) knows for address ranges. */
const PROXY_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** One TRUST_PROXY item: a named range, an IP address, or an address with a prefix length. */
function isTrustedProxy(item: string): boolean {
  if (PROXY_RANGES.has(item)) return true;
  const [address = '', prefix, extra] = item.split('/');
  const version = isIP(address);
  if (version === 0 || extra !== undefined) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

const urlWithProtocols = (name: string, protocols: string[]) =>
  z.preprocess(
    blankToUndefined,
    z
      .string()
      .refine((v) => URL.canParse(v) && protocols.includes(new URL(v).protocol), {
        error: `${name} must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}`,
      })
      .optional(),
  );

/** An Android signing certificate's SHA-256 as keytool and the Play Console print it. */
const CERT_SHA256 = /^[0-9A-F]{2}(:[0-9A-F]{2}){31}$/;

const envSchema = z.object({
  PORT: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: 'PORT must be a whole number from 1 to 65535' })
      .int({ error: 'PORT must be a whole number from 1 to 65535' })
      .min(1, { error: 'PORT must be a whole number from 1 to 65535' })
      .max(65535, { error: 'PORT must be a whole number from 1 to 65535' })
      .default(3000),
  ),
  HOST: z.preprocess(blankToUndefined, z.string().default('0.0.0.0')),
  TRUST_PROXY: z.preprocess(
    blankToUndefined,
    z
      .string()
      .transform((value) => value.split(',').map((item) => item.trim()))
      .refine((list) => list.every(isTrustedProxy), {
        error:
          'TRUST_PROXY must be comma-separated proxy addresses or CIDR ranges (10.0.0.0/8), or loopback, linklocal, uniquelocal',
      })
      .optional(),
  ),
  DATA_DIR: z.preprocess(blankToUndefined, z.string().default('./data')),
  DATABASE_URL: z.preprocess(
    blankToUndefined,
    z
      .string()
      .refine((v) => /^(postgres|postgresql):\/\//.test(v) || v.startsWith('sqlite:'), {
        error: 'DATABASE_URL must start with postgres:// or sqlite: (or be empty for the default SQLite file)',
      })
      .optional(),
  ),
  REDIS_URL: urlWithProtocols('REDIS_URL', ['redis:', 'rediss:']),
  REDIS_PREFIX: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^[A-Za-z0-9:_.-]{1,64}$/, {
        error: 'REDIS_PREFIX must be 1 to 64 letters, digits or : _ . -',
      })
      .default('qurio:'),
  ),
  SMTP_URL: urlWithProtocols('SMTP_URL', ['smtp:', 'smtps:']),
  MAIL_FROM: z.preprocess(
    blankToUndefined,
    z
      .string()
      .refine((v) => /^[^<>]*<[^@\s]+@[^@\s>]+>$|^[^@\s]+@[^@\s]+$/.test(v.trim()), {
        error: 'MAIL_FROM must be an address like "Qurio <no-reply@example.com>"',
      })
      .default('Qurio <no-reply@qurio.local>'),
  ),
  PUBLIC_URL: urlWithProtocols('PUBLIC_URL', ['http:', 'https:']),
  /** The built web app to serve; a test run points it at its own copy so a rebuild cannot swap files under it. */
  WEB_DIR: z.preprocess(blankToUndefined, z.string().optional()),
  BLOG_DIR: z.preprocess(blankToUndefined, z.string().optional()),
  MIN_AGE: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: 'MIN_AGE must be a whole number from 13 to 21' })
      .int({ error: 'MIN_AGE must be a whole number from 13 to 21' })
      .min(13, { error: 'MIN_AGE must be a whole number from 13 to 21' })
      .max(21, { error: 'MIN_AGE must be a whole number from 13 to 21' })
      .default(13),
  ),
  TIMELINE_CAP: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: 'TIMELINE_CAP must be a whole number from 20 to 100000' })
      .int({ error: 'TIMELINE_CAP must be a whole number from 20 to 100000' })
      .min(20, { error: 'TIMELINE_CAP must be a whole number from 20 to 100000' })
      .max(100_000, { error: 'TIMELINE_CAP must be a whole number from 20 to 100000' })
      .default(800),
  ),
  TIMELINE_PULL_FOLLOWERS: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: 'TIMELINE_PULL_FOLLOWERS must be a whole number of at least 1' })
      .int({ error: 'TIMELINE_PULL_FOLLOWERS must be a whole number of at least 1' })
      .min(1, { error: 'TIMELINE_PULL_FOLLOWERS must be a whole number of at least 1' })
      .default(10_000),
  ),
  QUESTION_DELAY_MINUTES: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: 'QUESTION_DELAY_MINUTES must be a whole number from 0 to 1440' })
      .int({ error: 'QUESTION_DELAY_MINUTES must be a whole number from 0 to 1440' })
      .min(0, { error: 'QUESTION_DELAY_MINUTES must be a whole number from 0 to 1440' })
      .max(1440, { error: 'QUESTION_DELAY_MINUTES must be a whole number from 0 to 1440' })
      .default(30),
  ),
  ASKER_SECRET: z.preprocess(
    blankToUndefined,
    z.string().min(32, { error: 'ASKER_SECRET must be at least 32 characters (e.g. openssl rand -hex 32)' }).optional(),
  ),
  PASSWORD_HASHING: z.preprocess(
    blankToUndefined,
    z.enum(['standard', 'fast'], { error: 'PASSWORD_HASHING must be standard or fast' }).default('standard'),
  ),
  NODE_ENV: z.preprocess(blankToUndefined, z.string().optional()),
  RATE_LIMITS: z.preprocess(
    blankToUndefined,
    z.enum(['on', 'off'], { error: 'RATE_LIMITS must be on or off' }).default('on'),
  ),
  FCM_SERVICE_ACCOUNT_FILE: z.preprocess(blankToUndefined, z.string().optional()),
  FCM_BASE_URL: urlWithProtocols('FCM_BASE_URL', ['http:', 'https:']),
  APNS_KEY_FILE: z.preprocess(blankToUndefined, z.string().optional()),
  APNS_KEY_ID: z.preprocess(blankToUndefined, z.string().optional()),
  APNS_TEAM_ID: z.preprocess(blankToUndefined, z.string().optional()),
  APNS_BUNDLE_ID: z.preprocess(blankToUndefined, z.string().optional()),
  APNS_HOST: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^[A-Za-z0-9.-]+(:\d{1,5})?$/, { error: 'APNS_HOST must be a host name, optionally with :port' })
      .default('api.push.apple.com'),
  ),
  PUSH_HOSTS: z.preprocess(
    blankToUndefined,
    z
      .string()
      .transform((v) => v.split(',').map((part) => part.trim().toLowerCase()))
      .refine((list) => list.every((host) => PUSH_HOST.test(host) && isIP(host.replace(/^\*\./, '')) === 0), {
        error: 'PUSH_HOSTS must be comma-separated host names like fcm.googleapis.com or *.notify.windows.com',
      })
      .optional(),
  ),
  VAPID_PUBLIC_KEY: z.preprocess(
    blankToUndefined,
    z
      .string()
      .refine((v) => isBase64url(v, 65) && Buffer.from(v, 'base64url')[0] === 4, {
        error:
          'VAPID_PUBLIC_KEY must be an uncompressed P-256 public key in base64url (65 bytes, e.g. from npx web-push generate-vapid-keys)',
      })
      .optional(),
  ),
  VAPID_PRIVATE_KEY: z.preprocess(
    blankToUndefined,
    z
      .string()
      .refine((v) => isBase64url(v, 32), {
        error: 'VAPID_PRIVATE_KEY must be a P-256 private key in base64url (32 bytes)',
      })
      .optional(),
  ),
  VAPID_SUBJECT: z.preprocess(
    blankToUndefined,
    z
      .string()
      .refine((v) => URL.canParse(v) && ['mailto:', 'https:'].includes(new URL(v).protocol), {
        error: 'VAPID_SUBJECT must be a mailto: address or an https:// URL',
      })
      .optional(),
  ),
  ANDROID_APP_ID: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^[A-Za-z][A-Za-z0-9_]*(\.[A-Za-z][A-Za-z0-9_]*)+$/, {
        error: 'ANDROID_APP_ID must be an Android package name like app.qurio.mobile',
      })
      .default('app.qurio.mobile'),
  ),
  ANDROID_CERT_SHA256: z.preprocess(
    blankToUndefined,
    z
      .string()
      .transform((v) => v.split(',').map((part) => part.trim().toUpperCase()))
      .refine((list) => list.every((print) => CERT_SHA256.test(print)), {
        error:
          'ANDROID_CERT_SHA256 must be comma-separated SHA-256 fingerprints like AB:CD:…:EF (32 pairs of hex digits)',
      })
      .optional(),
  ),
  IOS_APP_ID: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^[A-Z0-9]{10}\.[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*$/, {
        error: 'IOS_APP_ID must be the team id and bundle id, like ABCDE12345.app.qurio.mobile',
      })
      .optional(),
  ),
  PLAY_STORE_URL: urlWithProtocols('PLAY_STORE_URL', ['https:']),
  APP_STORE_URL: urlWithProtocols('APP_STORE_URL', ['https:']),
  STORAGE_DRIVER: z.preprocess(
    blankToUndefined,
    z.enum(['disk', 's3'], { error: 'STORAGE_DRIVER must be disk or s3' }).default('disk'),
  ),
  S3_ENDPOINT: urlWithProtocols('S3_ENDPOINT', ['http:', 'https:']),
  S3_BUCKET: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, {
        error: 'S3_BUCKET must be a bucket name: 3 to 63 lowercase letters, digits, dots or hyphens',
      })
      .optional(),
  ),
  S3_REGION: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^[a-z0-9-]{1,40}$/, { error: 'S3_REGION must be a region name like us-east-1 (or auto)' })
      .default('us-east-1'),
  ),
  S3_ACCESS_KEY_ID: z.preprocess(blankToUndefined, z.string().optional()),
  S3_SECRET_ACCESS_KEY: z.preprocess(blankToUndefined, z.string().optional()),
  S3_FORCE_PATH_STYLE: z.preprocess(
    blankToUndefined,
    z.enum(['true', 'false'], { error: 'S3_FORCE_PATH_STYLE must be true or false' }).default('false'),
  ),
  S3_PUBLIC_URL: urlWithProtocols('S3_PUBLIC_URL', ['http:', 'https:']),
  // Warnings and errors by default: a newcomer's terminal shows the start line (main.ts) and what
  // needs attention, not two JSON lines per request (`info` brings them back).
  LOG_LEVEL: z.preprocess(
    blankToUndefined,
    z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
        error: 'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent',
      })
      .default('warn'),
  ),
});

export class ConfigError extends Error {}

/** Reads every setting from the environment; a bad value throws one clear sentence. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue?.path[0] ?? 'configuration');
    const message = issue?.message ?? 'invalid value';
    throw new ConfigError(message.startsWith(name) ? message : `${name}: ${message}`);
  }
  const e = parsed.data;
  const apnsSet = [e.APNS_KEY_FILE, e.APNS_KEY_ID, e.APNS_TEAM_ID, e.APNS_BUNDLE_ID].filter((v) => v !== undefined);
  if (apnsSet.length > 0 && apnsSet.length < 4) {
    throw new ConfigError('APNS_KEY_FILE, APNS_KEY_ID, APNS_TEAM_ID and APNS_BUNDLE_ID must be set together');
  }
  if ((e.VAPID_PUBLIC_KEY === undefined) !== (e.VAPID_PRIVATE_KEY === undefined)) {
    throw new ConfigError('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together');
  }
  if (e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY && !isKeyPair(e.VAPID_PUBLIC_KEY, e.VAPID_PRIVATE_KEY)) {
    throw new ConfigError('VAPID_PUBLIC_KEY is not the public key of VAPID_PRIVATE_KEY');
  }
  if (e.PASSWORD_HASHING === 'fast' && e.NODE_ENV === 'production') {
    throw new ConfigError('PASSWORD_HASHING=fast is for test servers; it is refused with NODE_ENV=production');
  }
  if ((e.S3_ACCESS_KEY_ID === undefined) !== (e.S3_SECRET_ACCESS_KEY === undefined)) {
    throw new ConfigError('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together');
  }
  if (e.STORAGE_DRIVER === 's3' && e.S3_BUCKET === undefined) {
    throw new ConfigError('STORAGE_DRIVER=s3 needs S3_BUCKET');
  }
  const dataDir = resolve(e.DATA_DIR);
  const database = e.DATABASE_URL?.startsWith('postgres')
    ? ({ kind: 'postgres', url: e.DATABASE_URL } as const)
    : ({ kind: 'sqlite', file: sqliteFile(e.DATABASE_URL, dataDir) } as const);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  return {
    port: e.PORT,
    host: e.HOST,
    trustProxy: e.TRUST_PROXY ?? [],
    dataDir,
    database,
    redisUrl: e.REDIS_URL ?? null,
    redisPrefix: e.REDIS_PREFIX,
    smtpUrl: e.SMTP_URL ?? null,
    mailFrom: e.MAIL_FROM,
    publicUrl,
    webDir: e.WEB_DIR ? resolve(e.WEB_DIR) : join(REPO_ROOT, 'apps/web/dist'),
    blogDir: e.BLOG_DIR ? resolve(e.BLOG_DIR) : join(REPO_ROOT, 'content/blog'),
    storage:
      e.STORAGE_DRIVER === 's3' && e.S3_BUCKET
        ? {
            driver: 's3',
            endpoint: e.S3_ENDPOINT ?? null,
            bucket: e.S3_BUCKET,
            region: e.S3_REGION,
            credentials:
              e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
                ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
                : null,
            forcePathStyle: e.S3_FORCE_PATH_STYLE === 'true',
            publicUrl: e.S3_PUBLIC_URL?.replace(/\/+$/, '') ?? null,
          }
        : { driver: 'disk' },
    rateLimits: e.RATE_LIMITS === 'on',
    logLevel: e.LOG_LEVEL,
    askerSecret: e.ASKER_SECRET ?? null,
    minAge: e.MIN_AGE,
    passwordHashing: e.PASSWORD_HASHING,
    timeline: { cap: e.TIMELINE_CAP, pullFollowers: e.TIMELINE_PULL_FOLLOWERS },
    questionDelayMinutes: e.QUESTION_DELAY_MINUTES,
    push: {
      fcm: e.FCM_SERVICE_ACCOUNT_FILE
        ? {
            serviceAccountFile: resolve(e.FCM_SERVICE_ACCOUNT_FILE),
            baseUrl: (e.FCM_BASE_URL ?? 'https://fcm.googleapis.com').replace(/\/+$/, ''),
          }
        : null,
      apns:
        e.APNS_KEY_FILE && e.APNS_KEY_ID && e.APNS_TEAM_ID && e.APNS_BUNDLE_ID
          ? {
              keyFile: resolve(e.APNS_KEY_FILE),
              keyId: e.APNS_KEY_ID,
              teamId: e.APNS_TEAM_ID,
              bundleId: e.APNS_BUNDLE_ID,
              host: e.APNS_HOST,
            }
          : null,
      web: {
        hosts: e.PUSH_HOSTS ?? DEFAULT_PUSH_HOSTS,
        vapid:
          e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
            ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
            : null,
        subject: e.VAPID_SUBJECT ?? vapidSubject(publicUrl, e.MAIL_FROM),
      },
    },
    apps: {
      androidPackage: e.ANDROID_APP_ID,
      androidCertSha256: e.ANDROID_CERT_SHA256 ?? [],
      iosAppId: e.IOS_APP_ID ?? null,
      playStoreUrl: e.PLAY_STORE_URL ?? null,
      appStoreUrl: e.APP_STORE_URL ?? null,
    },
  };
}

/** Base64url without padding of exactly `bytes` bytes. */
function isBase64url(value: string, bytes: number): boolean {
  return /^[A-Za-z0-9_-]+$/.test(value) && Buffer.from(value, 'base64url').length === bytes;
}

function isKeyPair(publicKey: string, privateKey: string): boolean {
  try {
    const ecdh = createECDH('prime256v1');
    ecdh.setPrivateKey(Buffer.from(privateKey, 'base64url'));
    return ecdh.getPublicKey().equals(Buffer.from(publicKey, 'base64url'));
  } catch {
    return false;
  }
}

/** The site when it is served over https, else the address mail comes from. */
function vapidSubject(publicUrl: string, mailFrom: string): string {
  if (publicUrl.startsWith('https://')) return publicUrl;
  const address = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom.trim();
  return `mailto:${address}`;
}

function sqliteFile(url: string | undefined, dataDir: string): string {
  if (!url) return join(dataDir, 'qurio.db');
  const path = url.slice('sqlite:'.length).replace(/^\/\//, '');
  if (path === ':memory:') return path;
  return resolve(path);
}

export function webBuildExists(config: Config): boolean {
  return existsSync(join(config.webDir, 'index.html'));
}
