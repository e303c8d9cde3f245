import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { type FollowTarget, useFollowToggle } from './mutations';

interface MemberFollowButtonProps {
  user: FollowTarget;
  size?: 'sm';
  /** Names the person when the button stands in a list of people (the suggestions). */
  label?: string;
}

/**
 * A member's follow button, on a profile (FollowButton) and in the suggestions: follow at once;
 * unfollow only after 'Are you sure…' (SPEC §2). Busy while the call runs.
 */
export default function MemberFollowButton({ user, size, label }: MemberFollowButtonProps) {
  const { t } = useTranslation();
  const { toggle, busy } = useFollowToggle();
  const [confirming, setConfirming] = useState(false);

  const run = async () => {
    await toggle(user);
    setConfirming(false);
  };

  return (
    <>
      <Button
        {...(size ? { size } : {})}
        {...(label ? { 'aria-label': label } : {})}
        variant={user.isFollowing ? 'secondary' : 'primary'}
        loading={busy}
        onClick={() => (user.isFollowing ? setConfirming(true) : void run())}
      >
        {user.isFollowing ? t('profile.unfollow') : t('profile.follow')}
      </Button>
      <Dialog
        open={confirming}
        title={t('profile.unfollowTitle')}
        confirmLabel={t('dialog.yes')}
        cancelLabel={t('dialog.no')}
        busy={busy}
        onConfirm={() => void run()}
        onCancel={() => setConfirming(false)}
      >
        <p>{t('profile.unfollowConfirm')}</p>
      </Dialog>
    </>
  );
}
