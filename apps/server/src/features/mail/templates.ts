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

/**
 * The HTML every Qurio mail shares: a white card on grey with the name on top, `body` and then
 * the small-print `footer` (both already escaped). Inline styles only: mail programs drop the rest.
 */
function frame(lang: string, title: string, body: string, footer: string): string {
  return `<!doctype html>
<html lang="${escapeHtml(isLanguage(lang) ? lang : 'en')}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:24px;background:#f4f5f7;font-family:Arial,Helvetica,sans-serif;color:#1f2328">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:520px;margin:0 auto;background:#ffffff;border-radius:8px">
<tr><td style="padding:24px 28px 0;font-size:22px;font-weight:bold;color:#5b3cc4">Qurio</td></tr>
<tr><td style="padding:16px 28px;font-size:15px;line-height:1.5">
${body}</td></tr>
<tr><td style="padding:0 28px 24px;font-size:12px;color:#57606a">${footer}</td></tr>
</table>
</body>
</html>
`;
}

function button(href: string, label: string): string {
  return `<p><a href="${href}" style="display:inline-block;padding:10px 18px;background:#5b3cc4;color:#ffffff;text-decoration:none;border-radius:6px">${label}</a></p>`;
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
  const html = frame(
    lang,
    plain(t.subject),
    `<p>${safe(texts.greeting)}</p>
<p>${safe(t.intro)}</p>
<p>${safe(t.codeLabel)}</p>
<p style="font-size:30px;font-weight:bold;letter-spacing:6px;font-family:'Courier New',monospace">${escapeHtml(vars.code)}</p>
<p>${safe(t.codeValidity)}</p>
<p>${safe(t.linkIntro)}</p>
${button(link, safe(t.button))}
<p style="font-size:13px;color:#57606a;word-break:break-all">${link}</p>
<p>${safe(t.ignore)}</p>
<p>— ${safe(texts.signature)}</p>
`,
    safe(texts.footer),
  );
  return { subject: plain(t.subject), text, html };
}

export interface NoticeMailVars {
  name: string;
  username: string;
  link: string;
  /** Values for the notice's own placeholders ({days}). */
  values?: Record<string, string>;
}

/** A mail that tells something and links to the app: the data export being ready, two-factor on or off. */
export function renderNoticeMail(
  kind: 'exportReady' | 'twoFactorOn' | 'twoFactorOff' | 'accessTokenCreated',
  lang: string,
  vars: NoticeMailVars,
): RenderedMail {
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
  const html = frame(
    lang,
    plain(t.subject),
    `<p>${safe(texts.greeting)}</p>
<p>${safe(t.intro)}</p>
${button(link, safe(t.button))}
<p>${safe(t.note)}</p>
<p>— ${safe(texts.signature)}</p>
`,
    safe(texts.footer),
  );
  return { subject: plain(t.subject), text, html };
}

/** One line of a notification mail: its sentence's key and the values, or a question's text. */
export type NotificationMailLine =
  | { kind: 'question'; text: string }
  | { kind: 'answer' | 'like' | 'follow' | 'mention'; name: string; link: string };

export interface NotificationMailVars {
  name: string;
  username: string;
  mode: 'immediate' | 'daily';
  /** New questions, by their text only (never who asked), newest first. */
  questions: string[];
  /** Questions beyond the ones listed. */
  moreQuestions: number;
  activity: Extract<NotificationMailLine, { kind: 'answer' | 'like' | 'follow' | 'mention' }>[];
  moreActivity: number;
  inboxLink: string;
  notificationsLink: string;
  unsubscribeLink: string;
  settingsLink: string;
}

