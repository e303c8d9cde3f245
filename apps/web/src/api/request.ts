import type { ClientPlatform } from '@qurio/client';
import { SHELL_LIMITS } from '@qurio/contract/shell-limits';
import { currentLanguage } from '../i18n';
import { getAccessToken } from '../lib/session-store';
import { getTimezone } from './timezone';

export const TIMEZONE_COOKIE = 'tz';

let timezoneSaved = false;

/** SPEC §7: the timezone also lives in a cookie for 30 days, so server-rendered mail and files can use it. */
function saveTimezoneCookie(timezone: string): void {
  if (timezoneSaved) return;
  timezoneSaved = true;
  const maxAge = SHELL_LIMITS.timezoneCookieDays * 24 * 60 * 60;
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox and Safari.
  document.cookie = `${TIMEZONE_COOKIE}=${encodeURIComponent(timezone)}; max-age=${maxAge}; path=/; SameSite=Lax`;
}

/**
 * What the web puts in every request: same origin, the session's token, the interface language,
 * the browser's timezone (saved once in the cookie too, web only) and same-origin cookies. The
 * client (client.ts) adds the rest of the platform: rotation, logout and connection.
 */
export const webRequestPlatform = {
  baseUrl: () => '',
  accessToken: getAccessToken,
  language: currentLanguage,
  timezone: () => {
    const timezone = getTimezone();
    saveTimezoneCookie(timezone);
    return timezone;
  },
  credentials: 'same-origin',
} satisfies Pick<ClientPlatform, 'baseUrl' | 'accessToken' | 'language' | 'timezone' | 'credentials'>;
