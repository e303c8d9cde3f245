/**
 * `npm run seed [-- --users N]`: fills the configured database with deterministic demo members.
 * Running it twice adds nothing new. Every demo member's password is `qurio-demo`.
 */
import { LANGUAGES, type Language } from '@qurio/contract';
import { createContext } from '../bootstrap.js';
import { loadConfig } from '../config.js';
import { hashPassword } from '../lib/crypto.js';
import { BIOS, FIRST_NAMES, LAST_NAMES } from './seed-data.js';

export const DEMO_PASSWORD = 'qurio-demo';

/** mulberry32: a tiny seeded generator, so every run produces the same people. */
export function seededRandom(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pick<T>(random: () => number, list: readonly T[]): T {
  return list[Math.floor(random() * list.length)] as T;
}

/** Usernames are ASCII letters and digits: strip accents and anything else. */
function asciiName(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ı/g, 'i')
    .replace(/[^A-Za-z0-9]/g, '');
}

export interface DemoUser {
  username: string;
  fullname: string;
  email: string;
  bio: string;
  lang: Language;
  date_added: string;
}

export function demoUsers(count: number, now: Date): DemoUser[] {
  const random = seededRandom(20261122);
  const users: DemoUser[] = [];
  const taken = new Set<string>();
  for (let i = 0; users.length < count; i++) {
    const lang = LANGUAGES[i % LANGUAGES.length] as Language;
    const first = pick(random, FIRST_NAMES[lang]);
    const last = pick(random, LAST_NAMES[lang]);
    let username = asciiName(`${first}${last}`).slice(0, 12);
    if (taken.has(username.toLowerCase())) username = `${username.slice(0, 11)}${i % 10000}`.slice(0, 15);
    if (taken.has(username.toLowerCase())) continue;
    taken.add(username.toLowerCase());
    // Spread sign-ups over the last six years so year badges appear.
    const daysAgo = Math.floor(random() * 6 * 365);
    users.push({
      username,
      fullname: `${first} ${last}`,
      email: `${username.toLowerCase()}@demo.qurio.test`,
      bio: pick(random, BIOS[lang]),
      lang,
      date_added: new Date(now.getTime() - daysAgo * 86_400_000).toISOString(),
    });
  }
  return users;
}

async function main() {
  const arg = process.argv.indexOf('--users');
  const count = arg > 0 ? Number(process.argv[arg + 1]) : 200;
  if (!Number.isInteger(count) || count < 1) throw new Error('--users must be a positive whole number');

  const ctx = await createContext(loadConfig());
  const now = ctx.now();
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const users = demoUsers(count, now);
  let added = 0;
  for (const [index, user] of users.entries()) {
    const inserted = await ctx.db.kysely
      .insertInto('users')
      .values({
        ...user,
        username_lower: user.username.toLowerCase(),
        email_lower: user.email,
        password_hash: passwordHash,
        email_verified: 1,
        image: null,
        cover: null,
        last_active: now.toISOString(),
        username_changed_at: null,
        frozen_at: null,
      })
      .onConflict((oc) => oc.doNothing())
      .executeTakeFirst();
    added += Number(inserted.numInsertedOrUpdatedRows ?? 0n);
    if ((index + 1) % 25 === 0 || index + 1 === users.length) {
      process.stdout.write(`\rseed: users ${index + 1}/${users.length} (${added} new)`);
    }
  }
  process.stdout.write(
    `\nseed: done. Log in as any demo member, e.g. ${users[0]?.username}, password ${DEMO_PASSWORD}\n`,
  );
  await ctx.db.destroy();
  await ctx.limiter.close();
}

if (process.argv[1]?.endsWith('seed.ts')) {
  main().catch((error: unknown) => {
    process.stderr.write(`seed failed: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  });
}
