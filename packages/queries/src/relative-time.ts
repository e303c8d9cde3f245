/**
 * The one relative-time formatter of both apps: "5 min. ago", "yesterday" in the UI language for
 * the last week, a plain date after that (the year only when it is not this year), and the full
 * date and time for a tooltip or a long press. Intl based, so the five languages come with the
 * platform's locale data.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export type RelativeUnit = 'second' | 'minute' | 'hour' | 'day';

/**
 * Says `value` units from now (negative: ago; 0 seconds: now) where the platform has no
 * Intl.RelativeTimeFormat (Hermes on a phone): the app spells it with its own locale strings.
 */
export type SpellRelative = (value: number, unit: RelativeUnit) => string;

type Formatter = Intl.DateTimeFormat | Intl.RelativeTimeFormat;

/**
 * Intl formatters are costly to build (each loads locale data) and cheap to reuse; a feed of twenty
 * cards would otherwise build sixty of them in one render. One instance per language and options.
 */
const cache = new Map<string, Formatter>();

function cached<T extends Formatter>(kind: string, language: string, options: object, create: () => T): T {
  const key = `${kind}|${language}|${JSON.stringify(options)}`;
  let formatter = cache.get(key) as T | undefined;
  if (!formatter) {
    formatter = create();
    cache.set(key, formatter);
  }
  return formatter;
}

const dateFormat = (language: string, options: Intl.DateTimeFormatOptions) =>
  cached('date', language, options, () => new Intl.DateTimeFormat(language, options));

// Read at each call: Hermes lacks it, and a test stands in for Hermes by taking it away.
const hasRelativeFormat = () => typeof Intl.RelativeTimeFormat === 'function';

function spellWithIntl(language: string): SpellRelative {
  const rtf = cached(
    'relative',
    language,
    { numeric: 'auto', style: 'short' },
    () => new Intl.RelativeTimeFormat(language, { numeric: 'auto', style: 'short' }),
  );
  return (value, unit) => rtf.format(value, unit);
}

/** The short form: relative for the last week, then a date. In the reader's time zone unless one is given. */
export function formatRelative(
  iso: string,
  language: string,
  now: Date = new Date(),
  timeZone?: string,
  fallback?: SpellRelative,
): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const diff = date.getTime() - now.getTime();
  const abs = Math.abs(diff);
  if (abs < 7 * DAY) {
    const spell = hasRelativeFormat() || !fallback ? spellWithIntl(language) : fallback;
    if (abs < MINUTE) return spell(0, 'second');
    if (abs < HOUR) return spell(Math.round(diff / MINUTE), 'minute');
    if (abs < DAY) return spell(Math.round(diff / HOUR), 'hour');
    return spell(Math.round(diff / DAY), 'day');
  }
  const year = (day: Date) => dateFormat('en', { year: 'numeric', timeZone }).format(day);
  const sameYear = year(date) === year(now);
  return dateFormat(
    language,
    sameYear
      ? { day: 'numeric', month: 'short', timeZone }
      : { day: 'numeric', month: 'short', year: 'numeric', timeZone },
  ).format(date);
}

/** The full date and time ("November 22, 2026 at 12:00 PM"), for a tooltip or a long press. */
export function formatFull(iso: string, language: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return dateFormat(language, { dateStyle: 'long', timeStyle: 'short', timeZone }).format(date);
}
