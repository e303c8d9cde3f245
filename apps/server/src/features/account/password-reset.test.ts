import { LIMITS } from '@qurio/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { api, type CreatedUser, createUser } from '../../test/factories.js';
import { secretsOf, startSmtpServer, type TestSmtp } from '../../test/mail.js';

const PUBLIC_URL = 'https://qurio.example';
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

let t: TestApp;
let smtp: TestSmtp;
let a: ReturnType<typeof api>;
let user: CreatedUser;

// A real SMTP server on loopback for every test: the mails below really travel over SMTP.
beforeEach(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ env: { SMTP_URL: smtp.url, PUBLIC_URL } });
  a = api(t.app);
  user = await createUser(t.app, { lang: 'de', email: 'Mia@Example.com', username: 'mia' });
});
afterEach(async () => {
  await t.close();
  await smtp.close();
});

const send = (email: string) => a.post('/reset-password-send', { email });
const check = (email: string, code: string) => a.post('/reset-password-check', { email, code });
const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
const login = (password: string) => a.post('/token', { username: 'mia', password });
/** The next mail over SMTP, once the mail worker has sent what is queued. */
const nextMail = async () => {
  await t.ctx.mailWorker.drain();
  return smtp.next();
};

const SENT = '200 If an account uses this address, we have sent it a security code and a link.';
const EXPECTED_SEQUENCE = [
  '400 SECURITY_CODE_EXPIRED',
  SENT,
  '429 SECURITY_CODE_ACTIVE',
  ...Array(LIMITS.codeMaxAttempts).fill('400 SECURITY_CODE_WRONG'),
  '400 SECURITY_CODE_EXPIRED',
  SENT,
  SENT,
  '429 SECURITY_MAIL_LIMIT',
];

/** Send, resend (active), 5 wrong tries and one more, expiry, the daily limit: what each answered. */
async function resetSequence(app: TestApp, email: string): Promise<string[]> {
  const c = api(app.app);
  const seen: string[] = [];
  const note = (r: { status: number; body: { code?: string; message: string } }) =>
    seen.push(`${r.status} ${r.body.code ?? r.body.message}`);
  const sendTo = () => c.post('/reset-password-send', { email });
  note(await c.post('/reset-password-check', { email, code: '123456' }));
  note(await sendTo());
  note(await sendTo());
  for (let i = 0; i < LIMITS.codeMaxAttempts + 1; i++) {
    note(await c.post('/reset-password-check', { email, code: 'x1x2x3' }));
  }
  for (let i = 0; i < 3; i++) {
    app.clock.advance(LIMITS.codeTtlMs);
    note(await sendTo());
  }
  return seen;
}

