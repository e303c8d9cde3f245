import { Stack } from 'expo-router';
import { MemberOnly } from '../../src/features/settings/MemberOnly';

/** A settings page opened by a link has the settings' list beneath it (and the tabs beneath that). */
export const unstable_settings = { initialRouteName: 'index' };

/** `/settings` and its pages: members only. */
export default function SettingsLayout() {
  return (
    <MemberOnly>
      <Stack screenOptions={{ headerShown: false }} />
    </MemberOnly>
  );
}
