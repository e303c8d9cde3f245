import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { translateErrorCode } from '../../i18n/error-messages';
import { LinkIcon, ShareIcon } from '../../ui/action-icons';
import { Button } from '../../ui/Button';
import dialogStyles from '../../ui/Dialog.module.css';
import { CopyIcon } from '../../ui/icons';
import { Modal } from '../../ui/Modal';
import { showErrorSnack, showSnack } from '../../ui/snack-store';
import styles from './Profile.module.css';

/** The public address of a profile. */
export function profileUrl(username: string): string {
  return `${window.location.origin}/${username}`;
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

/**
 * Share a profile (SPEC §2): X, Facebook and WhatsApp as links, the system share sheet where the
 * browser has one, and a copy of the public URL; a clipboard failure shows the generic error.
 */
export function ShareDialog({ username, open, onClose }: { username: string; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const closeRef = useRef<HTMLButtonElement>(null);
  // Closed, it is nothing (Modal renders nothing either): the page's address is read only to share it.
  if (!open) return null;
  const url = profileUrl(username);
  const text = t('share.message', { username });
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
      await navigator.share({ title: `${username} - Qurio`, text, url });
      onClose();
    } catch {
      // The reader closed the share sheet: nothing to report.
    }
  };

  return (
    <Modal open={open} labelledBy={titleId} onDismiss={onClose} initialFocus={closeRef}>
      <h2 id={titleId} className={dialogStyles.title}>
        {t('share.dialogTitle')}
      </h2>
      <p className={styles.shareUrl}>{url.replace(/^https?:\/\//, '')}</p>
      <ul className={styles.shareList}>
        {shareLinks(url, text).map((link) => (
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
