import { newUsernameField } from '@qurio/contract';
import { type ErrorCode, isErrorCode } from '@qurio/contract/errors';
import { LIMITS } from '@qurio/contract/limits';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../lib/useSession';
import { Button } from '../../ui/Button';
import type { FieldErrors } from '../../ui/form/form-errors';
import { useFieldForm } from '../../ui/form/useFieldForm';
import { showSnack } from '../../ui/snack-store';
import { TextField } from '../../ui/TextField';
import { useUsernameAvailability } from '../auth/useUsernameAvailability';
import { useUsernameMutation } from './mutations';
import shared from './Settings.module.css';

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

const FIELDS = ['username', 'password'] as const;
const EMPTY: Record<Field, string> = { username: '', password: '' };

/**
 * /settings/username (SPEC §5): availability while typing, earlier checks cancelled by the hook;
 * the change needs the password and is allowed once a month. The new name becomes the profile URL.
 */
export default function UsernameSettings() {
  const { t } = useTranslation();
  const rename = useUsernameMutation();
  const session = useSession();
  const current = session?.username ?? '';
  const form = useFieldForm({
    fields: FIELDS,
    initial: EMPTY,
    validate: ({ username, password }) => {
      const errors: FieldErrors<Field> = {};
      const problem = usernameProblem(username.trim(), current);
      if (problem) errors.username = problem;
      if (!password) errors.password = 'PASSWORD_REQUIRED';
      return errors;
    },
    fieldOfCode: FIELD_OF_CODE,
  });
  const { values, refs, change, message } = form;

  const name = values.username.trim();
  const problem = usernameProblem(name, current);
  // Only a name that could be taken is worth asking about.
  const availability = useUsernameAvailability(name && !problem ? name : null);
  // Shown while typing, before any submit: the name is already yours, or someone else's.
  const live: FieldErrors<Field> = {};
  if (name && problem === 'USERNAME_ALREADY_YOURS') live.username = problem;
  else if (availability === 'taken') live.username = 'USERNAME_TAKEN';
  const errors = form.errors(live);

  const submit = form.onSubmit(
    async () => {
      const response = await rename.mutateAsync({ username: name, password: values.password, current });
      form.reset();
      showSnack(t('settings.username.changed', { username: response.username }));
    },
    { extra: live },
  );

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
          value={values.username}
          error={message(errors.username)}
          success={availability === 'available' ? t('settings.username.available') : null}
          onChange={(event) => change('username', event.target.value)}
        />
        <TextField
          ref={refs.password}
          label={t('settings.username.password')}
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
            {t('settings.username.submit')}
          </Button>
        </div>
      </form>
    </section>
  );
}
