import type { Question } from '@qurio/contract';
import { LIKE_KEY, type LikeVariables, writes } from '@qurio/queries';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { showCallError } from '../../api/show-error';
import { useSession } from '../../lib/useSession';
import { useWriteMutation } from '../../lib/write-mutation';
import { signInFirst } from '../auth/sign-in-first';

export type { AskVariables } from '@qurio/queries';

/**
 * Toggles a like optimistically (`writes.like`, SPEC §4 "Like"). Guests get the sign-in message;
 * one call per question runs at a time, so a double click cannot race its own revert.
 */
export function useToggleLike(): (question: Question) => void {
  const queryClient = useQueryClient();
  const session = useSession();
  const { mutate } = useWriteMutation(writes.like, { report: showCallError });
  return useCallback(
    (question: Question) => {
      if (!session) return signInFirst();
      const running = queryClient.isMutating({
        mutationKey: LIKE_KEY,
        predicate: (mutation) => (mutation.state.variables as LikeVariables | undefined)?.question.id === question.id,
      });
      if (running > 0) return;
      mutate({ question });
    },
    [queryClient, session, mutate],
  );
}

/** Sends a question to a profile (SPEC §4 "Ask form"); the form shows sending and the outcome. */
export function useAskMutation() {
  return useWriteMutation(writes.ask);
}
