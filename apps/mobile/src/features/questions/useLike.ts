import * as routes from '@qurio/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client';
import { describeError } from '../../i18n/errors';
import type { QuestionItem } from '../feeds/QuestionCard';
import { useSession } from '../session/SessionProvider';
import { answerKeys } from './answer-keys';
import { type Liker, patchQuestion, withLike } from './like-cache';

/**
 * Like or unlike an answer (SPEC §4 "Like"): every cached copy flips at once, the server's count
 * is applied when it answers, and a refusal or a failure reverts the flip and shows the message.
 */
export function useLike(question: QuestionItem) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { user } = useSession();
  const [error, setError] = useState<string | null>(null);
  const me: Liker | null = user
    ? { id: user.id, username: user.username, fullname: user.fullname, image: user.image, verified: user.verified }
    : null;

  const mutation = useMutation({
    mutationFn: (_liked: boolean) => api.call(routes.likeQuestion, { id: question.id }),
    onMutate: (liked) => {
      setError(null);
      if (me) patchQuestion(queryClient, question.id, (item) => withLike(item, liked, me));
    },
    onSuccess: (response) => {
      if (!me) return;
      patchQuestion(queryClient, question.id, (item) => ({
        ...withLike(item, response.liked, me),
        like_count: response.like_count,
      }));
      // The server's likers list is the truth: an anonymous asker's like is kept but never listed.
      void queryClient.invalidateQueries({ queryKey: answerKeys.single(question.id) });
    },
    onError: (failure, liked) => {
      if (me) patchQuestion(queryClient, question.id, (item) => withLike(item, !liked, me));
      setError(describeError(t, failure));
    },
  });

  const toggle = () => {
    // Guests learn that liking needs an account without a call (SPEC §6).
    if (!me) {
      setError(t('errors.SIGN_IN_REQUIRED'));
      return;
    }
    // One call per answer at a time: a double tap must not race its own revert.
    if (mutation.isPending) return;
    mutation.mutate(!question.liked);
  };

  return { toggle, error, pending: mutation.isPending };
}
