import { writes } from '@qurio/queries';
import { useWriteMutation } from '../../lib/write-mutation';

// The writes behind a card's dialogs and the inbox's actions (answer, edit, delete, report, block
// the asker), declared in @qurio/queries (`writes.*`) with what they change and make stale:
// loaded with those dialogs (QuestionCardDialogs, AnswerDialog, BulkDelete), so a page that only
// shows answers carries the like and the ask alone (mutations.ts).

export type { AnswerKind, AnswerVariables, DeleteManyVariables } from '@qurio/queries';

export interface ReportVariables {
  question: import('@qurio/contract').Question;
  reason: import('@qurio/contract').ReportReason;
}

/** The recipient deletes a pending, held-back or answered question (`{ question, held }`). */
export function useDeleteQuestion() {
  return useWriteMutation(writes.deleteQuestion);
}

/** Deletes several questions at once (`deleteQuestions`), after a confirmation. */
export function useDeleteQuestions() {
  return useWriteMutation(writes.deleteQuestions);
}

/** Reports a question with the reason chosen in the report dialog (ReportDialog.tsx). */
export function useReportQuestion() {
  return useWriteMutation(writes.reportQuestion);
}

/** Blocks whoever asked a question in the inbox (or held back), without learning who (issue 16). */
export function useBlockAsker() {
  return useWriteMutation(writes.blockAsker);
}

/** Answering a question or a prompt, or editing one's answer; the dialog waits for the server. */
export function useAnswerMutation() {
  return useWriteMutation(writes.answer);
}
