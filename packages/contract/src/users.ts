import { z } from 'zod';
import { ANONYMOUS_CIRCLES, ASK_CIRCLES } from './asking.js';
import { defineCall } from './call.js';
import { usernameField } from './fields.js';
import { LANGUAGES } from './limits.js';
import { userSummary } from './questions.js';
import * as ROUTES from './routes.js';

/** Badge strings: answer badges contain '-answer' ('1k-answer'); the others are year badges ('3-year-user'). */
export const ANSWER_BADGES = [
  [1_000, '1k-answer'],
  [5_000, '5k-answer'],
  [10_000, '10k-answer'],
  [20_000, '20k-answer'],
  [30_000, '30k-answer'],
  [40_000, '40k-answer'],
  [50_000, '50k-answer'],
  [100_000, '100k-answer'],
] as const;
export const MAX_YEAR_BADGE = 7;

export const accountStatus = z.enum(['active', 'frozen', 'suspended']);
export type AccountStatus = z.infer<typeof accountStatus>;

/** The record the web app keeps in local storage (SPEC §3 "Stored session"). */
export const sessionUser = z.object({
  access_token: z.string(),
  id: z.number().int(),
  username: z.string(),
  fullname: z.string(),
  email: z.string(),
  email_verified: z.boolean(),
  image: z.string().nullable(),
  cover: z.string().nullable(),
  bio: z.string(),
  lang: z.enum(LANGUAGES),
  verified: z.boolean(),
  /**
   * True until the member has confirmed their age and accepted the Terms (`confirmSignup`): the
   * apps show that screen before anything else, and the server refuses other calls meanwhile.
   */
  consent_required: z.boolean(),
});
export type SessionUser = z.infer<typeof sessionUser>;

/** The signed-in user's own full profile (`myProfile`). */
export const meUser = sessionUser.omit({ access_token: true }).extend({
  status: accountStatus,
  date_added: z.string(),
  last_active: z.string().nullable(),
  allow_ask: z.boolean(),
  allow_only_accounts: z.boolean(),
  followerCount: z.number().int(),
  followingCount: z.number().int(),
  answersCount: z.number().int(),
  pendingAnswersCount: z.number().int(),
  badges: z.array(z.string()),
  /** member, moderator or admin: the web shows the moderation console to the last two. */
  role: z.enum(['member', 'moderator', 'admin']),
});
export type MeUser = z.infer<typeof meUser>;

/** Answer badges for a count of answers, lowest first. */
export function answerBadges(answers: number): string[] {
  return ANSWER_BADGES.filter(([min]) => answers >= min).map(([, name]) => name);
}

/** The one year badge a member has earned: full years since sign-up, capped at MAX_YEAR_BADGE. */
export function yearBadge(dateAdded: Date, now: Date): string | null {
  let years = now.getUTCFullYear() - dateAdded.getUTCFullYear();
  const anniversary = new Date(dateAdded);
  anniversary.setUTCFullYear(dateAdded.getUTCFullYear() + years);
  if (anniversary > now) years -= 1;
  if (years < 1) return null;
  return `${Math.min(years, MAX_YEAR_BADGE)}-year-user`;
}

export function badgesFor(answers: number, dateAdded: Date, now: Date): string[] {
  const year = yearBadge(dateAdded, now);
  return year ? [...answerBadges(answers), year] : answerBadges(answers);
}

/**
 * What the ask form needs to say before sending (issue 33): the owner's rules, and whether this
 * viewer may ask, and anonymously. Follow lists are public, so telling a viewer that a rule leaves
 * them out says nothing the profile did not.
 */
export const askingRules = z.object({
  ask_from: z.enum(ASK_CIRCLES),
  /** The circle that may ask anonymously, already narrowed to `ask_from`. */
  anonymous_from: z.enum(ANONYMOUS_CIRCLES),
  may_ask: z.boolean(),
  may_ask_anonymously: z.boolean(),
});
export type AskingRules = z.infer<typeof askingRules>;

/** A profile as others see it (SPEC §3 User), with the viewer's relation to it. */
export const publicUser = userSummary.extend({
  cover: z.string().nullable(),
  bio: z.string(),
  date_added: z.string(),
  // No last_active: a time of activity others can read places an anonymous asker in time
  // (apps/server/src/lib/activity.ts). `isOnline` is all the spec shows of it.
  allow_ask: z.boolean(),
  allow_only_accounts: z.boolean(),
  followerCount: z.number().int(),
  followingCount: z.number().int(),
  answersCount: z.number().int(),
  isFollowing: z.boolean(),
  isOnline: z.boolean(),
  isBlocked: z.boolean(),
  blockedBy: z.boolean(),
  blockedByMe: z.boolean(),
  isSuspended: z.boolean(),
  exists: z.literal(true),
  badges: z.array(z.string()),
  asking: askingRules,
});
export type PublicUser = z.infer<typeof publicUser>;

export const profile = defineCall({
  ...ROUTES.profile,
  auth: 'optional',
  scope: 'read',
  input: z.object({ username: usernameField }),
  response: z.object({
    status: z.literal(true),
    user: publicUser,
    followingCount: z.number().int(),
    followersCount: z.number().int(),
    answersCount: z.number().int(),
    /** The owner's own pending count; 0 for everyone else. */
    pendingAnswersCount: z.number().int(),
    online: z.boolean(),
    isFollowing: z.boolean(),
    badges: z.array(z.string()),
    isBlocked: z.boolean(),
    blockedBy: z.boolean(),
    blockedByMe: z.boolean(),
    isSuspended: z.boolean(),
  }),
});
