import { LOCALE_HEADER } from '@qurio/contract/headers';
import { isLanguage, type Language } from '@qurio/contract/limits';

/**
 * A guest's language (issue 34): the interface language the clients send in X-Locale (the one the
 * visitor chose), else the first of Accept-Language that Qurio speaks, else English. A member's is
 * their setting, never this.
 */
export function readerLanguage(headers: Record<string, string | string[] | undefined>): Language {
  const locale = headers[LOCALE_HEADER.toLowerCase()];
  const chosen = typeof locale === 'string' ? locale.split('-')[0]?.toLowerCase() : undefined;
  if (isLanguage(chosen)) return chosen;
  const accept = headers['accept-language'];
  for (const part of (typeof accept === 'string' ? accept : '').split(',')) {
    const primary = part.split(';')[0]?.trim().split('-')[0]?.toLowerCase();
    if (isLanguage(primary)) return primary;
  }
  return 'en';
}
