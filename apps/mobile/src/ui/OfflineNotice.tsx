import * as routes from '@qurio/contract/routes';
import { fontSize, space } from '@qurio/design';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StyleSheet, Text, View } from 'react-native';
import { api } from '../api/client';
import { useOnline } from '../api/connection';
import { Button } from './Button';
import { useTheme } from './theme/ThemeProvider';

/**
 * Shown while the device is offline or the last request got no response (SPEC §2 "No-connection
 * screen"): Try Again loads what is on screen again; any answer hides the notice.
 */
export function OfflineNotice() {
  const { t } = useTranslation();
  const { colors } = useTheme();
  const queryClient = useQueryClient();
  const [retrying, setRetrying] = useState(false);
  const online = useOnline();
  if (online) return null;

  const retry = async () => {
    setRetrying(true);
    // The health call answers even when nothing on screen needs loading.
    await Promise.allSettled([queryClient.refetchQueries({ type: 'active' }), api.call(routes.health)]);
    setRetrying(false);
  };

  return (
    <View style={[styles.notice, { backgroundColor: colors.dangerFill }]}>
      <Text accessibilityRole="alert" style={[styles.text, { color: colors.onDanger }]}>
        {t('network.lost')}
      </Text>
      <Button label={t('network.tryAgain')} busy={retrying} onPress={() => void retry()} />
    </View>
  );
}

const styles = StyleSheet.create({
  notice: { padding: space.sm, gap: space.xsPlus, alignItems: 'center' },
  text: { textAlign: 'center', fontSize: fontSize.meta },
});
