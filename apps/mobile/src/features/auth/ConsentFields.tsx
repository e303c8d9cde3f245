import { useTranslation } from 'react-i18next';
import { StyleSheet, Text, View } from 'react-native';
import { Checkbox } from '../../ui/Checkbox';
import { openWebPage } from '../safety/web-pages';
import { useTheme } from '../theme/ThemeProvider';

/**
 * The sign-up confirmations (issue 16) as the sign-up form and the consent screen (issue 29) ask
 * for them: the Terms with links to read them, and the minimum age once the server has said it.
 */
export function ConsentFields({
  minAge,
  acceptTerms,
  confirmAge,
  onAcceptTerms,
  onConfirmAge,
}: {
  minAge: number | undefined;
  acceptTerms: boolean;
  confirmAge: boolean;
  onAcceptTerms: (value: boolean) => void;
  onConfirmAge: (value: boolean) => void;
}) {
  const { t } = useTranslation();
  const { colors } = useTheme();
  return (
    <>
      <Checkbox label={t('appSafety.signup.acceptTerms')} checked={acceptTerms} onChange={onAcceptTerms} />
      <View style={styles.links}>
        <Text accessibilityRole="link" onPress={() => openWebPage('/terms')} style={{ color: colors.primary }}>
          {t('appSafety.signup.readTerms')}
        </Text>
        <Text accessibilityRole="link" onPress={() => openWebPage('/privacy')} style={{ color: colors.primary }}>
          {t('appSafety.signup.readPrivacy')}
        </Text>
      </View>
      {minAge !== undefined ? (
        <Checkbox
          label={t('appSafety.signup.confirmAge', { age: minAge })}
          checked={confirmAge}
          onChange={onConfirmAge}
        />
      ) : null}
    </>
  );
}

const styles = StyleSheet.create({
  links: { flexDirection: 'row', flexWrap: 'wrap', gap: 16, marginLeft: 36, marginTop: -6 },
});
