import { LIMITS } from '@qurio/contract/limits';
import { ACCESS_TOKEN_HEADER, events, LAST_EVENT_ID_HEADER, type LiveEvent } from '@qurio/contract/routes';
import type { ClientPlatform } from './platform.js';
import { buildRequest } from './request.js';

/**
 * `live`: the stream is open and its events arrive; `connecting`: opening it, or waiting to try
 * again; `off`: no stream and none coming (no session, the session ended, or a platform whose
 * fetch cannot read a body as it arrives (React Native's own, where the app brings no
 * `streamFetch`); or the server closed it for a newer stream
 * of the member, until `reconnect()`). Anything but `live` means: poll.
 */
export type LiveState = 'live' | 'connecting' | 'off';

export interface LiveOptions {
  onEvent(event: LiveEvent): void;
  onStateChange?(state: LiveState): void;
  /** The server's heartbeat; a stream silent for `2.5 ×` this is taken for dead and opened again. */
  heartbeatMs?: number;
  /** The first wait before trying again; it doubles up to `maxRetryMs`, with ±20 % jitter. */
  retryMs?: number;
  maxRetryMs?: number;
}

export interface LiveConnection {
  readonly state: LiveState;
  /** Opens a stream now if there is none (the tab came back, the member signed in). */
  reconnect(): void;
  /**
   * Closes the stream until `reconnect()` (a tab hidden for long), keeping the id of the last
   * event, so the next stream replays what came in between.
   */
  suspend(): void;
  close(): void;
}

const EVENT_TYPES: ReadonlySet<string> = new Set<LiveEvent['type']>(['stats', 'notification', 'answer']);

/**
 * A Server-Sent Events parser (the WHATWG "event stream interpretation"): fed text as it arrives,
 * it calls `dispatch` once per complete event. Comments and unknown fields are skipped.
 */
export function createEventParser(dispatch: (event: { type: string; data: string; id: string | null }) => void) {
  let pending = '';
  /** The last chunk ended with \r: a \n opening the next one belongs to that line end. */
  let afterCr = false;
  let type = '';
  let data: string[] = [];
  let id: string | null = null;
  const line = (text: string) => {
    if (text === '') {
      if (data.length > 0) dispatch({ type: type || 'message', data: data.join('\n'), id });
      type = '';
      data = [];
      id = null;
      return;
    }
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon < 0 ? text : text.slice(0, colon);
    let value = colon < 0 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') type = value;
    else if (field === 'data') data.push(value);
    else if (field === 'id' && !value.includes('\u0000')) id = value;
  };
  return {
    feed(chunk: string) {
      pending += afterCr && chunk.startsWith('\n') ? chunk.slice(1) : chunk;
      afterCr = chunk.endsWith('\r');
      const lines = pending.split(/\r\n|\n|\r/);
      pending = lines.pop() ?? '';
      for (const text of lines) line(text);
    },
  };
}

/**
 * Opens the member's `events` stream with the platform's streaming fetch (`streamFetch`, else
 * `fetch`): the token goes in the
 * Authorization header as for every call (never in the URL, so never in a log), token rotation
 * and a forced logout are applied from the response, and the stream is opened again after a
 * failure, with back-off, sending the id of the last event received (`Last-Event-ID`) so the
 * server replays the notifications missed in between.
 */
