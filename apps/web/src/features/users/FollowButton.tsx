import type { PublicUser } from '@qurio/contract';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../lib/useSession';
import { Button } from '../../ui/Button';
import { onDemand } from '../../ui/on-demand';
import { signInFirst } from '../auth/sign-in-first';

/**
 * The guest's button, and the member's while its code loads: the same size, so nothing moves when
 * it arrives, and busy meanwhile, so a member's early click is not lost.
 */
function PlainFollowButton({ user, onClick, loading }: { user: PublicUser; onClick?: () => void; loading?: boolean }) {
  const { t } = useTranslation();
  return (
    <Button variant={user.isFollowing ? 'secondary' : 'primary'} onClick={onClick} loading={loading}>
      {user.isFollowing ? t('profile.unfollow') : t('profile.follow')}
    </Button>
  );
}

const MemberFollowButton = onDemand<{ user: PublicUser }>(
  async () => (await import('./MemberFollowButton')).default,
  (props) => <PlainFollowButton user={props.user} loading />,
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
