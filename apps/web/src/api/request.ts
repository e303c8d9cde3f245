import { LIMITS } from '@qurio/contract/limits';
import { type ApiRoute, LOCALE_HEADER, TIMEZONE_HEADER } from '@qurio/contract/routes';
import { getAccessToken } from '../features/auth/session-store';
import { currentLanguage } from '../i18n';
import { getTimezone } from './timezone';

export const API_ROOT = '/api';
export const TIMEZONE_COOKIE = 'tz';

let timezoneSaved = false;

/** SPEC §7: the timezone also lives in a cookie for 30 days, so server-rendered mail and files can use it. */
function saveTimezoneCookie(timezone: string): void {
  if (timezoneSaved) return;
  timezoneSaved = true;
  const maxAge = LIMITS.timezoneCookieDays * 24 * 60 * 60;
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox and Safari.
  document.cookie = `${TIMEZONE_COOKIE}=${encodeURIComponent(timezone)}; max-age=${maxAge}; path=/; SameSite=Lax`;
}

function toQuery(input: unknown): string {
  if (typeof input !== 'object' || input === null) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined || value === null) continue;
    params.set(key, String(value));
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}

/**
 * How a call becomes an HTTP request: URL, headers (SPEC §7: timezone and locale on every call,
 * the token when signed in) and body. Kept apart from the client so the first page can ask for
 * its data (early-fetch.ts) before the client's chunk has loaded.
 */
export function buildRequest(route: ApiRoute, input: unknown): { url: string; init: RequestInit } {
  const timezone = getTimezone();
  saveTimezoneCookie(timezone);
  const headers: Record<string, string> = {
    Accept: 'application/json',
    [TIMEZONE_HEADER]: timezone,
    [LOCALE_HEADER]: currentLanguage(),
  };
  const token = getAccessToken();
  if (token) headers.Authorization = `Bearer ${token}`;

  let url = `${API_ROOT}${route.path}`;
  let body: string | FormData | undefined;
  if (route.method === 'GET') {
    url += toQuery(input);
  } else if (input instanceof FormData) {
    // No Content-Type: the browser writes `multipart/form-data` with its own boundary.
    body = input;
  } else if (input !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(input);
  }
  return { url, init: { method: route.method, headers, body, credentials: 'same-origin' } };
}
