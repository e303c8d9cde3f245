import { minTouchTarget, radius, space } from '@qurio/design';
import { useEffect, useRef } from 'react';
import { Animated, Platform, StyleSheet, View, type ViewStyle } from 'react-native';
import { useTheme } from './theme/ThemeProvider';
import { useReducedMotion } from './useReducedMotion';

export type SkeletonVariant = 'card' | 'row';

interface Props {
  /** `card`: an answer's card (author, question, answer, like row); `row`: a person or a notification. */
  variant?: SkeletonVariant;
  /** How many placeholders: enough to fill a phone's screen. */
  count?: number;
  /** Read by screen readers instead of the shapes ("Loading…"). */
  label: string;
}

/**
 * Grey shapes where a list's first page will be, as tall as what replaces them, so the page does
 * not jump when it arrives. One element for screen readers (a progress bar named `label`); the
 * shapes pulse unless the system asks for reduced motion.
 */
export function SkeletonList({ variant = 'card', count = variant === 'card' ? 3 : 6, label }: Props) {
  const { colors } = useTheme();
  const opacity = usePulse();
  const Shape = variant === 'card' ? CardShape : RowShape;
  return (
    <View
      accessible
      accessibilityRole="progressbar"
      accessibilityLabel={label}
      accessibilityState={{ busy: true }}
      testID="skeleton"
      style={styles.list}
    >
      {Array.from({ length: count }, (_, index) => (
        <Animated.View
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity of their own
          key={index}
          importantForAccessibility="no-hide-descendants"
          accessibilityElementsHidden
          style={[styles.box, { backgroundColor: colors.card, borderColor: colors.border, opacity }]}
        >
          <Shape color={colors.skeleton} />
        </Animated.View>
      ))}
    </View>
  );
}

function Bar({
  color,
  width,
  height = 14,
  style,
}: {
  color: string;
  width: ViewStyle['width'];
  height?: number;
  style?: ViewStyle;
}) {
  return <View style={[{ width, height, borderRadius: radius.sm / 2, backgroundColor: color }, style]} />;
}

function CardShape({ color }: { color: string }) {
  return (
    <>
      <View style={styles.head}>
        <View style={[styles.avatar, { backgroundColor: color }]} />
        <View style={styles.lines}>
          <Bar color={color} width="45%" />
          <Bar color={color} width="30%" height={12} />
        </View>
      </View>
      <Bar color={color} width="85%" height={16} />
      <Bar color={color} width="100%" />
      <Bar color={color} width="70%" />
      {/* The like row: the heart's 44 pt target. */}
      <View style={styles.footer}>
        <Bar color={color} width={64} height={20} />
        <Bar color={color} width={72} height={14} />
      </View>
    </>
  );
}

function RowShape({ color }: { color: string }) {
  return (
    <View style={styles.head}>
      <View style={[styles.avatar, { backgroundColor: color }]} />
      <View style={styles.lines}>
        <Bar color={color} width="55%" />
        <Bar color={color} width="35%" height={12} />
      </View>
    </View>
  );
}

/** An opacity that breathes between 1 and 0.55, or stays 1 with reduced motion on. */
function usePulse() {
  const opacity = useRef(new Animated.Value(1)).current;
  const reduceMotion = useReducedMotion();
  useEffect(() => {
    if (reduceMotion) return;
    const step = (toValue: number) =>
      Animated.timing(opacity, { toValue, duration: 700, useNativeDriver: Platform.OS !== 'web' });
    const loop = Animated.loop(Animated.sequence([step(0.55), step(1)]));
    loop.start();
    return () => {
      loop.stop();
      opacity.setValue(1);
    };
  }, [opacity, reduceMotion]);
  return opacity;
}

const styles = StyleSheet.create({
  list: { gap: space.smPlus },
  // The cards' own frame (QuestionCard, NotificationRow): same margins, padding and radius.
  box: {
    marginHorizontal: space.md,
    padding: space.mdPlus,
    gap: space.smPlus,
    borderRadius: radius.md,
    borderWidth: StyleSheet.hairlineWidth,
  },
  head: { flexDirection: 'row', alignItems: 'center', gap: space.smPlus },
  avatar: { width: 40, height: 40, borderRadius: radius.pill },
  lines: { flex: 1, gap: space.xsPlus },
  footer: { flexDirection: 'row', alignItems: 'center', gap: space.sm, minHeight: minTouchTarget },
});
