import { twoFactorTokenInput } from '@qurio/contract';
import type { ErrorCode } from '@qurio/contract/errors';
import { writes } from '@qurio/queries';
import { useTranslation } from 'react-i18next';
import { useWriteMutation } from '../../lib/write-mutation';
import { Button } from '../../ui/Button';
import { type FieldErrors, issuesToFieldErrors } from '../../ui/form/form-errors';
import { useFieldForm } from '../../ui/form/useFieldForm';
import { TextField } from '../../ui/TextField';
import styles from './AuthPage.module.css';
import { startSession } from './auth-actions';

const FIELDS = ['code'] as const;
type Field = (typeof FIELDS)[number];

const FIELD_OF_CODE: Partial<Record<ErrorCode, Field>> = {
  TWO_FACTOR_CODE_REQUIRED: 'code',
  TWO_FACTOR_CODE_WRONG: 'code',
};

/**
 * The login's second step (issue 29): the password was right and the account has two-factor sign-in
 * on, so a code of the authenticator app or a recovery code finishes it with the challenge the
 * first step got. An expired challenge (5 minutes) sends the member back to the password.
 */
export function SecondFactorForm({
  challenge,
  onSignedIn,
  onRestart,
}: {
  challenge: string;
  onSignedIn: (reactivated: boolean) => Promise<void>;
  onRestart: (expired: boolean) => void;
}) {
  const { t } = useTranslation();
  const validate = (values: Record<Field, string>): FieldErrors<Field> => {
    const result = twoFactorTokenInput.safeParse({ challenge, code: values.code });
    return result.success ? {} : issuesToFieldErrors(result.error.issues, FIELDS);
  };
  const form = useFieldForm({ fields: FIELDS, initial: { code: '' }, validate, fieldOfCode: FIELD_OF_CODE });
  const errors = form.errors();
  const signIn = useWriteMutation(writes.signIn, { after: (response) => startSession(response.data) });

  const submit = form.onSubmit(
    async () => {
      const { reactivated } = await signIn.mutateAsync({ challenge, code: form.values.code });
      await onSignedIn(reactivated);
    },
    {
      onFailure: (code) => {
        if (code !== 'TWO_FACTOR_CHALLENGE_INVALID') return false;
        onRestart(true);
        return true;
      },
    },
  );

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-labelledby="second-factor-title"
    >
      <h2 id="second-factor-title" className={styles.stepTitle}>
        {t('login.secondFactor.title')}
      </h2>
      <p className={styles.stepText}>{t('login.secondFactor.text')}</p>
      <TextField
        ref={form.refs.code}
        label={t('login.secondFactor.code')}
        hint={t('login.secondFactor.hint')}
        name="code"
        autoComplete="one-time-code"
        autoCapitalize="none"
        spellCheck={false}
        autoFocus
        value={form.values.code}
        error={form.message(errors.code)}
        onChange={(event) => form.change('code', event.target.value)}
      />
      {form.formMessage ? (
        <p className={styles.formError} role="alert">
          {form.formMessage}
        </p>
      ) : null}
      <Button type="submit" size="lg" block loading={form.busy}>
        {t('login.secondFactor.submit')}
      </Button>
      <Button type="button" variant="ghost" block onClick={() => onRestart(false)}>
        {t('login.secondFactor.back')}
      </Button>
    </form>
  );
}
