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

export function subscribeConnection(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
