import { access, mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Config } from '../../config.js';
import { sha256 } from '../../lib/crypto.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers (the RFC 8058 unsubscribe of notification mails). */
  headers?: Record<string, string>;
}

/** One outbox row on its way. Message-ID and date come from the row, so every send of it is alike. */
export interface OutgoingMail extends MailMessage {
  /** The outbox row: what logs name instead of the address. */
  id: number;
  messageId: string;
  date: Date;
}

/** What a log line carries besides its message: never an e-mail address (the row id names a mail). */
export type LogFields = Record<string, string | number | boolean>;

/** Delivery only: the mail worker (outbox.ts) decides when, how often and what to log. */
export interface MailTransport {
  /** Resolves once the SMTP server accepted the mail (or its file is in place), with details to log. */
  deliver(mail: OutgoingMail): Promise<LogFields>;
  close(): void;
}

export type MailLog = (level: 'info' | 'warn' | 'error', message: string, fields: LogFields) => void;

/**
 * SMTP when `SMTP_URL` is set; otherwise every mail becomes an `.eml` file in `DATA_DIR/outbox`,
 * so sign-up, reset and verification work on a machine without a mail server.
 */
export function createMailTransport(config: Config): MailTransport {
  return config.smtpUrl
    ? new SmtpTransport(config.smtpUrl, config.mailFrom)
    : new FileTransport(join(config.dataDir, 'outbox'), config.mailFrom);
}

export class SmtpTransport implements MailTransport {
  private readonly transport: Transporter;

  constructor(
    url: string,
    private readonly from: string,
  ) {
    // A dead mail server costs the worker at most these, not nodemailer's default 2 minutes. The
    // worker renews its claim while a send runs (MAIL_WORKER.claimMs), so they need not fit in it.
    this.transport = nodemailer.createTransport({
      url,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
  }

  async deliver(mail: OutgoingMail): Promise<LogFields> {
    const { id: _id, ...message } = mail;
    await this.transport.sendMail({ from: this.from, ...message });
    return {};
  }

  close(): void {
    this.transport.close();
  }
}

export class FileTransport implements MailTransport {
  private readonly transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

  constructor(
    readonly dir: string,
    private readonly from: string,
  ) {}

  async deliver(mail: OutgoingMail): Promise<LogFields> {
    // Named by the row (enqueue time, id, Message-ID): names sort in enqueue order, two databases
    // sharing a folder never collide, and a second send of a row finds its file already there.
    const stamp = mail.date.toISOString().replace(/[:.]/g, '-');
    const name = `${stamp}-${String(mail.id).padStart(9, '0')}-${sha256(mail.messageId).slice(0, 8)}.eml`;
    const file = join(this.dir, name);
    if (await exists(file)) return { file, duplicate: true };
    const { id: _id, ...message } = mail;
    const info = await this.transport.sendMail({ from: this.from, ...message });
    await mkdir(this.dir, { recursive: true });
    // Written aside and renamed, so a reader (or a crash) never sees half a mail.
    const partial = `${file}.${process.pid}.partial`;
    await writeFile(partial, info.message as Buffer);
    await rename(partial, file);
    return { file };
  }

  close(): void {
    this.transport.close();
  }
}

async function exists(file: string): Promise<boolean> {
  try {
    await access(file);
    return true;
  } catch {
    return false;
  }
}

const PINO_LEVELS: Record<string, number> = {
  trace: 10,
  debug: 20,
  info: 30,
  warn: 40,
  error: 50,
  fatal: 60,
  silent: 100,
};

/** Pino-shaped JSON lines on stdout, so mail lines sit with the server's own log. */
export function stdoutMailLog(
  level: string,
  write: (line: string) => void = (line) => process.stdout.write(line),
): MailLog {
  const threshold = PINO_LEVELS[level] ?? 30;
  return (lvl, msg, fields) => {
    const value = PINO_LEVELS[lvl] ?? 30;
    if (value < threshold) return;
    write(`${JSON.stringify({ level: value, time: Date.now(), name: 'mail', msg, ...fields })}\n`);
  };
}
