import type { Question } from '@qurio/contract';
import { accountSettingsQueryOptions, pinnedAnswersQueryOptions, writes } from '@qurio/queries';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';
import { useWriteMutation } from '../../api/write-mutation';
import { useSession } from '../session/SessionProvider';

const NO_PINS: readonly Question[] = [];

/**
 * A profile's pinned answers in their owner's order (issue 33; `pinnedAnswers`, the web's read
 * from @qurio/queries): shown above the answers, and read by the owner's cards to offer Pin or Unpin.
 */
export function usePinnedAnswers(username: string, enabled = true): readonly Question[] {
  return useQuery({ ...pinnedAnswersQueryOptions(api, username), enabled: enabled && username !== '' }).data ?? NO_PINS;
}

/**
 * The reader's setting "show answers with content warnings" (issue 33), from the account settings
 * the settings screen keeps; guests see every warned answer folded.
 */
export function useUnfoldWarnings(): boolean {
  const { user } = useSession();
  const query = useQuery({
    ...accountSettingsQueryOptions(api),
    enabled: user !== null,
    staleTime: 5 * 60_000,
    select: (data) => data.settings.unfold_warnings,
  });
  return user !== null && query.data === true;
}

/** Pins or unpins one of the member's answers (`writes.pin`); the outcome goes to the screen's notice. */
export function usePinToggle(outcome: { done(pinned: boolean): void; failed(error: unknown): void }) {
  const mutation = useWriteMutation(writes.pin, {
    after: (_data, variables) => outcome.done(!variables.pinned),
    report: (error) => outcome.failed(error),
  });
  return {
    busy: mutation.isPending,
    toggle: (question: Question, pinned: boolean) => mutation.mutate({ question, pinned }),
  };
}

/** Moves one pinned answer up or down among the member's pins (`writes.reorderPins`), at once. */
export function useMovePin(username: string, failed: (error: unknown) => void) {
  const mutation = useWriteMutation(writes.reorderPins, { report: (error) => failed(error) });
  return (pins: readonly Question[], index: number, by: -1 | 1) => {
    const previous = pins.map((question) => question.id);
    const ids = [...previous];
    const [moved] = ids.splice(index, 1);
    if (moved === undefined) return;
    ids.splice(index + by, 0, moved);
    mutation.mutate({ username, ids, previous });
  };
}
