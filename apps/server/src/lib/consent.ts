import type { UserRow } from '../db/types.js';

/**
 * Whether a member still owes the sign-up confirmations (issue 29, finding 8): the spec's
 * `register` payload carries neither, and members from before consent existed have neither, so
 * the account exists but every call outside the contract's `beforeConsent` allow-list answers
 * CONSENT_REQUIRED (lib/call.ts) until `confirmSignup` records both.
 */
export function needsConsent(user: Pick<UserRow, 'terms_accepted_at' | 'age_confirmed'>): boolean {
  return user.terms_accepted_at === null || user.age_confirmed === null;
}