describe('reset-password-send', () => {
  it('limits one network address to 10 requests an hour, whichever addresses it asks for', async () => {
    for (let i = 0; i < 10; i++) {
      expect(
        (await a.post('/reset-password-send', { email: `nobody${i}@example.com` }, undefined, '127.77.0.1')).status,
      ).toBe(200);
    }
    const res = await a.post('/reset-password-send', { email: 'nobody10@example.com' }, undefined, '127.77.0.1');
    expect(res).toMatchObject({ status: 429, body: { code: 'TOO_MANY_RESET_REQUESTS' } });
    expect(
      (await a.post('/reset-password-send', { email: 'nobody10@example.com' }, undefined, '127.77.0.2')).status,
    ).toBe(200);
  });

  it('mails a security code and a reset link in the member language over SMTP', async () => {
    const res = await send('mia@example.com');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      status: true,
      message: 'If an account uses this address, we have sent it a security code and a link.',
    });
    const mail = await nextMail();
    // The envelope address; nodemailer lower-cases the domain part.
    expect(mail.to).toEqual(['Mia@example.com']);
    expect(mail.from).toBe('no-reply@qurio.local');
    expect(mail.subject).toBe('Setze dein Qurio-Passwort zurück');
    expect(mail.text).toContain('Hallo mia,');
    expect(mail.text).toContain('Dein Sicherheitscode:');
    const { code, link, token } = secretsOf(mail);
    expect(code).toMatch(/^\d{6}$/);
    expect(link).toBe(`${PUBLIC_URL}/reset-password/${token}`);
    expect(mail.html).toContain(code);
    expect(mail.html).toContain(`href="${link}"`);

    // Only hashes are stored.
    const codes = await t.ctx.db.kysely.selectFrom('email_codes').selectAll().execute();
    const tokens = await t.ctx.db.kysely.selectFrom('email_tokens').selectAll().execute();
    expect(codes).toHaveLength(1);
    expect(tokens).toHaveLength(1);
    expect(JSON.stringify([codes, tokens])).not.toContain(token);
    expect(codes[0]?.code_hash).not.toContain(code);
    expect(codes[0]?.expires_at).toBe(new Date(t.clock.now().getTime() + LIMITS.codeTtlMs).toISOString());
    expect(tokens[0]?.expires_at).toBe(new Date(t.clock.now().getTime() + LIMITS.linkTokenTtlMs).toISOString());
  });

  it('answers an address without an account exactly like one with an account, and sends nothing', async () => {
    const known = await resetSequence(t, 'mia@example.com');
    t.clock.advance(2 * DAY);
    const unknown = await resetSequence(t, 'nobody@example.com');
    expect(unknown).toEqual(known);
    expect(known).toEqual(EXPECTED_SEQUENCE);
    await t.ctx.mailWorker.drain();
    expect(smtp.received.map((m) => m.to[0])).toEqual(Array(3).fill('Mia@example.com'));
  });

  it('keeps the two alike with abuse limits off (RATE_LIMITS=off, as in the end-to-end tests)', async () => {
    const off = await createTestApp({ env: { SMTP_URL: smtp.url, PUBLIC_URL, RATE_LIMITS: 'off' } });
    try {
      await createUser(off.app, { email: 'ana@example.com', username: 'ana' });
      const known = await resetSequence(off, 'ana@example.com');
      off.clock.advance(2 * DAY);
      expect(await resetSequence(off, 'nobody@example.com')).toEqual(known);
      expect(known).toEqual(EXPECTED_SEQUENCE);
    } finally {
      await off.close();
    }
  });

  it('sends no second mail while a code is active, and at most 3 a day', async () => {
    expect((await send('mia@example.com')).status).toBe(200);
    const again = await send('mia@example.com');
    expect(again.status).toBe(429);
    expect(again.body).toEqual({
      status: false,
      code: 'SECURITY_CODE_ACTIVE',
      message: "You have active security code, can't send again",
    });
    t.clock.advance(LIMITS.codeTtlMs - 1000);
    expect((await send('mia@example.com')).body.code).toBe('SECURITY_CODE_ACTIVE');
    t.clock.advance(1000);
    expect((await send('mia@example.com')).status).toBe(200);
    t.clock.advance(LIMITS.codeTtlMs);
    expect((await send('mia@example.com')).status).toBe(200);
    t.clock.advance(LIMITS.codeTtlMs);
    const fourth = await send('mia@example.com');
    expect(fourth.status).toBe(429);
    expect(fourth.body).toMatchObject({
      code: 'SECURITY_MAIL_LIMIT',
      message: "You can't send more than 3 security mails in one day",
    });
    // The window is the last 24 hours, counted from the first mail.
    t.clock.advance(DAY - 2 * LIMITS.codeTtlMs);
    expect((await send('mia@example.com')).status).toBe(200);
  });

  it('validates the address', async () => {
    expect((await a.postUnchecked('/reset-password-send', {})).body.code).toBe('EMAIL_REQUIRED');
    expect((await send('not-an-address')).body.code).toBe('EMAIL_INVALID');
  });
});

