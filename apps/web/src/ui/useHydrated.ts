import { useSyncExternalStore } from 'react';

// Nothing to subscribe to: the answer changes once, with the render after hydration.
const subscribeNothing = () => () => undefined;
const always = () => true;
const never = () => false;

/**
 * False on the server and while the browser hydrates a page the server rendered (React renders
 * with the server's snapshot, then again with the browser's); true in every other render.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(subscribeNothing, always, never);
}
