import { fontSize, fontWeight, space } from '@qurio/design';
import { StyleSheet } from 'react-native';

export const authStyles = StyleSheet.create({
  form: { padding: space.xxl, gap: space.mdPlus },
  title: { fontSize: fontSize.headline, fontWeight: fontWeight.bold },
  // A link standing alone: 44 pt tall however short its words (a touch target, issue 30).
  target: { paddingVertical: space.md, minHeight: 44 },
  link: { fontSize: fontSize.input, fontWeight: fontWeight.semibold },
});
