import type { ErrorCode } from '@qurio/contract/errors';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/errors';
import { translateErrorCode } from '../../i18n/error-messages';
import { Button } from '../../ui/Button';
import dialogStyles from '../../ui/Dialog.module.css';
import { Modal } from '../../ui/Modal';
import { showSnack } from '../../ui/snack-store';
import { TextField } from '../../ui/TextField';
import { useFreezeMutation } from './mutations';
import shared from './Settings.module.css';

/**
 * Freezing (SPEC §4 "Account"): confirmed with the password in a dialog. The server ends every
 * session and answers `X-Access-Token: false`, so the client logs out and the app goes to /.
 * Logging in again reactivates the account.
 */
export function FreezeAccount() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <section className={`${shared.card} ${shared.danger}`} aria-labelledby="freeze-title">
      <h2 id="freeze-title" className={shared.dangerTitle}>
        {t('settings.freeze.title')}
      </h2>
      <p className={shared.lead}>{t('settings.freeze.text')}</p>
      <div>
        <Button variant="danger" aria-haspopup="dialog" onClick={() => setOpen(true)}>
          {t('settings.freeze.open')}
        </Button>
      </div>
      {open ? <FreezeDialog onClose={() => setOpen(false)} /> : null}
    </section>
  );
}

function FreezeDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const textId = useId();
  const freeze = useFreezeMutation();
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
      await freeze.mutateAsync(password);
      // The session has already ended with the answer's header; the app is on its way to /.
      showSnack(t('settings.freeze.done'));
    } catch (caught) {
      setBusy(false);
      if (caught instanceof ApiError) {
        setError(caught.code);
        passwordRef.current?.focus();
      }
    }
  };

  return (
    <Modal open labelledBy={titleId} describedBy={textId} onDismiss={onClose} busy={busy} initialFocus={passwordRef}>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <h2 id={titleId} className={dialogStyles.title}>
          {t('settings.freeze.dialogTitle')}
        </h2>
        <div className={dialogStyles.body}>
          <p id={textId}>{t('settings.freeze.confirm')}</p>
        </div>
        <TextField
          ref={passwordRef}
          label={t('settings.freeze.password')}
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
            {t('settings.freeze.submit')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
