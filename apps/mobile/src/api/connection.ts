import { useSyncExternalStore } from 'react';

/** Whether the last request got a response; the offline notice follows it. */
let online = true;
const listeners = new Set<() => void>();

export function setOnline(value: boolean): void {
  if (value === online) return;
  online = value;
  for (const listener of listeners) listener();
}

export function isOnline(): boolean {
  return online;
}

export function useOnline(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => online,
  );
}
