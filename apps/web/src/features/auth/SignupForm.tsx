import { registerInput } from '@qurio/contract';
import type { ErrorCode } from '@qurio/contract/errors';
import { LIMITS } from '@qurio/contract/limits';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../api/errors';
import { pathTo } from '../../app/routes';
import { translateErrorCode } from '../../i18n/error-messages';
import { Button } from '../../ui/Button';
import { showSnack } from '../../ui/snack-store';
import { TextField } from '../../ui/TextField';
import styles from './AuthPage.module.css';
import { signUp } from './auth-actions';
import { type FieldErrors, firstInvalid, issuesToFieldErrors } from './form-errors';
import { useUsernameAvailability } from './useUsernameAvailability';

const FIELDS = ['username', 'email', 'password', 'password_repeat'] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;

const FIELD_OF_CODE: Partial<Record<ErrorCode, Field>> = {
  USERNAME_REQUIRED: 'username',
  USERNAME_INVALID: 'username',
  USERNAME_RESERVED: 'username',
  USERNAME_EXISTS: 'username',
  USERNAME_TAKEN: 'username',
  EMAIL_REQUIRED: 'email',
  EMAIL_INVALID: 'email',
  EMAIL_EXISTS: 'email',
  PASSWORD_REQUIRED: 'password',
  PASSWORD_LENGTH: 'password',
  PASSWORD_REPEAT_REQUIRED: 'password_repeat',
  PASSWORDS_NOT_EQUAL: 'password_repeat',
};

/** The contract's own schema, plus the one rule it leaves to the server: both passwords match. */
export function validateSignup(values: Values): FieldErrors<Field> {
  const result = registerInput.safeParse(values);
  const errors = result.success ? {} : issuesToFieldErrors(result.error.issues, FIELDS);
  if (!errors.password_repeat && values.password_repeat && values.password !== values.password_repeat) {
    errors.password_repeat = 'PASSWORDS_NOT_EQUAL';
  }
  return errors;
}

const EMPTY: Values = { username: '', email: '', password: '', password_repeat: '' };

export function SignupForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [values, setValues] = useState<Values>(EMPTY);
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors<Field>>({});
  const [formError, setFormError] = useState<ErrorCode | null>(null);
  const [busy, setBusy] = useState(false);
  const refs = {
    username: useRef<HTMLInputElement>(null),
    email: useRef<HTMLInputElement>(null),
    password: useRef<HTMLInputElement>(null),
    password_repeat: useRef<HTMLInputElement>(null),
  };

  const usernameError = validateSignup(values).username;
  const availability = useUsernameAvailability(values.username && !usernameError ? values.username.trim() : null);

  const clientErrors = submitted ? validateSignup(values) : {};
  const errors: FieldErrors<Field> = { ...serverErrors, ...clientErrors };
  if (!errors.username && availability === 'taken') errors.username = 'USERNAME_TAKEN';

  const change = (field: Field, value: string) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    setServerErrors((previous) => ({ ...previous, [field]: undefined }));
    setFormError(null);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setSubmitted(true);
    const found = validateSignup(values);
    if (!found.username && availability === 'taken') found.username = 'USERNAME_TAKEN';
    const invalid = firstInvalid(found, FIELDS);
    if (invalid) {
      refs[invalid].current?.focus();
      return;
    }
    setBusy(true);
    try {
      await signUp(values);
      showSnack(t('signup.welcome', { username: values.username.trim() }));
      await navigate(pathTo('Home'), { replace: true });
    } catch (error) {
      setBusy(false);
      if (!(error instanceof ApiError)) return;
      const field = FIELD_OF_CODE[error.code];
      if (field) {
        setServerErrors({ [field]: error.code });
        refs[field].current?.focus();
      } else {
        setFormError(error.code);
      }
    }
  };

  const message = (field: Field) => {
    const code = errors[field];
    return code ? translateErrorCode(t, code) : null;
  };

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
      <TextField
        ref={refs.username}
        label={t('signup.username')}
        name="username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={LIMITS.usernameMax}
        hint={t('signup.usernameHint', { min: LIMITS.usernameMin, max: LIMITS.usernameMax })}
        value={values.username}
        error={message('username')}
        success={availability === 'available' ? t('signup.usernameAvailable') : null}
        onChange={(event) => change('username', event.target.value)}
      />
      <TextField
        ref={refs.email}
        label={t('signup.email')}
        name="email"
        type="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        value={values.email}
        error={message('email')}
        onChange={(event) => change('email', event.target.value)}
      />
      <TextField
        ref={refs.password}
        label={t('signup.password')}
        name="password"
        type="password"
        autoComplete="new-password"
        hint={t('signup.passwordHint', { min: LIMITS.passwordMin, max: LIMITS.passwordMax })}
        value={values.password}
        error={message('password')}
        onChange={(event) => change('password', event.target.value)}
      />
      <TextField
        ref={refs.password_repeat}
        label={t('signup.passwordRepeat')}
        name="password_repeat"
        type="password"
        autoComplete="new-password"
        value={values.password_repeat}
        error={message('password_repeat')}
        onChange={(event) => change('password_repeat', event.target.value)}
      />
      {formError ? (
        <p className={styles.formError} role="alert">
          {translateErrorCode(t, formError)}
        </p>
      ) : null}
      <Button type="submit" size="lg" block loading={busy}>
        {t('signup.submit')}
      </Button>
    </form>
  );
}
