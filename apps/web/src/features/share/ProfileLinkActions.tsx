import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ShareIcon } from '../../ui/action-icons';
import { Button } from '../../ui/Button';
import { LinkBox } from '../../ui/LinkBox';
import { CheckIcon, CopyIcon, PictureIcon } from '../../ui/screen-icons';
import styles from './ProfileLinkActions.module.css';
import { publicUrl, ShareDialog } from './ShareDialog';
import { profileShareTarget } from './targets';
import { useCopyLink } from './useCopyLink';
import { useSharePictureCard } from './useSharePictureCard';

export interface ProfileLinkActionsProps {
  username: string;
  /** Adds "Share profile as picture" (the story card) as a button of its own. */
  picture?: boolean;
}

/**
 * The member's own profile link with what to do with it (issue 17): copy it, share it (the
 * system share sheet where the browser has one, the share dialog otherwise) and, where asked,
 * share the story card. The empty inbox and the welcome's last step show it.
 */
export function ProfileLinkActions({ username, picture = false }: ProfileLinkActionsProps) {
  const { t } = useTranslation();
  const target = profileShareTarget(t, username);
  const url = publicUrl(target.path);
  const { copy, copied } = useCopyLink(url);
  const card = useSharePictureCard(target);
  const [dialogOpen, setDialogOpen] = useState(false);

  const share = async () => {
    if (typeof navigator.share !== 'function') {
      setDialogOpen(true);
      return;
    }
    try {
      await navigator.share({ title: target.title, text: target.text, url });
    } catch {
      // The member closed the share sheet: nothing to report.
    }
  };

  return (
    <div className={styles.box}>
      <LinkBox url={url} label={t('share.urlLabel')} className={styles.url} />
      <div className={styles.buttons}>
        <Button
          variant="primary"
          size="sm"
          icon={copied ? <CheckIcon size={16} /> : <CopyIcon size={16} />}
          onClick={() => void copy()}
        >
          {copied ? t('share.copiedButton') : t('share.copy')}
        </Button>
        <Button variant="secondary" size="sm" icon={<ShareIcon size={16} />} onClick={() => void share()}>
          {t('share.dialogTitle')}
        </Button>
        {picture ? (
          <Button
            variant="secondary"
            size="sm"
            icon={<PictureIcon size={16} />}
            loading={card.busy}
            onClick={() => void card.share()}
          >
            {t('share.profilePicture')}
          </Button>
        ) : null}
      </div>
      <ShareDialog target={target} open={dialogOpen} onClose={() => setDialogOpen(false)} />
    </div>
  );
}
