import type { ReportReason } from '@qurio/contract/fields';
import * as routes from '@qurio/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StyleSheet, Text, View } from 'react-native';
import { api } from '../../api/client';
import { describeError } from '../../i18n/errors';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { useTheme } from '../../ui/theme/ThemeProvider';
import { feedKeys } from '../feeds/feed-keys';
import type { QuestionItem } from '../feeds/QuestionCard';
import { ReportDialog } from '../safety/ReportDialog';
import { AnswerForm } from './AnswerForm';
import { removeFromInbox } from './inbox-queries';

interface Props {
  item: QuestionItem;
  /** The screen's short message: confirmations and refusals outlive the card. */
  notify(text: string, error?: boolean): void;
}

/**
 * A question waiting in the inbox, with Answer, Delete (after confirmation) and Report. Who asked
 * shows only for a question asked by name: an anonymous one says "Anonymous" and nothing else.
 */
export function PendingQuestion({ item, notify }: Props) {
  const { t } = useTranslation();
  const { colors } = useTheme();
  const queryClient = useQueryClient();
  const [answering, setAnswering] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [confirmBlock, setConfirmBlock] = useState(false);
  const [reporting, setReporting] = useState(false);
  const [revealed, setRevealed] = useState(false);
  const hidden = item.filtered && !revealed;
  const asker = !item.anonymous && item.sender ? item.sender.fullname || item.sender.username : t('question.anonymous');

  const remove = useMutation({
    mutationFn: () => api.call(routes.deleteQuestion, { question_id: item.id }),
    // The card goes at once; a refusal puts it back with the server's message.
    onMutate: async () => {
      await queryClient.cancelQueries({ queryKey: feedKeys.inbox, exact: true });
      return { before: removeFromInbox(queryClient, item.id) };
    },
    onError: (error, _input, context) => {
      if (context?.before) queryClient.setQueryData(feedKeys.inbox, context.before);
      notify(describeError(t, error), true);
    },
    onSuccess: () => notify(t('question.deleted')),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: feedKeys.stats }),
  });
  const report = useMutation({
    mutationFn: (reason: ReportReason) => api.call(routes.reportQuestion, { question_id: item.id, reason }),
    onSuccess: () => notify(t('question.reported')),
    onError: (error) => notify(describeError(t, error), true),
  });
  // Issue 16: block whoever asked, without learning who; the question then leaves the inbox.
  const blockAsker = useMutation({
    mutationFn: async () => {
      await api.call(routes.blockAsker, { question_id: item.id });
      await api.call(routes.deleteQuestion, { question_id: item.id });
    },
    onSuccess: () => {
      removeFromInbox(queryClient, item.id);
      notify(t('safety.block.done'));
    },
    onError: (error) => notify(describeError(t, error), true),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: feedKeys.stats }),
  });

  return (
    <View style={[styles.card, { backgroundColor: colors.card, borderColor: colors.border }]}>
      <Text style={[styles.asker, { color: colors.muted }]}>{asker}</Text>
      {hidden ? (
        <View style={styles.filtered}>
          <Text style={{ color: colors.muted }}>{t('question.filtered')}</Text>
          <Button label={t('question.show')} variant="secondary" onPress={() => setRevealed(true)} />
        </View>
      ) : (
        <Text style={[styles.question, { color: colors.text }]}>{item.question}</Text>
      )}
      {answering ? (
        <AnswerForm
          kind="answer"
          id={item.id}
          onDone={(message) => notify(message)}
          onCancel={() => setAnswering(false)}
        />
      ) : (
        <View style={styles.actions}>
          {/* SPEC §4: a filtered question cannot be answered, even after it is shown. */}
          {item.filtered ? null : (
            <Button
              label={t('question.answer')}
              accessibilityLabel={t('inbox.answerPrompt', { question: item.question })}
              onPress={() => setAnswering(true)}
            />
          )}
          <Button
            label={t('question.delete')}
            accessibilityLabel={t('app.native.inbox.deleteLabel', { question: item.question })}
            variant="secondary"
            busy={remove.isPending}
            onPress={() => setConfirmDelete(true)}
          />
          <Button
            label={t('question.report')}
            accessibilityLabel={t('app.native.inbox.reportLabel', { question: item.question })}
            variant="secondary"
            busy={report.isPending}
            onPress={() => setReporting(true)}
          />
          {item.prompt_id ? null : (
            <Button
              label={t('appSafety.inbox.blockAsker')}
              accessibilityLabel={t('appSafety.inbox.blockLabel', { question: item.question })}
              variant="secondary"
              busy={blockAsker.isPending}
              onPress={() => setConfirmBlock(true)}
            />
          )}
        </View>
      )}
      <ConfirmDialog
        visible={confirmDelete}
        title={t('question.deleteTitle')}
        message={t('question.deleteConfirm')}
        onCancel={() => setConfirmDelete(false)}
        onConfirm={() => {
          setConfirmDelete(false);
          remove.mutate();
        }}
      />
      <ConfirmDialog
        visible={confirmBlock}
        title={t('safety.block.title')}
        message={t('safety.block.text')}
        onCancel={() => setConfirmBlock(false)}
        onConfirm={() => {
          setConfirmBlock(false);
          blockAsker.mutate();
        }}
      />
      <ReportDialog
        visible={reporting}
        target="question"
        onCancel={() => setReporting(false)}
        onSend={(reason) => {
          setReporting(false);
          report.mutate(reason);
        }}
      />
    </View>
  );
}

const styles = StyleSheet.create({
  card: { borderWidth: StyleSheet.hairlineWidth, borderRadius: 12, padding: 14, gap: 8, marginHorizontal: 12 },
  asker: { fontSize: 13 },
  question: { fontSize: 16, fontWeight: '600' },
  filtered: { gap: 8, alignItems: 'flex-start' },
  actions: { flexDirection: 'row', flexWrap: 'wrap', justifyContent: 'flex-end', gap: 8 },
});
