import { useLocalSearchParams } from 'expo-router';
import { UserListScreen } from '../../src/features/profile/UserListScreen';

/** `/{username}/followers` (route UserFollowers). */
export default function FollowersRoute() {
  const { username } = useLocalSearchParams<{ username: string }>();
  return <UserListScreen username={String(username)} kind="followers" />;
}
