/**
 * Intl formatters are costly to build (each loads locale data) and cheap to reuse; a feed of
 * twenty cards would otherwise build sixty of them in one render. One instance per language and
 * options, kept for the page's life: there are only a handful of combinations.
 */
const cache = new Map<string, Intl.DateTimeFormat | Intl.RelativeTimeFormat | Intl.NumberFormat>();

function cached<T extends Intl.DateTimeFormat | Intl.RelativeTimeFormat | Intl.NumberFormat>(
  kind: string,
  language: string,
  options: object,
  create: () => T,
): T {
  const key = `${kind}|${language}|${JSON.stringify(options)}`;
  let formatter = cache.get(key) as T | undefined;
  if (!formatter) {
    formatter = create();
    cache.set(key, formatter);
  }
  return formatter;
}

export const dateFormat = (language: string, options: Intl.DateTimeFormatOptions) =>
  cached('date', language, options, () => new Intl.DateTimeFormat(language, options));

export const numberFormat = (language: string, options: Intl.NumberFormatOptions) =>
  cached('number', language, options, () => new Intl.NumberFormat(language, options));
