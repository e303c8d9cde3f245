import {
  DEFAULT_REPORT_REASON,
  REPORT_REASONS,
  type ReportReason,
  reportNeedsCare,
  reportReasonKey,
} from '@qurio/queries';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showCallError } from '../../api/show-error';
import { pathTo } from '../../lib/paths';
import { Dialog } from '../../ui/Dialog';
import { showSnack } from '../../ui/snack-store';
import styles from './ReportDialog.module.css';

export interface ReportDialogProps {
  open: boolean;
  /** "Report this question", "Report this answer", "Report this user". */
  title: string;
  /** The thank-you snack once it is sent. */
  sentMessage: string;
  /** Sends the report; a failure shows as a red snack and keeps the dialog open. */
  onSend: (reason: ReportReason) => Promise<unknown>;
  /** Once sent, instead of the thank-you snack and closing: the caller's own confirmation (issue 34). */
  onSent?: (() => void) | undefined;
  onClose: () => void;
}

/**
 * Asks why before a report is sent (issue 16): a radio list of the contract's reasons. Choosing
 * self-harm shows a caring line and the help resources (`/support`), which open in a new tab so
 * the report is not lost.
 */
export function ReportDialog({ open, title, sentMessage, onSend, onSent, onClose }: ReportDialogProps) {
  const { t } = useTranslation();
  const name = useId();
  const [reason, setReason] = useState<ReportReason>(DEFAULT_REPORT_REASON);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (open) setReason(DEFAULT_REPORT_REASON);
  }, [open]);

  const send = async () => {
    setBusy(true);
    try {
      await onSend(reason);
      if (onSent) {
        onSent();
        return;
      }
      showSnack(sentMessage);
      onClose();
    } catch (error) {
      showCallError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={open}
      title={title}
      confirmLabel={t('safety.report.send')}
      cancelLabel={t('safety.report.cancel')}
      busy={busy}
      onConfirm={() => void send()}
      onCancel={onClose}
    >
      <p>{t('safety.report.lead')}</p>
      <fieldset className={styles.reasons}>
        <legend className={styles.legend}>{t('safety.report.reasonsLabel')}</legend>
        {REPORT_REASONS.map((value) => (
          <label key={value} className={styles.reason}>
            <input
              type="radio"
              name={name}
              value={value}
              checked={reason === value}
              onChange={() => setReason(value)}
            />
            <span>{t(reportReasonKey(value))}</span>
          </label>
        ))}
      </fieldset>
      {reportNeedsCare(reason) ? (
        <div className={styles.care}>
          <p>{t('safety.report.care')}</p>
          <a href={pathTo('Support')} target="_blank" rel="noopener" className={styles.careLink}>
            {t('safety.report.helpLink')}
          </a>
        </div>
      ) : null}
    </Dialog>
  );
}
