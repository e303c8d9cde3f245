import type { Question, UserSummary } from '@qurio/contract';
import { ask, likeQuestion } from '@qurio/contract/routes';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { callApi } from '../../api/client';
import { showCallError } from '../../api/show-error';
import { useSession } from '../../lib/useSession';
import { useWriteMutation } from '../../lib/write-mutation';
import { signInFirst } from '../auth/sign-in-first';
import { questionKeys, questionWrites } from './keys';
import { patchQuestion, withLike } from './question-cache';

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
