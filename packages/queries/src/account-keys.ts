import { discoveryKeys, feedKeys, questionKeys, type SearchAnswerTab, settingsKeys, userKeys } from './keys';

// The keys of the member's own pages (notifications, search, moderation, the data export, the
// reset link), apart from keys.ts: a bundler puts a module whole into the chunk of its first user,
// and keys.ts is needed by every page showing answers, a guest's first profile visit included.

/** The member's data export (`exportStatus`); its own root, since it outlives settings screens. */
export const accountDataKeys = {
  all: ['account-data'] as const,
  export: () => [...accountDataKeys.all, 'export'] as const,
  /** The member's latest import (`importStatus`, issue 35). */
  import: () => [...accountDataKeys.all, 'import'] as const,
};

export const notificationKeys = {
  all: ['notifications'] as const,
  feed: () => [...notificationKeys.all, 'feed'] as const,
  /** The header's (the tab bar's) dot: only the newest notification's date matters there. */
  latest: () => [...notificationKeys.all, 'latest'] as const,
};

/**
 * Search: the answers found live under the question feeds (`feedKeys.search`), so a like patches
 * them too; the people found and the quick results have their own root.
 */
export const searchKeys = {
  all: ['search'] as const,
  answersRoot: () => [...questionKeys.feeds(), 'search'] as const,
  answers: (tab: SearchAnswerTab, term: string) => feedKeys.search(tab, term),
  peopleRoot: () => [...searchKeys.all, 'people'] as const,
  people: (term: string) => [...searchKeys.peopleRoot(), term] as const,
  quick: (term: string) => [...searchKeys.all, 'quick', term] as const,
};

/**
 * The moderation console's queries (issue 16): the open reports, the admins' audit log and the
 * reveals of senders (issue 29: all for admins, a moderator's own for a moderator).
 */
export const moderationKeys = {
  all: ['moderation'] as const,
  reports: () => [...moderationKeys.all, 'reports'] as const,
  audit: () => [...moderationKeys.all, 'audit'] as const,
  reveals: () => [...moderationKeys.all, 'reveals'] as const,
};

/** The password reset: whether a reset mail's link still works, per link. */
export const authKeys = {
  all: ['auth'] as const,
  resetLink: (token: string) => [...authKeys.all, 'reset-link', token] as const,
};

/** Every root, one per feature word: a test checks that no two factories share a prefix by accident. */
export const keyRoots = [
  questionKeys.all,
  userKeys.all,
  settingsKeys.all,
  accountDataKeys.all,
  notificationKeys.all,
  discoveryKeys.all,
  searchKeys.all,
  moderationKeys.all,
  authKeys.all,
] as const;
