import type { PublicUser } from '@qurio/contract';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../lib/useSession';
import { Button } from '../../ui/Button';
import { onDemand } from '../../ui/on-demand';
import { signInFirst } from '../auth/sign-in-first';

/** The button as it first shows, the same size as the member's, so nothing moves when it arrives. */
function PlainFollowButton({ user, onClick }: { user: PublicUser; onClick?: () => void }) {
  const { t } = useTranslation();
  return (
    <Button variant={user.isFollowing ? 'secondary' : 'primary'} onClick={onClick}>
      {user.isFollowing ? t('profile.unfollow') : t('profile.follow')}
    </Button>
  );
}

const MemberFollowButton = onDemand<{ user: PublicUser }>(
  async () => (await import('./MemberFollowButton')).default,
  (props) => <PlainFollowButton user={props.user} />,
);

/**
 * Follow and unfollow (SPEC §2). A guest only learns that following needs an account, so the
 * follow write and its confirmation load for members only (MemberFollowButton).
 */
export function FollowButton({ user }: { user: PublicUser }) {
  const session = useSession();
  if (!session) return <PlainFollowButton user={user} onClick={signInFirst} />;
  return <MemberFollowButton user={user} />;
}
