import { space } from '@qurio/design';
import { useRouter } from 'expo-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StyleSheet, View } from 'react-native';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { useTheme } from '../../ui/theme/ThemeProvider';
import { useSession } from '../session/SessionProvider';

/** Settings, night mode and log out (with its confirmation), on the member's own profile. */
export function OwnProfileActions() {
  const { t } = useTranslation();
  const { dark, toggle } = useTheme();
  const { signOut } = useSession();
  const router = useRouter();
  const [confirming, setConfirming] = useState(false);
  return (
    <View style={styles.row}>
      <Button variant="secondary" label={t('settings.title')} onPress={() => router.push('/settings')} />
      <Button variant="secondary" label={dark ? t('app.native.lightMode') : t('nav.nightMode')} onPress={toggle} />
      <Button variant="secondary" label={t('nav.logout')} onPress={() => setConfirming(true)} />
      <ConfirmDialog
        visible={confirming}
        title={t('logout.title')}
        message={t('logout.confirm')}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          void signOut();
        }}
      />
    </View>
  );
}

const styles = StyleSheet.create({
  row: { flexDirection: 'row', flexWrap: 'wrap', gap: space.smPlus, marginTop: space.xsPlus },
});
