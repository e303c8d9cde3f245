import { createHmac, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from '../config.js';

/**
 * Who asked a question, as a key that names nobody: HMAC-SHA-256 under a server secret of the
 * member's id, or of a guest's network address. The same asker always gets the same key (a
 * member across sessions and devices, a guest from one address), so a recipient can block an
 * asker they cannot see; without the secret the key cannot be turned back into an id or an
 * address. (The unkeyed SHA-256 of the address stored before could: IPv4 has 2³² values.)
 */
export type Asker = { memberId: number } | { ip: string };

export function askerKey(secret: Buffer, asker: Asker): string {
  const subject = 'memberId' in asker ? `member:${asker.memberId}` : `ip:${asker.ip}`;
  return createHmac('sha256', secret).update(subject).digest('base64url');
}

const SECRET_FILE = 'asker-secret';

/**
 * ASKER_SECRET, or the secret kept in DATA_DIR (made at first start, readable by the owner only).
 * Two processes starting at once agree: the file is created exclusively, the loser reads it.
 */
export function loadAskerSecret(config: Pick<Config, 'askerSecret' | 'dataDir'>): Buffer {
  if (config.askerSecret) return Buffer.from(config.askerSecret, 'utf8');
  const file = join(config.dataDir, SECRET_FILE);
  try {
    return Buffer.from(readFileSync(file, 'utf8').trim(), 'hex');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(config.dataDir, { recursive: true });
  try {
    writeFileSync(file, randomBytes(32).toString('hex'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return Buffer.from(readFileSync(file, 'utf8').trim(), 'hex');
}
