import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { parseMail, type ReceivedMail, readOutbox as readMails } from '@qurio/client/testing/mail';
import { SMTPServer } from 'smtp-server';
import type { AppContext } from '../context.js';

// One mail reader for every layer's tests (mailparser): the SMTP server below and the outbox.
export { parseMail, type ReceivedMail } from '@qurio/client/testing/mail';

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
          await parseMail(Buffer.concat(chunks).toString('utf8'), {
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
export function readOutbox(dataDir: string): Promise<ReceivedMail[]> {
  return readMails(join(dataDir, 'outbox'));
}

/** The six-digit code and the link token a Qurio mail carries. */
export function secretsOf(mail: ReceivedMail): { code: string; token: string; link: string } {
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
  const link = /(https?:\/\/\S+\/(?:reset-password|settings\/email\/verify)\/([A-Za-z0-9_-]{43}))/.exec(mail.text);
  if (!code || !link?.[1] || !link[2]) throw new Error(`no code or link in mail:\n${mail.text}`);
  return { code, link: link[1], token: link[2] };
}
