import { useSession } from '../../src/features/session/SessionProvider';
import { ProfileScreen } from '../../src/features/users/ProfileScreen';

/** The member's own profile. */
export default function OwnProfileTab() {
  const { user } = useSession();
  return user ? <ProfileScreen username={user.username} /> : null;
}
