import { tokenInput } from '@qurio/contract';
import type { ErrorCode } from '@qurio/contract/errors';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ApiError } from '../../api/errors';
import { pathTo } from '../../app/routes';
import { translateErrorCode } from '../../i18n/error-messages';
import { Button } from '../../ui/Button';
import { showSnack } from '../../ui/snack-store';
import { TextField } from '../../ui/TextField';
import styles from './AuthPage.module.css';
import { signIn } from './auth-actions';
import { type FieldErrors, firstInvalid, issuesToFieldErrors } from './form-errors';

const FIELDS = ['username', 'password'] as const;
type Field = (typeof FIELDS)[number];

/** Server codes that belong to one field; anything else is shown above the button. */
const FIELD_OF_CODE: Partial<Record<ErrorCode, Field>> = {
  USERNAME_REQUIRED: 'username',
  PASSWORD_REQUIRED: 'password',
};

function validate(values: Record<Field, string>): FieldErrors<Field> {
  const result = tokenInput.safeParse(values);
  return result.success ? {} : issuesToFieldErrors(result.error.issues, FIELDS);
}

export function LoginForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [values, setValues] = useState<Record<Field, string>>({ username: '', password: '' });
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors<Field>>({});
  const [formError, setFormError] = useState<ErrorCode | null>(null);
  const [busy, setBusy] = useState(false);
  const refs = { username: useRef<HTMLInputElement>(null), password: useRef<HTMLInputElement>(null) };

  const clientErrors = submitted ? validate(values) : {};
  const errors: FieldErrors<Field> = { ...serverErrors, ...clientErrors };

  const change = (field: Field, value: string) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    setServerErrors((previous) => ({ ...previous, [field]: undefined }));
    setFormError(null);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setSubmitted(true);
    const found = validate(values);
    const invalid = firstInvalid(found, FIELDS);
    if (invalid) {
      refs[invalid].current?.focus();
      return;
    }
    setBusy(true);
    try {
      const { reactivated } = await signIn(values);
      if (reactivated) showSnack(t('login.reactivated'));
      await navigate(pathTo('Home'), { replace: true });
    } catch (error) {
      setBusy(false);
      if (!(error instanceof ApiError)) return; // network problems are reported by the client itself
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
        label={t('login.username')}
        name="username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        value={values.username}
        error={message('username')}
        onChange={(event) => change('username', event.target.value)}
      />
      <TextField
        ref={refs.password}
        label={t('login.password')}
        name="password"
        type="password"
        autoComplete="current-password"
        value={values.password}
        error={message('password')}
        onChange={(event) => change('password', event.target.value)}
      />
      <p className={styles.forgot}>
        <Link to={pathTo('ResetPassword')}>{t('passwordReset.forgotLink')}</Link>
      </p>
      {formError ? (
        <p className={styles.formError} role="alert">
          {translateErrorCode(t, formError)}
        </p>
      ) : null}
      <Button type="submit" size="lg" block loading={busy}>
        {t('login.submit')}
      </Button>
    </form>
  );
}
