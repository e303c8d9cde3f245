import type { InboxFilter } from '@qurio/contract/asking';
import type { ExploreLanguages } from './explore-languages.js';

/**
 * Every query key of both apps, one factory per feature word of the contract (TanStack's "query
 * key factory"). The web and the phone app cache the same reads under the same keys, so one
 * write definition (writes/) can name what it makes stale for both.
 *
 * Shapes are prefixes on purpose: every question feed lives under `questions/feed`, every single
 * question under `questions/one`, so a like, an edit or a deletion patches them all by prefix
 * (writes/question-cache.ts). Usernames compare case-insensitively (SPEC §3): /Ada and /ada share
 * one cache entry.
 */

export const questionKeys = {
  all: ['questions'] as const,
  feeds: () => [...questionKeys.all, 'feed'] as const,
  /** The inbox, or one of its filters (issue 33) under it: what makes the inbox stale makes them all. */
  inbox: (filter?: InboxFilter) => [...questionKeys.feeds(), 'inbox', ...(filter ? [filter] : [])] as const,
  /** The questions the member's muted words held back (`heldQuestions`). */
  held: () => [...questionKeys.feeds(), 'held'] as const,
  /**
   * How many questions the muted words held back, as the inbox's first page says (`held`): the
   * app keeps it apart for its inbox tools; the web reads it from the inbox page itself.
   */
  heldCount: () => [...questionKeys.all, 'held-count'] as const,
  /**
   * How many pending questions each inbox filter holds (issue 33), as the inbox's last page said
   * (`counts`): kept apart by the app like heldCount; the web reads them from the inbox page.
   */
  inboxCounts: () => [...questionKeys.all, 'inbox-counts'] as const,
  /** A profile's answers. */
  profile: (username: string) => [...questionKeys.feeds(), 'profile', username.toLowerCase()] as const,
  /** The answers to one question for everyone (a prompt's page), with the prompt on each page. */
  prompt: (id: number) => [...questionKeys.feeds(), 'prompt', id] as const,
  /** `/home`: the answers of the people I follow and mine. */
  timeline: () => [...questionKeys.feeds(), 'timeline'] as const,
  /** `/explore`, in the reader's language first (`mine`) or all languages alike (issue 34). */
  explore: (languages: ExploreLanguages = 'mine') => [...questionKeys.feeds(), 'explore', languages] as const,
  singles: () => [...questionKeys.all, 'one'] as const,
  /** Every profile's pinned answers (issue 33): kept whole, not a cursor feed. */
  pinnedAll: () => [...questionKeys.all, 'pinned'] as const,
  /** A profile's pinned answers, in its owner's order (`pinnedAnswers`). */
  pinned: (username: string) => [...questionKeys.pinnedAll(), username.toLowerCase()] as const,
  one: (username: string, id: number) => [...questionKeys.singles(), username.toLowerCase(), id] as const,
  /**
   * The questions the member asked, as only they see them (`sentQuestions`): not a question feed
   * (its rows are sent questions, not question objects), so outside `feeds()`.
   */
  sent: () => [...questionKeys.all, 'sent'] as const,
  /** The questions for everyone the member has not answered yet (`preQuestions`). */
  prompts: () => [...questionKeys.all, 'prompts'] as const,
};

export type SearchAnswerTab = 'top' | 'latest';

/**
 * The cursor feeds by the names the feed core (feed*.ts) and both apps' feed screens use. They are
 * the question feeds above (and the answers found by search): the same arrays, so a write that
 * patches `questionKeys.feeds()` reaches every one of them.
 */
export const feedKeys = {
  all: () => questionKeys.feeds(),
  timeline: () => questionKeys.timeline(),
  explore: (languages: ExploreLanguages = 'mine') => questionKeys.explore(languages),
  inbox: () => questionKeys.inbox(),
  held: () => questionKeys.held(),
  profile: (username: string) => questionKeys.profile(username),
  prompt: (id: number) => questionKeys.prompt(id),
  /** The answers found by a search, per tab and term. */
  search: (tab: SearchAnswerTab, term: string) => [...questionKeys.feeds(), 'search', tab, term] as const,
  /**
   * A feed's buffer of newer items, outside the feed's own key, so invalidating the feed leaves
   * the buffer alone; keyed by the first id shown, so a refreshed feed starts a fresh buffer.
   */
  newer: (feed: readonly unknown[], firstId: number | undefined) => ['feed-newer', ...feed, firstId ?? 0] as const,
  /** Every buffer of one feed, whatever its first id. */
  newerOf: (feed: readonly unknown[]) => ['feed-newer', ...feed] as const,
};

export type UserListKind = 'followers' | 'followings';

export const userKeys = {
  all: ['users'] as const,
  me: () => [...userKeys.all, 'me'] as const,
  /** Follower and pending-question counts (`stats`): the inbox badge. */
  stats: () => [...userKeys.all, 'stats'] as const,
  profile: (username: string) => [...userKeys.all, 'profile', username.toLowerCase()] as const,
  lists: () => [...userKeys.all, 'list'] as const,
  list: (kind: UserListKind, username: string) => [...userKeys.lists(), kind, username.toLowerCase()] as const,
};

export const settingsKeys = {
  all: ['settings'] as const,
  account: () => [...settingsKeys.all, 'account'] as const,
  notification: () => [...settingsKeys.all, 'notification'] as const,
  blocked: () => [...settingsKeys.all, 'blocked'] as const,
  blockedAskers: () => [...settingsKeys.all, 'blocked-askers'] as const,
  mutedWords: () => [...settingsKeys.all, 'muted-words'] as const,
  email: () => [...settingsKeys.all, 'email'] as const,
  sessions: () => [...settingsKeys.all, 'sessions'] as const,
  twoFactor: () => [...settingsKeys.all, 'two-factor'] as const,
  accessTokens: () => [...settingsKeys.all, 'access-tokens'] as const,
};

export const discoveryKeys = {
  all: ['discovery'] as const,
  /** Members get trends in their account's language; guests pass theirs (SPEC §7 `trends`). */
  trends: (lang: string, member: boolean) => [...discoveryKeys.all, 'trends', member ? 'member' : lang] as const,
  suggestions: () => [...discoveryKeys.all, 'suggestions'] as const,
  randomUsers: () => [...discoveryKeys.all, 'random-users'] as const,
};
