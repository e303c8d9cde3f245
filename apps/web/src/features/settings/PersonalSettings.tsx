import { updateProfileInput } from '@qurio/contract';
import type { ErrorCode } from '@qurio/contract/errors';
import { LIMITS } from '@qurio/contract/limits';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/errors';
import { translateErrorCode } from '../../i18n/error-messages';
import { useSession } from '../../lib/useSession';
import { Avatar, uploadUrl } from '../../ui/Avatar';
import { Button } from '../../ui/Button';
import { type FieldErrors, issuesToFieldErrors } from '../../ui/form/form-errors';
import { showSnack } from '../../ui/snack-store';
import { TextArea } from '../../ui/TextArea';
import { TextField } from '../../ui/TextField';
import { useUpdateProfileMutation } from './mutations';
import styles from './PersonalSettings.module.css';
import { ProfileImageControls } from './ProfileImageControls';
import shared from './Settings.module.css';

const FIELDS = ['fullname', 'bio'] as const;
type Field = (typeof FIELDS)[number];

function validate(values: Record<Field, string>): FieldErrors<Field> {
  const result = updateProfileInput.safeParse(values);
  return result.success ? {} : issuesToFieldErrors(result.error.issues, FIELDS);
}

/** /settings/personal: the pictures, the name and the bio (SPEC §2, §7 "profile"). */
export default function PersonalSettings() {
  const { t } = useTranslation();
  const session = useSession();
  if (!session) return null;
  return (
    <div className={shared.stack}>
      <section className={shared.card} aria-labelledby="personal-images">
        <h2 id="personal-images" className={shared.cardTitle}>
          {t('settings.personal.imagesTitle')}
        </h2>
        <div className={styles.preview}>
          {session.cover ? (
            <img className={styles.cover} src={uploadUrl(session.cover)} alt={t('settings.personal.coverAlt')} />
          ) : (
            <div className={styles.cover} aria-hidden="true" />
          )}
          <Avatar user={session} alt={t('settings.personal.avatarAlt')} size={88} className={styles.avatar} />
        </div>
        <p className={shared.lead}>{t('settings.personal.imagesHint', { max: LIMITS.uploadMaxBytes / 1024 / 1024 })}</p>
        <ProfileImageControls />
      </section>
      <ProfileForm fullname={session.fullname} bio={session.bio} />
    </div>
  );
}

function ProfileForm(initial: Record<Field, string>) {
  const { t } = useTranslation();
  const save = useUpdateProfileMutation();
  const [values, setValues] = useState(initial);
  const [submitted, setSubmitted] = useState(false);
  const [formError, setFormError] = useState<ErrorCode | null>(null);
  const busy = save.isPending;
  const nameRef = useRef<HTMLInputElement>(null);
  const errors = submitted ? validate(values) : {};

  const change = (field: Field, value: string) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    setFormError(null);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setSubmitted(true);
    if (validate(values).fullname) {
      nameRef.current?.focus();
      return;
    }
    try {
      const { user } = await save.mutateAsync(values);
      setValues({ fullname: user.fullname, bio: user.bio });
      showSnack(t('settings.personal.saved'));
    } catch (error) {
      if (error instanceof ApiError) setFormError(error.code);
    }
  };

  return (
    <section className={shared.card} aria-labelledby="personal-about">
      <h2 id="personal-about" className={shared.cardTitle}>
        {t('settings.personal.aboutTitle')}
      </h2>
      <form className={shared.form} noValidate onSubmit={(event) => void submit(event)}>
        <TextField
          ref={nameRef}
          label={t('settings.personal.fullname')}
          name="fullname"
          autoComplete="name"
          maxLength={LIMITS.fullnameMax}
          hint={t('settings.personal.fullnameHint', { max: LIMITS.fullnameMax })}
          value={values.fullname}
          error={errors.fullname ? translateErrorCode(t, errors.fullname) : null}
          onChange={(event) => change('fullname', event.target.value)}
        />
        <TextArea
          label={t('settings.personal.bio')}
          name="bio"
          maxLength={LIMITS.bioMax}
          rows={4}
          value={values.bio}
          placeholder={t('settings.personal.bioPlaceholder')}
          onChange={(event) => change('bio', event.target.value)}
        />
        {formError ? (
          <p className={shared.formError} role="alert">
            {translateErrorCode(t, formError)}
          </p>
        ) : null}
        <div className={shared.actions}>
          <Button type="submit" loading={busy}>
            {t('settings.save')}
          </Button>
        </div>
      </form>
    </section>
  );
}
