import type { LiveState } from '@qurio/client';
import { useSyncExternalStore } from 'react';

/**
 * The state of the member's live stream, apart from the stream itself (connection.ts), so the
 * screens that only ask whether it is open (to stop polling) do not download the stream's code:
 * a guest, who never opens one, reads 'off'.
 */
let state: LiveState = 'off';
const stateListeners = new Set<() => void>();

export function getLiveState(): LiveState {
  return state;
}

export function subscribeLiveState(listener: () => void): () => void {
  stateListeners.add(listener);
  return () => stateListeners.delete(listener);
}

/** Set by the connection; returns whether the state changed. */
export function setLiveState(next: LiveState): boolean {
  if (next === state) return false;
  state = next;
  for (const listener of [...stateListeners]) listener();
  return true;
}

const isLive = () => getLiveState() === 'live';
const notLive = () => false;

/** True while the stream is open: the screens it updates stop polling, and poll again when it drops. */
export function useLiveConnected(): boolean {
  return useSyncExternalStore(subscribeLiveState, isLive, notLive);
}
