import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.js';
import { api, createUser } from '../test/factories.js';
import { secretsOf, sentMails } from '../test/mail.js';
import { redactUrl } from './request-log.js';

const TOKEN = 'q3VdJ0xW9mZr_T2pLk8sNa5yHc1uEo7gBf4iRj6tQwX';

describe('redactUrl', () => {
  it.each([
    [`/reset-password/${TOKEN}`, '/reset-password/[redacted]'],
    [`/settings/email/verify/${TOKEN}?from=mail`, '/settings/email/verify/[redacted]?from=mail'],
    [`/reset-password/short-but-secret`, '/reset-password/[redacted]'],
    ['/unsubscribe/12-3-abcdefghijklmnopqrstuvwxyz012345', '/unsubscribe/[redacted]'],
    [`/api/anything/${TOKEN}`, '/api/anything/[redacted]'],
    ['/uploads/avatars/0123456789abcdef0123456789abcdef.jpg', '/uploads/avatars/0123456789abcdef0123456789abcdef.jpg'],
    [`/files/${'a1b2c3d4'.repeat(5)}`, '/files/[redacted]'],
    ['/api/x?token=abc&code=123456&username=ada', '/api/x?token=[redacted]&code=[redacted]&username=ada'],
    ['/api/x?password=hunter22&password_repeat=hunter22', '/api/x?password=[redacted]&password_repeat=[redacted]'],
    ['/api/x?email=ada%40example.com&id=3', '/api/x?email=[redacted]&id=3'],
    ['/api/x?q=ada%40example.com', '/api/x?q=[redacted]'],
    ['/search/ada@example.com', '/search/[redacted]'],
    ['/api/question?username=ada&id=12', '/api/question?username=ada&id=12'],
    ['/blog/how-to-ask-better-questions-anonymously', '/blog/how-to-ask-better-questions-anonymously'],
    ['/ada/post/12', '/ada/post/12'],
    ['/%E0%A4%A?code=%E0', '/%E0%A4%A?code=[redacted]'],
  ])('%s → %s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });
});

describe('the request log at level info', () => {
  let t: TestApp;
  let webDir: string;
  const lines: string[] = [];
  const log = () => lines.join('');

  beforeAll(async () => {
    webDir = mkdtempSync(join(tmpdir(), 'qurio-web-'));
    mkdirSync(join(webDir, 'assets'));
    writeFileSync(
      join(webDir, 'index.html'),
      '<!doctype html><html lang="en"><title>Qurio</title><div id="root"></div>',
    );
    t = await createTestApp({
      config: { webDir },
      env: { PUBLIC_URL: 'https://qurio.example' },
      // The real pino logger of the app, at the default level, writing where the test can read it.
      logger: { level: 'info', stream: { write: (line: string) => void lines.push(line) } },
      mailLog: (level, message, fields) => void lines.push(`${JSON.stringify({ level, message, ...fields })}\n`),
    });
  });
  afterAll(async () => {
    await t.close();
    rmSync(webDir, { recursive: true, force: true });
  });

  it('never shows a token, code, password or e-mail address of the reset and verification flows', async () => {
    const a = api(t.app);
    const page = (url: string) => t.app.inject({ method: 'GET', url, headers: { 'accept-language': 'en' } });
    const secrets: string[] = [];
    const keep = (...values: string[]) => {
      for (const value of values) secrets.push(value, value.toLowerCase(), encodeURIComponent(value));
    };
    const mailNumber = async (index: number) => {
      const mail = (await sentMails(t.ctx))[index];
      if (!mail) throw new Error(`no mail #${index}`);
      return secretsOf(mail);
    };

    const email = 'Grace.Hopper@Example.com';
    const user = await createUser(t.app, { username: 'gracehop', email, password: 'first secret 1' });
    keep(email, user.password, user.token, user.device);

    // Reset by link: open the mailed page, check the token, set a new password with it.
    expect((await a.post('/reset-password-send', { email })).status).toBe(200);
    const link = await mailNumber(0);
    keep(link.token, link.code, link.link);
    expect((await page(new URL(link.link).pathname)).statusCode).toBe(200);
    expect((await page(`/reset-password/${link.token}?email=${encodeURIComponent(email)}`)).statusCode).toBe(200);
    expect((await a.post('/reset-password-check-token', { token: link.token })).status).toBe(200);
    const second = 'second secret 2';
    keep(second);
    const byLink = await a.post('/reset-password-token', {
      token: link.token,
      password: second,
      password_repeat: second,
    });
    expect(byLink.status).toBe(200);

    // Reset by code, then sign in with the e-mail address and the new password.
    t.clock.advance(20 * 60_000);
    expect((await a.post('/reset-password-send', { email })).status).toBe(200);
    const code = await mailNumber(1);
    keep(code.token, code.code);
    expect((await a.post('/reset-password-check', { email, code: code.code })).status).toBe(200);
    const third = 'third secret 3';
    keep(third);
    const byCode = await a.post('/reset-password', { email, code: code.code, password: third, password_repeat: third });
    expect(byCode.status).toBe(200);
    // A reset forgets every device's proof (features/auth/devices.ts), so even the device she signed
    // up on is new again: the sign-in mails a new-device notice (mail #2), which names no secret.
    const login = await a.post('/token', { username: email, password: third, device: user.device });
    expect(login.status).toBe(200);
    const session: string = login.body.data.access_token;
    keep(session, login.body.device);
    expect((await sentMails(t.ctx))[2]?.subject).toBe('New sign-in to your Qurio account');

    // A reset proves the inbox, so the address is verified now: a new one, verified by its link.
    const newEmail = 'amazing.grace@example.org';
    keep(newEmail);
    expect((await a.post('/sendEmailVerificationMail', { email: newEmail, password: third }, session)).status).toBe(
      200,
    );
    const verifyLink = await mailNumber(3);
    keep(verifyLink.token, verifyLink.code, verifyLink.link);
    expect((await page(new URL(verifyLink.link).pathname)).statusCode).toBe(200);
    expect((await a.post('/verifyEmailWithToken', { token: verifyLink.token })).status).toBe(200);

    // And another, verified by its code; a query string carrying secrets is not logged either.
    const lastEmail = 'grace.b.hopper@example.net';
    keep(lastEmail);
    expect((await a.post('/sendEmailVerificationMail', { email: lastEmail, password: third }, session)).status).toBe(
      200,
    );
    const verifyCode = await mailNumber(4);
    keep(verifyCode.token, verifyCode.code);
    expect((await a.post('/verifyEmail', { email: lastEmail, code: verifyCode.code }, session)).status).toBe(200);
    expect((await a.get('/myEmail', {}, session)).body).toEqual({ email: lastEmail, email_verified: true });
    await t.app.inject({ method: 'GET', url: `/api/myEmail?email=${lastEmail}&token=${verifyLink.token}` });

    await t.ctx.mailWorker.drain();
    // The logger's own clock readings are digits a 6-digit code can match by chance (a CI run
    // found 158000 inside "responseTime":4.659158000009484): they are masked, the rest searched.
    const whole = log().replace(/"(time|responseTime)":[\d.]+/g, '"$1":0');
    for (const secret of new Set(secrets)) expect(whole, `the log shows ${secret}`).not.toContain(secret);
    // No e-mail address at all, whoever's.
    expect(whole).not.toMatch(/[A-Za-z0-9._%+-]+(@|%40)[A-Za-z0-9.-]+\.[a-z]{2,}/i);
    // Not vacuous: the requests were logged, their URLs with the secrets taken out.
    expect(whole).toContain('"msg":"incoming request"');
    expect(whole).toContain('"url":"/api/reset-password-token"');
    expect(whole).toContain('"url":"/reset-password/[redacted]"');
    expect(whole).toContain('"url":"/settings/email/verify/[redacted]"');
  });
});
