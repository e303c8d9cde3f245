/**
 * The web export gives no haptic feedback: expo-haptics' web fallback vibrates through
 * navigator.vibrate or clicks a hidden iOS switch, which a desktop browser or a test does not want,
 * and leaving it out keeps it out of the bundle.
 */
export function tapFeedback(): void {}
