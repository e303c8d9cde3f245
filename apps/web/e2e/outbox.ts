import { readFileSync } from 'node:fs';
import { mailsTo as mailsIn, type ReceivedMail, waitForMail as waitIn } from '@qurio/client/testing/mail';

/**
 * The E2E server runs without SMTP, so every mail is an `.eml` file in `<DATA_DIR>/outbox`.
 * scripts/e2e-server.mjs writes where that folder is to test-results/e2e-server-<port>.json. The
 * mails are read by the one mail reader of every layer (`@qurio/client/testing/mail`, mailparser).
 */
function outboxDir(): string {
  const port = process.env.E2E_PORT ?? '3100';
  const info = new URL(`../test-results/e2e-server-${port}.json`, import.meta.url);
  return (JSON.parse(readFileSync(info, 'utf8')) as { outbox: string }).outbox;
}

export type Mail = ReceivedMail;

/** Every mail to an address, oldest first (the file names sort in sending order). */
export function mailsTo(address: string): Promise<Mail[]> {
  return mailsIn(address, outboxDir());
}

/**
 * Waits for mail number `count` to an address (some mails leave after the answer, so timing
 * reveals nothing) and returns the newest one.
 */
export function waitForMail(address: string, count = 1, timeoutMs = 10_000): Promise<Mail> {
  return waitIn(address, () => [outboxDir()], { count, timeoutMs });
}

/** The six-digit code of a mail: it stands on a line of its own (a link token may hold digits too). */
export function codeOf(mail: Mail): string {
  const code = /^\s*(\d{6})\s*$/m.exec(mail.text)?.[1];
  if (!code) throw new Error(`No code in the mail "${mail.subject}"`);
  return code;
}

/** The path of the mail's link that starts with `prefix` (e.g. `/reset-password/`). */
export function linkOf(mail: Mail, prefix: string): string {
  const escaped = prefix.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const match = new RegExp(`https?://[^\\s/]+(${escaped}[A-Za-z0-9_-]+)`).exec(mail.text);
  if (!match?.[1]) throw new Error(`No ${prefix} link in the mail "${mail.subject}"`);
  return match[1];
}