/** A notification mail: new questions first (the inbox is what Qurio is about), then activity. */
export function renderNotificationMail(lang: string, vars: NotificationMailVars): RenderedMail {
  const texts = MAIL_TEXTS[isLanguage(lang) ? lang : 'en'];
  const t = texts.notifications;
  const base = { name: vars.name, username: vars.username };
  const plain = (s: string, extra: Record<string, string> = {}) => fill(s, { ...base, ...extra });
  const safe = (s: string, extra: Record<string, string> = {}) =>
    fill(escapeHtml(s), Object.fromEntries(Object.entries({ ...base, ...extra }).map(([k, v]) => [k, escapeHtml(v)])));
  const onlyQuestions = vars.activity.length === 0;
  const subject =
    vars.mode === 'daily' ? plain(t.subjectDigest) : plain(onlyQuestions ? t.subjectQuestions : t.subjectOther);
  const intro = vars.mode === 'daily' ? t.introDigest : t.introImmediate;
  const more = (count: number) => (count > 0 ? [plain(t.more, { count: String(count) })] : []);

  const text: string[] = [plain(texts.greeting), '', plain(intro), ''];
  let html = `<p>${safe(texts.greeting)}</p>\n<p>${safe(intro)}</p>\n`;
  if (vars.questions.length > 0) {
    text.push(plain(t.questionsHeading), ...vars.questions.map((q) => `• ${q}`), ...more(vars.moreQuestions));
    text.push('', `${plain(t.answerButton)}: ${vars.inboxLink}`, '');
    html += `<p><strong>${safe(t.questionsHeading)}</strong></p>\n<ul style="padding-left:20px">${vars.questions
      .map((q) => `<li style="margin-bottom:6px">${escapeHtml(q)}</li>`)
      .join('')}</ul>\n`;
    if (vars.moreQuestions > 0) html += `<p>${safe(t.more, { count: String(vars.moreQuestions) })}</p>\n`;
    html += `${button(escapeHtml(vars.inboxLink), safe(t.answerButton))}\n`;
  }
  if (vars.activity.length > 0) {
    text.push(plain(t.activityHeading));
    for (const line of vars.activity) text.push(`• ${plain(t[line.kind], { name: line.name })}: ${line.link}`);
    text.push(...more(vars.moreActivity), '', `${plain(t.notificationsButton)}: ${vars.notificationsLink}`, '');
    html += `<p><strong>${safe(t.activityHeading)}</strong></p>\n<ul style="padding-left:20px">${vars.activity
      .map(
        (line) =>
          `<li style="margin-bottom:6px"><a href="${escapeHtml(line.link)}" style="color:#1f2328">${safe(t[line.kind], { name: line.name })}</a></li>`,
      )
      .join('')}</ul>\n`;
    if (vars.moreActivity > 0) html += `<p>${safe(t.more, { count: String(vars.moreActivity) })}</p>\n`;
    html += `${button(escapeHtml(vars.notificationsLink), safe(t.notificationsButton))}\n`;
  }
  text.push(`— ${plain(texts.signature)}`, '', plain(texts.footer));
  text.push(plain(t.unsubscribe, { link: vars.unsubscribeLink }), plain(t.settings, { link: vars.settingsLink }), '');
  html += `<p>— ${safe(texts.signature)}</p>\n`;
  const link = (href: string) => `<a href="${escapeHtml(href)}" style="color:#57606a">${escapeHtml(href)}</a>`;
  const footer = [
    safe(texts.footer),
    fill(escapeHtml(t.unsubscribe), { link: link(vars.unsubscribeLink) }),
    fill(escapeHtml(t.settings), { link: link(vars.settingsLink) }),
  ].join('<br>');
  return { subject, text: text.join('\n'), html: frame(lang, subject, html, footer) };
}

export interface NewDeviceMailVars {
  name: string;
  username: string;
  /** The device in words (features/auth/user-agent.ts), already in the member's language. */
  device: string;
  /** When, already formatted for the member's language. */
  time: string;
  /** Where to change the password: the main advice, the button. */
  link: string;
  /** Where the member is signed in (the sessions list), to sign out a device they don't know. */
  sessionsLink: string;
}

/** A sign-in from a device the account had not used before: what, when, and what to do if it was not them. */
export function renderNewDeviceMail(lang: string, vars: NewDeviceMailVars): RenderedMail {
  const texts = MAIL_TEXTS[isLanguage(lang) ? lang : 'en'];
  const t = texts.newDevice;
  const values = { name: vars.name, username: vars.username, device: vars.device, time: vars.time };
  const plain = (s: string) => fill(s, values);
  const safe = (s: string) =>
    fill(escapeHtml(s), Object.fromEntries(Object.entries(values).map(([k, v]) => [k, escapeHtml(v)])));
  const text = [
    plain(texts.greeting),
    '',
    plain(t.intro),
    '',
    plain(t.device),
    plain(t.time),
    '',
    plain(t.ifYou),
    plain(t.ifNotYou),
    vars.link,
    '',
    plain(t.sessions),
    vars.sessionsLink,
    '',
    `— ${plain(texts.signature)}`,
    '',
    plain(texts.footer),
    '',
  ].join('\n');
  const html = frame(
    lang,
    plain(t.subject),
    `<p>${safe(texts.greeting)}</p>
<p>${safe(t.intro)}</p>
<p>${safe(t.device)}<br>${safe(t.time)}</p>
<p>${safe(t.ifYou)}</p>
<p>${safe(t.ifNotYou)}</p>
${button(escapeHtml(vars.link), safe(t.button))}
<p>${safe(t.sessions)}<br><a href="${escapeHtml(vars.sessionsLink)}" style="color:#5b3cc4">${escapeHtml(vars.sessionsLink)}</a></p>
<p>— ${safe(texts.signature)}</p>
`,
    safe(texts.footer),
  );
  return { subject: plain(t.subject), text, html };
}
