import type { ErrorCode } from '@qurio/contract/errors';
import { type FormEvent, type ReactNode, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/errors';
import { translateErrorCode } from '../../i18n/error-messages';
import { Button } from '../../ui/Button';
import dialogStyles from '../../ui/Dialog.module.css';
import { Modal } from '../../ui/Modal';
import { showSnack } from '../../ui/snack-store';
import { TextField } from '../../ui/TextField';
import shared from './Settings.module.css';

/** The string groups of the account's password-confirmed actions; each has the same keys. */
type ActionStrings = 'settings.freeze' | 'settings.deleteAccount';

interface PasswordConfirmedActionProps {
  strings: ActionStrings;
  /** The dialog's explanation, under its title (it describes the dialog). */
  explanation: ReactNode;
  /** Runs the call with the password; a rejection with an ApiError shows its message on the field. */
  run: (password: string) => Promise<unknown>;
  /** `alertdialog` for what cannot be undone. */
  role?: 'dialog' | 'alertdialog';
}

/**
 * A danger-zone card whose action is confirmed with the password in a dialog (freezing and
 * deleting the account). The server ends every session and answers `X-Access-Token: false`, so
 * on success the client logs out and the app goes to /.
 */
export function PasswordConfirmedAction({ strings, explanation, run, role }: PasswordConfirmedActionProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const headingId = useId();
  return (
    <section className={`${shared.card} ${shared.danger}`} aria-labelledby={headingId}>
      <h2 id={headingId} className={shared.dangerTitle}>
        {t(`${strings}.title`)}
      </h2>
      <p className={shared.lead}>{t(`${strings}.text`)}</p>
      <div>
        <Button variant="danger" aria-haspopup="dialog" onClick={() => setOpen(true)}>
          {t(`${strings}.open`)}
        </Button>
      </div>
      {open ? (
        <PasswordDialog
          strings={strings}
          explanation={explanation}
          run={run}
          role={role}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </section>
  );
}

function PasswordDialog({
  strings,
  explanation,
  run,
  role,
  onClose,
}: PasswordConfirmedActionProps & { onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const textId = useId();
  const passwordRef = useRef<HTMLInputElement>(null);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<ErrorCode | null>(null);
  const [busy, setBusy] = useState(false);

  // A form, so Enter in the password field confirms; Escape and the focus trap come from Modal.
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    if (!password) {
      setError('PASSWORD_REQUIRED');
      passwordRef.current?.focus();
      return;
    }
    setBusy(true);
    try {
      await run(password);
      // The session has already ended with the answer's header; the app is on its way to /.
      showSnack(t(`${strings}.done`));
    } catch (caught) {
      setBusy(false);
      if (caught instanceof ApiError) {
        setError(caught.code);
        passwordRef.current?.focus();
      }
    }
  };

  return (
    <Modal
      open
      role={role}
      labelledBy={titleId}
      describedBy={textId}
      onDismiss={onClose}
      busy={busy}
      initialFocus={passwordRef}
    >
      <form noValidate onSubmit={(event) => void submit(event)}>
        <h2 id={titleId} className={dialogStyles.title}>
          {t(`${strings}.dialogTitle`)}
        </h2>
        <div id={textId} className={dialogStyles.body}>
          {explanation}
        </div>
        <TextField
          ref={passwordRef}
          label={t(`${strings}.password`)}
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          error={error ? translateErrorCode(t, error) : null}
          onChange={(event) => {
            setPassword(event.target.value);
            setError(null);
          }}
        />
        <div className={`${dialogStyles.actions} ${shared.dialogActions}`}>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t('settings.cancel')}
          </Button>
          <Button type="submit" variant="danger" loading={busy}>
            {t(`${strings}.submit`)}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
