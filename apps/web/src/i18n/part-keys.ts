import type { StringsPart } from './strings-parts.ts';

/**
 * Each locale ships in parts, so a page waits only for the strings it shows (build/locale-parts.ts
 * makes one lazy module per language and part; `npm run size` counts the parts each route waits
 * for). Dotted keys pick one string; a section picked whole leaves `rest`. Tests render the
 * pages of each part with only the parts they declare and fail on any missing key
 * (shell-strings.test.tsx, profile-strings.test.tsx).
 */

/**
 * What every first page of a guest shows: the layouts (header, footer, join card, trends), the
 * offline and error screens, the phone bottom bar.
 */
export const SHELL_KEYS: readonly string[] = [
  'app',
  'nav',
  'footer',
  'guestSidebar',
  'network',
  'discovery',
  'mobile',
  'errors.INTERNAL',
];

/**
 * The phone app's own strings (apps/mobile reads the same locale files): no web page shows them, so
 * the web's build leaves them out of every part (build/locale-parts.ts) instead of shipping them
 * in the shell (issue 29: the app's two-factor strings had put the guest profile at 99.6 of its
 * 100 KB).
 */
export const APP_ONLY_KEYS: readonly string[] = ['app.native'];

/** The landing page's own text, on top of the shell. */
export const LANDING_KEYS: readonly string[] = ['landing'];

const pick = (section: string, keys: readonly string[]) => keys.map((key) => `${section}.${key}`);

/**
 * What a guest's shared profile shows on top of the shell: its header, tabs and lists, the ask
 * form and the answer cards with their feed, as a guest sees them (what only a member or the
 * owner sees, such as unfollow, unblock or edit, comes with the rest, which a member's pages load).
 * Dialogs and menus opened from there load the rest with their code (ui/on-demand.tsx); the first
 * thing a guest most often tries (follow, like, report) answers with the sign-in message, so it is
 * here too.
 */
export const PROFILE_KEYS: readonly string[] = [
  ...pick('profile', [
    'follow',
    'actions',
    'report',
    'block',
    'share',
    'verified',
    'online',
    'badges',
    'badgeAnswers_one',
    'badgeAnswers_other',
    'badgeYears_one',
    'badgeYears_other',
    'tabsLabel',
    'tabAnswers',
    'tabFollowing',
    'tabFollowers',
    'emptyAnswers',
    'emptyFollowing',
    'emptyFollowers',
    'newerAnswers_one',
    'newerAnswers_other',
    // The pinned answers above the list, and an answer folded under its content warning (issue 33).
    'pinnedTitle',
  ]),
  'profileCard',
  ...pick('ask', [
    'title',
    'label',
    'placeholder',
    // A guest always asks anonymously and never inside a small circle (guests follow no one): the
    // other notices of issue 33 are a member's, who loads every string.
    'willNotSee',
    'submit',
    'sent',
    'closed',
    // The minimum length, said before sending (issue 34).
    'minLength_one',
    'minLength_other',
    'minLength_many',
    'signInTitle',
    'signInText',
  ]),
  ...pick('question', [
    'share',
    'anonymous',
    'prompt',
    'like',
    'likes_one',
    'likes_other',
    'likedBy',
    'more',
    'report',
  ]),
  ...pick('question', ['filtered', 'show', 'open', 'pinned', 'warningLabel', 'showAnswer', 'hideAnswer']),
  // An answer's pictures (AnswerMedia); the viewer's strings load with it.
  ...pick('media', ['gif', 'altBadge', 'noAlt']),
  'post',
  'feed',
  'form',
  'errors.SIGN_IN_REQUIRED',
];

/** The parts besides `rest` (everything else), in the order a page needs them. */
export const PART_KEYS = { shell: SHELL_KEYS, landing: LANDING_KEYS, profile: PROFILE_KEYS } as const;

export { STRINGS_PARTS, type StringsPart } from './strings-parts.ts';

/** Every part but `rest` has its keys here. */
type CheckParts =
  Exclude<StringsPart, 'rest'> extends keyof typeof PART_KEYS
    ? keyof typeof PART_KEYS extends StringsPart
      ? true
      : never
    : never;
const partsHaveKeys: CheckParts = true;
void partsHaveKeys;
