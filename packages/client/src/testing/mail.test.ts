import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
// nodemailer writes the server's mails; its composer builds one here exactly as they leave.
import MailComposer from 'nodemailer/lib/mail-composer/index.js';
import { afterAll, describe, expect, it } from 'vitest';
import { mailsTo, parseMail, waitForMail } from './mail.js';

async function compose(options: Record<string, unknown>): Promise<string> {
  const message = new MailComposer(options).compile();
  return String(await message.build());
}

const dir = mkdtempSync(join(tmpdir(), 'qurio-kit-mail-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the mail reader of the test kit', () => {
  it('decodes what nodemailer encodes: a non-ASCII subject, quoted-printable text, the HTML part', async () => {
    const text = `Dein Code: \n\n  123456\n\nÖffne https://qurio.example/reset-password/${'a'.repeat(43)} – gültig 1 Stunde. ${'ü'.repeat(90)}`;
    const raw = await compose({
      from: 'Qurio <no-reply@qurio.local>',
      to: 'Mia <mia@example.com>',
      subject: 'Passwort zurücksetzen: ü ö ß',
      text,
      html: '<p>Öffne den <a href="https://qurio.example">Link</a></p>',
      messageId: '<row-7@qurio.local>',
    });
    expect(raw).toMatch(/=\?UTF-8\?/i); // the subject was encoded, so the test reads a decoding
    const mail = await parseMail(raw);
    expect(mail.subject).toBe('Passwort zurücksetzen: ü ö ß');
    expect(mail.text).toBe(text);
    expect(mail.html).toContain('Öffne den <a href="https://qurio.example">Link</a>');
    expect(mail.from).toBe('Qurio <no-reply@qurio.local>');
    expect(mail.to).toEqual(['Mia <mia@example.com>']);
    expect(mail.messageId).toBe('<row-7@qurio.local>');
  });

  it('reads an outbox folder in queue order and waits for a mail that arrives later', async () => {
    const mail = (to: string, subject: string) => compose({ from: 'a@qurio.local', to, subject, text: subject });
    writeFileSync(join(dir, '0002.eml'), await mail('ann@example.com', 'second'));
    writeFileSync(join(dir, '0001.eml'), await mail('ann@example.com', 'first'));
    writeFileSync(join(dir, '0003.eml'), await mail('bob@example.com', 'other'));
    expect((await mailsTo('ANN@example.com', dir)).map((m) => [m.file, m.subject])).toEqual([
      ['0001.eml', 'first'],
      ['0002.eml', 'second'],
    ]);
    const third = waitForMail('ann@example.com', [dir], { count: 3, timeoutMs: 5000 });
    writeFileSync(join(dir, '0004.eml'), await mail('ann@example.com', 'third'));
    expect((await third).subject).toBe('third');
    await expect(waitForMail('nobody@example.com', [dir], { timeoutMs: 200 })).rejects.toThrow(
      'No mail number 1 to nobody@example.com',
    );
  });
});
