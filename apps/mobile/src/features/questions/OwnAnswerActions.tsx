import { space } from '@qurio/design';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StyleSheet, View } from 'react-native';
import { describeError } from '../../i18n/errors';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import type { QuestionItem } from '../feeds/QuestionCard';
import { useDeleteAnswer } from './useDeleteAnswer';

interface Props {
  question: QuestionItem;
  /** Opens the answer form on the answer itself. */
  onEdit(): void;
  /** The screen's short message: the confirmation outlives a deleted card. */
  notify(text: string, error?: boolean): void;
  onDeleted?(): void;
}

/** The owner's Edit answer and Delete (after 'Are you sure…'), as the web's card menu offers them. */
export function OwnAnswerActions({ question, onEdit, notify, onDeleted }: Props) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteAnswer(question, {
    onDeleted: () => {
      notify(t('question.deleted'));
      onDeleted?.();
    },
    onError: (error) => notify(describeError(t, error), true),
  });
  return (
    <View style={styles.row}>
      <Button
        variant="secondary"
        label={t('question.edit')}
        accessibilityLabel={t('app.native.answer.editLabel', { question: question.question })}
        onPress={onEdit}
      />
      <Button
        variant="secondary"
        label={t('question.delete')}
        accessibilityLabel={t('app.native.answer.deleteLabel', { question: question.question })}
        busy={remove.isPending}
        onPress={() => setConfirming(true)}
      />
      <ConfirmDialog
        visible={confirming}
        title={t('question.deleteTitle')}
        message={t('question.deleteConfirm')}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          remove.mutate();
        }}
      />
    </View>
  );
}

const styles = StyleSheet.create({ row: { flexDirection: 'row', flexWrap: 'wrap', gap: space.sm } });
