import { LIMITS } from '@qurio/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { api, type CreatedUser, createUser } from '../../test/factories.js';
import { type ReceivedMail, secretsOf, sentMails } from '../../test/mail.js';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

// No SMTP_URL here: every mail of this file lands as an .eml file in the test's outbox.
let t: TestApp;
let a: ReturnType<typeof api>;
let user: CreatedUser;

beforeEach(async () => {
  t = await createTestApp();
  a = api(t.app);
  user = await createUser(t.app, { lang: 'tr', username: 'ayse', email: 'ayse@example.com' });
});
afterEach(async () => {
  await t.close();
});

const sendMail = (body: object = {}, token = user.token) => a.post('/sendEmailVerificationMail', body, token);
const verify = (email: string, code: string) => a.post('/verifyEmail', { email, code }, user.token);
const myEmail = async (token = user.token) => (await a.get('/myEmail', {}, token)).body;
/** Mail number `index` of this test, once the mail worker has sent what is queued. */
const outboxMail = async (index: number): Promise<ReceivedMail> => {
  const mail = (await sentMails(t.ctx))[index];
  if (!mail) throw new Error(`no mail #${index} in the outbox`);
  return mail;
};
const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('myEmail and sendEmailVerificationMail', () => {
  it('answers the address, then mails a code and a link in the member language to the outbox', async () => {
    expect(await myEmail()).toEqual({ email: 'ayse@example.com', email_verified: false });
    const res = await sendMail();
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      status: true,
      message: 'We have sent a verification code and a link to your e-mail address.',
      email: 'ayse@example.com',
    });
    const mail = await outboxMail(0);
    expect(mail.to).toEqual(['ayse@example.com']);
    expect(mail.subject).toBe('Qurio için e-posta adresini doğrula');
    expect(mail.text).toContain('Doğrulama kodun:');
    const { code, link, token } = secretsOf(mail);
    expect(link).toBe(`${t.ctx.config.publicUrl}/settings/email/verify/${token}`);
    expect(mail.html).toContain(code);

    const ok = await verify('AYSE@example.com', code);
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ status: true, message: 'Your e-mail address has been verified.' });
    expect(await myEmail()).toEqual({ email: 'ayse@example.com', email_verified: true });
    expect((await a.get('/refresh', {}, user.token)).body.data.email_verified).toBe(true);

    const again = await sendMail();
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ status: false, code: 'EMAIL_ALREADY_VERIFIED', message: 'Email is already verified' });
    expect((await verify('ayse@example.com', code)).body.code).toBe('EMAIL_ALREADY_VERIFIED');
  });

  it('sends no second mail while a code is active, and at most 3 a day', async () => {
    expect((await sendMail()).status).toBe(200);
    const active = await sendMail();
    expect(active.status).toBe(429);
    expect(active.body).toEqual({
      status: false,
      code: 'VERIFICATION_CODE_ACTIVE',
      message: "You have active verification code, can't send again",
    });
    t.clock.advance(LIMITS.codeTtlMs);
    expect((await sendMail()).status).toBe(200);
    t.clock.advance(LIMITS.codeTtlMs);
    expect((await sendMail()).status).toBe(200);
    t.clock.advance(LIMITS.codeTtlMs);
    const limit = await sendMail();
    expect(limit.status).toBe(429);
    expect(limit.body).toMatchObject({
      code: 'VERIFICATION_MAIL_LIMIT',
      message: "You can't send more than 3 verification mails in one day",
    });
    expect(await sentMails(t.ctx)).toHaveLength(3);
    t.clock.advance(DAY);
    expect((await sendMail()).status).toBe(200);
  });

  it('refuses guests on every e-mail call that needs a session', async () => {
    for (const [method, path] of [
      ['GET', '/myEmail'],
      ['POST', '/sendEmailVerificationMail'],
      ['POST', '/verifyEmail'],
    ] as const) {
      const res = await t.app.inject({ method, url: `/api${path}`, payload: method === 'GET' ? undefined : {} });
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('SIGN_IN_REQUIRED');
    }
  });
});

describe('verifyEmail (code)', () => {
  async function mailedCode() {
    expect((await sendMail()).status).toBe(200);
    return secretsOf(await outboxMail(0)).code;
  }

  it('counts wrong codes: after 5 wrong tries even the right code has expired', async () => {
    const code = await mailedCode();
    for (let i = 0; i < LIMITS.codeMaxAttempts; i++) {
      const wrong = await verify('ayse@example.com', otherCode(code));
      expect(wrong.status).toBe(400);
      expect(wrong.body).toEqual({
        status: false,
        code: 'VERIFICATION_CODE_WRONG',
        message: 'Verification code is wrong',
      });
    }
    const late = await verify('ayse@example.com', code);
    expect(late.body).toEqual({
      status: false,
      code: 'VERIFICATION_CODE_EXPIRED',
      message: 'The verification code has expired',
    });
    expect((await myEmail()).email_verified).toBe(false);
    expect((await sendMail()).status).toBe(200);
  });

  it('expires a code after 15 minutes', async () => {
    const code = await mailedCode();
    t.clock.advance(LIMITS.codeTtlMs);
    expect((await verify('ayse@example.com', code)).body.code).toBe('VERIFICATION_CODE_EXPIRED');
  });

  it('takes the code only together with the address it was sent to', async () => {
    const code = await mailedCode();
    expect((await verify('someone@example.com', code)).body.code).toBe('VERIFICATION_CODE_WRONG');
    expect((await a.postUnchecked('/verifyEmail', { email: 'ayse@example.com' }, user.token)).body.code).toBe(
      'CODE_REQUIRED',
    );
    expect((await verify('ayse@example.com', code)).status).toBe(200);
  });
});

