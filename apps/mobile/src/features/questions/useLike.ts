import { writes } from '@qurio/queries';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useWriteMutation } from '../../api/write-mutation';
import { describeError } from '../../i18n/errors';
import type { QuestionItem } from '../feeds/QuestionCard';
import { useSession } from '../session/SessionProvider';

/**
 * Like or unlike an answer (`writes.like`, SPEC §4 "Like"), as on the web: every cached copy flips
 * at once, the server's count is applied when it answers, a refusal or a failure reverts the flip;
 * here the message shows under the button.
 */
export function useLike(question: QuestionItem) {
  const { t } = useTranslation();
  const { user } = useSession();
  const [error, setError] = useState<string | null>(null);
  const mutation = useWriteMutation(writes.like, {
    before: () => setError(null),
    report: (failure) => setError(describeError(t, failure)),
  });

  const toggle = () => {
    // Guests learn that liking needs an account without a call (SPEC §6).
    if (!user) {
      setError(t('errors.SIGN_IN_REQUIRED'));
      return;
    }
    // One call per answer at a time: a double tap must not race its own revert.
    if (mutation.isPending) return;
    mutation.mutate({ question });
  };

  return { toggle, error, pending: mutation.isPending };
}
