import type { ErrorCode } from '@qurio/contract/errors';
import { LIMITS } from '@qurio/contract/limits';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/errors';
import { translateErrorCode } from '../../i18n/error-messages';
import { useSession } from '../../lib/useSession';
import { Avatar } from '../../ui/Avatar';
import { TextArea } from '../../ui/TextArea';
import { TextField } from '../../ui/TextField';
import { useUpdateProfileMutation } from '../settings/mutations';
import { ImageUploadButton } from '../settings/ProfileImageControls';
import { StepNav } from './StepNav';
import styles from './WelcomePage.module.css';

export interface StepProps {
  headingId: string;
  onNext: () => void;
  onBack?: () => void;
}

/**
 * Step 1: a name, a picture (uploaded at once, as in the settings) and a bio. The name and bio are
 * saved with the settings' profile call when Next is pressed and either changed; Skip moves on
 * without saving them. Sign-up makes the name the username: the field starts empty until the
 * member has chosen one, and left empty keeps it.
 */
export function ProfileStep({ headingId, onNext }: StepProps) {
  const { t } = useTranslation();
  const session = useSession();
  const save = useUpdateProfileMutation();
  const [name, setName] = useState(session && session.fullname !== session.username ? session.fullname : '');
  const [bio, setBio] = useState(session?.bio ?? '');
  const [error, setError] = useState<ErrorCode | null>(null);
  if (!session) return null;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    const fullname = name.trim() || session.fullname;
    if (fullname === session.fullname && bio.trim() === session.bio.trim()) {
      onNext();
      return;
    }
    try {
      await save.mutateAsync({ fullname, bio });
      onNext();
    } catch (failure) {
      // Saved already (another tab): nothing is lost by going on.
      if (failure instanceof ApiError && failure.code === 'NOTHING_CHANGED') onNext();
      else if (failure instanceof ApiError) setError(failure.code);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <StepHeader headingId={headingId} title={t('welcome.profile.title')} text={t('welcome.profile.text')} />
      <div className={styles.picture}>
        <Avatar user={session} alt={t('settings.personal.avatarAlt')} size={96} className={styles.avatar} />
        <div className={styles.pictureControls}>
          <ImageUploadButton kind="avatar" />
          <p className={styles.hint}>
            {t('welcome.profile.pictureHint', { max: LIMITS.uploadMaxBytes / 1024 / 1024 })}
          </p>
        </div>
      </div>
      <TextField
        label={t('settings.personal.fullname')}
        name="fullname"
        className={styles.name}
        autoComplete="name"
        maxLength={LIMITS.fullnameMax}
        hint={t('welcome.profile.nameHint', { username: session.username, max: LIMITS.fullnameMax })}
        value={name}
        onChange={(event) => {
          setName(event.target.value);
          setError(null);
        }}
      />
      <TextArea
        label={t('settings.personal.bio')}
        name="bio"
        maxLength={LIMITS.bioMax}
        rows={3}
        value={bio}
        placeholder={t('settings.personal.bioPlaceholder')}
        onChange={(event) => {
          setBio(event.target.value);
          setError(null);
        }}
      />
      {error ? (
        <p className={styles.error} role="alert">
          {translateErrorCode(t, error)}
        </p>
      ) : null}
      <StepNav onSkip={onNext} nextLabel={t('welcome.next')} busy={save.isPending} />
    </form>
  );
}

/** A step's title (the page's h1, focused when the step changes) and its lead. */
export function StepHeader({ headingId, title, text }: { headingId: string; title: string; text: string }) {
  return (
    <>
      <h1 id={headingId} className={styles.title} tabIndex={-1}>
        {title}
      </h1>
      <p className={styles.lead}>{text}</p>
    </>
  );
}
