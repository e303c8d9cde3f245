import { writes } from '@qurio/queries';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { View } from 'react-native';
import { useWriteMutation } from '../../api/write-mutation';
import { describeError } from '../../i18n/errors';
import { Button } from '../../ui/Button';
import { ReportDialog } from './ReportDialog';

/** Report an answer someone else gave, with a reason (issue 16); the screen says how it went. */
export function ReportAnswerButton({
  id,
  question,
  notify,
}: {
  id: number;
  question: string;
  notify(text: string, error?: boolean): void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const report = useWriteMutation(writes.reportQuestion, {
    after: () => notify(t('question.reported')),
    report: (error) => notify(describeError(t, error), true),
  });
  return (
    <View style={{ alignItems: 'flex-start' }}>
      <Button
        variant="secondary"
        label={t('question.report')}
        accessibilityLabel={t('app.native.inbox.reportLabel', { question })}
        busy={report.isPending}
        onPress={() => setOpen(true)}
      />
      <ReportDialog
        visible={open}
        target="answer"
        onCancel={() => setOpen(false)}
        onSend={(reason) => {
          setOpen(false);
          report.mutate({ question: { id }, reason });
        }}
      />
    </View>
  );
}
