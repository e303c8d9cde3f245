import { useLocalSearchParams } from 'expo-router';
import { UserListScreen } from '../../src/features/users/UserListScreen';

/** `/{username}/followers` (route UserFollowers). */
export default function FollowersRoute() {
  const { username } = useLocalSearchParams<{ username: string }>();
  return <UserListScreen username={String(username)} kind="followers" />;
}
