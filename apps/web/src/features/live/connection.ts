import { type LiveConnection, type LiveState, openLiveStream } from '@qurio/client';
import type { LiveEvent } from '@qurio/contract/routes';
import { webRequestPlatform } from '../../api/request';
import { endSession, replaceAccessToken } from '../../lib/session-store';
import { getLiveState, setLiveState } from './live-state';

/**
 * A tab hidden this long closes its stream: nobody is looking, and the server need not hold a
 * connection for it. Shown again, it opens a new one at once, which replays the notifications
 * missed (Last-Event-ID) and sends the current counts.
 */
export const HIDDEN_CLOSE_MS = 2 * 60_000;
/** A remount (member layout ↔ static page) keeps the stream rather than closing and opening it. */
const STOP_DELAY_MS = 1000;

export interface LiveListener {
  onEvent(event: LiveEvent): void;
  /** The stream is open again after it was down or suspended: catch up on what has no replay. */
  onResume(): void;
}

/** Browsers without a readable body stream (none we support today) just keep polling. */
let enabled =
  typeof window !== 'undefined' && typeof ReadableStream !== 'undefined' && typeof TextDecoder !== 'undefined';
let connection: LiveConnection | null = null;
let wasLive = false;
let hiddenTimer: ReturnType<typeof setTimeout> | null = null;
let stopTimer: ReturnType<typeof setTimeout> | null = null;
const listeners = new Set<LiveListener>();

/**
 * Component tests talk to the server through app.inject(), which answers only once a response
 * has ended: there the stream stays off and the screens poll, as they do whenever it is down.
 */
export function setLiveEnabled(on: boolean): void {
  enabled = on;
  if (!on) stop();
}

function setState(next: LiveState): void {
  if (next === getLiveState()) return;
  const resumed = next === 'live' && wasLive;
  if (next === 'live') wasLive = true;
  setLiveState(next);
  if (resumed) for (const listener of [...listeners]) listener.onResume();
}

/**
 * Listens to the tab's one stream, opening it for the first listener; it closes shortly after the
 * last one leaves (the member signed out).
 */
export function listenLive(listener: LiveListener): () => void {
  listeners.add(listener);
  if (stopTimer) clearTimeout(stopTimer);
  stopTimer = null;
  if (enabled && !connection) start();
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0 || stopTimer) return;
    stopTimer = setTimeout(() => {
      stopTimer = null;
      if (listeners.size === 0) stop();
    }, STOP_DELAY_MS);
  };
}

function start(): void {
  connection = openLiveStream(
    { ...webRequestPlatform, tokenRotated: replaceAccessToken, sessionEnded: () => endSession('forced') },
    {
      onEvent: (event) => {
        for (const listener of [...listeners]) listener.onEvent(event);
      },
      onStateChange: setState,
    },
  );
  document.addEventListener('visibilitychange', onVisibility);
}

function stop(): void {
  document.removeEventListener('visibilitychange', onVisibility);
  if (hiddenTimer) clearTimeout(hiddenTimer);
  hiddenTimer = null;
  connection?.close();
  connection = null;
  wasLive = false;
  setState('off');
}

function onVisibility(): void {
  if (document.visibilityState === 'hidden') {
    hiddenTimer ??= setTimeout(() => {
      hiddenTimer = null;
      connection?.suspend();
    }, HIDDEN_CLOSE_MS);
    return;
  }
  if (hiddenTimer) clearTimeout(hiddenTimer);
  hiddenTimer = null;
  if (connection?.state === 'off') connection.reconnect();
}
