import type { HostInstance } from 'react-native';

/**
 * The web export's focus move (focus.ts on a phone): react-native-web's element is the DOM node, so
 * the browser's focus goes there and a screen reader follows it. A node that is no tab stop (a
 * heading) takes focus only from a script (tabindex -1), as the web's page headings do.
 */
export function moveFocus(target: HostInstance | null | undefined): void {
  const node = target as unknown as HTMLElement | null | undefined;
  if (!node || typeof node.focus !== 'function') return;
  if (!node.hasAttribute('tabindex')) node.setAttribute('tabindex', '-1');
  node.focus();
}
