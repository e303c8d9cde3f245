import type { ModActionName } from '@qurio/contract';
import type { ErrorCode } from '@qurio/contract/errors';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../api/errors';
import { translateErrorCode } from '../../i18n/error-messages';
import { pathTo } from '../../lib/paths';
import { Button } from '../../ui/Button';
import dialogStyles from '../../ui/Dialog.module.css';
import { Modal } from '../../ui/Modal';
import { showSnack } from '../../ui/snack-store';
import { TextArea } from '../../ui/TextArea';
import { TextField } from '../../ui/TextField';
import styles from './Moderation.module.css';
import { type ModActionInput, useModActionMutation } from './mutations';

export type ModTarget = { report_id: number } | { user_id: number } | { question_id: number } | { media_id: number };

type Sender = { kind: 'member'; id: number; username: string } | { kind: 'guest' } | { kind: 'unknown' };

const REASON_MIN = 3;
const REASON_MAX = 500;

/** A suspension's last day, picked as a date, ends at the end of that day in the moderator's zone. */
function endOfDay(date: string): string {
  return new Date(`${date}T23:59:59`).toISOString();
}

function today(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * One moderator action, confirmed with a written reason (the server refuses it without one:
 * REASON_REQUIRED). A suspension may have a last day. Revealing a sender shows who it was here,
 * in this dialog only: nothing else in the console ever names a question's sender.
 */
export function ActionDialog({
  action,
  target,
  subject,
  onClose,
}: {
  action: ModActionName;
  target: ModTarget;
  /** What the action is about, as the dialog names it (@name, a question's first words). */
  subject: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const textId = useId();
  const mutation = useModActionMutation();
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const [reason, setReason] = useState('');
  const [until, setUntil] = useState('');
  // reveal_sender: a code of the authenticator app typed now (issue 29), checked by the server.
  const [otp, setOtp] = useState('');
  const [error, setError] = useState<ErrorCode | null>(null);
  const [busy, setBusy] = useState(false);
  const [sender, setSender] = useState<Sender | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const trimmed = reason.trim();
    if (trimmed.length < REASON_MIN || trimmed.length > REASON_MAX) {
      setError('REASON_REQUIRED');
      reasonRef.current?.focus();
      return;
    }
    const input: ModActionInput = { ...target, action, reason: trimmed };
    if (action === 'suspend' && until) input.until = endOfDay(until);
    if (action === 'reveal_sender') {
      if (otp.trim() === '') {
        setError('TWO_FACTOR_CODE_REQUIRED');
        return;
      }
      input.otp = otp;
    }
    setBusy(true);
    try {
      const result = await mutation.mutateAsync(input);
      setBusy(false);
      if (action === 'reveal_sender') {
        setSender(result.sender ?? { kind: 'unknown' });
        return;
      }
      showSnack(t('moderation.done'));
      onClose();
    } catch (caught) {
      setBusy(false);
      if (caught instanceof ApiError) {
        setError(caught.code);
        reasonRef.current?.focus();
      }
    }
  };

  if (sender) {
    return (
      <Modal open labelledBy={titleId} describedBy={textId} onDismiss={onClose}>
        <h2 id={titleId} className={dialogStyles.title}>
          {t('moderation.reveal.resultTitle')}
        </h2>
        <div id={textId} className={`${dialogStyles.body} ${styles.dialogText}`}>
          <p className={styles.revealed}>
            {sender.kind === 'member' ? (
              <>
                {t('moderation.reveal.member')}{' '}
                <Link to={pathTo('Profile', { username: sender.username })}>@{sender.username}</Link>
              </>
            ) : sender.kind === 'guest' ? (
              t('moderation.reveal.guest')
            ) : (
              t('moderation.reveal.unknown')
            )}
          </p>
          <p className={styles.revealNote}>{t('moderation.reveal.logged')}</p>
        </div>
        <div className={dialogStyles.actions}>
          <Button onClick={onClose}>{t('moderation.close')}</Button>
        </div>
      </Modal>
    );
  }

  return (
    <Modal open labelledBy={titleId} describedBy={textId} onDismiss={onClose} busy={busy} initialFocus={reasonRef}>
      <form noValidate onSubmit={(event) => void submit(event)} className={styles.dialogForm}>
        <h2 id={titleId} className={dialogStyles.title}>
          {t(`moderation.actions.${action}.title`)}
        </h2>
        <div id={textId} className={`${dialogStyles.body} ${styles.dialogText}`}>
          <p className={styles.subject}>{subject}</p>
          <p>{t(`moderation.actions.${action}.text`)}</p>
        </div>
        <TextArea
          ref={reasonRef}
          label={t('moderation.reason')}
          name="reason"
          rows={3}
          maxLength={REASON_MAX}
          value={reason}
          aria-invalid={error ? true : undefined}
          onChange={(event) => {
            setReason(event.target.value);
            setError(null);
          }}
        />
        {action === 'suspend' ? (
          <TextField
            label={t('moderation.until')}
            hint={t('moderation.untilHint')}
            name="until"
            type="date"
            min={today()}
            value={until}
            onChange={(event) => setUntil(event.target.value)}
          />
        ) : null}
        {action === 'reveal_sender' ? (
          <TextField
            label={t('moderation.reveal.otp')}
            hint={t('moderation.reveal.otpHint')}
            name="otp"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={7}
            value={otp}
            onChange={(event) => {
              setOtp(event.target.value);
              setError(null);
            }}
          />
        ) : null}
        {error ? (
          <p className={styles.formError} role="alert">
            {translateErrorCode(t, error)}
          </p>
        ) : null}
        <div className={dialogStyles.actions}>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t('moderation.cancel')}
          </Button>
          <Button type="submit" variant={DANGEROUS.has(action) ? 'danger' : 'primary'} loading={busy}>
            {t(`moderation.actions.${action}.confirm`)}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

const DANGEROUS: ReadonlySet<ModActionName> = new Set([
  'remove',
  'remove_media',
  'suspend',
  'ban_asker',
  'reveal_sender',
]);
