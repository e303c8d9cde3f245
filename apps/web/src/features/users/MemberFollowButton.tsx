import type { PublicUser } from '@qurio/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { useFollowToggle } from './mutations';

/**
 * A member's follow button (FollowButton): follow at once; unfollow only after 'Are you sure…'
 * (SPEC §2). Busy while the call runs.
 */
export default function MemberFollowButton({ user }: { user: PublicUser }) {
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
