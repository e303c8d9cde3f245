import * as Haptics from 'expo-haptics';

/**
 * A light tap under the thumb when a like or a follow takes (issue 30: the feedback a phone user
 * expects). A phone without a haptic engine, or a refusal of the system, costs nothing: the action
 * itself never waits on it. The web export has its own no-op (haptics.web.ts).
 */
export function tapFeedback(): void {
  Haptics.impactAsync(Haptics.ImpactFeedbackStyle.Light).catch(() => undefined);
}
