import { Stack } from 'expo-router';
import { useTranslation } from 'react-i18next';
import { MemberOnly } from '../../src/features/settings/MemberOnly';
import { SETTINGS_PAGES, settingsPageText } from '../../src/features/settings/settings-pages';
import { HeaderBack, useStackHeaderOptions } from '../../src/ui/StackHeader';
import { useTheme } from '../../src/ui/theme/ThemeProvider';

/** A settings page opened by a link has the settings' list beneath it (and the tabs beneath that). */
export const unstable_settings = { initialRouteName: 'index' };

/** A page's route name in this folder: `/settings/email` is `email/index`, the others their last part. */
const routeName = (href: string) => {
  const name = href.replace(/^\/settings\//, '');
  return name === 'email' ? 'email/index' : name;
};

/**
 * `/settings` and its pages, members only, under the navigator's header: the menu goes back to the
 * profile it was opened from, each page to the menu (a deep link with nothing behind it too).
 */
export default function SettingsLayout() {
  const { t } = useTranslation();
  const { colors } = useTheme();
  const header = useStackHeaderOptions();
  const back = (fallback: string) => () => <HeaderBack fallback={fallback} />;
  return (
    <MemberOnly>
      <Stack
        screenOptions={{
          ...header,
          contentStyle: { backgroundColor: colors.background },
          headerLeft: back('/settings'),
        }}
      >
        <Stack.Screen name="index" options={{ title: t('settings.title'), headerLeft: back('/profile') }} />
        {SETTINGS_PAGES.map(({ key, href }) => (
          <Stack.Screen key={key} name={routeName(href)} options={{ title: t(settingsPageText(key, 'title')) }} />
        ))}
        <Stack.Screen
          name="email/verify/[token]"
          options={{ title: t(settingsPageText('email', 'title')), headerLeft: back('/settings/email') }}
        />
      </Stack>
    </MemberOnly>
  );
}
