import type { Question, UserSummary } from '@qurio/contract';
import {
  answer,
  answerPreQuestion,
  ask,
  deleteQuestion,
  likeQuestion,
  reAnswerQuestion,
  reportQuestion,
} from '@qurio/contract/routes';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { callApi } from '../../api/client';
import { showCallError } from '../../api/show-error';
import { i18n } from '../../i18n';
import { getSession } from '../../lib/session-store';
import { useSession } from '../../lib/useSession';
import { useWriteMutation } from '../../lib/write-mutation';
import { showSnack } from '../../ui/snack-store';
import { signInFirst } from '../auth/sign-in-first';
import { bumpMyCount } from '../users/queries';
import { type AnswerKind, questionKeys, questionWrites } from './keys';
import { patchQuestion, removeQuestion, withLike } from './question-cache';

export type { AnswerKind };

const LIKE_KEY = ['like'] as const;

interface LikeVariables {
  question: Question;
  me: UserSummary;
}

/**
 * Toggles a like optimistically (SPEC §4 "Like"): every cached copy flips at once, the server's
 * count is applied when it answers, and a refusal reverts the flip with the server's message.
 * Guests get the sign-in message; one call per question runs at a time, so a double click cannot
 * race its own revert.
 */
export function useToggleLike(): (question: Question) => void {
  const queryClient = useQueryClient();
  const session = useSession();
  const { mutate } = useWriteMutation({
    key: LIKE_KEY,
    call: ({ question }: LikeVariables) => callApi(likeQuestion, { id: question.id }),
    touches: () => [questionKeys.feeds(), questionKeys.singles()],
    optimistic: (client, { question, me }) => {
      const liked = !question.liked;
      patchQuestion(client, question.id, (item) => withLike(item, liked, me));
      return { liked };
    },
    // Only this flip goes back: another like that landed meanwhile stays.
    rollback: (client, { question, me }, { liked }) =>
      patchQuestion(client, question.id, (item) => withLike(item, !liked, me)),
    apply: (client, response, { question, me }) =>
      patchQuestion(client, question.id, (item) => ({
        ...withLike(item, response.liked, me),
        like_count: response.like_count,
      })),
    invalidates: questionWrites.like,
    report: showCallError,
  });
  return useCallback(
    (question: Question) => {
      if (!session) return signInFirst();
      const running = queryClient.isMutating({
        mutationKey: LIKE_KEY,
        predicate: (mutation) => (mutation.state.variables as LikeVariables | undefined)?.question.id === question.id,
      });
      if (running > 0) return;
      const me: UserSummary = {
        id: session.id,
        username: session.username,
        fullname: session.fullname,
        image: session.image,
        verified: session.verified,
      };
      mutate({ question, me });
    },
    [queryClient, session, mutate],
  );
}

/**
 * The recipient deletes a pending question from the inbox or an answered one from the profile:
 * after the server agreed, it leaves every list and single view, and an answer leaves the count.
 */
export function useDeleteQuestion() {
  return useWriteMutation({
    call: (question: Question) => callApi(deleteQuestion, { question_id: question.id }),
    apply: (client, _response, question) => {
      removeQuestion(client, question.id);
      const session = getSession();
      if (session && question.status === 'answered') bumpMyCount(client, session.username, 'answersCount', -1);
    },
    invalidates: questionWrites.delete,
  });
}

/** Reports a question once; guests get the sign-in message. */
export function useReportQuestion(): (question: Question) => void {
  const { mutate } = useWriteMutation({
    call: (question: Question) => callApi(reportQuestion, { question_id: question.id }),
    apply: () => showSnack(i18n.t('question.reported')),
    invalidates: questionWrites.report,
    report: showCallError,
  });
  return useCallback((question: Question) => (getSession() ? mutate(question) : signInFirst()), [mutate]);
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

export interface AskVariables {
  user_id: number;
  question: string;
  /** Members choose; guests always ask anonymously and send no flag. */
  anonymous?: boolean;
}

/** Sends a question to a profile (SPEC §4 "Ask form"); the form shows sending and the outcome. */
export function useAskMutation() {
  return useWriteMutation({
    call: (input: AskVariables) => callApi(ask, input),
    invalidates: questionWrites.ask,
  });
}
