import { useLocalSearchParams } from 'expo-router';
import { ProfileScreen } from '../../src/features/users/ProfileScreen';

/** `/{username}` (qurio://alice, https://<site>/alice): a member's profile. */
export default function ProfileRoute() {
  const { username } = useLocalSearchParams<{ username: string }>();
  return <ProfileScreen username={String(username)} />;
}
