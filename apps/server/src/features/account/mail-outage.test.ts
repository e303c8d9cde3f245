import { LIMITS } from '@qurio/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { api, type CreatedUser, createUser } from '../../test/factories.js';
import { secretsOf, startSmtpServer, type TestSmtp } from '../../test/mail.js';
import { MAIL_WORKER, retryDelayMs } from '../mail/outbox.js';

// The code mails of the account flows when the mail server stalls or is down: a request only
// queues its mail, and the mail worker delivers it when the server lets it.
let t: TestApp;
let smtp: TestSmtp;
let a: ReturnType<typeof api>;
let user: CreatedUser;

beforeEach(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ env: { SMTP_URL: smtp.url } });
  a = api(t.app);
  user = await createUser(t.app, { email: 'mia@example.com', username: 'mia' });
});
afterEach(async () => {
  await smtp.close();
  await t.close();
});

const sendReset = () => a.post('/reset-password-send', { email: 'mia@example.com' });
const sendVerification = () => a.post('/sendEmailVerificationMail', {}, user.token);
const outbox = () => t.ctx.db.kysely.selectFrom('mail_outbox').selectAll().orderBy('id').execute();
const received = (subject: string) => {
  const mail = smtp.received.find((m) => m.subject === subject);
  if (!mail) throw new Error(`no mail "${subject}" arrived`);
  return mail;
};

/** The request, or a failure after `ms`: the old code waited for the mail server without end. */
async function within<T>(ms: number, request: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([request, late]);
  } finally {
    clearTimeout(timer);
  }
}

describe('when the mail server stalls', () => {
  it('sendEmailVerificationMail answers at once, and the mail arrives once the server answers', async () => {
    smtp.hold();
    const started = performance.now();
    const res = await within(2000, sendVerification());
    expect(res.status).toBe(200);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(smtp.received).toHaveLength(0);

    smtp.release();
    await t.ctx.mailWorker.drain();
    expect(smtp.received).toHaveLength(1);
    const { code } = secretsOf(smtp.next());
    expect((await a.post('/verifyEmail', { email: 'mia@example.com', code }, user.token)).status).toBe(200);
  });
});

describe('when the mail server is down', () => {
  it('answers at once, keeps the code active, and delivers with back-off once the server is back', async () => {
    smtp.setDown(true);
    expect((await within(2000, sendReset())).status).toBe(200);
    expect((await within(2000, sendVerification())).status).toBe(200);
    await t.ctx.mailWorker.drain();
    expect(smtp.received).toHaveLength(0);
    const retryAt = new Date(t.clock.now().getTime() + retryDelayMs(1)).toISOString();
    expect(await outbox()).toMatchObject([
      { status: 'queued', attempts: 1, next_attempt_at: retryAt },
      { status: 'queued', attempts: 1, next_attempt_at: retryAt },
    ]);
    // The mails may still arrive: their codes stay active.
    expect((await sendReset()).body.code).toBe('SECURITY_CODE_ACTIVE');
    expect((await sendVerification()).body.code).toBe('VERIFICATION_CODE_ACTIVE');

    smtp.setDown(false);
    t.clock.advance(retryDelayMs(1) - 1);
    await t.ctx.mailWorker.drain();
    expect(smtp.received).toHaveLength(0);
    t.clock.advance(1);
    await t.ctx.mailWorker.drain();
    expect(smtp.received.map((m) => m.subject).sort()).toEqual([
      'Confirm your e-mail address for Qurio',
      'Reset your Qurio password',
    ]);
    expect(await outbox()).toMatchObject([
      { status: 'sent', attempts: 2, text_body: '', html_body: '' },
      { status: 'sent', attempts: 2, text_body: '', html_body: '' },
    ]);
    const resetCode = secretsOf(received('Reset your Qurio password')).code;
    expect((await a.post('/reset-password-check', { email: 'mia@example.com', code: resetCode })).status).toBe(200);
    const verifyCode = secretsOf(received('Confirm your e-mail address for Qurio')).code;
    expect((await a.post('/verifyEmail', { email: 'mia@example.com', code: verifyCode }, user.token)).status).toBe(200);
  });

  it('gives a mail up after the last try; its code is dead by then, and it counted towards the day', async () => {
    smtp.setDown(true);
    expect((await sendReset()).status).toBe(200);
    for (let attempt = 1; attempt <= MAIL_WORKER.maxAttempts; attempt++) {
      await t.ctx.mailWorker.drain();
      t.clock.advance(retryDelayMs(attempt));
    }
    expect(await outbox()).toMatchObject([
      { status: 'failed', attempts: MAIL_WORKER.maxAttempts, text_body: '', html_body: '' },
    ]);

    smtp.setDown(false);
    expect((await sendReset()).status).toBe(200);
    t.clock.advance(LIMITS.codeTtlMs);
    expect((await sendReset()).status).toBe(200);
    t.clock.advance(LIMITS.codeTtlMs);
    expect((await sendReset()).body.code).toBe('SECURITY_MAIL_LIMIT');
    await t.ctx.mailWorker.drain();
    expect(smtp.received).toHaveLength(2);
  });
});
