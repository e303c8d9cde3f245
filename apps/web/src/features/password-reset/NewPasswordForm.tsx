import type { ErrorCode } from '@qurio/contract/errors';
import { LIMITS } from '@qurio/contract/limits';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import { useFieldForm } from '../../ui/form/useFieldForm';
import styles from '../auth/AuthPage.module.css';
import { NewPasswordFields } from '../auth/NewPasswordFields';
import { NEW_PASSWORD_FIELD_OF_CODE, type NewPasswordErrors, validateNewPassword } from './password-rules';

export interface NewPasswordFormProps {
  /** Sends the new password; throws the call's error. */
  onSubmit: (password: string, repeat: string) => Promise<void>;
  /** Codes about the code or link rather than the password (expired, invalid); true when handled. */
  onFailure?: (code: ErrorCode) => boolean;
}

/** The last step of both reset flows: a new password, masked, and the same again. */
const FIELDS = ['password', 'password_repeat'] as const;
const EMPTY = { password: '', password_repeat: '' };

function validate(values: typeof EMPTY): NewPasswordErrors {
  return validateNewPassword(values.password, values.password_repeat);
}

export function NewPasswordForm({ onSubmit, onFailure }: NewPasswordFormProps) {
  const { t } = useTranslation();
  const form = useFieldForm({ fields: FIELDS, initial: EMPTY, validate, fieldOfCode: NEW_PASSWORD_FIELD_OF_CODE });
  const { values } = form;
  const errors = form.errors();

  const submit = form.onSubmit(() => onSubmit(values.password, values.password_repeat), { onFailure });

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
      <NewPasswordFields
        form={form}
        errors={errors}
        label={t('passwordReset.newPassword')}
        repeatLabel={t('passwordReset.repeatPassword')}
        hint={t('passwordReset.passwordHint', { min: LIMITS.passwordMin, max: LIMITS.passwordMax })}
      />
      {form.formMessage ? (
        <p className={styles.formError} role="alert">
          {form.formMessage}
        </p>
      ) : null}
      <Button type="submit" size="lg" block loading={form.busy}>
        {t('passwordReset.savePassword')}
      </Button>
    </form>
  );
}
