import { emailField } from '@qurio/contract';
import { type ErrorCode, isErrorCode } from '@qurio/contract/errors';
import { sendEmailVerificationMail } from '@qurio/contract/routes';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../api/client';
import { ApiError } from '../../api/errors';
import { translateErrorCode } from '../../i18n/error-messages';
import { Button } from '../../ui/Button';
import { showSnack } from '../../ui/snack-store';
import { TextField } from '../../ui/TextField';
import type { FieldErrors } from '../auth/form-errors';
import { setMyEmail } from './email-queries';
import shared from './Settings.module.css';

type Field = 'email' | 'password';

const FIELD_OF_CODE: Partial<Record<ErrorCode, Field>> = {
  EMAIL_REQUIRED: 'email',
  EMAIL_INVALID: 'email',
  EMAIL_EXISTS: 'email',
  PASSWORD_REQUIRED: 'password',
  WRONG_PASSWORD: 'password',
};

function validate(email: string, password: string, current: string): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  const parsed = emailField.safeParse(email);
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message;
    errors.email = isErrorCode(message) ? message : 'EMAIL_INVALID';
  } else if (parsed.data.toLowerCase() === current.toLowerCase()) {
    errors.email = 'NOTHING_CHANGED';
  }
  if (!password) errors.password = 'PASSWORD_REQUIRED';
  return errors;
}

/**
 * A new address needs the password (it controls password resets). The server makes it the
 * account's address at once, unverified, and mails a code to it.
 */
export function ChangeEmailForm({ current }: { current: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [formError, setFormError] = useState<ErrorCode | null>(null);
  const [busy, setBusy] = useState(false);
  const refs = { email: useRef<HTMLInputElement>(null), password: useRef<HTMLInputElement>(null) };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const found = validate(email, password, current);
    setErrors(found);
    setFormError(null);
    const invalid = (['email', 'password'] as const).find((field) => found[field]);
    if (invalid) {
      refs[invalid].current?.focus();
      return;
    }
    setBusy(true);
    try {
      const response = await callApi(sendEmailVerificationMail, { email: email.trim(), password });
      setMyEmail(queryClient, { email: response.email, email_verified: false });
      setEmail('');
      setPassword('');
      showSnack(t('settings.email.changed', { email: response.email }));
    } catch (caught) {
      if (!(caught instanceof ApiError)) return;
      const field = FIELD_OF_CODE[caught.code];
      if (field) {
        setErrors({ [field]: caught.code });
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
    <section className={shared.card} aria-labelledby="email-change">
      <h2 id="email-change" className={shared.cardTitle}>
        {t('settings.email.changeTitle')}
      </h2>
      <p className={shared.lead}>{t('settings.email.changeLead')}</p>
      <form className={shared.form} noValidate onSubmit={(event) => void submit(event)}>
        <TextField
          ref={refs.email}
          label={t('settings.email.newEmail')}
          name="email"
          type="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          value={email}
          error={message('email')}
          onChange={(event) => {
            setEmail(event.target.value);
            setErrors((previous) => ({ ...previous, email: undefined }));
          }}
        />
        <TextField
          ref={refs.password}
          label={t('settings.email.password')}
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          error={message('password')}
          onChange={(event) => {
            setPassword(event.target.value);
            setErrors((previous) => ({ ...previous, password: undefined }));
          }}
        />
        {formError ? (
          <p className={shared.formError} role="alert">
            {translateErrorCode(t, formError)}
          </p>
        ) : null}
        <div className={shared.actions}>
          <Button type="submit" loading={busy}>
            {t('settings.email.change')}
          </Button>
        </div>
      </form>
    </section>
  );
}
