import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LANGUAGES } from '@qurio/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { readOutbox, startSmtpServer, type TestSmtp } from '../../test/mail.js';
import { createMailTransport, type OutgoingMail } from './mailer.js';
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

describe('mail transports', () => {
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
  const message: OutgoingMail = {
    id: 7,
    messageId: '<5f0c1a2e-row-7@qurio.local>',
    date: new Date('2026-11-22T12:00:00.000Z'),
    to: 'Someone <someone@example.com>',
    ...renderCodeMail('reset', 'de', vars),
  };

  it('without SMTP_URL writes each mail as an .eml file to DATA_DIR/outbox, named by its outbox row', async () => {
    const dir = dataDir();
    const transport = createMailTransport(loadConfig({ DATA_DIR: dir }));
    const first = await transport.deliver(message);
    // Queued earlier, so it sorts first although written second.
    await transport.deliver({ ...message, id: 6, messageId: '<six@qurio.local>', date: new Date(0), subject: 'zero' });
    // A second send of the same row (after a crash before it was marked sent) writes nothing.
    expect(await transport.deliver(message)).toEqual({ ...first, duplicate: true });
    transport.close();

    const outbox = await readOutbox(dir);
    expect(outbox.map((m) => m.subject)).toEqual(['zero', SUBJECTS.reset.de]);
    const mail = outbox[1];
    expect(mail?.from).toBe('Qurio <no-reply@qurio.local>');
    expect(mail?.to).toEqual(['Someone <someone@example.com>']);
    expect(mail?.messageId).toBe(message.messageId);
    expect(mail?.raw).toMatch(/^Date: Sun, 22 Nov 2026 12:00:00 \+0000$/m);
    expect(mail?.text).toContain('Hallo Jürgen,');
    expect(mail?.html).toContain('042917');
    // Readable without a MIME decoder (the end-to-end test greps the raw file for it).
    expect(mail?.raw).toMatch(/^042917$/m);
    // What the worker logs: the file, never the address.
    expect(String(first.file)).toMatch(new RegExp(`^${join(dir, 'outbox')}/.+-000000007-[0-9a-f]{8}\\.eml$`));
    expect(JSON.stringify(first)).not.toContain('@');
  });

  it('with SMTP_URL delivers through a real SMTP server, logging in with the URL credentials', async () => {
    smtp = await startSmtpServer({ user: 'mailer', pass: 's3cret:pw' });
    const config = loadConfig({ DATA_DIR: dataDir(), SMTP_URL: smtp.url, MAIL_FROM: 'Qurio <hello@qurio.test>' });
    const transport = createMailTransport(config);
    expect(await transport.deliver(message)).toEqual({});
    transport.close();

    const mail = smtp.mail(0);
    expect(mail.from).toBe('hello@qurio.test');
    expect(mail.to).toEqual(['someone@example.com']);
    expect(mail.subject).toBe(SUBJECTS.reset.de);
    expect(mail.messageId).toBe(message.messageId);
    expect(mail.text).toContain('042917');
    expect(mail.html).toContain(vars.link);
    expect(await readOutbox(config.dataDir)).toEqual([]);
  });

  it('rejects when the SMTP server refuses the login', async () => {
    smtp = await startSmtpServer({ user: 'mailer', pass: 'right' });
    const url = smtp.url.replace('right', 'wrong');
    const transport = createMailTransport(loadConfig({ DATA_DIR: dataDir(), SMTP_URL: url }));
    await expect(transport.deliver(message)).rejects.toThrow();
    transport.close();
    expect(smtp.received).toHaveLength(0);
  });

  it('rejects when nothing listens on the SMTP port', async () => {
    const port = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const address = probe.address();
        probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
      });
    });
    const transport = createMailTransport(loadConfig({ DATA_DIR: dataDir(), SMTP_URL: `smtp://127.0.0.1:${port}` }));
    await expect(transport.deliver(message)).rejects.toThrow();
    transport.close();
  });
});
