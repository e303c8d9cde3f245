import { createLiveHub } from '@qurio/client';
import { webRequestPlatform } from '../../api/request';
import { endSession, replaceAccessToken } from '../../lib/session-store';
import { setLiveState } from './live-state';

/**
 * A tab hidden this long closes its stream: nobody is looking, and the server need not hold a
 * connection for it. Shown again, it opens a new one at once, which replays the notifications
 * missed (Last-Event-ID) and sends the current counts.
 */
export const HIDDEN_CLOSE_MS = 2 * 60_000;
/** A remount (member layout ↔ static page) keeps the stream rather than closing and opening it. */
const STOP_DELAY_MS = 1000;

/** The tab's one stream (@qurio/client's live hub) with the browser's parts: fetch and visibility. */
const hub = createLiveHub({
  platform: { ...webRequestPlatform, tokenRotated: replaceAccessToken, sessionEnded: () => endSession('forced') },
  onStateChange: setLiveState,
  watchForeground: (change) => {
    const onVisibility = () => change(document.visibilityState !== 'hidden');
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  },
  backgroundCloseMs: HIDDEN_CLOSE_MS,
  stopDelayMs: STOP_DELAY_MS,
  // Browsers without a readable body stream (none we support today) just keep polling.
  enabled: typeof window !== 'undefined' && typeof ReadableStream !== 'undefined' && typeof TextDecoder !== 'undefined',
});

/**
 * Component tests talk to the server through app.inject(), which answers only once a response
 * has ended: there the stream stays off and the screens poll, as they do whenever it is down.
 */
export const setLiveEnabled = hub.setEnabled;

/**
 * Listens to the tab's one stream, opening it for the first listener; it closes shortly after the
 * last one leaves (the member signed out).
 */
export const listenLive = hub.listen;
