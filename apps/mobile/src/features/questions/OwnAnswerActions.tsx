import { space } from '@qurio/design';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StyleSheet, View } from 'react-native';
import { describeError } from '../../i18n/errors';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import type { QuestionItem } from '../feeds/QuestionCard';
import { useMovePin, usePinnedAnswers, usePinToggle } from './pins';
import { useDeleteAnswer } from './useDeleteAnswer';

interface Props {
  question: QuestionItem;
  /** Opens the answer form on the answer itself. */
  onEdit(): void;
  /** The screen's short message: the confirmation outlives a deleted card. */
  notify(text: string, error?: boolean): void;
  onDeleted?(): void;
  /** Its place among the profile's pinned answers, when shown there (issue 33). */
  pin?: { index: number; pins: readonly QuestionItem[] };
}

/** The owner's Edit answer and Delete (after 'Are you sure…'), as the web's card menu offers them. */
export function OwnAnswerActions({ question, onEdit, notify, onDeleted, pin }: Props) {
  const { t } = useTranslation();
  // Pin or Unpin (issue 33): the member's own pins, shared with their profile.
  const pins = usePinnedAnswers(question.user.username);
  const pinned = pin !== undefined || pins.some((item) => item.id === question.id);
  const failed = (error: unknown) => notify(describeError(t, error), true);
  const pinning = usePinToggle({
    done: (now) => notify(t(now ? 'question.pinnedDone' : 'question.unpinnedDone')),
    failed,
  });
  const move = useMovePin(question.user.username, failed);
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
        label={t(pinned ? 'question.unpin' : 'question.pin')}
        busy={pinning.busy}
        onPress={() => pinning.toggle(question, pinned)}
      />
      {pin && pin.index > 0 ? (
        <Button variant="secondary" label={t('question.moveUp')} onPress={() => move(pin.pins, pin.index, -1)} />
      ) : null}
      {pin && pin.index < pin.pins.length - 1 ? (
        <Button variant="secondary" label={t('question.moveDown')} onPress={() => move(pin.pins, pin.index, 1)} />
      ) : null}
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
