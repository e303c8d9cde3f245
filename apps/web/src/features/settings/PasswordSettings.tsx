import type { ErrorCode } from '@qurio/contract/errors';
import { LIMITS } from '@qurio/contract/limits';
import { changePassword } from '@qurio/contract/routes';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../api/client';
import { ApiError } from '../../api/errors';
import { translateErrorCode } from '../../i18n/error-messages';
import { Button } from '../../ui/Button';
import { showSnack } from '../../ui/snack-store';
import { TextField } from '../../ui/TextField';
import { type FieldErrors, firstInvalid } from '../auth/form-errors';
import { NEW_PASSWORD_FIELD_OF_CODE, validateNewPassword } from '../password-reset/password-rules';
import shared from './Settings.module.css';

const FIELDS = ['current_password', 'password', 'password_repeat'] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;

const FIELD_OF_CODE: Partial<Record<ErrorCode, Field>> = {
  ...NEW_PASSWORD_FIELD_OF_CODE,
  CURRENT_PASSWORD_REQUIRED: 'current_password',
  CHECK_PASSWORD: 'current_password',
  WRONG_PASSWORD: 'current_password',
};

/** SPEC §5: every field required, the new one 6–50 characters, repeated exactly, and not the old one. */
export function validatePasswordChange(values: Values): FieldErrors<Field> {
  const errors: FieldErrors<Field> = validateNewPassword(values.password, values.password_repeat);
  if (!values.current_password) errors.current_password = 'CURRENT_PASSWORD_REQUIRED';
  else if (!errors.password && values.password === values.current_password) errors.password = 'PASSWORD_SAME_AS_OLD';
  return errors;
}

const EMPTY: Values = { current_password: '', password: '', password_repeat: '' };

/** /settings/password: the other sessions end on the server; this one stays signed in. */
export default function PasswordSettings() {
  const { t } = useTranslation();
  const [values, setValues] = useState<Values>(EMPTY);
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors<Field>>({});
  const [formError, setFormError] = useState<ErrorCode | null>(null);
  const [busy, setBusy] = useState(false);
  const refs = {
    current_password: useRef<HTMLInputElement>(null),
    password: useRef<HTMLInputElement>(null),
    password_repeat: useRef<HTMLInputElement>(null),
  };

  const errors: FieldErrors<Field> = { ...serverErrors, ...(submitted ? validatePasswordChange(values) : {}) };

  const change = (field: Field, value: string) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    setServerErrors((previous) => ({ ...previous, [field]: undefined }));
    setFormError(null);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setSubmitted(true);
    const invalid = firstInvalid(validatePasswordChange(values), FIELDS);
    if (invalid) {
      refs[invalid].current?.focus();
      return;
    }
    setBusy(true);
    try {
      await callApi(changePassword, values);
      setValues(EMPTY);
      setSubmitted(false);
      showSnack(t('settings.password.changed'));
    } catch (caught) {
      if (!(caught instanceof ApiError)) return;
      const field = FIELD_OF_CODE[caught.code];
      if (field) {
        setServerErrors({ [field]: caught.code });
        refs[field].current?.focus();
      } else {
        setFormError(caught.code);
      }
    } finally {
      setBusy(false);
    }
  };

  const message = (field: Field) => {
    const code = errors[field];
    return code ? translateErrorCode(t, code) : null;
  };

  return (
    <section className={shared.card} aria-labelledby="password-title">
      <h2 id="password-title" className={shared.cardTitle}>
        {t('settings.password.formTitle')}
      </h2>
      <p className={shared.lead}>{t('settings.password.lead')}</p>
      <form className={shared.form} noValidate onSubmit={(event) => void submit(event)}>
        <TextField
          ref={refs.current_password}
          label={t('settings.password.current')}
          name="current_password"
          type="password"
          autoComplete="current-password"
          value={values.current_password}
          error={message('current_password')}
          onChange={(event) => change('current_password', event.target.value)}
        />
        <TextField
          ref={refs.password}
          label={t('settings.password.new')}
          name="password"
          type="password"
          autoComplete="new-password"
          hint={t('settings.password.hint', { min: LIMITS.passwordMin, max: LIMITS.passwordMax })}
          value={values.password}
          error={message('password')}
          onChange={(event) => change('password', event.target.value)}
        />
        <TextField
          ref={refs.password_repeat}
          label={t('settings.password.repeat')}
          name="password_repeat"
          type="password"
          autoComplete="new-password"
          value={values.password_repeat}
          error={message('password_repeat')}
          onChange={(event) => change('password_repeat', event.target.value)}
        />
        {formError ? (
          <p className={shared.formError} role="alert">
            {translateErrorCode(t, formError)}
          </p>
        ) : null}
        <div className={shared.actions}>
          <Button type="submit" loading={busy}>
            {t('settings.password.submit')}
          </Button>
        </div>
      </form>
    </section>
  );
}
