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
import { QuestionCard, type QuestionItem } from '../feeds/QuestionCard';
import { useSession } from '../session/SessionProvider';

/** A pending question with its answer form; answering moves it from the inbox to the profile. */
export function PendingQuestion({ item }: { item: QuestionItem }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { user } = useSession();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const answer = useMutation({
    mutationFn: () => api.call(routes.answer, { question_id: item.id, answer: text.trim() }),
    onSuccess: async () => {
      setOpen(false);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: feedKeys.inbox }),
        user ? queryClient.invalidateQueries({ queryKey: feedKeys.answers(user.username) }) : null,
      ]);
    },
  });

  return (
    <View style={styles.item}>
      <QuestionCard item={item} showAuthor={false} />
      {open ? (
        <View style={styles.form}>
          <TextField
            label={t('answer.label')}
            placeholder={t('answer.placeholder')}
            hint={t('form.counter', { count: text.length, max: LIMITS.answerMax })}
            value={text}
            onChangeText={setText}
            multiline
            maxLength={LIMITS.answerMax}
            autoCapitalize="sentences"
          />
          <ErrorText message={answer.error ? describeError(t, answer.error) : null} />
          <View style={styles.actions}>
            <Button label={t('answer.cancel')} variant="secondary" onPress={() => setOpen(false)} />
            <Button label={t('answer.submit')} busy={answer.isPending} onPress={() => answer.mutate()} />
          </View>
        </View>
      ) : (
        <View style={styles.form}>
          <Button
            label={t('question.answer')}
            accessibilityLabel={t('inbox.answerPrompt', { question: item.question })}
            onPress={() => setOpen(true)}
          />
        </View>
      )}
    </View>
  );
}

const styles = StyleSheet.create({
  item: { gap: 8 },
  form: { paddingHorizontal: 12, gap: 8 },
  actions: { flexDirection: 'row', justifyContent: 'flex-end', gap: 10 },
});
