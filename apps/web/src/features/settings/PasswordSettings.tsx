import type { ErrorCode } from '@qurio/contract/errors';
import { LIMITS } from '@qurio/contract/limits';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import type { FieldErrors } from '../../ui/form/form-errors';
import { useFieldForm } from '../../ui/form/useFieldForm';
import { showSnack } from '../../ui/snack-store';
import { TextField } from '../../ui/TextField';
import { NewPasswordFields } from '../auth/NewPasswordFields';
import { NEW_PASSWORD_FIELD_OF_CODE, validateNewPassword } from '../password-reset/password-rules';
import { usePasswordMutation } from './mutations';
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
  const changePassword = usePasswordMutation();
  const form = useFieldForm({
    fields: FIELDS,
    initial: EMPTY,
    validate: validatePasswordChange,
    fieldOfCode: FIELD_OF_CODE,
  });
  const { values, refs, change, message } = form;
  const errors = form.errors();

  const submit = form.onSubmit(async () => {
    await changePassword.mutateAsync(values);
    form.reset();
    showSnack(t('settings.password.changed'));
  });

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
          error={message(errors.current_password)}
          onChange={(event) => change('current_password', event.target.value)}
        />
        <NewPasswordFields
          form={form}
          errors={errors}
          label={t('settings.password.new')}
          repeatLabel={t('settings.password.repeat')}
          hint={t('settings.password.hint', { min: LIMITS.passwordMin, max: LIMITS.passwordMax })}
        />
        {form.formMessage ? (
          <p className={shared.formError} role="alert">
            {form.formMessage}
          </p>
        ) : null}
        <div className={shared.actions}>
          <Button type="submit" loading={form.busy}>
            {t('settings.password.submit')}
          </Button>
        </div>
      </form>
    </section>
  );
}
