import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { type Algorithm, hash, verify } from '@node-rs/argon2';

/**
 * How costly a password hash is. `standard` is OWASP's argon2id baseline (19 MiB, 2 passes, 1 lane),
 * what every deployment uses. `fast` (1 MiB, 1 pass) is for test servers only, where hundreds of
 * sign-ups per run spent a third of the API suite's CPU on hashing; config.ts refuses it in
 * production. A stored hash names its own parameters, so either mode verifies the other's hashes.
 */
export type PasswordHashing = 'standard' | 'fast';

// `Algorithm` is a const enum, which isolated modules cannot read: 2 is Argon2id.
const ARGON2 = {
  standard: { algorithm: 2 as Algorithm.Argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 },
  fast: { algorithm: 2 as Algorithm.Argon2id, memoryCost: 1_024, timeCost: 1, parallelism: 1 },
} as const;

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(stored: string, password: string): Promise<boolean>;
  /** Spends the same time as a real check when the account does not exist, so timing reveals nothing. */
  burnCheck(password: string): Promise<void>;
}

export function createPasswordHasher(mode: PasswordHashing): PasswordHasher {
  const options = ARGON2[mode];
  const hashPassword = (password: string) => hash(password, options);
  const verifyPassword = async (stored: string, password: string) => {
    try {
      return await verify(stored, password);
    } catch {
      return false;
    }
  };
  let dummyHash: Promise<string> | undefined;
  return {
    hash: hashPassword,
    verify: verifyPassword,
    async burnCheck(password) {
      dummyHash ??= hashPassword('qurio-timing-equaliser');
      await verifyPassword(await dummyHash, password);
    },
  };
}

/** 256 random bits, URL-safe. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

export function safeEqual(a: string, b: string): boolean {
  const ab = Buffer.from(a);
  const bb = Buffer.from(b);
  return ab.length === bb.length && timingSafeEqual(ab, bb);
}
