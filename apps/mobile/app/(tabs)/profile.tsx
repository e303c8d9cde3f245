import { ProfileScreen } from '../../src/features/profile/ProfileScreen';
import { useSession } from '../../src/features/session/SessionProvider';

/** The member's own profile. */
export default function OwnProfileTab() {
  const { user } = useSession();
  return user ? <ProfileScreen username={user.username} /> : null;
}
