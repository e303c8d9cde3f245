import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Config } from '../../config.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  /** Resolves once the SMTP server accepted the mail (or the outbox file is written). */
  send(message: MailMessage): Promise<void>;
  /** Waits for mails still on their way, then closes the transport. */
  close(): Promise<void>;
}

export type MailLog = (level: 'info' | 'error', message: string, fields: Record<string, unknown>) => void;

const silent: MailLog = () => {};

/**
 * SMTP when `SMTP_URL` is set; otherwise every mail becomes an `.eml` file in `DATA_DIR/outbox`,
 * so sign-up, reset and verification work on a machine without a mail server.
 */
export function createMailer(config: Config, log: MailLog = silent): Mailer {
  return config.smtpUrl
    ? new SmtpMailer(config.smtpUrl, config.mailFrom, log)
    : new OutboxMailer(join(config.dataDir, 'outbox'), config.mailFrom, log);
}

/** Some mails are sent after the answer (so timing reveals nothing); close() must still wait for them. */
abstract class TrackingMailer implements Mailer {
  private readonly pending = new Set<Promise<void>>();

  constructor(protected readonly log: MailLog) {}

  protected abstract deliver(message: MailMessage): Promise<void>;
  protected abstract closeTransport(): void;

  send(message: MailMessage): Promise<void> {
    const delivery = this.deliver(message);
    this.pending.add(delivery);
    const forget = () => this.pending.delete(delivery);
    delivery.then(forget, (error: unknown) => {
      forget();
      // Logged here because a mail sent after the answer has nobody else to report to.
      this.log('error', 'mail failed', { to: message.to, subject: message.subject, error: String(error) });
    });
    return delivery;
  }

  async close(): Promise<void> {
    await Promise.allSettled([...this.pending]);
    this.closeTransport();
  }
}

export class SmtpMailer extends TrackingMailer {
  private readonly transport: Transporter;

  constructor(
    url: string,
    private readonly from: string,
    log: MailLog,
  ) {
    super(log);
    // Short timeouts: a dead mail server must not hold a request for nodemailer's default 2 minutes.
    this.transport = nodemailer.createTransport({
      url,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
  }

  protected async deliver(message: MailMessage): Promise<void> {
    const info = await this.transport.sendMail({ from: this.from, ...message });
    this.log('info', 'mail sent', { to: message.to, subject: message.subject, messageId: info.messageId });
  }

  protected closeTransport(): void {
    this.transport.close();
  }
}

export class OutboxMailer extends TrackingMailer {
  private sequence = 0;
  private readonly transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

  constructor(
    readonly dir: string,
    private readonly from: string,
    log: MailLog,
  ) {
    super(log);
  }

  protected async deliver(message: MailMessage): Promise<void> {
    const info = await this.transport.sendMail({ from: this.from, ...message });
    await mkdir(this.dir, { recursive: true });
    // Names sort in sending order (several mails may share a millisecond) and never collide.
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    this.sequence += 1;
    const file = join(
      this.dir,
      `${stamp}-${String(this.sequence).padStart(6, '0')}-${randomBytes(4).toString('hex')}.eml`,
    );
    await writeFile(file, info.message as Buffer, { flag: 'wx' });
    this.log('info', 'mail written to the outbox (no SMTP_URL)', { to: message.to, subject: message.subject, file });
  }

  protected closeTransport(): void {
    this.transport.close();
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
export function stdoutMailLog(level: string): MailLog {
  const threshold = PINO_LEVELS[level] ?? 30;
  return (lvl, msg, fields) => {
    const value = lvl === 'error' ? 50 : 30;
    if (value < threshold) return;
    process.stdout.write(`${JSON.stringify({ level: value, time: Date.now(), name: 'mail', msg, ...fields })}\n`);
  };
}
