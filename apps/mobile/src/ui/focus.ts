import { AccessibilityInfo, type HostInstance } from 'react-native';

/**
 * Moves the screen reader's focus (VoiceOver, TalkBack) to `target`, where a write that removed
 * what held it (an answered question leaving the inbox) wants the reader to go on. React Native
 * 0.86 deprecates `setAccessibilityFocus(findNodeHandle(…))` for this event, which takes the
 * element itself. The web export moves the keyboard's focus instead (focus.web.ts).
 */
export function moveFocus(target: HostInstance | null | undefined): void {
  if (target) AccessibilityInfo.sendAccessibilityEvent(target, 'focus');
}
