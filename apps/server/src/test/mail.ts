import { readdir, readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import type { AppContext } from '../context.js';

export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  /** The Message-ID header: the same on every send of one outbox row. */
  messageId: string;
  text: string;
  html: string;
  raw: string;
}

/** RFC 2047 encoded words, as nodemailer writes non-ASCII subjects. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_, _charset: string, enc: string, data: string) =>
      enc.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    );
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
  const body = end === -1 ? '' : normalized.slice(end + 2);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodeBody(headers: Map<string, string>, body: string): string {
  const encoding = (headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  return body;
}

/** Just enough MIME for our own mails: one multipart/alternative with a text and an HTML part. */
export function parseMail(raw: string, envelope: { from?: string; to?: string[] } = {}): ReceivedMail {
  const { headers, body } = splitHeaders(raw);
  const mail: ReceivedMail = {
    from: envelope.from ?? headers.get('from') ?? '',
    to: envelope.to ?? [headers.get('to') ?? ''],
    subject: decodeWords(headers.get('subject') ?? ''),
    messageId: headers.get('message-id') ?? '',
    text: '',
    html: '',
    raw,
  };
  const boundary = /boundary="?([^";]+)"?/i.exec(headers.get('content-type') ?? '')?.[1];
  const parts = boundary
    ? body
        .split(`--${boundary}`)
        .slice(1)
        .filter((p) => !p.startsWith('--'))
    : [raw];
  for (const part of parts) {
    const p = splitHeaders(boundary ? part.replace(/^\n/, '') : part);
    const type = p.headers.get('content-type') ?? 'text/plain';
    const content = decodeBody(p.headers, p.body.replace(/\n$/, ''));
    if (type.startsWith('text/html')) mail.html = content;
    else if (type.startsWith('text/plain')) mail.text = content;
  }
  return mail;
}

export interface TestSmtp {
  /** `smtp://` URL of the server, with the credentials when it asks for them. */
  url: string;
  received: ReceivedMail[];
  /** Mail number `index` (0-based); throws when it has not arrived (drain the mail worker first). */
  mail(index: number): ReceivedMail;
  /** The mail after the ones already read through `next`. */
  next(): ReceivedMail;
  /** Until `release()`, the server takes a mail's data but does not answer: a stalled server. */
  hold(): void;
  release(): void;
  /** While down, every connection is refused with 421, as by a server that is going down. */
  setDown(down: boolean): void;
  close(): Promise<void>;
}

/** A real SMTP server on 127.0.0.1 with a random port; mails are kept in memory. */
export async function startSmtpServer(auth?: { user: string; pass: string }): Promise<TestSmtp> {
  const received: ReceivedMail[] = [];
  let down = false;
  let held: { promise: Promise<void>; release: () => void } | null = null;
  const server = new SMTPServer({
    // Plain SMTP on loopback: no certificate to fake, and nodemailer must not try STARTTLS.
    disabledCommands: auth ? ['STARTTLS'] : ['STARTTLS', 'AUTH'],
    authOptional: !auth,
    allowInsecureAuth: true,
    logger: false,
    onConnect(_session, callback) {
      if (!down) return callback();
      return callback(Object.assign(new Error('Service not available'), { responseCode: 421 }));
    },
    onAuth(session, _conn, callback) {
      if (auth && session.username === auth.user && session.password === auth.pass) {
        return callback(null, { user: session.username });
      }
      return callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', async () => {
        await held?.promise;
        received.push(
          parseMail(Buffer.concat(chunks).toString('utf8'), {
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
          }),
        );
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  const credentials = auth ? `${encodeURIComponent(auth.user)}:${encodeURIComponent(auth.pass)}@` : '';
  let read = 0;
  const mail = (index: number) => {
    const found = received[index];
    if (!found) throw new Error(`mail #${index} has not arrived (${received.length} have)`);
    return found;
  };
  const release = () => {
    held?.release();
    held = null;
  };
  return {
    url: `smtp://${credentials}127.0.0.1:${port}`,
    received,
    mail,
    next: () => {
      const found = mail(read);
      read += 1;
      return found;
    },
    hold: () => {
      if (held) return;
      let open = () => {};
      const promise = new Promise<void>((resolve) => {
        open = resolve;
      });
      held = { promise, release: () => open() };
    },
    release,
    setDown: (value) => {
      down = value;
    },
    close: () => {
      release();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** Sends what the app queued, then reads its outbox folder: the mails in the order they were queued. */
export async function sentMails(ctx: Pick<AppContext, 'mailWorker' | 'config'>): Promise<ReceivedMail[]> {
  await ctx.mailWorker.drain();
  return readOutbox(ctx.config.dataDir);
}

/** The mails of an outbox folder in the order they were queued (the file names sort so). */
export async function readOutbox(dataDir: string): Promise<ReceivedMail[]> {
  const dir = join(dataDir, 'outbox');
  let names: string[];
  try {
    names = (await readdir(dir)).filter((n) => n.endsWith('.eml')).sort();
  } catch {
    return [];
  }
  return Promise.all(names.map(async (n) => parseMail(await readFile(join(dir, n), 'utf8'))));
}

/** The six-digit code and the link token a Qurio mail carries. */
export function secretsOf(mail: ReceivedMail): { code: string; token: string; link: string } {
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
  const link = /(https?:\/\/\S+\/(?:reset-password|settings\/email\/verify)\/([A-Za-z0-9_-]{43}))/.exec(mail.text);
  if (!code || !link?.[1] || !link[2]) throw new Error(`no code or link in mail:\n${mail.text}`);
  return { code, link: link[1], token: link[2] };
}
