import { newUsernameField } from '@qurio/contract';
import { type ErrorCode, isErrorCode } from '@qurio/contract/errors';
import { LIMITS } from '@qurio/contract/limits';
import { updateUsername } from '@qurio/contract/routes';
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
import { useSession } from '../auth/useSession';
import { useUsernameAvailability } from '../auth/useUsernameAvailability';
import shared from './Settings.module.css';
import { applyNewUsername } from './session-sync';

type Field = 'username' | 'password';

const FIELD_OF_CODE: Partial<Record<ErrorCode, Field>> = {
  USERNAME_REQUIRED: 'username',
  USERNAME_INVALID: 'username',
  USERNAME_RESERVED: 'username',
  USERNAME_TAKEN: 'username',
  USERNAME_EXISTS: 'username',
  USERNAME_ALREADY_YOURS: 'username',
  PASSWORD_REQUIRED: 'password',
  WRONG_PASSWORD: 'password',
};

/** The contract's rule for a new name (3 to 15 letters or digits, not reserved), then "not yours already". */
function usernameProblem(name: string, current: string): ErrorCode | undefined {
  const parsed = newUsernameField.safeParse(name);
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message;
    return isErrorCode(message) ? message : 'USERNAME_INVALID';
  }
  return parsed.data.toLowerCase() === current.toLowerCase() ? 'USERNAME_ALREADY_YOURS' : undefined;
}

/**
 * /settings/username (SPEC §5): availability while typing, earlier checks cancelled by the hook;
 * the change needs the password and is allowed once a month. The new name becomes the profile URL.
 */
export default function UsernameSettings() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const session = useSession();
  const current = session?.username ?? '';
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors<Field>>({});
  const [formError, setFormError] = useState<ErrorCode | null>(null);
  const [busy, setBusy] = useState(false);
  const refs = { username: useRef<HTMLInputElement>(null), password: useRef<HTMLInputElement>(null) };

  const name = username.trim();
  const problem = usernameProblem(name, current);
  // Only a name that could be taken is worth asking about.
  const availability = useUsernameAvailability(name && !problem ? name : null);

  const errors: FieldErrors<Field> = { ...serverErrors };
  if (!errors.username && name && problem === 'USERNAME_ALREADY_YOURS') errors.username = problem;
  if (!errors.username && availability === 'taken') errors.username = 'USERNAME_TAKEN';
  if (submitted) {
    if (!errors.username && problem) errors.username = problem;
    if (!errors.password && !password) errors.password = 'PASSWORD_REQUIRED';
  }

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setSubmitted(true);
    const invalid: Field | undefined =
      problem || availability === 'taken' ? 'username' : !password ? 'password' : undefined;
    if (invalid) {
      refs[invalid].current?.focus();
      return;
    }
    setBusy(true);
    try {
      const response = await callApi(updateUsername, { username: name, password });
      applyNewUsername(queryClient, current, response.username);
      setUsername('');
      setPassword('');
      setSubmitted(false);
      showSnack(t('settings.username.changed', { username: response.username }));
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
    <section className={shared.card} aria-labelledby="username-title">
      <h2 id="username-title" className={shared.cardTitle}>
        {t('settings.username.current', { username: current })}
      </h2>
      <p className={shared.lead}>{t('settings.username.lead')}</p>
      <form className={shared.form} noValidate onSubmit={(event) => void submit(event)}>
        <TextField
          ref={refs.username}
          label={t('settings.username.newUsername')}
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={LIMITS.usernameMax}
          hint={t('settings.username.hint', { min: LIMITS.usernameMin, max: LIMITS.usernameMax })}
          value={username}
          error={message('username')}
          success={availability === 'available' ? t('settings.username.available') : null}
          onChange={(event) => {
            setUsername(event.target.value);
            setServerErrors((previous) => ({ ...previous, username: undefined }));
            setFormError(null);
          }}
        />
        <TextField
          ref={refs.password}
          label={t('settings.username.password')}
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          error={message('password')}
          onChange={(event) => {
            setPassword(event.target.value);
            setServerErrors((previous) => ({ ...previous, password: undefined }));
            setFormError(null);
          }}
        />
        {formError ? (
          <p className={shared.formError} role="alert">
            {translateErrorCode(t, formError)}
          </p>
        ) : null}
        <div className={shared.actions}>
          <Button type="submit" loading={busy}>
            {t('settings.username.submit')}
          </Button>
        </div>
      </form>
    </section>
  );
}
