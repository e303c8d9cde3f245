import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The E2E server runs without SMTP, so every mail is an `.eml` file in `<DATA_DIR>/outbox`.
 * scripts/e2e-server.mjs writes where that folder is to test-results/e2e-server-<port>.json.
 */
function outboxDir(): string {
  const port = process.env.E2E_PORT ?? '3100';
  const info = new URL(`../test-results/e2e-server-${port}.json`, import.meta.url);
  return (JSON.parse(readFileSync(info, 'utf8')) as { outbox: string }).outbox;
}

export interface Mail {
  file: string;
  to: string;
  subject: string;
  text: string;
}

function decodeQuotedPrintable(value: string): string {
  const soft = value.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < soft.length; i++) {
    const hex = soft.slice(i + 1, i + 3);
    if (soft[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(soft[i] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function splitHeaders(block: string): { headers: Map<string, string>; body: string } {
  const normalized = block.replace(/\r\n/g, '\n');
  const end = normalized.indexOf('\n\n');
  const head = end === -1 ? normalized : normalized.slice(0, end);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body: end === -1 ? '' : normalized.slice(end + 2) };
}

/** Just enough MIME for the server's own mails: the text/plain part of a multipart/alternative. */
function parseMail(file: string, raw: string): Mail {
  const { headers, body } = splitHeaders(raw);
  const boundary = /boundary="?([^";]+)"?/i.exec(headers.get('content-type') ?? '')?.[1];
  // After the last boundary comes `--` (the end marker), not a part.
  const parts = boundary
    ? body
        .split(`--${boundary}`)
        .slice(1)
        .filter((part) => !part.startsWith('--'))
    : [raw];
  let text = '';
  for (const part of parts) {
    const { headers: partHeaders, body: partBody } = splitHeaders(part.replace(/^\n/, ''));
    if (!(partHeaders.get('content-type') ?? 'text/plain').startsWith('text/plain')) continue;
    const encoding = (partHeaders.get('content-transfer-encoding') ?? '7bit').toLowerCase();
    if (encoding === 'base64') text = Buffer.from(partBody.replace(/\s+/g, ''), 'base64').toString('utf8');
    else if (encoding === 'quoted-printable') text = decodeQuotedPrintable(partBody);
    else text = partBody;
  }
  return { file, to: headers.get('to') ?? '', subject: headers.get('subject') ?? '', text };
}

/** Every mail to an address, oldest first (the file names sort in sending order). */
export function mailsTo(address: string): Mail[] {
  let files: string[];
  try {
    files = readdirSync(outboxDir()).filter((name) => name.endsWith('.eml'));
  } catch {
    return []; // No mail yet: the folder appears with the first one.
  }
  return files
    .sort()
    .map((name) => parseMail(name, readFileSync(join(outboxDir(), name), 'utf8')))
    .filter((mail) => mail.to.toLowerCase().includes(address.toLowerCase()));
}

/**
 * Waits for mail number `count` to an address (some mails leave after the answer, so timing
 * reveals nothing) and returns the newest one.
 */
export async function waitForMail(address: string, count = 1, timeoutMs = 10_000): Promise<Mail> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const mails = mailsTo(address);
    const newest = mails[mails.length - 1];
    if (mails.length >= count && newest) return newest;
    if (Date.now() > until) throw new Error(`No mail number ${count} to ${address} in the outbox`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
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
