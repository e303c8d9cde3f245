import type { ReportReason } from '@qurio/contract/fields';
import * as routes from '@qurio/contract/routes';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { View } from 'react-native';
import { api } from '../../api/client';
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
  const report = useMutation({
    mutationFn: (reason: ReportReason) => api.call(routes.reportQuestion, { question_id: id, reason }),
    onSuccess: () => notify(t('question.reported')),
    onError: (error) => notify(describeError(t, error), true),
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
          report.mutate(reason);
        }}
      />
    </View>
  );
}
