import type { MediaItem } from '@qurio/contract';
import { useTranslation } from 'react-i18next';
import styles from './AnswerMedia.module.css';

/** `srcset` of the still renditions (320/640/1280 px wide, as far as the original reaches). */
export const stillSrcSet = (item: MediaItem) => item.sizes.map((size) => `${size.url} ${size.width}w`).join(', ');

/**
 * One picture as a page shows it: a still JPEG picks its width from `srcset`; an animated one moves
 * (the animated WebP) unless the reader asked for less motion, who gets its first frame. `width`
 * and `height` reserve its space before it loads, on the server's render too.
 */
export function MediaPicture({ item, sizes }: { item: MediaItem; sizes: string }) {
  const img = (
    <img
      src={item.url}
      srcSet={item.kind === 'image' ? stillSrcSet(item) : undefined}
      sizes={item.kind === 'image' ? sizes : undefined}
      width={item.width}
      height={item.height}
      alt={item.alt}
      loading="lazy"
      decoding="async"
    />
  );
  if (item.kind === 'image') return img;
  return (
    <picture>
      <source media="(prefers-reduced-motion: reduce)" srcSet={stillSrcSet(item)} sizes={sizes} />
      {img}
    </picture>
  );
}

/**
 * An answer's pictures (issue 31): one at full width in its own shape (its height capped), two to
 * four in a grid as Mastodon and Twitter lay them out. Each opens the full-size viewer, one of the
 * card's dialogs (MediaViewer, loaded with them: every answer page shows pictures, few readers
 * open one); the "GIF" and "ALT" marks tell what is moving and what has a description.
 */
export function AnswerMedia({ media, onOpen }: { media: readonly MediaItem[]; onOpen: (index: number) => void }) {
  const { t } = useTranslation();
  // How wide a picture shows (the feed column, or the whole phone screen), for the pick in `srcset`.
  const sizes = `(min-width: 47.5rem) ${media.length === 1 ? '36rem, 100' : '18rem, 50'}vw`;
  return (
    <div className={styles.media} data-count={media.length}>
      {media.map((item, index) => (
        // A link to the full-size picture, which it opens before the page's script has started (a
        // server-rendered page) or from the context menu; a click or Enter opens the viewer.
        <a
          key={item.id}
          href={item.url}
          className={styles.tile}
          aria-haspopup="dialog"
          // The picture's description names the link; without one, a generic name does.
          aria-label={item.alt ? undefined : t('media.noAlt')}
          onClick={(event) => {
            event.preventDefault();
            onOpen(index);
          }}
        >
          <MediaPicture item={item} sizes={sizes} />
          <span className={styles.badges} aria-hidden="true">
            {item.kind === 'animated' ? <span>{t('media.gif')}</span> : null}
            {item.alt ? <span>{t('media.altBadge')}</span> : null}
          </span>
        </a>
      ))}
    </div>
  );
}
