import type { QueryKey } from '@tanstack/react-query';
import { userKeys } from '../users/keys';

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
};

/**
 * What each settings write makes stale, in one place. Most of them change the member's own
 * fields, which are patched into the stored session, the left card and the cached own profile at
 * once (session-sync.ts), so they load nothing again.
 */
export const settingsWrites = {
  /** The switch is flipped in place and only that one is taken back on failure. */
  toggle: (): QueryKey[] => [],
  profile: (): QueryKey[] => [],
  image: (): QueryKey[] => [],
  /** The left card is loaded again under the new name; the old profile entry is dropped. */
  username: (): QueryKey[] => [userKeys.me()],
  /** The new address is set in place, unverified. */
  email: (): QueryKey[] => [],
  sendVerification: (): QueryKey[] => [],
  /** By code: the state is set in place. By link: the address's state is loaded again. */
  verifyCode: (): QueryKey[] => [],
  verifyLink: (): QueryKey[] => [settingsKeys.email()],
  language: (): QueryKey[] => [],
  password: (): QueryKey[] => [],
  /** Freezing ends the session, and with it the whole cache. */
  freeze: (): QueryKey[] => [],
  /** The entry leaves the list at once (mutations.ts); nothing else shows it. */
  unblockAsker: (): QueryKey[] => [],
  /**
   * The server answers with the whole list, which replaces the cached one. Questions already held
   * stay held, and unmuting releases none, so the inbox is left alone.
   */
  mutedWords: (): QueryKey[] => [],
  /**
   * The ended rows leave the list at once (mutations.ts). Ending the current session logs out,
   * which clears the whole cache.
   */
  endSession: (): QueryKey[] => [],
  endOtherSessions: (): QueryKey[] => [],
  /** Two-factor sign-in: its state (on, recovery codes left) is loaded again after each change. */
  twoFactor: (): QueryKey[] => [settingsKeys.twoFactor()],
};
