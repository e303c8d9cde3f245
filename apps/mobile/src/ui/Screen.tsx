import { space } from '@qurio/design';
import { HeaderShownContext } from 'expo-router/react-navigation';
import { type ReactNode, useContext } from 'react';
import { StyleSheet, View } from 'react-native';
import { SafeAreaView } from 'react-native-safe-area-context';
import { OfflineNotice } from './OfflineNotice';
import { useTheme } from './theme/ThemeProvider';

/** A screen's background, safe-area insets (the top one only without a navigator's header) and the offline notice. */
export function Screen({ children, padded }: { children: ReactNode; padded?: boolean }) {
  const { colors } = useTheme();
  const underHeader = useContext(HeaderShownContext);
  return (
    <SafeAreaView edges={underHeader ? [] : ['top']} style={[styles.screen, { backgroundColor: colors.background }]}>
      <OfflineNotice />
      <View style={[styles.body, padded && styles.padded]}>{children}</View>
    </SafeAreaView>
  );
}

const styles = StyleSheet.create({
  screen: { flex: 1 },
  body: { flex: 1 },
  padded: { padding: space.xl, gap: space.mdPlus },
});
