import { fontSize } from '@qurio/design';
import { StyleSheet, Text } from 'react-native';
import { useTheme } from './theme/ThemeProvider';

/** A form's error, announced to screen readers as it appears. */
export function ErrorText({ message }: { message: string | null }) {
  const { colors } = useTheme();
  if (!message) return null;
  return (
    <Text accessibilityRole="alert" accessibilityLiveRegion="polite" style={[styles.text, { color: colors.danger }]}>
      {message}
    </Text>
  );
}

const styles = StyleSheet.create({ text: { fontSize: fontSize.body } });
