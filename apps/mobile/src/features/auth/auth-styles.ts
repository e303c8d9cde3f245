import { fontSize, fontWeight, space } from '@qurio/design';
import { StyleSheet } from 'react-native';

export const authStyles = StyleSheet.create({
  form: { padding: space.xxl, gap: space.mdPlus },
  title: { fontSize: fontSize.headline, fontWeight: fontWeight.bold },
  link: { fontSize: fontSize.input, fontWeight: fontWeight.semibold },
});
