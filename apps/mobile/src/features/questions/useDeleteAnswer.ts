import { writes } from '@qurio/queries';
import { useWriteMutation } from '../../api/write-mutation';
import type { QuestionItem } from '../feeds/QuestionCard';

/**
 * The owner deletes their answered question (`writes.deleteQuestion`, SPEC §4 "Delete"), after the
 * confirmation. Not optimistic, as on the web. The outcome goes to the caller from here rather
 * than from `mutate`, because the card that asked is gone from the list by then.
 */
export function useDeleteAnswer(question: QuestionItem, outcome: { onDeleted(): void; onError(error: unknown): void }) {
  const mutation = useWriteMutation(writes.deleteQuestion, {
    after: () => outcome.onDeleted(),
    report: (error) => outcome.onError(error),
  });
  return { ...mutation, mutate: () => mutation.mutate({ question }) };
}
