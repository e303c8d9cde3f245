import type { Question } from '@qurio/contract';
import { useQuery } from '@tanstack/react-query';
import { useSession } from '../../lib/useSession';
import { accountSettingsOptions, pinnedAnswersOptions } from './queries';

const NO_PINS: readonly Question[] = [];

/**
 * A profile's pinned answers in their owner's order (issue 33): shown above the answers, and read
 * by the owner's cards to offer Pin or Unpin. Loaded with the profile by its route (route-data.ts).
 */
export function usePinnedAnswers(username: string, enabled = true): readonly Question[] {
  return useQuery({ ...pinnedAnswersOptions(username), enabled: enabled && username !== '' }).data ?? NO_PINS;
}

/**
 * The reader's setting "show answers with content warnings" (issue 33): the account settings the
 * settings screen keeps, read once per session; guests see every warned answer folded.
 */
export function useUnfoldWarnings(): boolean {
  const session = useSession();
  const query = useQuery({
    ...accountSettingsOptions(),
    enabled: session !== null,
    staleTime: 5 * 60_000,
    select: (data) => data.settings.unfold_warnings,
  });
  return session !== null && query.data === true;
}
