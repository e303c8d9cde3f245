import { afterEach, beforeEach, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { api, createUser } from '../../test/factories.js';
import { startSmtpServer, type TestSmtp } from '../../test/mail.js';
import { stdoutMailLog } from './mailer.js';
import { retryDelayMs } from './outbox.js';

const ADDRESS = /[^\s"'<>@]+@[^\s"'<>@]+\.[a-z]{2,}/i;

let t: TestApp;
let smtp: TestSmtp;
const lines: string[] = [];

beforeEach(async () => {
  lines.length = 0;
  smtp = await startSmtpServer();
  const write = (line: string) => {
    lines.push(line);
  };
  t = await createTestApp({
    env: { SMTP_URL: smtp.url, LOG_LEVEL: 'info' },
    logger: { level: 'info', stream: { write } },
    mailLog: stdoutMailLog('info', write),
  });
});
afterEach(async () => {
  await t.close();
  await smtp.close();
});

it('no log line of the server names an e-mail address: mails are named by their outbox row', async () => {
  const a = api(t.app);
  const user = await createUser(t.app, { username: 'lena', email: 'lena@example.com' });
  expect((await a.post('/sendEmailVerificationMail', {}, user.token)).status).toBe(200);
  expect((await a.post('/reset-password-send', { email: 'lena@example.com' })).status).toBe(200);
  expect((await a.post('/reset-password-send', { email: 'nobody@example.com' })).status).toBe(200);
  await t.ctx.mailWorker.drain();
  // A failed try and its retry log too.
  smtp.setDown(true);
  const change = { email: 'lena.new@example.org', password: user.password };
  expect((await a.post('/sendEmailVerificationMail', change, user.token)).status).toBe(200);
  await t.ctx.mailWorker.drain();
  smtp.setDown(false);
  t.clock.advance(retryDelayMs(1));
  await t.ctx.mailWorker.drain();
  expect(smtp.received).toHaveLength(3);

  const parsed = lines.map((line) => JSON.parse(line) as { level: number; msg: string; mail?: number });
  // Mails 1 and 2 may go out side by side; each mail's own lines keep their order.
  const mailLines = parsed.filter((l) => l.msg.startsWith('mail ')).sort((x, y) => (x.mail ?? 0) - (y.mail ?? 0));
  expect(mailLines.map((l) => [l.level, l.msg, l.mail])).toEqual([
    [30, 'mail sent', 1],
    [30, 'mail sent', 2],
    [40, 'mail failed; will retry', 3],
    [30, 'mail sent', 3],
  ]);
  // The request log is there too, and neither names an address, at any level.
  expect(parsed.some((l) => l.msg === 'request completed')).toBe(true);
  expect(lines.filter((line) => ADDRESS.test(line))).toEqual([]);
});
