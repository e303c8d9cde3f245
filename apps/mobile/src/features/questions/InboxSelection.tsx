import { LIMITS } from '@qurio/contract/limits';
import { fontSize, fontWeight, minTouchTarget, radius, space } from '@qurio/design';
import {
  canToggle,
  deleteSelectedVariables,
  isSelectionFull,
  noSelection,
  selectionReducer,
  writes,
} from '@qurio/queries';
import { useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pressable, StyleSheet, Text, View } from 'react-native';
import { useWriteMutation } from '../../api/write-mutation';
import { describeError } from '../../i18n/errors';
import { Button } from '../../ui/Button';
import { CheckMark } from '../../ui/Checkbox';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { useTheme } from '../../ui/theme/ThemeProvider';
import type { QuestionItem } from '../feeds/QuestionCard';

/** The inbox's select mode (the web's BulkDelete), on the rules both apps share (@qurio/queries selection.ts). */
export function useSelection() {
  const [selection, dispatch] = useReducer(selectionReducer, noSelection);
  return {
    ...selection,
    full: isSelectionFull(selection),
    canToggle: (id: number) => canToggle(selection, id),
    start: () => dispatch({ type: 'start' }),
    stop: () => dispatch({ type: 'stop' }),
    toggle: (id: number) => dispatch({ type: 'toggle', id }),
  };
}

export type Selection = ReturnType<typeof useSelection>;

/**
 * The chosen questions leave the inbox in one `deleteQuestions {question_ids}` call (the web's);
 * a refusal keeps them with the server's message.
 */
function useDeleteSelected(notify: (text: string, error?: boolean) => void, onDone: () => void) {
  const { t } = useTranslation();
  // The web's bulk delete (`writes.deleteQuestions`): the rows leave once the server agreed, the
  // inbox, held list and badge load again.
  return useWriteMutation(writes.deleteQuestions, {
    after: ({ deleted }) => {
      notify(t('safety.inbox.deleted', { count: deleted }));
      onDone();
    },
    report: (error) => notify(describeError(t, error), true),
  });
}

/** Above the inbox: "Select" to start; while selecting, how many are chosen, Cancel and Delete selected (confirmed). */
export function SelectBar({
  selection,
  notify,
}: {
  selection: Selection;
  notify(text: string, error?: boolean): void;
}) {
  const { t } = useTranslation();
  const { colors } = useTheme();
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteSelected(notify, selection.stop);
  const count = selection.selected.size;
  if (!selection.selecting) {
    return (
      <View style={styles.bar}>
        <Button
          variant="secondary"
          label={t('safety.inbox.select')}
          accessibilityLabel={t('app.native.bulkDelete.start')}
          onPress={selection.start}
        />
      </View>
    );
  }
  return (
    <View style={styles.selecting} accessibilityLabel={t('safety.inbox.selectLabel')}>
      <Text accessibilityLiveRegion="polite" style={[styles.count, { color: colors.text }]}>
        {t('safety.inbox.selected', { count })}
      </Text>
      {selection.full ? (
        <Text style={{ color: colors.muted }}>{t('safety.inbox.limit', { max: LIMITS.bulkDeleteMax })}</Text>
      ) : null}
      <View style={styles.buttons}>
        <Button variant="secondary" label={t('safety.report.cancel')} onPress={selection.stop} />
        <Button
          variant="danger"
          label={t('safety.inbox.deleteSelected')}
          disabled={count === 0}
          busy={remove.isPending}
          onPress={() => setConfirming(true)}
        />
      </View>
      <ConfirmDialog
        visible={confirming}
        title={t('safety.inbox.deleteSelectedTitle')}
        message={t('safety.inbox.deleteSelectedConfirm', { count })}
        confirmLabel={t('question.delete')}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          remove.mutate(deleteSelectedVariables(selection));
        }}
      />
    </View>
  );
}

/**
 * A waiting question while selecting: the whole card is one checkbox. Who asked shows only for a
 * question asked by name; a filtered question keeps its text hidden here too.
 */
export function SelectableQuestion({ item, selection }: { item: QuestionItem; selection: Selection }) {
  const { t } = useTranslation();
  const { colors } = useTheme();
  const checked = selection.selected.has(item.id);
  const disabled = !selection.canToggle(item.id);
  const text = item.filtered ? t('question.filtered') : item.question;
  const asker = !item.anonymous && item.sender ? item.sender.fullname || item.sender.username : t('question.anonymous');
  return (
    <Pressable
      accessibilityRole="checkbox"
      accessibilityLabel={t('app.native.bulkDelete.question', { question: text })}
      accessibilityState={{ checked, disabled }}
      disabled={disabled}
      onPress={() => selection.toggle(item.id)}
      style={[
        styles.card,
        { backgroundColor: colors.card, borderColor: checked ? colors.primary : colors.border },
        disabled ? styles.dimmed : null,
      ]}
    >
      <CheckMark checked={checked} />
      <View style={styles.texts}>
        <Text style={{ color: colors.muted }}>{asker}</Text>
        <Text style={[styles.question, { color: colors.text }]}>{text}</Text>
      </View>
    </Pressable>
  );
}

const styles = StyleSheet.create({
  bar: { flexDirection: 'row', justifyContent: 'flex-end', marginHorizontal: space.md, marginBottom: space.smPlus },
  selecting: { gap: space.xsPlus, marginHorizontal: space.md, marginBottom: space.smPlus },
  count: { fontSize: fontSize.input, fontWeight: fontWeight.semibold },
  buttons: { flexDirection: 'row', flexWrap: 'wrap', gap: space.sm, justifyContent: 'flex-end' },
  card: {
    flexDirection: 'row',
    alignItems: 'center',
    gap: space.md,
    borderWidth: 1,
    borderRadius: radius.md,
    padding: space.mdPlus,
    marginHorizontal: space.md,
    minHeight: minTouchTarget,
  },
  dimmed: { opacity: 0.6 },
  texts: { flex: 1, gap: space.xs },
  question: { fontSize: fontSize.input, fontWeight: fontWeight.semibold },
});
