import { StyleSheet, Text, View } from 'react-native';
import { useTheme } from './theme/ThemeProvider';

/** An empty list's or a failed load's title and explanation. */
export function Message({ title, text }: { title: string; text?: string }) {
  const { colors } = useTheme();
  return (
    <View style={styles.box}>
      <Text accessibilityRole="header" style={[styles.title, { color: colors.text }]}>
        {title}
      </Text>
      {text ? <Text style={[styles.text, { color: colors.muted }]}>{text}</Text> : null}
    </View>
  );
}

const styles = StyleSheet.create({
  box: { padding: 24, gap: 6, alignItems: 'center' },
  title: { fontSize: 17, fontWeight: '600', textAlign: 'center' },
  text: { fontSize: 15, textAlign: 'center' },
});
