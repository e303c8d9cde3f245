/**
 * The words of issue 33's asking rules and inbox filters, free of zod like limits.ts, and apart
 * from it: every page of the web loads limits.ts, and only the settings, the ask form and the
 * inbox need these (`@qurio/contract/asking`).
 */

/**
 * Who may ask a member (issue 33), widest first: anyone (guests too, always anonymous), members
 * only, people the member follows, or mutual follows (they follow the member and the member them).
 */
export const ASK_CIRCLES = ['everyone', 'members', 'following', 'mutuals'] as const;
export type AskCircle = (typeof ASK_CIRCLES)[number];
/**
 * Who may ask a member anonymously: one of the circles above (never wider than who may ask at
 * all: the narrower of the two applies), or `nobody` ("allow anonymous questions" off: members ask
 * by name, guests cannot ask).
 */
// Written out rather than spread from ASK_CIRCLES: a bundler keeps a spread (it may run an
// iterator), so every page would carry these; the check below keeps the two lists in step.
export const ANONYMOUS_CIRCLES = ['everyone', 'members', 'following', 'mutuals', 'nobody'] as const;
export type AnonymousCircle = (typeof ANONYMOUS_CIRCLES)[number];

/**
 * The inbox's filters (myQuestions `filter`). `following` holds only *named* questions whose asker
 * the member follows: an anonymous question is never sorted by who sent it, so no filter and no
 * count can say which anonymous questions came from someone followed. `flagged`: marked by the
 * profanity filter (by its text alone).
 */
export const INBOX_FILTERS = ['anonymous', 'named', 'following', 'flagged'] as const;
export type InboxFilter = (typeof INBOX_FILTERS)[number];

const circlesInStep: [AskCircle, 'nobody'] extends [
  Exclude<AnonymousCircle, 'nobody'>,
  Exclude<AnonymousCircle, AskCircle>,
]
  ? Exclude<AnonymousCircle, 'nobody'> extends AskCircle
    ? true
    : never
  : never = true;
void circlesInStep;
