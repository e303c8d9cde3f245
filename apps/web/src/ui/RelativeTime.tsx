import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../i18n';
import { dateFormat, relativeFormat } from './intl-cache';
import { SERVER_TIME_ZONE, serverRenderTime } from './server-render-time';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * "5 minutes ago", "yesterday" in the UI language for the last week; a plain date after that,
 * with the year only when it is not this year. In the reader's time zone unless one is given.
 */
export function formatRelative(iso: string, language: string, now: Date = new Date(), timeZone?: string): string {
  const date = new Date(iso);
  const diff = date.getTime() - now.getTime();
  const abs = Math.abs(diff);
  const rtf = relativeFormat(language, { numeric: 'auto', style: 'short' });
  if (abs < MINUTE) return rtf.format(0, 'second');
  if (abs < HOUR) return rtf.format(Math.round(diff / MINUTE), 'minute');
  if (abs < DAY) return rtf.format(Math.round(diff / HOUR), 'hour');
  if (abs < 7 * DAY) return rtf.format(Math.round(diff / DAY), 'day');
  const year = (day: Date) => dateFormat('en', { year: 'numeric', timeZone }).format(day);
  const sameYear = year(date) === year(now);
  return dateFormat(
    language,
    sameYear
      ? { day: 'numeric', month: 'short', timeZone }
      : { day: 'numeric', month: 'short', year: 'numeric', timeZone },
  ).format(date);
}

export function formatFull(iso: string, language: string, timeZone?: string): string {
  return dateFormat(language, { dateStyle: 'long', timeStyle: 'short', timeZone }).format(new Date(iso));
}

// Nothing to subscribe to: the text changes only with a render (language, new data).
const subscribeNothing = () => () => undefined;

/** A `<time>` with the short relative form visible and the full date as its tooltip. */
export function RelativeTime({ iso, className }: { iso: string; className?: string }) {
  // Subscribes to language changes; the formatters then read the resolved language.
  useTranslation();
  const language = currentLanguage();
  // The server's text (its moment, UTC) on the server and while hydrating its page, the reader's
  // from then on.
  const text = useSyncExternalStore(
    subscribeNothing,
    () => formatRelative(iso, language),
    () => formatRelative(iso, language, new Date(serverRenderTime()), SERVER_TIME_ZONE),
  );
  const title = useSyncExternalStore(
    subscribeNothing,
    () => formatFull(iso, language),
    () => formatFull(iso, language, SERVER_TIME_ZONE),
  );
  return (
    <time className={className} dateTime={iso} title={title}>
      {text}
    </time>
  );
}
