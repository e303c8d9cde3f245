import { Stack } from 'expo-router';
import { MemberOnly } from '../../src/features/settings/MemberOnly';

/** `/settings` and its pages: members only. */
export default function SettingsLayout() {
  return (
    <MemberOnly>
      <Stack screenOptions={{ headerShown: false }} />
    </MemberOnly>
  );
}
