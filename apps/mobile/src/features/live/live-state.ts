import type { LiveState } from '@qurio/client';
import { useSyncExternalStore } from 'react';

/**
 * The state of the member's live stream, apart from the stream itself (connection.ts), so what
 * only asks whether it is open (to stop polling) needs none of its code. Signed out: 'off'.
 */
let state: LiveState = 'off';
const stateListeners = new Set<() => void>();

export function getLiveState(): LiveState {
  return state;
}

function subscribeLiveState(listener: () => void): () => void {
  stateListeners.add(listener);
  return () => stateListeners.delete(listener);
}

/** Set by the connection. */
export function setLiveState(next: LiveState): void {
  if (next === state) return;
  state = next;
  for (const listener of [...stateListeners]) listener();
}

const isLive = () => state === 'live';

/** True while the stream is open: the badges and feeds it updates stop polling, and poll again when it drops. */
export function useLiveConnected(): boolean {
  return useSyncExternalStore(subscribeLiveState, isLive, isLive);
}

/**
 * A poll's interval as a fallback: `ms` while the stream is not open (connecting, off, or a
 * platform that cannot stream), 0 (no polling) while it is, when its events bring the news.
 */
export function useFallbackPoll(ms: number): number {
  return useLiveConnected() ? 0 : ms;
}
