import { createECDH, randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { WebPushConfig } from '../config.js';

/** The server's VAPID identity (RFC 8292): base64url keys and the contact the push services see. */
export interface VapidKeys {
  /** The raw uncompressed P-256 point (65 bytes): the `applicationServerKey` of subscriptions. */
  publicKey: string;
  /** The raw P-256 scalar (32 bytes). Never leaves the server. */
  privateKey: string;
  subject: string;
}

const KEYS_FILE = 'vapid-keys.json';

function generate(): { publicKey: string; privateKey: string } {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  // getPrivateKey may be shorter than 32 bytes when the scalar has leading zeros.
  const privateKey = Buffer.alloc(32);
  const raw = ecdh.getPrivateKey();
  raw.copy(privateKey, 32 - raw.length);
  return { publicKey: ecdh.getPublicKey().toString('base64url'), privateKey: privateKey.toString('base64url') };
}

function read(file: string): { publicKey: string; privateKey: string } {
  const value = JSON.parse(readFileSync(file, 'utf8')) as { publicKey?: unknown; privateKey?: unknown };
  if (typeof value.publicKey !== 'string' || typeof value.privateKey !== 'string') {
    throw new Error(`${file} holds no VAPID key pair`);
  }
  return { publicKey: value.publicKey, privateKey: value.privateKey };
}

/**
 * VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or the pair kept in DATA_DIR (made at first start,
 * readable by the owner only). Browsers subscribe with the public key, so it must stay the same:
 * a new pair makes every subscription useless. Two processes starting at once agree: each writes
 * a whole file aside and links it into place, which only one link can do; the loser reads the
 * winner's (never a half-written file).
 */
export function loadVapidKeys(config: { dataDir: string; push: { web: WebPushConfig } }): VapidKeys {
  const { vapid, subject } = config.push.web;
  if (vapid) return { ...vapid, subject };
  const file = join(config.dataDir, KEYS_FILE);
  try {
    return { ...read(file), subject };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(config.dataDir, { recursive: true });
  const aside = `${file}.${process.pid}.${randomBytes(6).toString('hex')}`;
  writeFileSync(aside, `${JSON.stringify(generate())}\n`, { flag: 'wx', mode: 0o600 });
  try {
    linkSync(aside, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    rmSync(aside, { force: true });
  }
  return { ...read(file), subject };
}
