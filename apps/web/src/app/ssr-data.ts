import type { Language } from '@qurio/contract/limits';
import type { DehydratedState } from '@tanstack/react-query';

/**
 * What the server's render of a public page (entry-server.tsx) hands the browser: the language it
 * rendered in, its moment, the router's loader data and the query cache its loaders filled. It travels in a
 * `<script type="application/json">` element (never executed, so the CSP allows it).
 */
export interface SsrData {
  language: Language;
  /** When the server rendered the page (ms), so the hydrating browser writes its times as the server did. */
  renderedAt: number;
  loaderData: Record<string, unknown>;
  queries: DehydratedState;
}

export const SSR_DATA_ID = 'ssr-data';

/** The server's data for this page, if the server rendered it. */
export function readSsrData(): SsrData | null {
  const element = document.getElementById(SSR_DATA_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as SsrData;
  } catch {
    return null;
  }
}

/**
 * Tells the server that this browser has a stored session (only that: never a token), so a
 * member's page load gets the plain shell their app renders, not a guest's render of the page
 * (apps/server/src/features/ssr keeps the same name). Kept with the session: set while there is
 * one, for as long as a session lives unused, and removed with it.
 */
export const SIGNED_IN_COOKIE = 'qurio_signed_in';
const SESSION_DAYS = 60;

export function markSignedIn(signedIn: boolean): void {
  const value = signedIn ? `1; max-age=${SESSION_DAYS * 24 * 60 * 60}` : '; max-age=0';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox and Safari.
  document.cookie = `${SIGNED_IN_COOKIE}=${value}; path=/; SameSite=Lax`;
}
