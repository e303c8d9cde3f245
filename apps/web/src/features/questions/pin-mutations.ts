import type { Question } from '@qurio/contract';
import { writes } from '@qurio/queries';
import { useTranslation } from 'react-i18next';
import { showCallError } from '../../api/show-error';
import { useWriteMutation } from '../../lib/write-mutation';
import { showSnack } from '../../ui/snack-store';

// The owner's pin writes (issue 33), loaded with the card's dialogs (QuestionCardDialogs.tsx) when
// the owner first picks Pin, Unpin or Move: a reader's first profile visit carries none of them.

/** Pins or unpins one of the member's answers; the outcome is a snack (a fourth pin's refusal too). */
export function usePinToggle(): (question: Question, pinned: boolean) => Promise<void> {
  const { t } = useTranslation();
  const { mutateAsync } = useWriteMutation(writes.pin);
  return async (question, pinned) => {
    try {
      await mutateAsync({ question, pinned });
      showSnack(t(pinned ? 'question.unpinnedDone' : 'question.pinnedDone'));
    } catch (error) {
      showCallError(error);
    }
  };
}

/** Moves one pinned answer up or down among the member's pins, at once (a refusal puts it back). */
export function useMovePin(): (
  username: string,
  pins: readonly Question[],
  index: number,
  by: -1 | 1,
) => Promise<void> {
  const { mutateAsync } = useWriteMutation(writes.reorderPins);
  return async (username, pins, index, by) => {
    const previous = pins.map((question) => question.id);
    const ids = [...previous];
    const [moved] = ids.splice(index, 1);
    if (moved === undefined) return;
    ids.splice(index + by, 0, moved);
    try {
      await mutateAsync({ username, ids, previous });
    } catch (error) {
      showCallError(error);
    }
  };
}
