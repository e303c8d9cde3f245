/**
 * The one mail reader of the tests (`@qurio/client/testing/mail`, Node only): the server's mails
 * as an SMTP server receives them or as `.eml` files in `<DATA_DIR>/outbox` (the outbox the test
 * servers write without SMTP), decoded by mailparser: headers and RFC 2047 words, quoted-printable
 * and base64 parts, multipart/alternative. The server suite, the web's e2e and the app's Jest read
 * mail through it.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type AddressObject, simpleParser } from 'mailparser';
import { waitUntil } from './wait.js';

export interface ReceivedMail {
  /** The outbox file the mail was read from ('' for a mail received over SMTP). */
  file: string;
  /** The SMTP envelope's sender, else the From header as written. */
  from: string;
  /** The SMTP envelope's recipients, else the To header's addresses as written. */
  to: string[];
  subject: string;
  /** The Message-ID header: the same on every send of one outbox row. */
  messageId: string;
  text: string;
  html: string;
  raw: string;
}

/** A header's addresses as written (`Qurio <no-reply@qurio.local>`), one per entry. */
function addresses(field: AddressObject | AddressObject[] | undefined): string[] {
  const list = field === undefined ? [] : Array.isArray(field) ? field : [field];
  return list
    .flatMap((item) => item.value)
    .map(({ name, address = '' }) => (name ? `${name} <${address}>` : address))
    .filter(Boolean);
}

/** Decodes one raw mail; the SMTP envelope, when given, names sender and recipients. */
export async function parseMail(
  raw: string,
  envelope: { from?: string; to?: string[]; file?: string } = {},
): Promise<ReceivedMail> {
  const parsed = await simpleParser(raw, { skipImageLinks: true });
  return {
    file: envelope.file ?? '',
    from: envelope.from ?? addresses(parsed.from)[0] ?? '',
    to: envelope.to ?? addresses(parsed.to),
    subject: parsed.subject ?? '',
    messageId: parsed.messageId ?? '',
    // mailparser ends a text part with the line break nodemailer wrote; the mail's text has none.
    text: (parsed.text ?? '').replace(/\n$/, ''),
    html: typeof parsed.html === 'string' ? parsed.html : '',
    raw,
  };
}

/** The mails of outbox folders (`<DATA_DIR>/outbox`), in the order they were queued (the file names sort so). */
export async function readOutbox(...dirs: string[]): Promise<ReceivedMail[]> {
  const files: { dir: string; name: string }[] = [];
  for (const dir of dirs) {
    try {
      for (const name of await readdir(dir)) if (name.endsWith('.eml')) files.push({ dir, name });
    } catch {
      // No mail yet: the folder appears with the first one.
    }
  }
  files.sort((a, b) => a.name.localeCompare(b.name));
  return Promise.all(
    files.map(async ({ dir, name }) => parseMail(await readFile(join(dir, name), 'utf8'), { file: name })),
  );
}

/** Every mail to `address` in those folders, oldest first. */
export async function mailsTo(address: string, ...dirs: string[]): Promise<ReceivedMail[]> {
  const wanted = address.toLowerCase();
  return (await readOutbox(...dirs)).filter((mail) => mail.to.some((to) => to.toLowerCase().includes(wanted)));
}

/**
 * Waits for mail number `count` to `address` (some mails leave after the answer, so timing reveals
 * nothing) and returns the newest one.
 */
export async function waitForMail(
  address: string,
  dirs: string[] | (() => string[]),
  { count = 1, timeoutMs = 10_000 }: { count?: number; timeoutMs?: number } = {},
): Promise<ReceivedMail> {
  return waitUntil(
    async () => {
      const mails = await mailsTo(address, ...(typeof dirs === 'function' ? dirs() : dirs));
      return mails.length >= count ? mails.at(-1) : undefined;
    },
    { timeoutMs, intervalMs: 100, message: `No mail number ${count} to ${address} in the outbox` },
  );
}
