/**
 * The browser's own offer to install the site as an app (`beforeinstallprompt`: Chromium browsers
 * on Android and desktop, once the PWA's criteria hold; Safari and Firefox never send it). The
 * event is kept, with the browser's own mini-bar held back, so that the phone bar can ask "Install
 * Qurio" and, only on that "yes", show the browser's dialog (issue 34: no question without a yes).
 */

/** The part of the event (not in TypeScript's DOM library) the bar uses. */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let offered: InstallPromptEvent | null = null;
const listeners = new Set<() => void>();

function set(event: InstallPromptEvent | null): void {
  offered = event;
  for (const listener of listeners) listener();
}

/** Started once by main.tsx, before the browser may send the event. */
export function listenForInstallPrompt(target: Pick<Window, 'addEventListener'>): void {
  target.addEventListener('beforeinstallprompt', (event) => {
    // Without this the browser shows its own banner, a question the page did not ask.
    event.preventDefault();
    set(event as InstallPromptEvent);
  });
  // Installed (from the bar or the browser's menu): nothing left to offer.
  target.addEventListener('appinstalled', () => set(null));
}

/** The browser's offer, or null where it made none (for useSyncExternalStore). */
export function installOffer(): InstallPromptEvent | null {
  return offered;
}

export function subscribeInstallOffer(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Shows the browser's install dialog (a prompt can be shown once: the offer is used up) and
 * resolves with what the member chose there.
 */
export async function promptInstall(): Promise<'accepted' | 'dismissed'> {
  const event = offered;
  if (!event) return 'dismissed';
  set(null);
  await event.prompt();
  return (await event.userChoice).outcome;
}
