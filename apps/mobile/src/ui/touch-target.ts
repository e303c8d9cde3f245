import { minTouchTarget, space } from '@qurio/design';
import { StyleSheet } from 'react-native';

/**
 * A link or small control standing alone: at least 44 × 44 pt (Apple's minimum touch target,
 * issue 30) by its own box, padding around its words rather than hitSlop, which the web export
 * does not draw and the browser suite (e2e/a11y.ts) could not measure.
 */
export const touchTarget = StyleSheet.create({
  box: { minHeight: minTouchTarget, minWidth: minTouchTarget, paddingVertical: space.md },
}).box;
