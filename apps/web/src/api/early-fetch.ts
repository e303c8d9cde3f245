import { profile, questions } from '@qurio/contract/routes';
import { buildRequest } from './request';

/** An early answer older than this is not used: the screen asks again. */
const FRESH_MS = 10_000;

const early = new Map<string, { response: Promise<Response>; at: number }>();

/**
 * Asks for a first page's data before its screen's code has loaded, so both download at once
 * instead of one after the other. Only for guests: a member's responses may rotate the token,
 * which only the client handles. The screen's own call then takes the response (client.ts) and
 * reports any failure as usual.
 */
export function fetchEarly(requests: ReadonlyArray<{ url: string; init: RequestInit }>): void {
  for (const { url, init } of requests) {
    if (early.has(url) || init.method !== 'GET' || new Headers(init.headers).has('Authorization')) continue;
    const response = fetch(url, init);
    response.catch(() => undefined);
    early.set(url, { response, at: Date.now() });
  }
}

/** The early response for this request, once: a body can be read only one time. */
export function takeEarlyResponse(url: string, init: RequestInit): Promise<Response> | undefined {
  const entry = early.get(url);
  if (!entry) return undefined;
  early.delete(url);
  if (init.method !== 'GET' || new Headers(init.headers).has('Authorization')) return undefined;
  return Date.now() - entry.at <= FRESH_MS ? entry.response : undefined;
}

/** What a guest's profile page asks for first: the profile and its newest answers. */
export function profileRequests(username: string) {
  return [buildRequest(profile, { username }), buildRequest(questions, { username })];
}
