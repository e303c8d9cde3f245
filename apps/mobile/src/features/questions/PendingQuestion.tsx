import { fontSize, fontWeight, radius, space } from '@qurio/design';
import { writes } from '@qurio/queries';
import { type Ref, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StyleSheet, Text, View } from 'react-native';
import { useWriteMutation } from '../../api/write-mutation';
import { describeError } from '../../i18n/errors';
import { Button } from '../../ui/Button';
import { Checkbox } from '../../ui/Checkbox';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { useTheme } from '../../ui/theme/ThemeProvider';
import type { QuestionItem } from '../feeds/QuestionCard';
import { ReportDialog } from '../safety/ReportDialog';
import { ReportedDialog } from '../safety/ReportedDialog';
import { AnswerForm } from './AnswerForm';

interface Props {
  item: QuestionItem;
  /** The screen's short message: confirmations and refusals outlive the card. */
  notify(text: string, error?: boolean): void;
  /** Its first action (Answer, or Allow for a flagged one): focus goes there after a neighbour's answer. */
  actionRef?: Ref<View>;
  /** The answer is published: the card is about to leave the inbox (focus moves on, focus-after.ts). */
  onAnswered?(): void;
}

/**
 * A question waiting in the inbox, with Answer, Delete (after confirmation) and Report. Who asked
 * shows only for a question asked by name: an anonymous one says "Anonymous" and nothing else.
 */
export function PendingQuestion({ item, notify, actionRef, onAnswered }: Props) {
  const { t } = useTranslation();
  const { colors } = useTheme();
  const [answering, setAnswering] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [confirmBlock, setConfirmBlock] = useState(false);
  const [reporting, setReporting] = useState(false);
  // The report's confirmation with its next steps (issue 34), and the block's offer, on by default.
  const [reported, setReported] = useState(false);
  const [deleteOthers, setDeleteOthers] = useState(true);
  const [revealed, setRevealed] = useState(false);
  const hidden = item.filtered && !revealed;
  const asker = !item.anonymous && item.sender ? item.sender.fullname || item.sender.username : t('question.anonymous');

  const failed = (error: unknown) => notify(describeError(t, error), true);
  // The card leaves the inbox once the server agreed (as on the web); a refusal says why.
  const remove = useWriteMutation(writes.deleteQuestion, {
    after: () => notify(t('question.deleted')),
    report: failed,
  });
  const report = useWriteMutation(writes.reportQuestion, {
    after: () => setReported(true),
    report: failed,
  });
  // Issue 16: block whoever asked, without learning who; the question then leaves the inbox. With
  // the offer taken (issue 34), their other questions asked the same way go too: the server names
  // none of them, and the lists load again.
  const blockAsker = useWriteMutation(writes.blockAsker, {
    after: (_data, variables) =>
      notify(t(variables.deleteQuestions ? 'safety.block.doneDeleted' : 'safety.block.done')),
    report: failed,
  });
  // A flagged question taken for a false positive (issue 34): it can be answered.
  const allow = useWriteMutation(writes.moveToInbox, {
    after: () => notify(t('safety.flagged.allowed')),
    report: failed,
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
          onDone={(message) => {
            onAnswered?.();
            notify(message);
          }}
          onCancel={() => setAnswering(false)}
        />
      ) : (
        <View style={styles.actions}>
          {/* SPEC §4: a filtered question cannot be answered, even after it is shown. */}
          {item.filtered ? (
            <Button
              ref={actionRef}
              label={t('safety.flagged.allow')}
              accessibilityLabel={t('safety.flagged.allowLabel')}
              variant="secondary"
              busy={allow.isPending}
              onPress={() => allow.mutate({ question: item })}
            />
          ) : (
            <Button
              ref={actionRef}
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
          remove.mutate({ question: item });
        }}
      />
      <ConfirmDialog
        visible={confirmBlock}
        title={t('safety.block.title')}
        message={t('safety.block.text')}
        confirmLabel={t('safety.block.confirm')}
        onCancel={() => setConfirmBlock(false)}
        onConfirm={() => {
          setConfirmBlock(false);
          blockAsker.mutate({ question: item, deleteQuestions: deleteOthers });
        }}
      >
        <Checkbox label={t('safety.block.deleteOthers')} checked={deleteOthers} onChange={setDeleteOthers} />
      </ConfirmDialog>
      <ReportedDialog
        visible={reported}
        blockable={item.prompt_id === null}
        onKeep={() => setReported(false)}
        onDelete={() => {
          setReported(false);
          remove.mutate({ question: item });
        }}
        onBlock={() => {
          setReported(false);
          setConfirmBlock(true);
        }}
      />
      <ReportDialog
        visible={reporting}
        target="question"
        onCancel={() => setReporting(false)}
        onSend={(reason) => {
          setReporting(false);
          report.mutate({ question: item, reason });
        }}
      />
    </View>
  );
}

const styles = StyleSheet.create({
  card: {
    borderWidth: StyleSheet.hairlineWidth,
    borderRadius: radius.md,
    padding: space.mdPlus,
    gap: space.sm,
    marginHorizontal: space.md,
  },
  asker: { fontSize: fontSize.small },
  question: { fontSize: fontSize.input, fontWeight: fontWeight.semibold },
  filtered: { gap: space.sm, alignItems: 'flex-start' },
  actions: { flexDirection: 'row', flexWrap: 'wrap', justifyContent: 'flex-end', gap: space.sm },
});
