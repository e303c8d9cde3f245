/** The welcome's steps in order (the web's features/welcome/steps.ts); `?step=` is 1-based. */
export const WELCOME_STEPS = ['profile', 'follow', 'share'] as const;

/** The step a `?step=` value names; anything else (missing, 0, 9, "two") is the first. */
export function readStep(value: unknown): number {
  const step = Number(value);
  return Number.isInteger(step) && step >= 1 && step <= WELCOME_STEPS.length ? step : 1;
}

/**
 * Set by a sign-up just before it signs the member in, read by the visitors' layout that then
 * leads to `/welcome` instead of Home, cleared by the welcome itself: only a new account sees it,
 * once (a later log-in, or a restart with a stored session, goes home as before).
 */
let welcomeDue = false;

export function markWelcomeDue(): void {
  welcomeDue = true;
}

export function isWelcomeDue(): boolean {
  return welcomeDue;
}

export function clearWelcomeDue(): void {
  welcomeDue = false;
}