describe('verifyEmailWithToken (link)', () => {
  async function mailedToken() {
    expect((await sendMail()).status).toBe(200);
    return secretsOf(await outboxMail(0)).token;
  }

  it('verifies without a session, once', async () => {
    const token = await mailedToken();
    const ok = await a.post('/verifyEmailWithToken', { token });
    expect(ok.status).toBe(200);
    expect(ok.body.status).toBe(true);
    expect((await myEmail()).email_verified).toBe(true);
    // Clicking the link again changes nothing and says why.
    expect((await a.post('/verifyEmailWithToken', { token })).body.code).toBe('EMAIL_ALREADY_VERIFIED');
  });

  it('refuses an expired, unknown or missing token', async () => {
    const token = await mailedToken();
    t.clock.advance(LIMITS.linkTokenTtlMs);
    const expired = await a.post('/verifyEmailWithToken', { token });
    expect(expired.status).toBe(400);
    expect(expired.body).toEqual({ status: false, code: 'TOKEN_INVALID', message: 'Token is not valid' });
    expect((await a.post('/verifyEmailWithToken', { token: 'B'.repeat(43) })).body.code).toBe('TOKEN_INVALID');
    expect((await a.postUnchecked('/verifyEmailWithToken', {})).body.code).toBe('TOKEN_REQUIRED');
    expect((await myEmail()).email_verified).toBe(false);
  });

  it('a reset link is no verification link', async () => {
    expect((await a.post('/reset-password-send', { email: 'ayse@example.com' })).status).toBe(200);
    const { token } = secretsOf(await outboxMail(0));
    expect((await a.post('/verifyEmailWithToken', { token })).body.code).toBe('TOKEN_INVALID');
  });
});

describe('e-mail change', () => {
  it('needs the password, moves the account to the new address unverified, and mails it there', async () => {
    // Verified first, so the change visibly makes the address unverified again.
    await sendMail();
    const first = secretsOf(await outboxMail(0));
    expect((await verify('ayse@example.com', first.code)).status).toBe(200);
    expect((await a.post('/reset-password-send', { email: 'ayse@example.com' })).status).toBe(200);
    const oldReset = secretsOf(await outboxMail(1));

    const noPassword = await sendMail({ email: 'new@example.com' });
    expect(noPassword.status).toBe(400);
    expect(noPassword.body.code).toBe('PASSWORD_REQUIRED');
    const wrong = await sendMail({ email: 'new@example.com', password: 'not my password' });
    expect(wrong.body).toEqual({
      status: false,
      code: 'WRONG_PASSWORD',
      message: 'Your password is wrong! Please try again.',
    });
    expect(await myEmail()).toEqual({ email: 'ayse@example.com', email_verified: true });

    const changed = await sendMail({ email: 'New@Example.com', password: user.password });
    expect(changed.status).toBe(200);
    expect(changed.body.email).toBe('New@Example.com');
    expect(await myEmail()).toEqual({ email: 'New@Example.com', email_verified: false });
    const mail = await outboxMail(2);
    expect(mail.to).toEqual(['New@example.com']); // nodemailer lower-cases the domain
    const { code, token } = secretsOf(mail);

    // Whatever went to the old address no longer controls the account.
    expect((await a.post('/reset-password-check-token', { token: oldReset.token })).body.code).toBe('TOKEN_INVALID');
    expect((await a.post('/reset-password-check', { email: 'ayse@example.com', code: oldReset.code })).status).toBe(
      400,
    );
    expect((await verify('new@example.com', otherCode(code))).body.code).toBe('VERIFICATION_CODE_WRONG');
    expect((await a.post('/verifyEmailWithToken', { token })).status).toBe(200);
    expect(await myEmail()).toEqual({ email: 'New@Example.com', email_verified: true });
    expect((await a.post('/token', { username: 'new@example.com', password: user.password })).status).toBe(200);
  });

  it('refuses an address another account has, and treats the current address as a plain resend', async () => {
    await createUser(t.app, { email: 'taken@example.com', username: 'taken' });
    const taken = await sendMail({ email: 'TAKEN@example.com', password: user.password });
    expect(taken.status).toBe(409);
    expect(taken.body.code).toBe('EMAIL_EXISTS');
    const same = await sendMail({ email: 'Ayse@Example.com' });
    expect(same.status).toBe(200);
    expect(same.body.email).toBe('ayse@example.com');
    expect((await sendMail({ email: 'bad' })).body.code).toBe('EMAIL_INVALID');
  });

  it('an active code does not block a change, but the change counts against the day', async () => {
    expect((await sendMail()).status).toBe(200);
    expect((await sendMail({ email: 'one@example.com', password: user.password })).status).toBe(200);
    expect((await sendMail({ email: 'two@example.com', password: user.password })).status).toBe(200);
    const fourth = await sendMail({ email: 'three@example.com', password: user.password });
    expect(fourth.status).toBe(429);
    expect(fourth.body.code).toBe('VERIFICATION_MAIL_LIMIT');
    expect((await myEmail()).email).toBe('two@example.com');
    // The code sent to one@ died with the change to two@.
    const toOne = secretsOf(await outboxMail(1));
    expect((await verify('one@example.com', toOne.code)).status).toBe(400);
    expect((await verify('two@example.com', secretsOf(await outboxMail(2)).code)).status).toBe(200);
  });
});
