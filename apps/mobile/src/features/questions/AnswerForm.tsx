import { LIMITS } from '@qurio/contract/limits';
import * as routes from '@qurio/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StyleSheet, View } from 'react-native';
import { api } from '../../api/client';
import { describeError } from '../../i18n/errors';
import { Button } from '../../ui/Button';
import { ErrorText } from '../../ui/ErrorText';
import { TextField } from '../../ui/TextField';
import { feedKeys } from '../feeds/feed-keys';
import { useSession } from '../session/SessionProvider';
import { removeFromInbox, removePrompt } from './inbox-queries';
import { patchQuestion } from './like-cache';

/** A question to answer, a question for everyone (prompt) to answer, or one's answer to edit. */
export type AnswerKind = 'answer' | 'prompt' | 'edit';

function send(kind: AnswerKind, input: { question_id: number; answer: string }) {
  if (kind === 'edit') return api.call(routes.reAnswerQuestion, input);
  if (kind === 'prompt') return api.call(routes.answerPreQuestion, input);
  return api.call(routes.answer, input);
}

interface Props {
  kind: AnswerKind;
  /** The question's id, or the prompt's id for `prompt`. */
  id: number;
  /** The current answer, when editing. */
  initial?: string;
  onDone(message: string): void;
  onCancel(): void;
}

/**
 * The answer form (SPEC §2 "Answer dialog"): 'Write answer..', a counter, and the button disabled
 * while the text is shorter than the minimum. A refusal shows the server's message here; success
 * hands the server's confirmation to the screen and refreshes the lists the answer now belongs to.
 */
export function AnswerForm({ kind, id, initial = '', onDone, onCancel }: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { user } = useSession();
  const [text, setText] = useState(initial);
  const tooShort = text.trim().length < LIMITS.answerMin;
  const mutation = useMutation({
    mutationFn: () => send(kind, { question_id: id, answer: text.trim() }),
    onSuccess: (response) => {
      // An edit shows at once wherever the answer is on screen (its page, the lists).
      if (kind === 'edit') patchQuestion(queryClient, id, (item) => ({ ...item, answer: response.question.answer }));
      if (kind === 'answer') removeFromInbox(queryClient, id);
      if (kind === 'prompt') removePrompt(queryClient, id);
      void queryClient.invalidateQueries({ queryKey: feedKeys.stats });
      // The member's own answers are on their profile and in their timeline (SPEC §4).
      void queryClient.invalidateQueries({ queryKey: feedKeys.timeline });
      if (user) {
        void queryClient.invalidateQueries({ queryKey: feedKeys.answers(user.username) });
        void queryClient.invalidateQueries({ queryKey: feedKeys.profile(user.username) });
      }
      onDone(t(kind === 'edit' ? 'answer.updated' : 'answer.published'));
    },
  });

  return (
    <View style={styles.form}>
      <TextField
        label={t('answer.label')}
        placeholder={t('answer.placeholder')}
        hint={t('form.counter', { count: text.length, max: LIMITS.answerMax })}
        value={text}
        onChangeText={(value) => {
          setText(value);
          if (mutation.isError) mutation.reset();
        }}
        multiline
        maxLength={LIMITS.answerMax}
        autoCapitalize="sentences"
        autoFocus
      />
      <ErrorText message={mutation.error ? describeError(t, mutation.error) : null} />
      <View style={styles.actions}>
        <Button label={t('answer.cancel')} variant="secondary" onPress={onCancel} disabled={mutation.isPending} />
        <Button
          label={t(kind === 'edit' ? 'answer.save' : 'answer.submit')}
          busy={mutation.isPending}
          disabled={tooShort}
          onPress={() => mutation.mutate()}
        />
      </View>
    </View>
  );
}

const styles = StyleSheet.create({
  form: { gap: 8 },
  actions: { flexDirection: 'row', justifyContent: 'flex-end', gap: 10 },
});
