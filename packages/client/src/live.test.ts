/// <reference types="node" />
// Node's types come in here, not in tsconfig.json: the package's own modules also run in browsers and React Native.
import { createServer, type Server } from 'node:http';
import { LIMITS } from '@qurio/contract/limits';
import type { LiveEvent } from '@qurio/contract/routes';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createEventParser, type LiveConnection, type LiveState, openLiveStream } from './live.js';
import { createLiveHub, type LiveHub, type LiveListener } from './live-hub.js';
import type { ClientPlatform } from './platform.js';

/**
 * The event stream reader against the real server on a real port (app.inject() answers only once
 * a response ends, which a stream never does): what the web app and any client that can read a
 * body as it arrives use.
 */
interface TestAppHandle {
  app: {
    listen(options: { port: number; host: string }): Promise<string>;
    inject(options: object): Promise<{ statusCode: number; body: string }>;
    server: { closeAllConnections(): void };
  };
  close(): Promise<void>;
}

const SERVER_TEST_APP = new URL('../../../apps/server/src/test/app.ts', import.meta.url).pathname;

let server: TestAppHandle;
let base: string;
const connections: LiveConnection[] = [];
const hubs: LiveHub[] = [];

beforeAll(async () => {
  const module = (await import(/* @vite-ignore */ SERVER_TEST_APP)) as {
    createTestApp(options: object): Promise<TestAppHandle>;
  };
  server = await module.createTestApp({ env: { RATE_LIMITS: 'off' }, live: { heartbeatMs: 200 } });
  base = (await server.app.listen({ port: 0, host: '127.0.0.1' })).replace('localhost', '127.0.0.1');
});
afterEach(() => {
  vi.useRealTimers();
  for (const c of connections.splice(0)) c.close();
  for (const hub of hubs.splice(0)) hub.setEnabled(false);
});
afterAll(async () => {
  await server?.close();
});

let counter = 0;
async function signUp(): Promise<{ id: number; token: string }> {
  counter += 1;
  const username = `livec${Date.now().toString(36).slice(-5)}${counter}`;
  const res = await server.app.inject({
    method: 'POST',
    url: '/api/register',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({
      username,
      email: `${username}@example.com`,
      password: 'secret123',
      password_repeat: 'secret123',
      accept_terms: true,
      confirm_age: true,
    }),
  });
  const body = JSON.parse(res.body) as { data: { id: number; access_token: string } };
  return { id: body.data.id, token: body.data.access_token };
}

async function ask(to: number, question: string): Promise<void> {
  const res = await server.app.inject({
    method: 'POST',
    url: '/api/ask',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ user_id: to, question }),
  });
  expect(res.statusCode).toBe(200);
}

function watch(token: string | null, overrides: Partial<ClientPlatform> = {}) {
  const seen = { events: [] as LiveEvent[], states: [] as LiveState[], ended: 0, requests: [] as RequestInit[] };
  const platform: ClientPlatform = {
    baseUrl: () => base,
    accessToken: () => token,
    tokenRotated: () => {},
    sessionEnded: () => {
      seen.ended += 1;
    },
    language: () => 'de',
    timezone: () => 'Europe/Berlin',
    fetch: (input, init) => {
      seen.requests.push(init ?? {});
      return fetch(input, init);
    },
    ...overrides,
  };
  const connection = openLiveStream(platform, {
    onEvent: (event) => seen.events.push(event),
    onStateChange: (state) => seen.states.push(state),
    // The server beats every 200 ms; the watchdog allows for a slow first answer on a busy machine.
    heartbeatMs: 1000,
    retryMs: 50,
  });
  connections.push(connection);
  return { seen, connection };
}

/**
 * The live module's clock, faked from here on (only its timers: the sockets keep real time), so
 * "nothing more happens" is checked over a minute of that clock, not a guessed real pause.
 */
function useFakeClock(): void {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
}

