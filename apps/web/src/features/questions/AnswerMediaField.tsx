import type { MediaItem } from '@qurio/contract';
import { LIMITS } from '@qurio/contract/limits';
import { IMAGE_TYPES } from '@qurio/contract/routes';
import { closeGlyph } from '@qurio/design';
import { writes } from '@qurio/queries';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError, translateErrorCode } from '../../i18n/error-messages';
import { useWriteMutation } from '../../lib/write-mutation';
import { Button } from '../../ui/Button';
import { Icon } from '../../ui/icons';
import { PictureIcon } from '../../ui/screen-icons';
import { TextArea } from '../../ui/TextArea';
import styles from './AnswerMediaField.module.css';

const ACCEPT = IMAGE_TYPES.join(',');

/** One picture of the answer being written: uploading, uploaded (or already in the answer), or refused. */
export interface DraftPicture {
  key: number;
  status: 'uploading' | 'ready' | 'failed';
  /** What the tile shows: the chosen file while it travels, then the server's smallest still. */
  preview: string | null;
  media: MediaItem | null;
  alt: string;
  /** The translated reason a refused upload gives (FILE_TOO_LARGE, TOO_MANY_UPLOADS…). */
  error: string | null;
}

export interface MediaDraft {
  pictures: readonly DraftPicture[];
  /** Room left for more pictures (refused ones take none). */
  room: number;
  uploading: boolean;
  /** Uploads the files at once, as many as there is room for; says whether some were left out. */
  add(files: Iterable<File>): boolean;
  remove(key: number): void;
  setAlt(key: number, alt: string): void;
  /** What answer or reAnswerQuestion sends: the uploaded pictures in order, each with its description. */
  attached(): Array<{ id: number; alt: string }>;
}

/** The checks the server makes anyway, first, so nobody waits for 8 MB to travel to hear it was too large. */
function precheck(file: File): 'FILE_TOO_LARGE' | 'UPLOAD_ERROR' | null {
  if (file.size > LIMITS.uploadMaxBytes) return 'FILE_TOO_LARGE';
  if (file.type && !(IMAGE_TYPES as readonly string[]).includes(file.type)) return 'UPLOAD_ERROR';
  return null;
}

/** The image files among pasted or dropped data (text and other files are left to the textarea). */
export function imageFiles(data: DataTransfer | null): File[] {
  return Array.from(data?.files ?? []).filter((file) => file.type.startsWith('image/'));
}

const smallest = (media: MediaItem) => media.sizes[0]?.url ?? media.url;

/**
 * The pictures of the answer in the dialog: the ones it has (an edit: their descriptions can be
 * changed, any removed) and each file chosen, uploaded at once with `writes.uploadMedia`, its
 * tile showing the progress and, when refused, the server's reason.
 */
export function useMediaDraft(initial: readonly MediaItem[]): MediaDraft {
  const { t } = useTranslation();
  const upload = useWriteMutation(writes.uploadMedia);
  const nextKey = useRef(0);
  const [pictures, setPictures] = useState<DraftPicture[]>(() =>
    initial.map((media) => ({
      key: nextKey.current++,
      status: 'ready',
      preview: smallest(media),
      media,
      alt: media.alt,
      error: null,
    })),
  );
  // The object URLs of files still shown, released when their tile goes or the dialog closes.
  const blobs = useRef(new Set<string>());
  useEffect(() => {
    const urls = blobs.current;
    return () => {
      for (const url of urls) URL.revokeObjectURL(url);
    };
  }, []);
  const release = (url: string | null) => {
    if (url && blobs.current.delete(url)) URL.revokeObjectURL(url);
  };
  const update = (key: number, change: (picture: DraftPicture) => DraftPicture) =>
    setPictures((all) => all.map((picture) => (picture.key === key ? change(picture) : picture)));

  const room = LIMITS.mediaPerAnswer - pictures.filter((picture) => picture.status !== 'failed').length;

  const start = (file: File) => {
    const key = nextKey.current++;
    const problem = precheck(file);
    const preview = problem ? null : URL.createObjectURL(file);
    if (preview) blobs.current.add(preview);
    setPictures((all) => [
      ...all,
      {
        key,
        status: problem ? 'failed' : 'uploading',
        preview,
        media: null,
        alt: '',
        error: problem ? translateErrorCode(t, problem) : null,
      },
    ]);
    if (problem) return;
    upload.mutateAsync({ file }).then(
      (media) => {
        update(key, (picture) => ({ ...picture, status: 'ready', media, preview: smallest(media) }));
        release(preview);
      },
      (error: unknown) => {
        update(key, (picture) => ({ ...picture, status: 'failed', error: describeError(t, error) }));
      },
    );
  };

  return {
    pictures,
    room,
    uploading: pictures.some((picture) => picture.status === 'uploading'),
    add(files) {
      const list = Array.from(files);
      for (const file of list.slice(0, Math.max(room, 0))) start(file);
      return list.length > room;
    },
    remove(key) {
      release(pictures.find((picture) => picture.key === key)?.preview ?? null);
      setPictures((all) => all.filter((picture) => picture.key !== key));
    },
    setAlt(key, alt) {
      update(key, (picture) => ({ ...picture, alt }));
    },
    attached() {
      return pictures.flatMap((picture) =>
        picture.status === 'ready' && picture.media ? [{ id: picture.media.id, alt: picture.alt.trim() }] : [],
      );
    },
  };
}

