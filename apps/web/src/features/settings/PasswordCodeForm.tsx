import type { ErrorCode } from '@qurio/contract/errors';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import type { FieldErrors } from '../../ui/form/form-errors';
import { useFieldForm } from '../../ui/form/useFieldForm';
import { TextField } from '../../ui/TextField';
import shared from './Settings.module.css';
import { codeError } from './two-factor-rules';

const FIELDS = ['password', 'code'] as const;
type Field = (typeof FIELDS)[number];

const FIELD_OF_CODE: Partial<Record<ErrorCode, Field>> = {
  PASSWORD_REQUIRED: 'password',
  WRONG_PASSWORD: 'password',
  TWO_FACTOR_CODE_REQUIRED: 'code',
  TWO_FACTOR_CODE_WRONG: 'code',
};

function validate(values: Record<Field, string>): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  if (!values.password) errors.password = 'PASSWORD_REQUIRED';
  const code = codeError(values.code, true);
  if (code) errors.code = code;
  return errors;
}

/** The password and a code (or a recovery code): what turning two-factor sign-in off and new recovery codes take. */
export function PasswordCodeForm({
  id,
  title,
  lead,
  submitLabel,
  danger = false,
  onSubmit,
}: {
  id: string;
  title: string;
  lead: string;
  submitLabel: string;
  danger?: boolean;
  onSubmit: (values: Record<Field, string>) => Promise<void>;
}) {
  const { t } = useTranslation();
  const form = useFieldForm({
    fields: FIELDS,
    initial: { password: '', code: '' },
    validate,
    fieldOfCode: FIELD_OF_CODE,
  });
  const errors = form.errors();
  const submit = form.onSubmit(async (values) => {
    await onSubmit(values);
    form.reset();
  });
  return (
    <section className={shared.card} aria-labelledby={id}>
      <h2 id={id} className={shared.cardTitle}>
        {title}
      </h2>
      <p className={shared.lead}>{lead}</p>
      <form className={shared.form} noValidate onSubmit={(event) => void submit(event)}>
        <TextField
          ref={form.refs.password}
          label={t('settings.twoFactor.password')}
          name="password"
          type="password"
          autoComplete="current-password"
          value={form.values.password}
          error={form.message(errors.password)}
          onChange={(event) => form.change('password', event.target.value)}
        />
        <TextField
          ref={form.refs.code}
          label={t('settings.twoFactor.codeOrRecovery')}
          name="code"
          autoComplete="one-time-code"
          autoCapitalize="none"
          spellCheck={false}
          value={form.values.code}
          error={form.message(errors.code)}
          onChange={(event) => form.change('code', event.target.value)}
        />
        {form.formMessage ? (
          <p className={shared.formError} role="alert">
            {form.formMessage}
          </p>
        ) : null}
        <div className={shared.actions}>
          <Button type="submit" variant={danger ? 'danger' : 'primary'} loading={form.busy}>
            {submitLabel}
          </Button>
        </div>
      </form>
    </section>
  );
}
