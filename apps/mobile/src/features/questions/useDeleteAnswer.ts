import * as routes from '@qurio/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';
import { feedKeys } from '../feeds/feed-keys';
import type { QuestionItem } from '../feeds/QuestionCard';
import { useSession } from '../session/SessionProvider';
import { answerKeys } from './answer-keys';
import { removeQuestion } from './like-cache';

/**
 * The owner deletes their answered question (SPEC §4 "Delete"), after the confirmation. Not
 * optimistic, as on the web: the answer leaves the lists once the server has let it go, and the
 * member's answer count and badge follow. The outcome goes to the caller from here rather than
 * from `mutate`, because the card that asked is gone from the list by then.
 */
export function useDeleteAnswer(question: QuestionItem, outcome: { onDeleted(): void; onError(error: unknown): void }) {
  const queryClient = useQueryClient();
  const { user: me } = useSession();
  return useMutation({
    mutationFn: () => api.call(routes.deleteQuestion, { question_id: question.id }),
    onSuccess: () => {
      removeQuestion(queryClient, question.id);
      if (me) void queryClient.invalidateQueries({ queryKey: feedKeys.profile(me.username) });
      if (question.prompt_id !== null) {
        // Without this answer the prompt can be answered again.
        void queryClient.invalidateQueries({ queryKey: feedKeys.prompts });
        void queryClient.invalidateQueries({ queryKey: answerKeys.prompt(question.prompt_id) });
      }
      void queryClient.invalidateQueries({ queryKey: feedKeys.stats });
      outcome.onDeleted();
    },
    onError: (error) => outcome.onError(error),
  });
}
