import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { translateErrorCode } from '../../i18n/error-messages';
import { ShareIcon } from '../../ui/action-icons';
import { Button } from '../../ui/Button';
import dialogStyles from '../../ui/Dialog.module.css';
import { LinkBox } from '../../ui/LinkBox';
import { Modal } from '../../ui/Modal';
import { CopyIcon, LinkIcon, PictureIcon } from '../../ui/screen-icons';
import { showErrorSnack, showSnack } from '../../ui/snack-store';
import styles from './ShareDialog.module.css';
import { useSharePictureCard } from './useSharePictureCard';

/** The public address of a path of this site (`/ada`, `/ada/post/12`). */
export function publicUrl(path: string): string {
  return `${window.location.origin}${path}`;
}

/** Three services through their plain share links: no scripts of theirs, no tracking on our page. */
export function shareLinks(url: string, text: string) {
  const u = encodeURIComponent(url);
  const message = encodeURIComponent(`${text} ${url}`);
  return [
    { id: 'x', href: `https://twitter.com/intent/tweet?text=${encodeURIComponent(text)}&url=${u}` },
    { id: 'facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { id: 'whatsapp', href: `https://wa.me/?text=${message}` },
  ] as const;
}

export interface ShareTarget {
  /** The dialog's heading ("Share profile", "Share answer"). */
  heading: string;
  /** The page's path on this site; shared as an absolute address. */
  path: string;
  /** The sentence that goes with the link. */
  text: string;
  /** The title the system share sheet shows. */
  title: string;
  /** The picture card: its path on this site, the file name it is saved under, the button's label. */
  picture: { path: () => string; fileName: string; label: string };
}

/**
 * Share a profile or an answer (SPEC §2, issue 17): X, Facebook and WhatsApp as links, the system
 * share sheet where the browser has one, a copy of the public URL, and the picture card, shared
 * as a file where the browser can share files and saved otherwise. A clipboard or picture failure
 * shows the generic error.
 */
export function ShareDialog({ target, open, onClose }: { target: ShareTarget; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const closeRef = useRef<HTMLButtonElement>(null);
  const picture = useSharePictureCard(target);
  const busy = picture.busy;
  // Closed, it is nothing (Modal renders nothing either): the page's address is read only to share it.
  if (!open) return null;
  const url = publicUrl(target.path);
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  const labels = { x: t('share.x'), facebook: t('share.facebook'), whatsapp: t('share.whatsapp') };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      showSnack(t('share.copied'));
      onClose();
    } catch {
      showErrorSnack(translateErrorCode(t, 'INTERNAL'));
    }
  };

  const shareNatively = async () => {
    try {
      await navigator.share({ title: target.title, text: target.text, url });
      onClose();
    } catch {
      // The reader closed the share sheet: nothing to report.
    }
  };

  const sharePictureCard = async () => {
    const outcome = await picture.share();
    if (outcome === 'shared' || outcome === 'downloaded') onClose();
  };

  return (
    <Modal open={open} labelledBy={titleId} onDismiss={onClose} initialFocus={closeRef}>
      <h2 id={titleId} className={dialogStyles.title}>
        {target.heading}
      </h2>
      <LinkBox url={url} className={styles.shareUrl} />
      <ul className={styles.shareList}>
        <li>
          <button
            type="button"
            className={`${styles.shareLink} ${styles.picture}`}
            disabled={busy}
            aria-busy={busy}
            onClick={() => void sharePictureCard()}
          >
            <PictureIcon size={18} />
            {target.picture.label}
          </button>
        </li>
        {shareLinks(url, target.text).map((link) => (
          <li key={link.id}>
            <a className={styles.shareLink} href={link.href} target="_blank" rel="noopener noreferrer">
              <ShareIcon size={18} />
              {labels[link.id]}
            </a>
          </li>
        ))}
        {canShare ? (
          <li>
            <button type="button" className={styles.shareLink} onClick={() => void shareNatively()}>
              <LinkIcon size={18} />
              {t('share.native')}
            </button>
          </li>
        ) : null}
        <li>
          <button type="button" className={styles.shareLink} onClick={() => void copy()}>
            <CopyIcon size={18} />
            {t('share.copy')}
          </button>
        </li>
      </ul>
      <div className={dialogStyles.actions}>
        <Button ref={closeRef} variant="secondary" onClick={onClose}>
          {t('share.close')}
        </Button>
      </div>
    </Modal>
  );
}
