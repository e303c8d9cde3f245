import { fontSize, fontWeight, space } from '@qurio/design';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { StyleSheet, Text, View } from 'react-native';
import { Button } from '../../ui/Button';
import { useTheme } from '../../ui/theme/ThemeProvider';

/** A step's title (a header for screen readers) and its lead. */
export function StepHeader({ title, text }: { title: string; text: string }) {
  const { colors } = useTheme();
  return (
    <View style={styles.header}>
      <Text accessibilityRole="header" style={[styles.title, { color: colors.text }]}>
        {title}
      </Text>
      <Text style={[styles.lead, { color: colors.muted }]}>{text}</Text>
    </View>
  );
}

interface StepNavProps {
  onBack?: () => void;
  onSkip?: () => void;
  onNext: () => void;
  nextLabel: string;
  busy?: boolean;
}

/** Back, Skip and Next (or the last step's "Go to Qurio"). */
export function StepNav({ onBack, onSkip, onNext, nextLabel, busy = false }: StepNavProps): ReactNode {
  const { t } = useTranslation();
  return (
    <View style={styles.nav}>
      {onBack ? <Button variant="secondary" label={t('welcome.back')} disabled={busy} onPress={onBack} /> : null}
      <View style={styles.navEnd}>
        {onSkip ? <Button variant="secondary" label={t('welcome.skip')} disabled={busy} onPress={onSkip} /> : null}
        <Button label={nextLabel} busy={busy} onPress={onNext} />
      </View>
    </View>
  );
}

const styles = StyleSheet.create({
  header: { gap: space.xsPlus },
  title: { fontSize: fontSize.display, fontWeight: fontWeight.bold },
  lead: { fontSize: fontSize.body },
  nav: { flexDirection: 'row', flexWrap: 'wrap', justifyContent: 'space-between', gap: space.sm, marginTop: space.xs },
  navEnd: { flexDirection: 'row', gap: space.sm, marginLeft: 'auto' },
});
