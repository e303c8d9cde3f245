import { useLocalSearchParams } from 'expo-router';
import { UserListScreen } from '../../src/features/users/UserListScreen';

/** `/{username}/following` (route UserFollowings). */
export default function FollowingRoute() {
  const { username } = useLocalSearchParams<{ username: string }>();
  return <UserListScreen username={String(username)} kind="followings" />;
}
