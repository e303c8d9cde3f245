import { emailField } from '@qurio/contract';
import { type ErrorCode, isErrorCode } from '@qurio/contract/errors';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import type { FieldErrors } from '../../ui/form/form-errors';
import { useFieldForm } from '../../ui/form/useFieldForm';
import { showSnack } from '../../ui/snack-store';
import { TextField } from '../../ui/TextField';
import { useChangeEmailMutation } from './mutations';
import shared from './Settings.module.css';

type Field = 'email' | 'password';

const FIELD_OF_CODE: Partial<Record<ErrorCode, Field>> = {
  EMAIL_REQUIRED: 'email',
  EMAIL_INVALID: 'email',
  EMAIL_EXISTS: 'email',
  PASSWORD_REQUIRED: 'password',
  WRONG_PASSWORD: 'password',
};

const FIELDS = ['email', 'password'] as const;
const EMPTY: Record<Field, string> = { email: '', password: '' };

function validate({ email, password }: Record<Field, string>, current: string): FieldErrors<Field> {
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
  const changeEmail = useChangeEmailMutation();
  const form = useFieldForm({
    fields: FIELDS,
    initial: EMPTY,
    validate: (values) => validate(values, current),
    fieldOfCode: FIELD_OF_CODE,
  });
  const { values, refs, change, message } = form;
  const errors = form.errors();

  const submit = form.onSubmit(async () => {
    const response = await changeEmail.mutateAsync({ email: values.email.trim(), password: values.password });
    form.reset();
    showSnack(t('settings.email.changed', { email: response.email }));
  });

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
          value={values.email}
          error={message(errors.email)}
          onChange={(event) => change('email', event.target.value)}
        />
        <TextField
          ref={refs.password}
          label={t('settings.email.password')}
          name="password"
          type="password"
          autoComplete="current-password"
          value={values.password}
          error={message(errors.password)}
          onChange={(event) => change('password', event.target.value)}
        />
        {form.formMessage ? (
          <p className={shared.formError} role="alert">
            {form.formMessage}
          </p>
        ) : null}
        <div className={shared.actions}>
          <Button type="submit" loading={form.busy}>
            {t('settings.email.change')}
          </Button>
        </div>
      </form>
    </section>
  );
}
