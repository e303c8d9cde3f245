import { isLanguage, LIMITS } from '@qurio/contract';
import { MAIL_TEXTS } from './texts.js';

export type MailKind = 'reset' | 'verify';

export interface CodeMailVars {
  /** Display name; user-controlled, so escaped in HTML. */
  name: string;
  username: string;
  code: string;
  link: string;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}

function fill(sentence: string, values: Record<string, string>): string {
  return sentence.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}

/** Mail with a code and a link: the password reset and the e-mail verification look alike. */
export function renderCodeMail(kind: MailKind, lang: string, vars: CodeMailVars): RenderedMail {
  const texts = MAIL_TEXTS[isLanguage(lang) ? lang : 'en'];
  const t = texts[kind];
  const values = {
    name: vars.name,
    username: vars.username,
    minutes: String(LIMITS.codeTtlMs / 60_000),
    hours: String(LIMITS.linkTokenTtlMs / 3_600_000),
  };
  // The same sentences, filled twice: raw for the text part, escaped for the HTML part.
  const plain = (s: string) => fill(s, values);
  const safe = (s: string) =>
    fill(escapeHtml(s), Object.fromEntries(Object.entries(values).map(([k, v]) => [k, escapeHtml(v)])));

  const text = [
    plain(texts.greeting),
    '',
    plain(t.intro),
    '',
    plain(t.codeLabel),
    // On a line of its own: quoted-printable never breaks it, so the .eml shows it as is.
    vars.code,
    plain(t.codeValidity),
    '',
    plain(t.linkIntro),
    vars.link,
    '',
    plain(t.ignore),
    '',
    `— ${plain(texts.signature)}`,
    '',
    plain(texts.footer),
    '',
  ].join('\n');

  const link = escapeHtml(vars.link);
  const html = `<!doctype html>
<html lang="${escapeHtml(isLanguage(lang) ? lang : 'en')}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(t.subject)}</title></head>
<body style="margin:0;padding:24px;background:#f4f5f7;font-family:Arial,Helvetica,sans-serif;color:#1f2328">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:520px;margin:0 auto;background:#ffffff;border-radius:8px">
<tr><td style="padding:24px 28px 0;font-size:22px;font-weight:bold;color:#5b3cc4">Qurio</td></tr>
<tr><td style="padding:16px 28px;font-size:15px;line-height:1.5">
<p>${safe(texts.greeting)}</p>
<p>${safe(t.intro)}</p>
<p>${safe(t.codeLabel)}</p>
<p style="font-size:30px;font-weight:bold;letter-spacing:6px;font-family:'Courier New',monospace">${escapeHtml(vars.code)}</p>
<p>${safe(t.codeValidity)}</p>
<p>${safe(t.linkIntro)}</p>
<p><a href="${link}" style="display:inline-block;padding:10px 18px;background:#5b3cc4;color:#ffffff;text-decoration:none;border-radius:6px">${safe(t.button)}</a></p>
<p style="font-size:13px;color:#57606a;word-break:break-all">${link}</p>
<p>${safe(t.ignore)}</p>
<p>— ${safe(texts.signature)}</p>
</td></tr>
<tr><td style="padding:0 28px 24px;font-size:12px;color:#57606a">${safe(texts.footer)}</td></tr>
</table>
</body>
</html>
`;
  return { subject: plain(t.subject), text, html };
}

export interface NoticeMailVars {
  name: string;
  username: string;
  link: string;
  /** Values for the notice's own placeholders ({days}). */
  values?: Record<string, string>;
}

/** A mail that tells something and links to the app: the data export being ready. */
export function renderNoticeMail(kind: 'exportReady', lang: string, vars: NoticeMailVars): RenderedMail {
  const texts = MAIL_TEXTS[isLanguage(lang) ? lang : 'en'];
  const t = texts[kind];
  const values = { name: vars.name, username: vars.username, ...vars.values };
  const plain = (s: string) => fill(s, values);
  const safe = (s: string) =>
    fill(escapeHtml(s), Object.fromEntries(Object.entries(values).map(([k, v]) => [k, escapeHtml(v)])));
  const text = [
    plain(texts.greeting),
    '',
    plain(t.intro),
    '',
    vars.link,
    '',
    plain(t.note),
    '',
    `— ${plain(texts.signature)}`,
    '',
    plain(texts.footer),
    '',
  ].join('\n');
  const link = escapeHtml(vars.link);
  const html = `<!doctype html>
<html lang="${escapeHtml(isLanguage(lang) ? lang : 'en')}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(t.subject)}</title></head>
<body style="margin:0;padding:24px;background:#f4f5f7;font-family:Arial,Helvetica,sans-serif;color:#1f2328">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:520px;margin:0 auto;background:#ffffff;border-radius:8px">
<tr><td style="padding:24px 28px 0;font-size:22px;font-weight:bold;color:#5b3cc4">Qurio</td></tr>
<tr><td style="padding:16px 28px;font-size:15px;line-height:1.5">
<p>${safe(texts.greeting)}</p>
<p>${safe(t.intro)}</p>
<p><a href="${link}" style="display:inline-block;padding:10px 18px;background:#5b3cc4;color:#ffffff;text-decoration:none;border-radius:6px">${safe(t.button)}</a></p>
<p>${safe(t.note)}</p>
<p>— ${safe(texts.signature)}</p>
</td></tr>
<tr><td style="padding:0 28px 24px;font-size:12px;color:#57606a">${safe(texts.footer)}</td></tr>
</table>
</body>
</html>
`;
  return { subject: plain(t.subject), text, html };
}
