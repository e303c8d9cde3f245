import { useTranslation } from 'react-i18next';
import { ActivityIndicator, View } from 'react-native';
import { useTheme } from './theme/ThemeProvider';

/** While the stored session is being read. */
export function SplashView() {
  const { t } = useTranslation();
  const { colors } = useTheme();
  return (
    <View style={{ flex: 1, justifyContent: 'center', backgroundColor: colors.background }}>
      <ActivityIndicator accessibilityLabel={t('app.loading')} color={colors.primary} />
    </View>
  );
}
