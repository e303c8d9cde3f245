/**
 * What every page of the web app reads as it starts (the notices' timing, the API client's
 * timeouts, the timezone cookie, the languages, the profile route's pattern): the shell imports
 * it as `@qurio/contract/shell-limits`. Part of limits.ts, which spreads SHELL_LIMITS into LIMITS
 * and re-exports the rest, kept apart so the first-load file carries these few and not all of
 * limits.ts (a module lands whole in one chunk).
 */
export const SHELL_LIMITS = {
  snackMs: 3000,
  snackGapMs: 400,
  requestTimeoutMs: 90_000,
  uploadTimeoutMs: 120_000,
  timezoneCookieDays: 30,
} as const;

export const LANGUAGES = ['de', 'en', 'es', 'pt', 'tr'] as const;
export type Language = (typeof LANGUAGES)[number];

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** Letters and digits only: ASCII, as in the profile route pattern. */
export const USERNAME_PATTERN = /^[A-Za-z0-9]{3,15}$/;