export function openLiveStream(platform: ClientPlatform, options: LiveOptions): LiveConnection {
  const doFetch = platform.streamFetch ?? platform.fetch ?? ((url: string, init: RequestInit) => fetch(url, init));
  const heartbeatMs = options.heartbeatMs ?? LIMITS.liveHeartbeatMs;
  const firstRetry = options.retryMs ?? 1000;
  const maxRetry = options.maxRetryMs ?? 30_000;
  let state: LiveState = 'off';
  let closed = false;
  let suspended = false;
  let lastEventId: string | null = null;
  let attempt = 0;
  let request: AbortController | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | null = null;
  let watchdog: ReturnType<typeof setTimeout> | null = null;

  const setState = (next: LiveState) => {
    if (next === state || closed) return;
    state = next;
    options.onStateChange?.(next);
  };

  const stopWatchdog = () => {
    if (watchdog) clearTimeout(watchdog);
    watchdog = null;
  };

  const scheduleRetry = () => {
    if (closed || suspended || retryTimer) return;
    setState('connecting');
    const base = Math.min(maxRetry, firstRetry * 2 ** attempt);
    attempt += 1;
    retryTimer = setTimeout(
      () => {
        retryTimer = null;
        void connect();
      },
      base * (0.8 + Math.random() * 0.4),
    );
  };

  async function connect(): Promise<void> {
    if (closed || suspended || request) return;
    if (!platform.accessToken()) return setState('off');
    setState('connecting');
    const controller = new AbortController();
    request = controller;
    // Aborted (and so tried again) when nothing, not even a heartbeat, came for too long.
    const armWatchdog = () => {
      stopWatchdog();
      watchdog = setTimeout(() => controller.abort(), heartbeatMs * 2.5);
    };
    let retry = true;
    try {
      const sentWith = platform.accessToken();
      const { url, init } = buildRequest(platform, events, undefined);
      const headers: Record<string, string> = {
        ...(init.headers as Record<string, string>),
        Accept: 'text/event-stream',
      };
      if (lastEventId !== null) headers[LAST_EVENT_ID_HEADER] = lastEventId;
      armWatchdog();
      const response = await doFetch(url, { ...init, headers, signal: controller.signal });
      const token = response.headers.get(ACCESS_TOKEN_HEADER);
      if (token === 'false') {
        retry = false;
        // A stream opened with a token the session no longer holds ends nothing (client.ts).
        if (sentWith === platform.accessToken()) platform.sessionEnded('forced');
        return;
      }
      if (token) platform.tokenRotated(token);
      if (response.status === 401 || response.status === 403) {
        retry = false;
        return;
      }
      const reader = response.ok ? response.body?.getReader?.() : undefined;
      if (!response.ok) return;
      if (!reader) {
        // The platform's fetch hands the body over only once it has all arrived: it cannot stream.
        retry = false;
        return;
      }
      const decoder = new TextDecoder();
      const parser = createEventParser((event) => {
        if (event.id !== null) lastEventId = event.id;
        // A newer stream of the member took this one's place (the server's caps): opening another at
        // once would take that one's place in turn, so two tabs would fight without end. Off, and so
        // polling, until asked to reconnect (the web: when the tab is shown again).
        if (event.type === 'closed') retry = false;
        if (!EVENT_TYPES.has(event.type)) return;
        let data: unknown;
        try {
          data = JSON.parse(event.data);
        } catch {
          return;
        }
        options.onEvent({ type: event.type, data } as LiveEvent);
      });
      setState('live');
      attempt = 0;
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        armWatchdog();
        parser.feed(decoder.decode(value, { stream: true }));
      }
    } catch {
      // A network error, an abort by the watchdog or by close(): tried again unless closed.
    } finally {
      stopWatchdog();
      if (request === controller) request = null;
      if (!closed) {
        if (retry && !suspended) scheduleRetry();
        else setState('off');
      }
    }
  }

  void connect();

  return {
    get state() {
      return state;
    },
    reconnect() {
      suspended = false;
      if (closed || request) return;
      if (retryTimer) clearTimeout(retryTimer);
      retryTimer = null;
      attempt = 0;
      void connect();
    },
    suspend() {
      suspended = true;
      if (retryTimer) clearTimeout(retryTimer);
      retryTimer = null;
      stopWatchdog();
      request?.abort();
      setState('off');
    },
    close() {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      stopWatchdog();
      request?.abort();
      request = null;
      state = 'off';
    },
  };
}
