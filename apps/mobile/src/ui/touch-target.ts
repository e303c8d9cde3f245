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

/**
 * A row that is a link, drawn `drawn` pt tall (its avatar): its box grows to 44 pt while negative
 * margins keep the layout as it was, the extra reaching into the card's padding around it.
 */
export function touchRow(drawn: number) {
  const extra = Math.max(0, minTouchTarget - drawn);
  return { minHeight: minTouchTarget, marginVertical: -extra / 2 };
}
