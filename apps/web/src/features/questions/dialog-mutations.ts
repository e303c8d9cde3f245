import type { Question, ReportReason } from '@qurio/contract';
import {
  answer,
  answerPreQuestion,
  blockAsker,
  deleteQuestion,
  deleteQuestions,
  reAnswerQuestion,
  reportQuestion,
} from '@qurio/contract/routes';
import type { QueryClient } from '@tanstack/react-query';
import { callApi } from '../../api/client';
import { getSession } from '../../lib/session-store';
import { useWriteMutation } from '../../lib/write-mutation';
import type { FeedData } from '../../ui/feed/useFeed';
import { bumpMyCount } from '../users/queries';
import { type AnswerKind, questionKeys, questionWrites } from './keys';
import type { InboxMeta } from './queries';
import { patchQuestion, removeQuestion } from './question-cache';

// The writes behind a card's dialogs and the inbox's actions (answer, edit, delete, report, block
// the asker): loaded with those dialogs (QuestionCardDialogs, AnswerDialog, BulkDelete), so a page
// that only shows answers carries the like and the ask alone (mutations.ts).

export type { AnswerKind };

/** Moves the "held back by your muted words" count of the inbox's first page. */
function bumpHeldCount(client: QueryClient, by: number): void {
  client.setQueryData<FeedData<Question, InboxMeta>>(questionKeys.inbox(), (data) => {
    const head = data?.pages[0];
    if (!data || !head?.meta) return data;
    const meta = { held: Math.max(0, head.meta.held + by) };
    return { ...data, pages: [{ ...head, meta }, ...data.pages.slice(1)] };
  });
}

/**
 * The recipient deletes a pending question from the inbox (or a held-back one, `held`) or an
 * answered one from the profile: after the server agreed, it leaves every list and single view,
 * and an answer leaves the count.
 */
export function useDeleteQuestion(held = false) {
  return useWriteMutation({
    call: (question: Question) => callApi(deleteQuestion, { question_id: question.id }),
    apply: (client, _response, question) => {
      removeQuestion(client, question.id);
      if (held) bumpHeldCount(client, -1);
      const session = getSession();
      if (session && question.status === 'answered') bumpMyCount(client, session.username, 'answersCount', -1);
    },
    invalidates: questionWrites.delete,
  });
}

/** Which questions `deleteQuestions` removes: the chosen ones, or every one of the list. */
export interface DeleteManyVariables {
  from: 'inbox' | 'held';
  /** Up to LIMITS' hundred; without ids, every pending (inbox) or held question goes. */
  ids?: readonly number[];
}

/**
 * Deletes several questions at once (`deleteQuestions`), after a confirmation. The chosen cards
 * leave every list when the server agreed; "delete all" empties the list, which then loads again
 * with the held count (questionWrites.deleteMany).
 */
export function useDeleteQuestions() {
  return useWriteMutation({
    call: ({ from, ids }: DeleteManyVariables) =>
      callApi(deleteQuestions, ids ? { question_ids: [...ids] } : { all: from }),
    apply: (client, response, { from, ids }) => {
      if (ids) for (const id of ids) removeQuestion(client, id);
      else
        client.setQueryData<FeedData<Question, unknown>>(questionKeys[from](), (data) =>
          data ? { ...data, pages: data.pages.map((page) => ({ ...page, items: [] })) } : data,
        );
      if (from === 'held') bumpHeldCount(client, -response.deleted);
    },
    invalidates: questionWrites.deleteMany,
  });
}

export interface ReportVariables {
  question: Question;
  reason: ReportReason;
}

/** Reports a question with the reason chosen in the report dialog (ReportDialog.tsx). */
export function useReportQuestion() {
  return useWriteMutation({
    call: ({ question, reason }: ReportVariables) => callApi(reportQuestion, { question_id: question.id, reason }),
    invalidates: questionWrites.report,
  });
}

/**
 * Blocks whoever asked a question in the inbox (or held back), without learning who (issue 16):
 * their later questions are not delivered. The server keeps the question itself as it was, so
 * the block deletes it too, as the confirmation says: the question leaves the inbox for good,
 * and the blocked list keeps its text. A second block of the same asker answers the same.
 */
export function useBlockAsker(held = false) {
  return useWriteMutation({
    call: async (question: Question) => {
      await callApi(blockAsker, { question_id: question.id });
      return callApi(deleteQuestion, { question_id: question.id });
    },
    apply: (client, _response, question) => {
      removeQuestion(client, question.id);
      if (held) bumpHeldCount(client, -1);
    },
    invalidates: questionWrites.blockAsker,
  });
}

export interface AnswerVariables {
  kind: AnswerKind;
  /** The question's id, or the prompt's id for `prompt`. */
  question_id: number;
  answer: string;
}

function sendAnswer({ kind, question_id, answer: text }: AnswerVariables) {
  const input = { question_id, answer: text };
  if (kind === 'edit') return callApi(reAnswerQuestion, input);
  if (kind === 'prompt') return callApi(answerPreQuestion, input);
  return callApi(answer, input);
}

/**
 * Answering a question or a prompt, or editing one's answer. Not optimistic: the dialog waits for
 * the server's word (SPEC §4). After it accepted, an edit changes the text everywhere; a new
 * answer leaves the inbox and the member's answer count grows by one; the lists that now contain
 * it load again (questionWrites.answer).
 */
export function useAnswerMutation() {
  return useWriteMutation({
    call: sendAnswer,
    apply: (client, { question: answered }, { kind }) => {
      if (kind === 'edit') {
        patchQuestion(client, answered.id, (item) => ({ ...item, answer: answered.answer }));
        return;
      }
      if (kind === 'answer') removeQuestion(client, answered.id, questionKeys.inbox());
      const session = getSession();
      if (session) bumpMyCount(client, session.username, 'answersCount', 1);
    },
    invalidates: ({ kind }, response) =>
      response ? questionWrites.answer(kind, response.question, getSession()?.username ?? null) : [],
  });
}