describe('reset-password-check and reset-password (by code)', () => {
  async function mailedCode() {
    expect((await send('MIA@example.com')).status).toBe(200);
    return secretsOf(await nextMail()).code;
  }

  it('accepts the right code without using it up, then sets the password and ends every session', async () => {
    const code = await mailedCode();
    const second = await createUser(t.app, { username: 'other' });
    const otherSession = (await login(user.password)).body.data.access_token as string;

    const ok = await check('mia@example.com', code);
    expect(ok.status).toBe(200);
    expect(ok.body.status).toBe(true);
    expect((await check('mia@example.com', code)).status).toBe(200);

    const reset = await a.post('/reset-password', {
      email: 'mia@example.com',
      code,
      password: 'brand new pw',
      password_repeat: 'brand new pw',
    });
    expect(reset.status).toBe(200);
    expect(reset.body).toMatchObject({ status: true });

    for (const token of [user.token, otherSession]) {
      const me = await a.get('/myProfile', {}, token);
      expect(me.status).toBe(401);
      expect(me.body.code).toBe('AUTH_INVALID');
    }
    expect((await a.get('/myProfile', {}, second.token)).status).toBe(200);
    expect((await login(user.password)).status).toBe(401);
    const fresh = await login('brand new pw');
    expect(fresh.status).toBe(200);
    // The code reached the address, so the address counts as verified.
    expect(fresh.body.data.email_verified).toBe(true);

    // Used up: neither the code nor the mail's link works again.
    expect((await check('mia@example.com', code)).body.code).toBe('SECURITY_CODE_EXPIRED');
  });

  it('counts wrong codes: after 5 wrong tries even the right code has expired', async () => {
    const code = await mailedCode();
    for (let i = 0; i < LIMITS.codeMaxAttempts; i++) {
      const wrong = await check('mia@example.com', otherCode(code));
      expect(wrong.status).toBe(400);
      expect(wrong.body).toEqual({ status: false, code: 'SECURITY_CODE_WRONG', message: 'Security code is wrong' });
    }
    const late = await check('mia@example.com', code);
    expect(late.body).toEqual({
      status: false,
      code: 'SECURITY_CODE_EXPIRED',
      message: 'The security code has expired',
    });
    // A dead code is not an active one: a new mail may be sent.
    expect((await send('mia@example.com')).status).toBe(200);
    expect((await check('mia@example.com', secretsOf(await nextMail()).code)).status).toBe(200);
  });

  it('expires a code after 15 minutes', async () => {
    const code = await mailedCode();
    t.clock.advance(LIMITS.codeTtlMs - 1);
    expect((await check('mia@example.com', code)).status).toBe(200);
    t.clock.advance(1);
    expect((await check('mia@example.com', code)).body.code).toBe('SECURITY_CODE_EXPIRED');
  });

  it('checks the new password before touching the code', async () => {
    const code = await mailedCode();
    const base = { email: 'mia@example.com', code };
    const cases: Array<[object, string]> = [
      [{ password: 'abcdef', password_repeat: 'abcdeg' }, 'PASSWORDS_NOT_EQUAL'],
      [{ password: 'abc', password_repeat: 'abc' }, 'PASSWORD_LENGTH'],
      [{ password_repeat: 'abcdef' }, 'PASSWORD_REQUIRED'],
      [{ password: 'abcdef' }, 'PASSWORD_REPEAT_REQUIRED'],
      [{ code: undefined, password: 'abcdef', password_repeat: 'abcdef' }, 'CODE_REQUIRED'],
    ];
    for (const [patch, code] of cases) {
      const res = await a.postUnchecked('/reset-password', { ...base, ...patch });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe(code);
    }
    expect((await check('mia@example.com', code)).status).toBe(200);
    const wrong = await a.post('/reset-password', {
      ...base,
      code: otherCode(code),
      password: 'abcdef',
      password_repeat: 'abcdef',
    });
    expect(wrong.body.code).toBe('SECURITY_CODE_WRONG');
    expect((await login(user.password)).status).toBe(200);
  });
});

describe('reset by link (token)', () => {
  async function mailedToken() {
    expect((await send('mia@example.com')).status).toBe(200);
    return secretsOf(await nextMail()).token;
  }
  const withToken = (token: string, password = 'linked pw 1') =>
    a.post('/reset-password-token', { token, password, password_repeat: password });

  it('checks the token, sets the password once, and ends every session', async () => {
    const token = await mailedToken();
    const ok = await a.post('/reset-password-check-token', { token });
    expect(ok.status).toBe(200);
    expect(ok.body.status).toBe(true);

    expect((await withToken(token)).status).toBe(200);
    expect((await a.get('/myProfile', {}, user.token)).status).toBe(401);
    expect((await login('linked pw 1')).status).toBe(200);

    // Single use.
    const again = await withToken(token, 'linked pw 2');
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ status: false, code: 'TOKEN_INVALID', message: 'Token is not valid' });
    expect((await a.post('/reset-password-check-token', { token })).body.code).toBe('TOKEN_INVALID');
    expect((await login('linked pw 2')).status).toBe(401);
  });

  it('refuses an expired, unknown or malformed token', async () => {
    const token = await mailedToken();
    t.clock.advance(LIMITS.linkTokenTtlMs);
    expect((await a.post('/reset-password-check-token', { token })).body.code).toBe('TOKEN_INVALID');
    expect((await withToken(token)).body.code).toBe('TOKEN_INVALID');
    expect((await withToken('A'.repeat(43))).body.code).toBe('TOKEN_INVALID');
    expect((await withToken('x'.repeat(500))).body.code).toBe('TOKEN_INVALID');
    expect((await a.postUnchecked('/reset-password-check-token', {})).body.code).toBe('TOKEN_REQUIRED');
    expect((await login(user.password)).status).toBe(200);
  });

  it('a used code retires the link of the same mail, and the other way round', async () => {
    const first = await mailedToken();
    const code = secretsOf(smtp.mail(0)).code;
    const byCode = { email: 'mia@example.com', code, password: 'via code 1', password_repeat: 'via code 1' };
    expect((await a.post('/reset-password', byCode)).status).toBe(200);
    expect((await withToken(first)).body.code).toBe('TOKEN_INVALID');

    t.clock.advance(LIMITS.codeTtlMs);
    const second = await mailedToken();
    const secondCode = secretsOf(smtp.mail(1)).code;
    expect((await withToken(second)).status).toBe(200);
    expect((await check('mia@example.com', secondCode)).body.code).toBe('SECURITY_CODE_EXPIRED');
  });
});