/** A minute passes on the faked clock: any retry the module had planned (at most 30 s away) starts. */
async function aMinuteLater(): Promise<void> {
  await vi.advanceTimersByTimeAsync(60_000);
}

async function until(check: () => boolean, ms = 5000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 10));
  }
}

describe('createEventParser', () => {
  it('reads events split anywhere, with any line ending, skipping comments', () => {
    const got: Array<{ type: string; data: string; id: string | null }> = [];
    const parser = createEventParser((e) => got.push(e));
    const text =
      ': hello\r\nretry: 3000\r\n\r\nid: 7\nevent: stats\ndata: {"a":\ndata: 1}\n\nevent: answer\rdata: x\r\r';
    for (const ch of text) parser.feed(ch);
    expect(got).toEqual([
      { type: 'stats', data: '{"a":\n1}', id: '7' },
      { type: 'answer', data: 'x', id: null },
    ]);
  });
});

describe('openLiveStream', () => {
  it('goes live with the token in a header, not the URL, and passes the events on', async () => {
    const member = await signUp();
    const { seen } = watch(member.token);
    await until(() => seen.events.some((e) => e.type === 'stats'));
    expect(seen.states).toEqual(['connecting', 'live']);
    const headers = new Headers(seen.requests[0]?.headers);
    expect(headers.get('authorization')).toBe(`Bearer ${member.token}`);
    expect(headers.get('accept')).toBe('text/event-stream');
    expect(headers.get('x-locale')).toBe('de');
    await ask(member.id, 'Does the reader see me?');
    await until(() => seen.events.some((e) => e.type === 'notification'));
    const note = seen.events.find((e) => e.type === 'notification');
    expect(note?.type === 'notification' && note.data.type).toBe('question');
  });

  it('opens again after the connection drops, asking for what it missed (Last-Event-ID)', async () => {
    const member = await signUp();
    const { seen } = watch(member.token);
    await until(() => seen.events.some((e) => e.type === 'stats'));
    await ask(member.id, 'Before the drop?');
    await until(() => seen.events.some((e) => e.type === 'notification'));
    const firstId = seen.events.find((e) => e.type === 'notification')?.data;
    server.app.server.closeAllConnections();
    await ask(member.id, 'During the drop?');
    await until(() => seen.events.filter((e) => e.type === 'notification').length === 2);
    const last = seen.requests.at(-1);
    expect(new Headers(last?.headers).get('last-event-id')).toBe(String((firstId as { id: number }).id));
    expect(seen.states).toContain('connecting');
    expect(seen.states.at(-1)).toBe('live');
  });

  it('takes a silent connection for dead and opens another', async () => {
    // A stand-in that answers the headers and then says nothing at all, not even a heartbeat.
    let opened = 0;
    const silent: Server = createServer((_req, res) => {
      opened += 1;
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write(': first bytes\n\n');
    });
    await new Promise<void>((done) => silent.listen(0, '127.0.0.1', done));
    const address = silent.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    try {
      const { seen } = watch('any-token', { baseUrl: () => `http://127.0.0.1:${port}` });
      await until(() => opened >= 2, 8000);
      expect(seen.states.slice(0, 3)).toEqual(['connecting', 'live', 'connecting']);
    } finally {
      silent.closeAllConnections();
      await new Promise((done) => silent.close(done));
    }
  });

  it('stops, and logs out, when the server says the session is gone', async () => {
    useFakeClock();
    const { seen } = watch('not-a-session');
    await vi.waitFor(() => expect(seen.states.at(-1)).toBe('off'), { timeout: 5000 });
    expect(seen.ended).toBe(1);
    await aMinuteLater();
    expect(seen.requests).toHaveLength(1);
  });

  it('stays off where fetch cannot stream a body (React Native), so the app polls', async () => {
    const member = await signUp();
    useFakeClock();
    const { seen } = watch(member.token, {
      // React Native's fetch: the whole body at the end, no ReadableStream.
      fetch: async (input, init) => {
        seen.requests.push(init ?? {});
        const res = await fetch(input, init);
        void res.body?.cancel();
        return { ok: res.ok, status: res.status, headers: res.headers, body: null } as unknown as Response;
      },
    });
    await vi.waitFor(() => expect(seen.states.at(-1)).toBe('off'), { timeout: 5000 });
    await aMinuteLater();
    expect(seen.requests).toHaveLength(1);
    expect(seen.events).toEqual([]);
  });

  it('reads with the platform’s streamFetch where its fetch cannot stream (the app: expo/fetch)', async () => {
    const member = await signUp();
    let plain = 0;
    const { seen } = watch(member.token, {
      // React Native's own fetch would hand the body over only at its end: never asked here.
      fetch: async () => {
        plain += 1;
        throw new Error('the stream must not use the non-streaming fetch');
      },
      streamFetch: (input, init) => {
        seen.requests.push(init ?? {});
        return fetch(input, init);
      },
    });
    await until(() => seen.events.some((e) => e.type === 'stats'));
    expect(seen.states.at(-1)).toBe('live');
    expect(seen.requests.length).toBeGreaterThan(0);
    expect(plain).toBe(0);
  });

  it('suspends without trying again, and resumes with the notifications missed meanwhile', async () => {
    const member = await signUp();
    const { seen, connection } = watch(member.token);
    await until(() => seen.events.some((e) => e.type === 'stats'));
    await ask(member.id, 'Heard before the pause?');
    await until(() => seen.events.some((e) => e.type === 'notification'));
    useFakeClock();
    connection.suspend();
    await vi.waitFor(() => expect(connection.state).toBe('off'), { timeout: 5000 });
    await ask(member.id, 'Asked during the pause?');
    await aMinuteLater();
    expect(seen.requests).toHaveLength(1);
    vi.useRealTimers();
    connection.reconnect();
    await until(() => seen.events.filter((e) => e.type === 'notification').length === 2);
    expect(seen.requests).toHaveLength(2);
  });

  it('a stream the server closed for a newer one stays off until reconnect(): tabs never fight', async () => {
    const member = await signUp();
    const tabs: ReturnType<typeof watch>[] = [];
    for (let i = 0; i <= LIMITS.liveStreamsPerSession; i++) {
      const tab = watch(member.token);
      await until(() => tab.seen.events.some((e) => e.type === 'stats'));
      tabs.push(tab);
    }
    const [oldest, second] = tabs;
    await until(() => oldest?.connection.state === 'off');
    // Off, not connecting: no retry is scheduled; the `closed` event is not passed on.
    expect(oldest?.seen.states).toEqual(['connecting', 'live', 'off']);
    expect(oldest?.seen.events.map((e) => e.type)).toEqual(['stats']);
    expect(tabs.slice(1).map((tab) => tab.connection.state)).toEqual(Array(LIMITS.liveStreamsPerSession).fill('live'));
    // Shown again, the tab opens a stream, which closes the oldest one left.
    oldest?.connection.reconnect();
    await until(() => oldest?.connection.state === 'live' && second?.connection.state === 'off');
    expect(oldest?.seen.requests).toHaveLength(2);
    expect(second?.seen.requests).toHaveLength(1);
  });

  it('does not connect without a token, and connects on reconnect() once there is one', async () => {
    const member = await signUp();
    let token: string | null = null;
    const { seen, connection } = watch(null, { accessToken: () => token });
    expect(connection.state).toBe('off');
    token = member.token;
    connection.reconnect();
    await until(() => connection.state === 'live');
    connection.close();
    expect(connection.state).toBe('off');
    expect(seen.requests).toHaveLength(1);
  });
});

