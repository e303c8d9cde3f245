// Test data through the real HTTP API: members, follows, questions and answers.
import { createTestKit, uniqueUsername as uniqueName } from '@qurio/client/testing';
import { mailsTo as mailsIn, waitForMail as waitIn } from '@qurio/client/testing/mail';

/**
 * The kit of every layer (`@qurio/client/testing`) over HTTP to the test server that
 * global-setup.js started: members, questions, answers, follows and likes made through the
 * contract's route table, as the server's, the web's and the e2e tests make theirs.
 */
export const kit = createTestKit({ baseUrl: () => process.env.QURIO_TEST_API_URL ?? '' });

/** A client of the test server holding one member's token (or none). */
export function clientFor(token: string | null = null) {
  return kit.clientFor(token);
}

export const PASSWORD = 'secret-pass-1';

/** A fresh, unique username (3 to 15 letters or digits). */
export function uniqueUsername(prefix = 'm'): string {
  return uniqueName(prefix);
}

/**
 * A member who confirmed their age and accepted the Terms, as the sign-up form sends; with
 * `consent: false` the spec's payload, which leaves both owed (the consent screen).
 */
export async function createMember(prefix = 'm', { consent = true }: { consent?: boolean } = {}) {
  const member = await kit.createMember({ prefix, password: PASSWORD, consent });
  return { ...member.session, token: member.token, api: member.api };
}

type Member = Awaited<ReturnType<typeof createMember>>;

/** `asker` asks `recipient` a question; returns its id from the recipient's inbox. */
export async function askQuestion(asker: Member, recipient: Member, question: string) {
  return (await kit.ask(asker, recipient, question, { anonymous: false })).id;
}

// ---- Mail: the test server has no SMTP, so each mail is an .eml file in <DATA_DIR>/outbox ----------

/**
 * The outbox folders to look in: the run's own (QURIO_TEST_DATA_DIR, when global-setup exports
 * it), else every test server's data directory; addresses are unique, so another run's mail never
 * matches.
 */
function outboxDirs(): string[] {
  const { readdirSync } = require('node:fs') as typeof import('node:fs');
  const { join } = require('node:path') as typeof import('node:path');
  const { tmpdir } = require('node:os') as typeof import('node:os');
  const own = process.env.QURIO_TEST_DATA_DIR;
  if (own) return [join(own, 'outbox')];
  return readdirSync(tmpdir())
    .filter((name) => name.startsWith('qurio-mobile-test-'))
    .map((name) => join(tmpdir(), name, 'outbox'));
}

/** The text of every mail to `address`, oldest first (the one mail reader of every layer, mailparser). */
export async function mailsTo(address: string): Promise<string[]> {
  return (await mailsIn(address, ...outboxDirs())).map((mail) => mail.text);
}

/** Waits for a mail to `address` (the mail worker sends after the answer) and returns its text. */
export async function waitForMail(address: string, timeoutMs = 10_000): Promise<string> {
  return (await waitIn(address, outboxDirs, { timeoutMs })).text;
}

/** The token of the mail's `/reset-password/{token}` link. */
export function resetTokenIn(mail: string): string {
  const token = /\/reset-password\/([A-Za-z0-9_-]+)/.exec(mail)?.[1];
  if (!token) throw new Error('No /reset-password/ link in the mail');
  return token;
}

/** `asker` asks `recipient` a question without their name; returns its id from the recipient's inbox. */
export async function askAnonymously(asker: Member, recipient: Member, question: string) {
  return (await kit.ask(asker, recipient, question, { anonymous: true })).id;
}

/** Runs a script under plain Node from the repository root (the server's own packages resolve there). */
function runNode(script: string, args: string[]): string {
  const { execFileSync } = require('node:child_process') as typeof import('node:child_process');
  const path = require('node:path') as typeof import('node:path');
  const repoRoot = path.resolve(__dirname, '../../..');
  return execFileSync(process.execPath, ['-e', script, ...args], { cwd: repoRoot, encoding: 'utf8' });
}

/**
 * One statement on the test server's database, for what no API shows or does (the push tokens it
 * keeps, a login challenge that has expired): `all` answers its rows, `run` how many it changed.
 * The data directory is QURIO_TEST_DATA_DIR when global-setup exports it, else each of the
 * temporary `qurio-mobile-test-*`; the tests' values are unique to them, so only this run's rows
 * match. Run by a plain Node child process: better-sqlite3 is the server's own driver, a native
 * addon the React Native test runtime cannot load.
 */
function onServerDatabase(mode: 'all' | 'run', sql: string, params: (string | number)[]): unknown {
  const script = `
    const { readdirSync, existsSync } = require('node:fs');
    const { join } = require('node:path');
    const { tmpdir } = require('node:os');
    const Database = require('better-sqlite3');
    const [mode, sql, params, own] = process.argv.slice(1);
    const dirs = own
      ? [own]
      : readdirSync(tmpdir()).filter((n) => n.startsWith('qurio-mobile-test-')).map((n) => join(tmpdir(), n));
    const rows = [];
    let changes = 0;
    for (const dir of dirs) {
      const file = join(dir, 'qurio.db');
      if (!existsSync(file)) continue;
      try {
        const db = new Database(file, { fileMustExist: true, readonly: mode === 'all' });
        const statement = db.prepare(sql);
        if (mode === 'all') rows.push(...statement.all(...JSON.parse(params)));
        else changes += statement.run(...JSON.parse(params)).changes;
        db.close();
      } catch {}
    }
    process.stdout.write(JSON.stringify(mode === 'all' ? rows : changes));
  `;
  const args = [mode, sql, JSON.stringify(params), process.env.QURIO_TEST_DATA_DIR ?? ''];
  return JSON.parse(runNode(script, args));
}

/** The rows the test server stores for a device push token (no API lists them). */
export function storedPushTokens(token: string): { user_id: number; platform: string }[] {
  return onServerDatabase('all', 'SELECT user_id, platform FROM push_tokens WHERE token = ?', [token]) as {
    user_id: number;
    platform: string;
  }[];
}

/**
 * Ends a member's open login challenges as 5 minutes would (issue 29): the server sees them expired.
 * Returns how many there were.
 */
export function expireLoginChallenges(userId: number): number {
  return onServerDatabase(
    'run',
    "UPDATE two_factor_challenges SET expires_at = '2000-01-01T00:00:00.000Z' WHERE user_id = ? AND used_at IS NULL",
    [userId],
  ) as number;
}

/** Makes a member a moderator, as `npm run admin -- role` does (no API gives a role). */
export function makeModerator(userId: number): void {
  onServerDatabase('run', "UPDATE users SET role = 'moderator' WHERE id = ?", [userId]);
}

/**
 * The code an authenticator app shows at `at` for a base32 secret: otplib, as the server's test kit
 * makes it (apps/server/src/test/factories.ts totpCode), run by plain Node (its ESM dependencies do
 * not load in the React Native test runtime).
 */
export function totpCode(secret: string, at: Date): string {
  const script = `
    const { generateSync } = require('otplib');
    process.stdout.write(generateSync({ secret: process.argv[1], epoch: Math.floor(Number(process.argv[2]) / 1000) }));
  `;
  return runNode(script, [secret, String(at.getTime())]);
}
