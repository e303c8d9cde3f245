import { CLIENT_HEADER, LOCALE_HEADER, TIMEZONE_HEADER } from '@qurio/contract/headers';
import type { Route } from '@qurio/contract/routes';
import type { ClientPlatform } from './platform.js';

export const API_ROOT = '/api';

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

/** A multipart body, without naming FormData (absent from some runtimes' types). */
function isForm(input: unknown): input is FormData {
  return typeof FormData !== 'undefined' && input instanceof FormData;
}

/**
 * How a call becomes an HTTP request: URL, headers (SPEC §7: timezone and locale on every call,
 * the token when signed in) and body. Kept apart from the client so the web's first page can ask
 * for its data before the client's chunk has loaded.
 */
export function buildRequest(
  platform: Pick<ClientPlatform, 'baseUrl' | 'accessToken' | 'language' | 'timezone' | 'credentials' | 'client'>,
  route: Route,
  input: unknown,
): { url: string; init: RequestInit } {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    [TIMEZONE_HEADER]: platform.timezone(),
    [LOCALE_HEADER]: platform.language(),
  };
  if (platform.client) headers[CLIENT_HEADER] = platform.client;
  const token = platform.accessToken();
  if (token) headers.Authorization = `Bearer ${token}`;

  let url = `${platform.baseUrl().replace(/\/+$/, '')}${API_ROOT}${route.path}`;
  let body: string | FormData | undefined;
  if (route.method === 'GET') {
    url += toQuery(input);
  } else if (isForm(input)) {
    // No Content-Type: the runtime writes `multipart/form-data` with its own boundary.
    body = input;
  } else if (input !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(input);
  }
  const init: RequestInit = { method: route.method, headers };
  if (body !== undefined) init.body = body;
  if (platform.credentials) init.credentials = platform.credentials;
  return { url, init };
}

/** The device's IANA timezone, or UTC where the runtime cannot tell. */
export function deviceTimezone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}
