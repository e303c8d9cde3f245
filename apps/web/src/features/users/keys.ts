import type { QueryKey } from '@tanstack/react-query';
import { questionKeys } from '../questions/keys';
import { settingsKeys } from '../settings/keys';

export type UserListKind = 'followers' | 'followings';

export const userKeys = {
  all: ['users'] as const,
  me: () => [...userKeys.all, 'me'] as const,
  stats: () => [...userKeys.all, 'stats'] as const,
  /** Usernames compare case-insensitively (SPEC §3): /Ada and /ada share one cache entry. */
  profile: (username: string) => [...userKeys.all, 'profile', username.toLowerCase()] as const,
  lists: () => [...userKeys.all, 'list'] as const,
  list: (kind: UserListKind, username: string) => [...userKeys.lists(), kind, username.toLowerCase()] as const,
};

/** The person a follow or block is about, as every place that offers it knows them. */
export interface UserRef {
  id: number;
  username: string;
}

/**
 * What each write about people makes stale, in one place. The follow flag and the counts are
 * patched where they are cached (mutations.ts); these are the lists that gain or lose someone.
 */
export const userWrites = {
  /**
   * The person's followers and my followings gain or lose a row; the timeline gains or loses
   * their answers. The same for the profile's button and a suggestion's.
   */
  follow: (user: UserRef, me: string | null): QueryKey[] => [
    userKeys.list('followers', user.username),
    ...(me ? [userKeys.list('followings', me)] : []),
    questionKeys.timeline(),
  ],
  /**
   * A block ends the follows both ways and hides the profile (SPEC §4 "Block": the page reloads):
   * the profile, its answers, every follower list, my counts; a new block joins my blocked list.
   */
  block: (user: UserRef, blocked: boolean | undefined): QueryKey[] => [
    userKeys.profile(user.username),
    questionKeys.profile(user.username),
    userKeys.lists(),
    userKeys.me(),
    ...(blocked ? [settingsKeys.blocked()] : []),
  ],
  report: (): QueryKey[] => [],
};
