/** The welcome's steps in order (issue 17); the URL's `?step=` is 1-based so a reload keeps it. */
export const WELCOME_STEPS = ['profile', 'follow', 'share'] as const;
export type WelcomeStep = (typeof WELCOME_STEPS)[number];

/** The step a `?step=` value names; anything else (missing, 0, 9, "two") is the first. */
export function readStep(value: string | null): number {
  const step = Number(value);
  return Number.isInteger(step) && step >= 1 && step <= WELCOME_STEPS.length ? step : 1;
}
