import { fontSize, fontWeight, lineHeight, lineHeightOf, minTouchTarget, radius, space } from '@qurio/design';
import { Pressable, StyleSheet, Text, View } from 'react-native';
import { useTheme } from './theme/ThemeProvider';

interface Props {
  label: string;
  checked: boolean;
  onChange(checked: boolean): void;
}

/** A labelled checkbox: the whole row toggles it, and screen readers hear a checkbox. */
export function Checkbox({ label, checked, onChange }: Props) {
  const { colors } = useTheme();
  return (
    <Pressable
      accessibilityRole="checkbox"
      accessibilityLabel={label}
      accessibilityState={{ checked }}
      aria-checked={checked}
      onPress={() => onChange(!checked)}
      style={styles.row}
    >
      <CheckMark checked={checked} />
      <Text style={[styles.label, { color: colors.text }]}>{label}</Text>
    </Pressable>
  );
}

/** The box and its tick, for a row that is itself the checkbox (the inbox's selection cards). */
export function CheckMark({ checked }: { checked: boolean }) {
  const { colors } = useTheme();
  return (
    <View
      style={[
        styles.box,
        {
          borderColor: checked ? colors.primary : colors.muted,
          backgroundColor: checked ? colors.primary : 'transparent',
        },
      ]}
    >
      {checked ? <Text style={[styles.tick, { color: colors.onPrimary }]}>✓</Text> : null}
    </View>
  );
}

const styles = StyleSheet.create({
  row: { flexDirection: 'row', alignItems: 'center', gap: space.md, minHeight: minTouchTarget },
  box: {
    width: 24,
    height: 24,
    borderRadius: radius.sm,
    borderWidth: 2,
    alignItems: 'center',
    justifyContent: 'center',
  },
  tick: {
    fontSize: fontSize.body,
    fontWeight: fontWeight.bold,
    lineHeight: lineHeightOf(fontSize.body, lineHeight.heading),
  },
  label: { flex: 1, fontSize: fontSize.body },
});
