import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../i18n/errors';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { tapFeedback } from '../../ui/haptics';
import { useSession } from '../session/SessionProvider';
import type { ShowNotice } from './notice';
import { type PublicUser, useFollowToggle } from './profile-actions';

/** Follow at once; unfollow only after 'Are you sure…' (SPEC §2). Busy while the call runs. */
export function FollowButton({ user, onNotice }: { user: PublicUser; onNotice: ShowNotice }) {
  const { t } = useTranslation();
  const { user: me } = useSession();
  const toggle = useFollowToggle();
  const [confirming, setConfirming] = useState(false);

  const run = () => {
    setConfirming(false);
    tapFeedback();
    toggle.mutate(user, { onError: (error) => onNotice(describeError(t, error), true) });
  };
  const press = () => {
    // SPEC §5: following while signed out gives 'Please sign in and try again!'.
    if (!me) return onNotice(t('errors.SIGN_IN_REQUIRED'), true);
    if (user.isFollowing) setConfirming(true);
    else run();
  };

  return (
    <>
      <Button
        variant={user.isFollowing ? 'secondary' : 'primary'}
        label={user.isFollowing ? t('profile.unfollow') : t('profile.follow')}
        busy={toggle.isPending}
        onPress={press}
      />
      <ConfirmDialog
        visible={confirming}
        title={t('profile.unfollowTitle')}
        message={t('profile.unfollowConfirm')}
        onCancel={() => setConfirming(false)}
        onConfirm={run}
      />
    </>
  );
}
