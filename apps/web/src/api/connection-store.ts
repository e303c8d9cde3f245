type Listener = () => void;

let online = true;
const listeners = new Set<Listener>();

/** SPEC §4 "Connection": false after a request failed while the browser reported being offline. */
export function isOnline(): boolean {
  return online;
}

export function setOnline(value: boolean): void {
  if (online === value) return;
  online = value;
  for (const listener of listeners) listener();
}

// The browser's word that the connection is back ends the offline state. Listened to here, once, from
// the start: a listener added by a screen's effect missed an 'online' that came between the offline
// screen's first paint and its effect (Preact runs effects a frame late), and the screen stayed.
if (typeof window !== 'undefined') window.addEventListener('online', () => setOnline(true));

export function subscribeConnection(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
