import type { ReportReason } from '@qurio/contract';

/**
 * The reasons a report offers (issue 16), in the order both apps list them: the contract's
 * REPORT_REASONS, written out because neither app loads the contract's zod schemas at run time;
 * the type below fails to compile when the contract gains a reason this list lacks.
 */
export const REPORT_REASONS = [
  'bullying',
  'spam',
  'self_harm',
  'sexual',
  'hate',
  'other',
] as const satisfies readonly ReportReason[];

type Missing = Exclude<ReportReason, (typeof REPORT_REASONS)[number]>;
const complete: [Missing] extends [never] ? true : never = true;
void complete;

/** The reason the web's dialog starts with; the app starts with none chosen. */
export const DEFAULT_REPORT_REASON: ReportReason = 'other';

/** The locale key of a reason's label ("Bullying or harassment"). */
export function reportReasonKey(reason: ReportReason) {
  return `safety.report.reasons.${reason}` as const;
}

/** Choosing self-harm shows a caring line and the help resources (`/support`) before sending. */
export function reportNeedsCare(reason: ReportReason | null): boolean {
  return reason === 'self_harm';
}

export type { ReportReason };
