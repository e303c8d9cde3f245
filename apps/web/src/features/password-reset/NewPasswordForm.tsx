import type { ErrorCode } from '@qurio/contract/errors';
import { LIMITS } from '@qurio/contract/limits';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/errors';
import { translateErrorCode } from '../../i18n/error-messages';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import styles from '../auth/AuthPage.module.css';
import { NEW_PASSWORD_FIELD_OF_CODE, type NewPasswordErrors, validateNewPassword } from './password-rules';

export interface NewPasswordFormProps {
  /** Sends the new password; throws the call's error. */
  onSubmit: (password: string, repeat: string) => Promise<void>;
  /** Codes about the code or link rather than the password (expired, invalid); true when handled. */
  onFailure?: (code: ErrorCode) => boolean;
}

/** The last step of both reset flows: a new password, masked, and the same again. */
export function NewPasswordForm({ onSubmit, onFailure }: NewPasswordFormProps) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<NewPasswordErrors>({});
  const [formError, setFormError] = useState<ErrorCode | null>(null);
  const [busy, setBusy] = useState(false);
  const refs = { password: useRef<HTMLInputElement>(null), password_repeat: useRef<HTMLInputElement>(null) };

  const errors: NewPasswordErrors = { ...serverErrors, ...(submitted ? validateNewPassword(password, repeat) : {}) };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setSubmitted(true);
    const found = validateNewPassword(password, repeat);
    const invalid = found.password ? 'password' : found.password_repeat ? 'password_repeat' : null;
    if (invalid) {
      refs[invalid].current?.focus();
      return;
    }
    setBusy(true);
    try {
      await onSubmit(password, repeat);
    } catch (caught) {
      setBusy(false);
      if (!(caught instanceof ApiError)) return;
      if (onFailure?.(caught.code)) return;
      const field = NEW_PASSWORD_FIELD_OF_CODE[caught.code];
      if (field) {
        setServerErrors({ [field]: caught.code });
        refs[field].current?.focus();
      } else {
        setFormError(caught.code);
      }
    }
  };

  const message = (code: ErrorCode | undefined) => (code ? translateErrorCode(t, code) : null);

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
      <TextField
        ref={refs.password}
        label={t('passwordReset.newPassword')}
        name="password"
        type="password"
        autoComplete="new-password"
        hint={t('passwordReset.passwordHint', { min: LIMITS.passwordMin, max: LIMITS.passwordMax })}
        value={password}
        error={message(errors.password)}
        onChange={(event) => {
          setPassword(event.target.value);
          setServerErrors({});
          setFormError(null);
        }}
      />
      <TextField
        ref={refs.password_repeat}
        label={t('passwordReset.repeatPassword')}
        name="password_repeat"
        type="password"
        autoComplete="new-password"
        value={repeat}
        error={message(errors.password_repeat)}
        onChange={(event) => {
          setRepeat(event.target.value);
          setServerErrors({});
          setFormError(null);
        }}
      />
      {formError ? (
        <p className={styles.formError} role="alert">
          {translateErrorCode(t, formError)}
        </p>
      ) : null}
      <Button type="submit" size="lg" block loading={busy}>
        {t('passwordReset.savePassword')}
      </Button>
    </form>
  );
}
