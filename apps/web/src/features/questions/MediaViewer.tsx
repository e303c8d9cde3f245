import type { MediaItem } from '@qurio/contract';
import { chevronLeftGlyph, chevronRightGlyph, closeGlyph } from '@qurio/design';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../ui/icons';
import { Modal } from '../../ui/Modal';
import { MediaPicture } from './AnswerMedia';
import styles from './MediaViewer.module.css';

export interface MediaViewerProps {
  media: readonly MediaItem[];
  /** The picture that was opened. */
  start: number;
  onClose: () => void;
}

/**
 * An answer's pictures at full size, one at a time, with the description written under each
 * (loaded on the first opening, AnswerMedia.tsx). A modal dialog named by its place ("Picture 2
 * of 3"): previous and next by button or arrow key, going round at the ends; Escape or Close
 * ends it and focus goes back to the picture that opened it (ui/Modal).
 */
export default function MediaViewer({ media, start, onClose }: MediaViewerProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const altId = useId();
  const closeRef = useRef<HTMLButtonElement>(null);
  const [index, setIndex] = useState(start);
  const item = media[index] ?? media[0];
  if (!item) return null;
  const several = media.length > 1;
  const move = (step: number) => setIndex((current) => (current + step + media.length) % media.length);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!several) return;
    if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      event.preventDefault();
      move(event.key === 'ArrowLeft' ? -1 : 1);
    }
  };

  return (
    <Modal
      open
      labelledBy={titleId}
      describedBy={altId}
      onDismiss={onClose}
      initialFocus={closeRef}
      onKeyDown={onKeyDown}
      panelClassName={styles.viewer}
    >
      <div className={styles.top}>
        <h2 id={titleId} className={styles.title} aria-live="polite">
          {t('media.viewerTitle', { index: index + 1, count: media.length })}
        </h2>
        <button ref={closeRef} type="button" className={styles.round} aria-label={t('media.close')} onClick={onClose}>
          <Icon glyph={closeGlyph} size={22} />
        </button>
      </div>
      <div className={styles.stage}>
        {/* Keyed: the next picture starts as a new image, never shown at the last one's size. */}
        <MediaPicture key={item.id} item={item} sizes="100vw" />
        {several ? (
          <>
            <button
              type="button"
              className={`${styles.round} ${styles.previous}`}
              aria-label={t('media.previous')}
              onClick={() => move(-1)}
            >
              <Icon glyph={chevronLeftGlyph} size={24} />
            </button>
            <button
              type="button"
              className={`${styles.round} ${styles.next}`}
              aria-label={t('media.next')}
              onClick={() => move(1)}
            >
              <Icon glyph={chevronRightGlyph} size={24} />
            </button>
          </>
        ) : null}
      </div>
      <p id={altId} className={item.alt ? styles.alt : `${styles.alt} ${styles.noAlt}`}>
        {item.alt || t('media.noAlt')}
      </p>
    </Modal>
  );
}
