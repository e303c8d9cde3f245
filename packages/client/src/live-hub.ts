import type { LiveEvent } from '@qurio/contract/routes';
import { type LiveConnection, type LiveOptions, type LiveState, openLiveStream } from './live.js';
import type { ClientPlatform } from './platform.js';

/** One screen's (or hook's) share of the member's stream. */
export interface LiveListener {
  onEvent(event: LiveEvent): void;
  /** The stream is open again after it was down or suspended: catch up on what has no replay. */
  onResume(): void;
}

/**
 * Tells the hub when the app goes to the background and comes back: the web's page visibility,
 * the phone's app state. Calls `change(false)` on leaving, `change(true)` on return; returns the
 * unsubscribe.
 */
export type WatchForeground = (change: (foreground: boolean) => void) => () => void;

export interface LiveHubOptions {
  /** The platform the stream opens with: its streaming fetch, token, rotation and forced logout. */
  platform: ClientPlatform;
  /** Each new state of the stream: the app's small store that screens read to stop polling. */
  onStateChange(state: LiveState): void;
  watchForeground?: WatchForeground;
  /**
   * How long in the background before the stream closes (nobody looks, and the server need not
   * hold a connection for it); 0: at once. Back in the foreground it opens again with the id of
   * the last event, so the server replays what was missed.
   */
  backgroundCloseMs?: number;
  /** How long after the last listener left the stream closes; 0: at once (a new member must not find it). */
  stopDelayMs?: number;
  /** Whether a stream may open at all now (a platform that cannot stream a body keeps polling). */
  enabled?: boolean;
  /** The stream's timing (tests). */
  stream?: Pick<LiveOptions, 'heartbeatMs' | 'retryMs' | 'maxRetryMs'>;
}

export interface LiveHub {
  /** Listens to the one stream, opening it for the first listener; returns the unsubscribe. */
  listen(listener: LiveListener): () => void;
  /** Off: the stream closes and none opens until it is on again (the web's component tests). */
  setEnabled(on: boolean): void;
}

/**
 * The app's one live stream (`GET events`, openLiveStream), shared by every listener; what both
 * apps did alike around it: opened for the first listener and closed after the last one left,
 * closed in the background and opened again on return (also the one way back from the server's
 * `closed`, a newer stream of the member having taken this one's place, so two tabs or devices
 * never take it from each other in a loop), and a resume told to the listeners when it is live
 * again after being down, for what the server does not replay. Reconnecting with back-off and
 * parsing the events are openLiveStream's.
 */
export function createLiveHub(options: LiveHubOptions): LiveHub {
  const { platform, onStateChange, watchForeground, backgroundCloseMs = 0, stopDelayMs = 0 } = options;
  let enabled = options.enabled ?? true;
  let connection: LiveConnection | null = null;
  let state: LiveState = 'off';
  let wasLive = false;
  let unwatch: (() => void) | null = null;
  let backgroundTimer: ReturnType<typeof setTimeout> | null = null;
  let stopTimer: ReturnType<typeof setTimeout> | null = null;
  const listeners = new Set<LiveListener>();

  const setState = (next: LiveState) => {
    if (next === state) return;
    const resumed = next === 'live' && wasLive;
    if (next === 'live') wasLive = true;
    state = next;
    onStateChange(next);
    if (resumed) for (const listener of [...listeners]) listener.onResume();
  };

  const onForeground = (foreground: boolean) => {
    if (!connection) return;
    if (!foreground) {
      if (backgroundCloseMs <= 0) connection.suspend();
      else
        backgroundTimer ??= setTimeout(() => {
          backgroundTimer = null;
          connection?.suspend();
        }, backgroundCloseMs);
      return;
    }
    if (backgroundTimer) clearTimeout(backgroundTimer);
    backgroundTimer = null;
    if (connection.state === 'off') connection.reconnect();
  };

  const start = () => {
    connection = openLiveStream(platform, {
      ...options.stream,
      onEvent: (event) => {
        for (const listener of [...listeners]) listener.onEvent(event);
      },
      onStateChange: setState,
    });
    unwatch = watchForeground?.(onForeground) ?? null;
  };

  const stop = () => {
    unwatch?.();
    unwatch = null;
    if (backgroundTimer) clearTimeout(backgroundTimer);
    backgroundTimer = null;
    connection?.close();
    connection = null;
    wasLive = false;
    setState('off');
  };

  return {
    listen(listener) {
      listeners.add(listener);
      if (stopTimer) clearTimeout(stopTimer);
      stopTimer = null;
      if (enabled && !connection) start();
      return () => {
        listeners.delete(listener);
        if (listeners.size > 0 || stopTimer) return;
        if (stopDelayMs <= 0) return stop();
        stopTimer = setTimeout(() => {
          stopTimer = null;
          if (listeners.size === 0) stop();
        }, stopDelayMs);
      };
    },
    setEnabled(on) {
      enabled = on;
      if (!on) stop();
    },
  };
}
