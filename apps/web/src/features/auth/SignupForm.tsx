import { registerInput } from '@qurio/contract';
import type { ErrorCode } from '@qurio/contract/errors';
import { LIMITS } from '@qurio/contract/limits';
import { writes } from '@qurio/queries';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { currentLanguage } from '../../i18n';
import { pathTo } from '../../lib/paths';
import { useWriteMutation } from '../../lib/write-mutation';
import { Button } from '../../ui/Button';
import { type FieldErrors, issuesToFieldErrors } from '../../ui/form/form-errors';
import { useFieldForm } from '../../ui/form/useFieldForm';
import { showSnack } from '../../ui/snack-store';
import { TextField } from '../../ui/TextField';
import extras from './AuthExtras.module.css';
import styles from './AuthPage.module.css';
import { startSession } from './auth-actions';
import { CONSENT_CHECKED, ConsentFields } from './ConsentBox';
import { NewPasswordFields } from './NewPasswordFields';
import { useUsernameAvailability } from './useUsernameAvailability';

/** The two consents (issue 16) are checkboxes, kept as 'yes' or '' like the text fields. */
const FIELDS = ['username', 'email', 'password', 'password_repeat', 'accept_terms', 'confirm_age'] as const;
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
  TERMS_REQUIRED: 'accept_terms',
  AGE_REQUIRED: 'confirm_age',
};

/** What register receives: the text fields as typed and both consents as booleans, always sent. */
function toRegisterInput(values: Values) {
  return {
    ...values,
    accept_terms: values.accept_terms === CONSENT_CHECKED,
    confirm_age: values.confirm_age === CONSENT_CHECKED,
  };
}

/** The contract's own schema, plus the one rule it leaves to the server: both passwords match. */
export function validateSignup(values: Values): FieldErrors<Field> {
  const result = registerInput.safeParse(toRegisterInput(values));
  const errors = result.success ? {} : issuesToFieldErrors(result.error.issues, FIELDS);
  if (!errors.password_repeat && values.password_repeat && values.password !== values.password_repeat) {
    errors.password_repeat = 'PASSWORDS_NOT_EQUAL';
  }
  return errors;
}

const EMPTY: Values = { username: '', email: '', password: '', password_repeat: '', accept_terms: '', confirm_age: '' };

export function SignupForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = useFieldForm({ fields: FIELDS, initial: EMPTY, validate: validateSignup, fieldOfCode: FIELD_OF_CODE });
  const { values, refs, change, message } = form;
  const signUp = useWriteMutation(writes.signUp, { after: (response) => startSession(response.data) });
  // "I am under 18" (issue 33): optional, starts the account with a minor's safer settings.
  const [under18, setUnder18] = useState(false);
  const under18Hint = useId();

  const usernameError = validateSignup(values).username;
  const availability = useUsernameAvailability(values.username && !usernameError ? values.username.trim() : null);
  const taken: FieldErrors<Field> = availability === 'taken' ? { username: 'USERNAME_TAKEN' } : {};
  const errors = form.errors(taken);

  const submit = form.onSubmit(
    async () => {
      // Registered in the interface's current language (SPEC §7 register `lang`).
      await signUp.mutateAsync({
        ...toRegisterInput(values),
        lang: currentLanguage(),
        ...(under18 ? { under_18: true } : {}),
      });
      showSnack(t('signup.welcome', { username: values.username.trim() }));
      // A new member starts with the welcome (issue 17): a picture, people to follow, the link to share.
      await navigate(pathTo('Welcome'), { replace: true });
    },
    { extra: taken },
  );

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
        error={message(errors.username)}
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
        error={message(errors.email)}
        onChange={(event) => change('email', event.target.value)}
      />
      <NewPasswordFields
        form={form}
        errors={errors}
        label={t('signup.password')}
        repeatLabel={t('signup.passwordRepeat')}
        hint={t('signup.passwordHint', { min: LIMITS.passwordMin, max: LIMITS.passwordMax })}
      />
      <ConsentFields form={form} errors={errors} />
      <div>
        <label className={extras.consent}>
          <input
            type="checkbox"
            name="under_18"
            checked={under18}
            aria-describedby={under18Hint}
            onChange={(event) => setUnder18(event.target.checked)}
          />
          <span>{t('signup.under18')}</span>
        </label>
        <p id={under18Hint} className={extras.consentHint} hidden={!under18}>
          {t('signup.under18Hint')}
        </p>
      </div>
      {form.formMessage ? (
        <p className={styles.formError} role="alert">
          {form.formMessage}
        </p>
      ) : null}
      <Button type="submit" size="lg" block loading={form.busy}>
        {t('signup.submit')}
      </Button>
    </form>
  );
}
