import { fontSize, fontWeight, minTouchTarget, radius, space } from '@qurio/design';
import type { Ref } from 'react';
import { ActivityIndicator, Pressable, StyleSheet, Text, type View } from 'react-native';
import { useTheme } from './theme/ThemeProvider';

interface Props {
  label: string;
  onPress(): void;
  /** Read by screen readers when the visible label alone is not enough. */
  accessibilityLabel?: string;
  variant?: 'primary' | 'secondary' | 'danger';
  busy?: boolean;
  disabled?: boolean;
  /** For a button that shows or hides something: whether that is shown now. */
  expanded?: boolean;
  /** The pressable itself, for a screen that moves focus to it (ui/focus.ts). */
  ref?: Ref<View>;
}

export function Button({
  label,
  onPress,
  accessibilityLabel,
  variant = 'primary',
  busy,
  disabled,
  expanded,
  ref,
}: Props) {
  const { colors } = useTheme();
  const background = variant === 'primary' ? colors.primary : variant === 'danger' ? colors.dangerFill : 'transparent';
  const color = variant === 'secondary' ? colors.primary : variant === 'danger' ? colors.onDanger : colors.onPrimary;
  return (
    <Pressable
      ref={ref}
      accessibilityRole="button"
      accessibilityLabel={accessibilityLabel ?? label}
      accessibilityState={{
        disabled: !!disabled || !!busy,
        busy: !!busy,
        ...(expanded === undefined ? {} : { expanded }),
      }}
      disabled={disabled || busy}
      onPress={onPress}
      style={({ pressed }) => [
        styles.button,
        {
          backgroundColor: background,
          borderColor: variant === 'danger' ? colors.dangerFill : colors.primary,
          opacity: pressed || disabled ? 0.7 : 1,
        },
      ]}
    >
      {busy ? <ActivityIndicator color={color} /> : <Text style={[styles.label, { color }]}>{label}</Text>}
    </Pressable>
  );
}

const styles = StyleSheet.create({
  button: {
    minHeight: minTouchTarget,
    borderRadius: radius.pill,
    borderWidth: 1,
    paddingHorizontal: space.lgPlus,
    justifyContent: 'center',
  },
  label: { fontSize: fontSize.input, fontWeight: fontWeight.semibold, textAlign: 'center' },
});
