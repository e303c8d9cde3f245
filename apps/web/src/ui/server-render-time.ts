/**
 * A server-rendered page's times are written at the moment of its render and in UTC: the server
 * knows neither the reader's clock nor their time zone. The browser hydrating that page first
 * writes the same (RelativeTime's server snapshot), then its own. Its own module, so the start
 * of the app can hand the moment over without loading the formatters.
 */
export const SERVER_TIME_ZONE = 'UTC';

let renderedAt: number | null = null;

/** The moment the page being rendered (server) or hydrated (browser) was rendered on the server. */
export function setServerRenderTime(time: number): void {
  renderedAt = time;
}

export function serverRenderTime(): number {
  return renderedAt ?? Date.now();
}
