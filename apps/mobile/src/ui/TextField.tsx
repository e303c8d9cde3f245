import { fontSize, fontWeight, minTouchTarget, radius, space } from '@qurio/design';
import { StyleSheet, Text, TextInput, type TextInputProps, View } from 'react-native';
import { useTheme } from './theme/ThemeProvider';

interface Props extends Omit<TextInputProps, 'style'> {
  label: string;
  hint?: string;
}

/** A labelled input; the label is also its accessibility label. */
export function TextField({ label, hint, ...input }: Props) {
  const { colors } = useTheme();
  return (
    <View style={styles.field}>
      <Text style={[styles.label, { color: colors.text }]}>{label}</Text>
      <TextInput
        accessibilityLabel={label}
        accessibilityHint={hint}
        autoCapitalize="none"
        placeholderTextColor={colors.muted}
        style={[styles.input, { color: colors.text, borderColor: colors.border, backgroundColor: colors.card }]}
        {...input}
      />
      {hint ? <Text style={[styles.hint, { color: colors.muted }]}>{hint}</Text> : null}
    </View>
  );
}

const styles = StyleSheet.create({
  field: { gap: space.xs },
  label: { fontSize: fontSize.meta, fontWeight: fontWeight.semibold },
  input: {
    minHeight: minTouchTarget,
    borderWidth: 1,
    borderRadius: radius.sm,
    paddingHorizontal: space.md,
    fontSize: fontSize.input,
  },
  hint: { fontSize: fontSize.small },
});
