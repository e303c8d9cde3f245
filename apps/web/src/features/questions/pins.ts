import type { Question } from '@qurio/contract';
import { accountSettingsQueryOptions, writes } from '@qurio/queries';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../api/client';
import { showCallError } from '../../api/show-error';
import { useSession } from '../../lib/useSession';
import { useWriteMutation } from '../../lib/write-mutation';
import { showSnack } from '../../ui/snack-store';
import { pinnedAnswersOptions } from './queries';

/** The shared reads (@qurio/queries) over the web's client. */
const readApi = { call: callApi };

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
    ...accountSettingsQueryOptions(readApi),
    enabled: session !== null,
    staleTime: 5 * 60_000,
    select: (data) => data.settings.unfold_warnings,
  });
  return session !== null && query.data === true;
}

/** Pins or unpins one of the member's answers; a refusal (a fourth pin) is shown as a snack. */
export function usePinToggle(): (question: Question, pinned: boolean) => void {
  const { t } = useTranslation();
  const { mutate } = useWriteMutation(writes.pin, { report: showCallError });
  return (question, pinned) =>
    mutate(
      { question, pinned },
      { onSuccess: () => showSnack(t(pinned ? 'question.unpinnedDone' : 'question.pinnedDone')) },
    );
}

/** Moves one pinned answer up or down among the member's pins, at once. */
export function useMovePin(username: string): (pins: readonly Question[], index: number, by: -1 | 1) => void {
  const { mutate } = useWriteMutation(writes.reorderPins, { report: showCallError });
  return (pins, index, by) => {
    const previous = pins.map((question) => question.id);
    const ids = [...previous];
    const [moved] = ids.splice(index, 1);
    if (moved === undefined) return;
    ids.splice(index + by, 0, moved);
    mutate({ username, ids, previous });
  };
}
