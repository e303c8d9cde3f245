import { LIMITS } from '@qurio/contract/limits';
import { IMAGE_TYPES } from '@qurio/contract/routes';
import { type ChangeEvent, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { showCallError } from '../../api/show-error';
import { translateErrorCode } from '../../i18n/error-messages';
import { showErrorSnack, showSnack } from '../../ui/snack-store';
import { type ImageKind, useUploadImageMutation } from './mutations';
import styles from './ProfileImageControls.module.css';
import { CameraIcon } from './settings-icons';

const ACCEPT = IMAGE_TYPES.join(',');

/**
 * The size and type checks the server makes anyway, done first so nobody waits for 8 MB to travel
 * only to hear it was too large. The type is judged by content on the server; an empty type
 * (some systems give none) is left to it.
 */
function precheck(file: File): 'FILE_TOO_LARGE' | 'UPLOAD_ERROR' | null {
  if (file.size > LIMITS.uploadMaxBytes) return 'FILE_TOO_LARGE';
  if (file.type && !(IMAGE_TYPES as readonly string[]).includes(file.type)) return 'UPLOAD_ERROR';
  return null;
}

export interface ImageUploadButtonProps {
  kind: ImageKind;
  className?: string;
}

/**
 * One "Change profile picture" or "Change cover" control: a real file input (keyboard, screen
 * readers and drag-and-drop work as the platform made them) whose label is drawn as a button.
 */
export function ImageUploadButton({ kind, className }: ImageUploadButtonProps) {
  const { t } = useTranslation();
  const upload = useUploadImageMutation();
  const id = useId();
  const uploading = upload.isPending;
  const label = kind === 'avatar' ? t('settings.images.changeAvatar') : t('settings.images.changeCover');

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // Cleared so that picking the same file again (after an error) still fires a change.
    input.value = '';
    if (!file || uploading) return;
    const problem = precheck(file);
    if (problem) {
      showErrorSnack(translateErrorCode(t, problem));
      return;
    }
    try {
      await upload.mutateAsync({ kind, file });
      showSnack(kind === 'avatar' ? t('settings.images.avatarSaved') : t('settings.images.coverSaved'));
    } catch (error) {
      showCallError(error);
    }
  };

  return (
    <span className={[styles.control, className ?? ''].filter(Boolean).join(' ')}>
      <input
        id={id}
        type="file"
        accept={ACCEPT}
        className={`visually-hidden ${styles.input}`}
        disabled={uploading}
        aria-busy={uploading || undefined}
        onChange={(event) => void choose(event)}
      />
      <label htmlFor={id} className={styles.button} data-busy={uploading || undefined}>
        {uploading ? <span className={styles.spinner} aria-hidden="true" /> : <CameraIcon size={18} />}
        <span>{label}</span>
      </label>
      <span className="visually-hidden" role="status">
        {uploading ? t('settings.images.uploading') : ''}
      </span>
    </span>
  );
}

export interface ProfileImageControlsProps {
  /** Which controls to show; both by default. */
  kinds?: readonly ImageKind[];
  className?: string;
}

/**
 * The owner's image controls (SPEC §2 "Profile page"): change the profile picture and the cover.
 * Used on /settings/personal and on the owner's own profile.
 */
export function ProfileImageControls({ kinds = ['avatar', 'cover'], className }: ProfileImageControlsProps) {
  return (
    <div className={[styles.group, className ?? ''].filter(Boolean).join(' ')}>
      {kinds.map((kind) => (
        <ImageUploadButton key={kind} kind={kind} />
      ))}
    </div>
  );
}
