import { type LiveConnection, type LiveState, openLiveStream } from '@qurio/client';
import type { LiveEvent } from '@qurio/contract/routes';
import { AppState, type AppStateStatus } from 'react-native';
import { mobilePlatform } from '../../api/client';
import { getLiveState, setLiveState } from './live-state';
import { streamFetch } from './stream-fetch';

export interface LiveListener {
  onEvent(event: LiveEvent): void;
  /** The stream is open again after it was down or suspended: catch up on what has no replay. */
  onResume(): void;
}

let connection: LiveConnection | null = null;
let wasLive = false;
let appStateSubscription: { remove(): void } | null = null;
const listeners = new Set<LiveListener>();

function setState(next: LiveState): void {
  if (next === getLiveState()) return;
  const resumed = next === 'live' && wasLive;
  if (next === 'live') wasLive = true;
  setLiveState(next);
  if (resumed) for (const listener of [...listeners]) listener.onResume();
}

/**
 * Listens to the app's one stream, opening it for the first listener; it closes when the last one
 * leaves (the member signed out: the next member's stream must not find the last one's open).
 */
export function listenLive(listener: LiveListener): () => void {
  listeners.add(listener);
  if (!connection) start();
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) stop();
  };
}

function start(): void {
  // The session's token, its rotation and a forced logout are the API client's (api/client.ts).
  connection = openLiveStream(
    { ...mobilePlatform, streamFetch },
    {
      onEvent: (event) => {
        for (const listener of [...listeners]) listener.onEvent(event);
      },
      onStateChange: setState,
    },
  );
  appStateSubscription = AppState.addEventListener('change', onAppState);
}

function stop(): void {
  appStateSubscription?.remove();
  appStateSubscription = null;
  connection?.close();
  connection = null;
  wasLive = false;
  setState('off');
}

/**
 * In the background nobody looks, the system may freeze the app with its socket open, and the
 * server need not hold a connection for it: the stream closes at once. Back in the foreground it
 * opens again, with the id of the last event, so the server replays the notifications missed and
 * sends the current counts; this is also the one way back from the server's `closed` (a newer
 * stream of the member took this one's place), so two devices never take it from each other in a loop.
 * 'inactive' (iOS: the app switcher, a call coming in) keeps it.
 */
function onAppState(status: AppStateStatus): void {
  if (!connection) return;
  if (status === 'background') connection.suspend();
  else if (status === 'active' && connection.state === 'off') connection.reconnect();
}
