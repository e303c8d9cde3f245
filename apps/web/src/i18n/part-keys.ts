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

/** The landing page's own text, on top of the shell. */
export const LANDING_KEYS: readonly string[] = ['landing'];

/**
 * What a guest's shared profile shows on top of the shell: its header, tabs and lists, the ask
 * form and the answer cards with their feed. Dialogs and menus opened from there load the rest
 * with their code (ui/on-demand.tsx); the first thing a guest most often tries (follow, like,
 * report) answers with the sign-in message, so it is here too.
 */
export const PROFILE_KEYS: readonly string[] = [
  'profile',
  'profileCard',
  'ask',
  'question',
  'post',
  'feed',
  'feeds',
  'form',
  'errors.SIGN_IN_REQUIRED',
];

/** The parts besides `rest` (everything else), in the order a page needs them. */
export const PART_KEYS = { shell: SHELL_KEYS, landing: LANDING_KEYS, profile: PROFILE_KEYS } as const;

export type StringsPart = keyof typeof PART_KEYS | 'rest';
export const STRINGS_PARTS: readonly StringsPart[] = ['shell', 'landing', 'profile', 'rest'];