export interface AnswerMediaFieldProps {
  draft: MediaDraft;
  /** After a refused submit: the empty descriptions are marked. */
  showMissingAlt: boolean;
  /** The first description field, for the form to focus when one is missing. */
  firstMissingRef: RefObject<HTMLTextAreaElement | null>;
  /** More files than there was room for. */
  onTooMany: () => void;
  disabled: boolean;
}

/**
 * "Add picture" and the tiles: each a thumbnail, a Remove button and the required description
 * ("Describe the picture"). The button is a real button over a file input, so the keyboard and
 * screen readers reach it as any other; it is disabled at LIMITS.mediaPerAnswer pictures.
 */
export function AnswerMediaField({
  draft,
  showMissingAlt,
  firstMissingRef,
  onTooMany,
  disabled,
}: AnswerMediaFieldProps) {
  const { t } = useTranslation();
  const inputRef = useRef<HTMLInputElement>(null);
  let firstMissing = true;
  return (
    <div className={styles.field}>
      {draft.pictures.length > 0 ? (
        <div className={styles.tiles}>
          {draft.pictures.map((picture, index) => {
            const missing = showMissingAlt && picture.status === 'ready' && picture.alt.trim() === '';
            const focusHere = missing && firstMissing;
            if (missing) firstMissing = false;
            const name = t('media.picture', { index: index + 1 });
            return (
              <fieldset key={picture.key} className={styles.tile}>
                <legend className="visually-hidden">{name}</legend>
                <div className={styles.thumb} data-status={picture.status}>
                  {picture.preview ? <img src={picture.preview} alt="" /> : null}
                  {picture.status === 'uploading' ? (
                    <span className={styles.progress} role="status">
                      <span className={styles.spinner} aria-hidden="true" />
                      <span className="visually-hidden">{t('media.uploading')}</span>
                    </span>
                  ) : null}
                  <button
                    type="button"
                    className={styles.remove}
                    aria-label={t('media.remove', { index: index + 1 })}
                    title={t('media.remove', { index: index + 1 })}
                    disabled={disabled}
                    onClick={() => draft.remove(picture.key)}
                  >
                    <Icon glyph={closeGlyph} size={16} />
                  </button>
                </div>
                {picture.status === 'failed' ? (
                  <p className={styles.error} role="alert">
                    {picture.error}
                  </p>
                ) : (
                  <TextArea
                    ref={focusHere ? firstMissingRef : undefined}
                    className={styles.alt}
                    label={t('media.altLabel')}
                    value={picture.alt}
                    maxLength={LIMITS.altMax}
                    rows={2}
                    required
                    aria-invalid={missing || undefined}
                    disabled={disabled}
                    onChange={(event) => draft.setAlt(picture.key, event.target.value)}
                  />
                )}
              </fieldset>
            );
          })}
        </div>
      ) : null}
      <div className={styles.add}>
        <input
          ref={inputRef}
          type="file"
          accept={ACCEPT}
          multiple
          className="visually-hidden"
          tabIndex={-1}
          aria-hidden="true"
          onChange={(event) => {
            const input = event.currentTarget;
            const files = Array.from(input.files ?? []);
            // Cleared so that choosing the same file again (after an error) still fires a change.
            input.value = '';
            if (draft.add(files)) onTooMany();
          }}
        />
        <Button
          variant="secondary"
          size="sm"
          icon={<PictureIcon size={18} />}
          disabled={disabled || draft.room <= 0}
          onClick={() => inputRef.current?.click()}
        >
          {t('media.add')}
        </Button>
        <span className={styles.hint}>{t('media.limit', { max: LIMITS.mediaPerAnswer })}</span>
      </div>
    </div>
  );
}
