import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateErrorCode } from '../../i18n/error-messages';
import { useSession } from '../../lib/useSession';
import { Button } from '../../ui/Button';
import { CheckIcon, CopyIcon } from '../../ui/icons';
import { showErrorSnack, showSnack } from '../../ui/snack-store';
import styles from './ShareProfileCard.module.css';

/** The address people use to ask the member questions: in the right sidebar, and on an empty home on a phone. */
export function ShareProfileCard() {
  const { t } = useTranslation();
  const session = useSession();
  const [copied, setCopied] = useState(false);
  // The home page shows a second copy on narrow screens, where the sidebar is hidden.
  const titleId = useId();
  if (!session) return null;
  const url = `${window.location.origin}/${session.username}`;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      showSnack(t('share.copied'));
      window.setTimeout(() => setCopied(false), 2000);
    } catch {
      // SPEC §2: a clipboard failure shows the generic error.
      showErrorSnack(translateErrorCode(t, 'INTERNAL'));
    }
  };

  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {t('share.title')}
      </h2>
      <p className={styles.text}>{t('share.text')}</p>
      <p className={styles.url}>
        <span className="visually-hidden">{t('share.urlLabel')} </span>
        {url.replace(/^https?:\/\//, '')}
      </p>
      <Button
        variant="secondary"
        size="sm"
        block
        icon={copied ? <CheckIcon size={16} /> : <CopyIcon size={16} />}
        onClick={() => void copy()}
      >
        {copied ? t('share.copiedButton') : t('share.copy')}
      </Button>
    </section>
  );
}
