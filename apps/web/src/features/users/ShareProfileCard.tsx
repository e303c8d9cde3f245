import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../lib/useSession';
import { Button } from '../../ui/Button';
import { LinkBox } from '../../ui/LinkBox';
import { CheckIcon, CopyIcon } from '../../ui/screen-icons';
import { publicUrl } from '../share/ShareDialog';
import { useCopyLink } from '../share/useCopyLink';
import styles from './ShareProfileCard.module.css';

/** The address people use to ask the member questions: in the right sidebar, and on an empty home on a phone. */
export function ShareProfileCard() {
  const { t } = useTranslation();
  const session = useSession();
  // The home page shows a second copy on narrow screens, where the sidebar is hidden.
  const titleId = useId();
  const url = session ? publicUrl(`/${session.username}`) : '';
  const { copy, copied } = useCopyLink(url);
  if (!session) return null;

  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {t('share.title')}
      </h2>
      <p className={styles.text}>{t('share.text')}</p>
      <LinkBox url={url} label={t('share.urlLabel')} className={styles.url} />
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
