import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../i18n';
import { dateFormat, relativeFormat } from './intl-cache';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * "5 minutes ago", "yesterday" in the UI language for the last week; a plain date after that,
 * with the year only when it is not this year.
 */
export function formatRelative(iso: string, language: string, now: Date = new Date()): string {
  const date = new Date(iso);
  const diff = date.getTime() - now.getTime();
  const abs = Math.abs(diff);
  const rtf = relativeFormat(language, { numeric: 'auto', style: 'short' });
  if (abs < MINUTE) return rtf.format(0, 'second');
  if (abs < HOUR) return rtf.format(Math.round(diff / MINUTE), 'minute');
  if (abs < DAY) return rtf.format(Math.round(diff / HOUR), 'hour');
  if (abs < 7 * DAY) return rtf.format(Math.round(diff / DAY), 'day');
  const sameYear = date.getFullYear() === now.getFullYear();
  return dateFormat(
    language,
    sameYear ? { day: 'numeric', month: 'short' } : { day: 'numeric', month: 'short', year: 'numeric' },
  ).format(date);
}

export function formatFull(iso: string, language: string): string {
  return dateFormat(language, { dateStyle: 'long', timeStyle: 'short' }).format(new Date(iso));
}

/** A `<time>` with the short relative form visible and the full date as its tooltip. */
export function RelativeTime({ iso, className }: { iso: string; className?: string }) {
  // Subscribes to language changes; the formatters then read the resolved language.
  useTranslation();
  const language = currentLanguage();
  return (
    <time className={className} dateTime={iso} title={formatFull(iso, language)}>
      {formatRelative(iso, language)}
    </time>
  );
}
