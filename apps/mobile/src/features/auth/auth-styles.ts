import { StyleSheet } from 'react-native';

export const authStyles = StyleSheet.create({
  form: { padding: 24, gap: 14 },
  title: { fontSize: 26, fontWeight: '700' },
  link: { fontSize: 16, fontWeight: '600' },
});
