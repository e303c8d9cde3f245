import { StyleSheet } from 'react-native';

export const authStyles = StyleSheet.create({
  form: { padding: 24, gap: 14 },
  title: { fontSize: 26, fontWeight: '700' },
  // A link standing alone: 44 pt tall however short its words (a touch target, issue 30).
  target: { paddingVertical: 12, minHeight: 44 },
  link: { fontSize: 16, fontWeight: '600' },
});
