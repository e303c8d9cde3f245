import { tokenInput } from '@qurio/contract';
import type { ErrorBody, ErrorCode } from '@qurio/contract/errors';
import { writes } from '@qurio/queries';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ApiError } from '../../api/errors';
import { pathTo } from '../../lib/paths';
import { useWriteMutation } from '../../lib/write-mutation';
import { Button } from '../../ui/Button';
import { type FieldErrors, issuesToFieldErrors } from '../../ui/form/form-errors';
import { useFieldForm } from '../../ui/form/useFieldForm';
import { showSnack } from '../../ui/snack-store';
import { TextField } from '../../ui/TextField';
import styles from './AuthPage.module.css';
import { startSession } from './auth-actions';
import { SecondFactorForm } from './SecondFactorForm';
import { SuspensionNotice } from './SuspensionNotice';

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

const EMPTY: Record<Field, string> = { username: '', password: '' };

export function LoginForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = useFieldForm({ fields: FIELDS, initial: EMPTY, validate, fieldOfCode: FIELD_OF_CODE });
  const { values, refs, change, message } = form;
  const errors = form.errors();
  // ACCOUNT_SUSPENDED carries why and until when: shown in full instead of the one-line error.
  const [suspension, setSuspension] = useState<ErrorBody['suspension']>(undefined);
  // TWO_FACTOR_REQUIRED carries the challenge of the second step (SecondFactorForm).
  const [challenge, setChallenge] = useState<string | null>(null);
  const [expired, setExpired] = useState(false);
  const signIn = useWriteMutation(writes.signIn, { after: (response) => startSession(response.data) });

  const finish = async (reactivated: boolean) => {
    if (reactivated) showSnack(t('login.reactivated'));
    await navigate(pathTo('Home'), { replace: true });
  };

  const submit = form.onSubmit(async () => {
    setSuspension(undefined);
    setExpired(false);
    let reactivated: boolean;
    try {
      ({ reactivated } = await signIn.mutateAsync(values));
    } catch (caught) {
      if (caught instanceof ApiError && caught.code === 'ACCOUNT_SUSPENDED' && caught.suspension) {
        setSuspension(caught.suspension);
        return;
      }
      if (caught instanceof ApiError && caught.code === 'TWO_FACTOR_REQUIRED' && caught.challenge) {
        setChallenge(caught.challenge);
        return;
      }
      throw caught;
    }
    await finish(reactivated);
  });

  if (challenge !== null) {
    return (
      <SecondFactorForm
        challenge={challenge}
        onSignedIn={finish}
        onRestart={(timedOut) => {
          setChallenge(null);
          setExpired(timedOut);
          change('password', '');
        }}
      />
    );
  }

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
        error={message(errors.username)}
        onChange={(event) => change('username', event.target.value)}
      />
      <TextField
        ref={refs.password}
        label={t('login.password')}
        name="password"
        type="password"
        autoComplete="current-password"
        value={values.password}
        error={message(errors.password)}
        onChange={(event) => change('password', event.target.value)}
      />
      <p className={styles.forgot}>
        <Link to={pathTo('ResetPassword')}>{t('passwordReset.forgotLink')}</Link>
      </p>
      {suspension ? <SuspensionNotice suspension={suspension} /> : null}
      {expired ? (
        <p className={styles.formError} role="alert">
          {t('errors.TWO_FACTOR_CHALLENGE_INVALID')}
        </p>
      ) : null}
      {form.formMessage ? (
        <p className={styles.formError} role="alert">
          {form.formMessage}
        </p>
      ) : null}
      <Button type="submit" size="lg" block loading={form.busy}>
        {t('login.submit')}
      </Button>
    </form>
  );
}
