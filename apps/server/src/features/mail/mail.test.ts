import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LANGUAGES } from '@qurio/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { readOutbox, startSmtpServer, type TestSmtp } from '../../test/mail.js';
import { createMailer, type MailLog } from './mailer.js';
import { renderCodeMail } from './templates.js';

const vars = {
  name: 'Jürgen',
  username: 'juergen',
  code: '042917',
  link: 'http://localhost:3000/reset-password/abc_DEF-123',
};

const SUBJECTS = {
  reset: {
    en: 'Reset your Qurio password',
    de: 'Setze dein Qurio-Passwort zurück',
    es: 'Restablece tu contraseña de Qurio',
    pt: 'Redefina sua senha do Qurio',
    tr: 'Qurio şifreni sıfırla',
  },
  verify: {
    en: 'Confirm your e-mail address for Qurio',
    de: 'Bestätige deine E-Mail-Adresse für Qurio',
    es: 'Confirma tu dirección de correo en Qurio',
    pt: 'Confirme seu endereço de e-mail no Qurio',
    tr: 'Qurio için e-posta adresini doğrula',
  },
} as const;

describe('mail templates', () => {
  it.each(LANGUAGES.flatMap((lang) => (['reset', 'verify'] as const).map((kind) => [kind, lang] as const)))(
    '%s in %s: subject in the language, code and link in text and HTML, every placeholder filled',
    (kind, lang) => {
      const mail = renderCodeMail(kind, lang, vars);
      expect(mail.subject).toBe(SUBJECTS[kind][lang]);
      for (const body of [mail.text, mail.html]) {
        expect(body).toContain('042917');
        expect(body).toContain(vars.link);
        expect(body).toContain('Qurio');
        expect(body).toContain('@juergen');
        expect(body).toContain('15');
        expect(body).toContain('24');
        expect(body).not.toMatch(/\{\w+\}/);
      }
      expect(mail.text).toContain('Jürgen');
      expect(mail.html).toContain(`lang="${lang}"`);
    },
  );

  it('falls back to English for an unknown language', () => {
    expect(renderCodeMail('reset', 'xx', vars).subject).toBe(SUBJECTS.reset.en);
  });

  it('escapes user data in the HTML part and keeps it verbatim in the text part', () => {
    const name = '<script>alert("x")</script> & {username}';
    const mail = renderCodeMail('verify', 'en', { ...vars, name, link: 'http://q/settings/email/verify/t"><b>' });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('"><b>');
    expect(mail.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; {username}');
    // A placeholder inside a value is not expanded again.
    expect(mail.text).toContain(`Hi ${name},`);
  });
});

describe('mailer', () => {
  const dirs: string[] = [];
  let smtp: TestSmtp | undefined;
  afterEach(async () => {
    await smtp?.close();
    smtp = undefined;
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
  const dataDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'qurio-mail-'));
    dirs.push(dir);
    return dir;
  };
  const message = { to: 'Someone <someone@example.com>', ...renderCodeMail('reset', 'de', vars) };

  it('without SMTP_URL writes each mail as an .eml file to DATA_DIR/outbox and logs it', async () => {
    const dir = dataDir();
    const lines: Array<[string, string, Record<string, unknown>]> = [];
    const log: MailLog = (level, msg, fields) => lines.push([level, msg, fields]);
    const mailer = createMailer(loadConfig({ DATA_DIR: dir }), log);
    await mailer.send(message);
    await mailer.send({ ...message, subject: 'second' });
    await mailer.close();

    const outbox = await readOutbox(dir);
    expect(outbox.map((m) => m.subject)).toEqual([SUBJECTS.reset.de, 'second']);
    expect(outbox[0]?.from).toBe('Qurio <no-reply@qurio.local>');
    expect(outbox[0]?.to).toEqual(['Someone <someone@example.com>']);
    expect(outbox[0]?.text).toContain('Hallo Jürgen,');
    expect(outbox[0]?.html).toContain('042917');
    // Readable without a MIME decoder (the end-to-end test greps the raw file for it).
    expect(outbox[0]?.raw).toMatch(/^042917$/m);
    expect(lines[0]?.[0]).toBe('info');
    expect(lines[0]?.[2]).toMatchObject({ to: message.to, subject: SUBJECTS.reset.de });
    expect(String(lines[0]?.[2].file)).toMatch(new RegExp(`^${join(dir, 'outbox')}/.+\\.eml$`));
  });

  it('with SMTP_URL delivers through a real SMTP server, logging in with the URL credentials', async () => {
    smtp = await startSmtpServer({ user: 'mailer', pass: 's3cret:pw' });
    const config = loadConfig({ DATA_DIR: dataDir(), SMTP_URL: smtp.url, MAIL_FROM: 'Qurio <hello@qurio.test>' });
    const mailer = createMailer(config);
    await mailer.send(message);
    await mailer.close();

    const mail = await smtp.next();
    expect(mail.from).toBe('hello@qurio.test');
    expect(mail.to).toEqual(['someone@example.com']);
    expect(mail.subject).toBe(SUBJECTS.reset.de);
    expect(mail.text).toContain('042917');
    expect(mail.html).toContain(vars.link);
    expect(await readOutbox(config.dataDir)).toEqual([]);
  });

  it('rejects and logs when the SMTP server refuses the login', async () => {
    smtp = await startSmtpServer({ user: 'mailer', pass: 'right' });
    const lines: string[] = [];
    const url = smtp.url.replace('right', 'wrong');
    const mailer = createMailer(loadConfig({ DATA_DIR: dataDir(), SMTP_URL: url }), (level, msg) =>
      lines.push(`${level} ${msg}`),
    );
    await expect(mailer.send(message)).rejects.toThrow();
    await mailer.close();
    expect(lines).toEqual(['error mail failed']);
    expect(smtp.received).toHaveLength(0);
  });

  it('rejects when nothing listens on the SMTP port, and close() still returns', async () => {
    const port = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const address = probe.address();
        probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
      });
    });
    const mailer = createMailer(loadConfig({ DATA_DIR: dataDir(), SMTP_URL: `smtp://127.0.0.1:${port}` }));
    await expect(mailer.send(message)).rejects.toThrow();
    await mailer.close();
  });
});
