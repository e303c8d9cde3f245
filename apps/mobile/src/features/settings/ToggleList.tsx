import { fontSize, fontWeight, space } from '@qurio/design';
import { useTranslation } from 'react-i18next';
import { ActivityIndicator, StyleSheet, Text, View } from 'react-native';
import { describeError } from '../../i18n/errors';
import { Button } from '../../ui/Button';
import { ErrorText } from '../../ui/ErrorText';
import { ThemedSwitch } from '../../ui/ThemedSwitch';
import { useTheme } from '../../ui/theme/ThemeProvider';
import { type ToggleGroup, type ToggleKey, useToggleSetting, useToggleSettings } from './setting-queries';

/** A group's switches, each saved the moment it flips (the web's `settings.toggles.*` texts). */
export function ToggleList({ group, keys }: { group: ToggleGroup; keys: readonly ToggleKey[] }) {
  const { t } = useTranslation();
  const { colors } = useTheme();
  const settings = useToggleSettings(group);
  const toggle = useToggleSetting(group);
  if (settings.isPending) return <ActivityIndicator accessibilityLabel={t('app.loading')} color={colors.primary} />;
  if (settings.isError) {
    return (
      <View style={styles.list}>
        <ErrorText message={t('settings.loadError')} />
        <Button variant="secondary" label={t('settings.retry')} onPress={() => void settings.refetch()} />
      </View>
    );
  }
  return (
    <View style={styles.list}>
      {keys.map((key) => {
        const label = t(`settings.toggles.${key}.label`);
        const on = settings.data[key] === true;
        return (
          <View key={key} style={styles.row}>
            <View style={styles.text}>
              <Text style={[styles.label, { color: colors.text }]}>{label}</Text>
              <Text style={{ color: colors.muted }}>{t(`settings.toggles.${key}.hint`)}</Text>
            </View>
            <ThemedSwitch
              accessibilityLabel={label}
              accessibilityHint={t(`settings.toggles.${key}.hint`)}
              accessibilityState={{ checked: on }}
              value={on}
              onValueChange={(next) => toggle.mutate({ group, key, on: next })}
            />
          </View>
        );
      })}
      <ErrorText message={toggle.error ? describeError(t, toggle.error) : null} />
    </View>
  );
}

const styles = StyleSheet.create({
  list: { gap: space.mdPlus },
  row: { flexDirection: 'row', alignItems: 'center', gap: space.md },
  text: { flex: 1, gap: space.xxs },
  label: { fontSize: fontSize.input, fontWeight: fontWeight.semibold },
});
