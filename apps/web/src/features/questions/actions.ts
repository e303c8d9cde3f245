import type { Question, UserSummary } from '@qurio/contract';
import { deleteQuestion, likeQuestion, reportQuestion } from '@qurio/contract/routes';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { callApi } from '../../api/client';
import { showCallError } from '../../api/show-error';
import { i18n } from '../../i18n';
import { translateErrorCode } from '../../i18n/error-messages';
import { showErrorSnack, showSnack } from '../../ui/snack-store';
import { getSession } from '../auth/session-store';
import { useSession } from '../auth/useSession';
import { feedKeys } from '../feeds/queries';
import { bumpMyCount, userKeys } from '../users/queries';
import { questionKeys } from './queries';
import { patchQuestion, removeQuestion, withLike } from './question-cache';

/** Likes, follows and reports need an account: guests get the sign-in message without a call. */
export function signInFirst(): void {
  showErrorSnack(translateErrorCode(i18n.t, 'SIGN_IN_REQUIRED'));
}

/** One like call per question at a time: a double click must not race its own revert. */
const likesInFlight = new Set<number>();

/**
 * Toggles a like optimistically (SPEC §4 "Like"): every cached copy flips at once, the server's
 * count is applied when it answers, and a refusal reverts the flip with the server's message.
 */
export function useToggleLike(): (question: Question) => Promise<void> {
  const queryClient = useQueryClient();
  const session = useSession();
  return useCallback(
    async (question: Question) => {
      if (!session) return signInFirst();
      if (likesInFlight.has(question.id)) return;
      likesInFlight.add(question.id);
      const me: UserSummary = {
        id: session.id,
        username: session.username,
        fullname: session.fullname,
        image: session.image,
        verified: session.verified,
      };
      const liked = !question.liked;
      patchQuestion(queryClient, question.id, (item) => withLike(item, liked, me));
      try {
        const response = await callApi(likeQuestion, { id: question.id });
        patchQuestion(queryClient, question.id, (item) => ({
          ...withLike(item, response.liked, me),
          like_count: response.like_count,
        }));
      } catch (error) {
        patchQuestion(queryClient, question.id, (item) => withLike(item, !liked, me));
        showCallError(error);
      } finally {
        likesInFlight.delete(question.id);
      }
    },
    [queryClient, session],
  );
}

/** The recipient deletes a pending question from the inbox or an answered one from the profile. */
export async function deleteQuestionEverywhere(queryClient: QueryClient, question: Question): Promise<void> {
  await callApi(deleteQuestion, { question_id: question.id });
  removeQuestion(queryClient, question.id);
  const session = getSession();
  if (session && question.status === 'answered') bumpMyCount(queryClient, session.username, 'answersCount', -1);
  if (question.prompt_id !== null) {
    // Deleting a prompt answer makes the prompt answerable again.
    void queryClient.invalidateQueries({ queryKey: questionKeys.prompts() });
    void queryClient.invalidateQueries({ queryKey: questionKeys.prompt(question.prompt_id) });
  }
  void queryClient.invalidateQueries({ queryKey: userKeys.stats() });
}

export async function reportQuestionOnce(question: Question): Promise<void> {
  if (!getSession()) return signInFirst();
  try {
    await callApi(reportQuestion, { question_id: question.id });
    showSnack(i18n.t('question.reported'));
  } catch (error) {
    showCallError(error);
  }
}

export type AnswerKind = 'answer' | 'edit' | 'prompt';

/**
 * After the server accepted an answer: the inbox loses the question, the member's answer count
 * grows by one (SPEC §4), and the lists that now contain the answer load it again.
 */
export function applyAnswer(queryClient: QueryClient, kind: AnswerKind, answered: Question): void {
  const session = getSession();
  if (kind === 'edit') {
    patchQuestion(queryClient, answered.id, (item) => ({ ...item, answer: answered.answer }));
    return;
  }
  if (kind === 'answer') removeQuestion(queryClient, answered.id, questionKeys.inbox());
  if (session) {
    bumpMyCount(queryClient, session.username, 'answersCount', 1);
    void queryClient.invalidateQueries({ queryKey: questionKeys.profile(session.username) });
    // The member's own answers are part of their timeline (SPEC §4).
    void queryClient.invalidateQueries({ queryKey: feedKeys.timeline() });
  }
  if (kind === 'prompt') {
    void queryClient.invalidateQueries({ queryKey: questionKeys.prompts() });
    if (answered.prompt_id !== null) {
      void queryClient.invalidateQueries({ queryKey: questionKeys.prompt(answered.prompt_id) });
    }
  }
  void queryClient.invalidateQueries({ queryKey: userKeys.stats() });
}