describe('createLiveHub', () => {
  /** A hub over the test server, as an app makes one; `foreground` plays the page or app state. */
  function hubFor(
    token: string,
    options: { backgroundCloseMs?: number; stopDelayMs?: number; enabled?: boolean } = {},
  ) {
    const seen = { states: [] as LiveState[], requests: 0 };
    let foreground: ((on: boolean) => void) | null = null;
    const hub = createLiveHub({
      platform: {
        baseUrl: () => base,
        accessToken: () => token,
        tokenRotated: () => {},
        sessionEnded: () => {},
        language: () => 'en',
        timezone: () => 'UTC',
        fetch: (input, init) => {
          seen.requests += 1;
          return fetch(input, init);
        },
      },
      onStateChange: (state) => seen.states.push(state),
      watchForeground: (change) => {
        foreground = change;
        return () => {
          foreground = null;
        };
      },
      stream: { heartbeatMs: 1000, retryMs: 50 },
      ...options,
    });
    hubs.push(hub);
    return { hub, seen, foreground: (on: boolean) => foreground?.(on), watched: () => foreground !== null };
  }

  function listener() {
    const got = { events: [] as LiveEvent[], resumed: 0 };
    const value: LiveListener = {
      onEvent: (event) => got.events.push(event),
      onResume: () => {
        got.resumed += 1;
      },
    };
    return { got, value };
  }

  it('opens one stream for every listener and closes it when the last one leaves', async () => {
    const member = await signUp();
    const { hub, seen, watched } = hubFor(member.token);
    const first = listener();
    const second = listener();
    const stopFirst = hub.listen(first.value);
    const stopSecond = hub.listen(second.value);
    await until(() => [first, second].every(({ got }) => got.events.some((e) => e.type === 'stats')));
    await ask(member.id, 'Heard by both?');
    await until(() => [first, second].every(({ got }) => got.events.some((e) => e.type === 'notification')));
    expect(seen.requests).toBe(1);
    stopFirst();
    expect(seen.states.at(-1)).toBe('live');
    stopSecond();
    expect(seen.states).toEqual(['connecting', 'live', 'off']);
    expect(watched()).toBe(false);
  });

  it('keeps the stream through a remount within the stop delay', async () => {
    const member = await signUp();
    const { hub, seen } = hubFor(member.token, { stopDelayMs: 1000 });
    const stop = hub.listen(listener().value);
    await until(() => seen.states.at(-1) === 'live');
    useFakeClock();
    stop();
    hub.listen(listener().value);
    await aMinuteLater();
    expect(seen.states).toEqual(['connecting', 'live']);
    expect(seen.requests).toBe(1);
  });

  it('closes in the background after its delay, and on return replays what was missed and says so', async () => {
    const member = await signUp();
    const { hub, seen, foreground } = hubFor(member.token, { backgroundCloseMs: 120_000 });
    const { got, value } = listener();
    hub.listen(value);
    await until(() => got.events.some((e) => e.type === 'stats'));
    await ask(member.id, 'Heard before leaving?');
    await until(() => got.events.some((e) => e.type === 'notification'));
    useFakeClock();
    foreground(false);
    await vi.advanceTimersByTimeAsync(119_000);
    expect(seen.states.at(-1)).toBe('live');
    await vi.advanceTimersByTimeAsync(1000);
    expect(seen.states.at(-1)).toBe('off');
    await ask(member.id, 'Asked while away?');
    await aMinuteLater();
    expect(seen.requests).toBe(1);
    vi.useRealTimers();
    foreground(true);
    // The id of the last event heard goes with the new stream, so the server replays the question.
    await until(() => got.events.filter((e) => e.type === 'notification').length === 2);
    expect(seen.states).toEqual(['connecting', 'live', 'off', 'connecting', 'live']);
    expect(got.resumed).toBe(1);
  });

  it('a hub switched off opens nothing', async () => {
    const member = await signUp();
    const { hub, seen } = hubFor(member.token, { enabled: false });
    hub.listen(listener().value);
    expect(seen.states).toEqual([]);
    expect(seen.requests).toBe(0);
  });
});
