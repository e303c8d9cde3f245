import { useEffect, useState } from 'react';
import { AccessibilityInfo } from 'react-native';

/**
 * Whether the system asks for less motion (iOS "Reduce Motion", Android "Remove animations"),
 * kept current while the screen is open. Until the system has answered it says yes: a moment of
 * stillness costs nothing, a moment of motion can cost a reader who asked for none.
 */
export function useReducedMotion(): boolean {
  const [reduceMotion, setReduceMotion] = useState(true);
  useEffect(() => {
    let live = true;
    AccessibilityInfo.isReduceMotionEnabled()
      .then((reduce) => {
        if (live) setReduceMotion(reduce);
      })
      .catch(() => undefined);
    const subscription = AccessibilityInfo.addEventListener('reduceMotionChanged', setReduceMotion);
    return () => {
      live = false;
      subscription.remove();
    };
  }, []);
  return reduceMotion;
}
