import { checkUsername, freezeAccount, health, refresh, sessions, stats, token, trends } from '@qurio/contract/routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, createApiClient } from './client.js';
import { ApiError, NetworkError } from './errors.js';
import type { ClientPlatform, SessionEndReason } from './platform.js';
import { type InjectableApp, injectFetch } from './testing/inject-fetch.js';

interface TestAppHandle {
  app: InjectableApp;
  clock: { advance(ms: number): void; now(): Date };
  close(): Promise<void>;
}

// Loaded by path at run time so `tsc -p packages/client` does not type-check the server.
const SERVER_TEST_APP = new URL('../../../apps/server/src/test/app.ts', import.meta.url).pathname;
/** The server suite's factories: one way to make a member in every in-process test. */
const SERVER_FACTORIES = new URL('../../../apps/server/src/test/factories.ts', import.meta.url).pathname;

let server: TestAppHandle;

beforeAll(async () => {
  const module = (await import(/* @vite-ignore */ SERVER_TEST_APP)) as {
    createTestApp(options: { env: Record<string, string> }): Promise<TestAppHandle>;
  };
  server = await module.createTestApp({ env: { RATE_LIMITS: 'off' } });
});

afterAll(async () => {
  await server?.close();
});

/** A platform as the apps make one, over the real server, recording what it is told. */
function testPlatform(overrides: Partial<ClientPlatform> = {}) {
  const state = {
    token: null as string | null,
    sent: [] as { url: string; init: RequestInit }[],
    rotated: [] as string[],
    ended: 0,
    reasons: [] as SessionEndReason[],
    connection: [] as { online: boolean; error?: NetworkError }[],
  };
  const real = injectFetch(server.app);
  const platform: ClientPlatform = {
    baseUrl: () => 'http://qurio.test/',
    accessToken: () => state.token,
    tokenRotated: (token) => {
      state.rotated.push(token);
      state.token = token;
    },
    sessionEnded: (reason) => {
      state.ended += 1;
      state.reasons.push(reason);
      state.token = null;
    },
    language: () => 'pt',
    timezone: () => 'America/Sao_Paulo',
    isOffline: () => false,
    connectionChanged: (online, error) => {
      state.connection.push(error ? { online, error } : { online });
    },
    fetch: (input, init) => {
      state.sent.push({ url: String(input), init: init ?? {} });
      return real(input, init);
    },
    ...overrides,
  };
  return { state, client: createApiClient(platform) };
}

let counter = 0;

/** A new account through the real API; returns its token. */
async function signIn(client: ApiClient): Promise<string> {
  counter += 1;
  const username = `client${Date.now().toString(36).slice(-5)}${counter}`;
  const { createUser } = (await import(SERVER_FACTORIES)) as {
    createUser(app: InjectableApp, overrides: { username: string; password: string }): Promise<unknown>;
  };
  await createUser(server.app, { username, password: 'secret123' });
  const session = await client.call(token, { username, password: 'secret123' });
  return session.data.access_token;
}

/** A fetch that never answers and rejects as browsers do when its signal aborts (or had already). */
const hangingFetch: typeof fetch = (_input, init) =>
  new Promise((_resolve, reject) => {
    const abort = () => reject(new DOMException('aborted', 'AbortError'));
    if (init?.signal?.aborted) abort();
    init?.signal?.addEventListener('abort', abort);
  });

describe('createApiClient', () => {
  it('sends locale and timezone on every call, and the bearer token when there is one', async () => {
    const { state, client } = testPlatform();
    await client.call(health);
    state.token = await signIn(client);
    await client.call(stats);

    const [guest, , member] = state.sent.map(({ init }) => new Headers(init.headers));
    expect(guest?.get('X-Locale')).toBe('pt');
    expect(guest?.get('X-Timezone')).toBe('America/Sao_Paulo');
    expect(guest?.get('Accept')).toBe('application/json');
    expect(guest?.get('Authorization')).toBeNull();
    expect(member?.get('Authorization')).toBe(`Bearer ${state.token}`);
    expect(state.sent[0]?.url).toBe('http://qurio.test/api/health');
  });

  it("names the app to the server (X-Qurio-Client), so its sessions say so; a browser's platform sends none", async () => {
    const browser = testPlatform();
    await browser.client.call(health);
    expect(new Headers(browser.state.sent[0]?.init.headers).get('X-Qurio-Client')).toBeNull();

    const app = testPlatform({ client: 'app/android' });
    app.state.token = await signIn(app.client);
    const listed = await app.client.call(sessions);
    expect(new Headers(app.state.sent.at(-1)?.init.headers).get('X-Qurio-Client')).toBe('app/android');
    expect(listed.sessions.find((s) => s.current)).toMatchObject({ client: 'app', os: 'Android' });
  });

  it('puts GET input in the query string and other input in a JSON body', async () => {
    const { state, client } = testPlatform({ credentials: 'same-origin' });
    await client.call(trends, { lang: 'pt' });
    const answer = await client.call(checkUsername, { username: 'nobody123' });

    expect(state.sent[0]?.url).toBe('http://qurio.test/api/trends?lang=pt');
    expect(state.sent[0]?.init.body).toBeUndefined();
    expect(state.sent[1]?.init).toMatchObject({ method: 'POST', credentials: 'same-origin' });
    expect(new Headers(state.sent[1]?.init.headers).get('Content-Type')).toBe('application/json');
    expect(JSON.parse(String(state.sent[1]?.init.body))).toEqual({ username: 'nobody123' });
    expect(answer).toEqual({ availability: true });
    expect(state.connection).toEqual([{ online: true }, { online: true }]);
  });

  it('takes a rotated token from X-Access-Token and uses it for the next call', async () => {
    const { state, client } = testPlatform();
    const first = await signIn(client);
    state.token = first;
    server.clock.advance(8 * 24 * 60 * 60_000);
    const session = await client.call(refresh);

    expect(state.rotated).toHaveLength(1);
    expect(state.rotated[0]).not.toBe(first);
    expect(session.data.access_token).toBe(state.rotated[0]);
    await client.call(stats);
    expect(new Headers(state.sent.at(-1)?.init.headers).get('Authorization')).toBe(`Bearer ${state.rotated[0]}`);
    expect(state.ended).toBe(0);
  });

  it('ends the session at once on X-Access-Token: false, with the ApiError of the failure', async () => {
    const { state, client } = testPlatform();
    state.token = 'not-a-real-token';
    const error = await client.call(refresh).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'AUTH_INVALID', httpStatus: 401 });
    expect(state.reasons).toEqual(['forced']);
    expect(state.rotated).toEqual([]);
  });

  it('a session ended on purpose is deliberate, and later answers for its token end nothing (issue 34)', async () => {
    // A call sent before the freeze answers after it: 401 with X-Access-Token: false, for a token
    // the session no longer holds. It must not tell the member "your session ended".
    const real = injectFetch(server.app);
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { state, client } = testPlatform({
      fetch: async (input, init) => {
        if (String(input).endsWith('/api/stats')) await gate;
        return real(input, init);
      },
    });
    state.token = await signIn(client);
    const late = client.call(stats).catch((e: unknown) => e);
    await client.call(freezeAccount, { password: 'secret123' });
    expect(state.reasons).toEqual(['deliberate']);
    release();
    expect(await late).toMatchObject({ code: 'AUTH_INVALID', httpStatus: 401 });
    expect(state.reasons).toEqual(['deliberate']);
  });

  it('an answer that ends the session while a deliberate end is under way is deliberate too', async () => {
    const real = injectFetch(server.app);
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let frozen: () => void = () => undefined;
    const serverFroze = new Promise<void>((resolve) => {
      frozen = resolve;
    });
    const { state, client } = testPlatform({
      fetch: async (input, init) => {
        const response = await real(input, init);
        if (String(input).endsWith('/api/freezeAccount')) {
          frozen();
          await gate;
        }
        return response;
      },
    });
    state.token = await signIn(client);
    const freezing = client.call(freezeAccount, { password: 'secret123' });
    await serverFroze;
    // The server has frozen the account; its answer is still on the way when another call hears.
    await expect(client.call(stats)).rejects.toMatchObject({ httpStatus: 401 });
    release();
    await freezing;
    expect(state.reasons).toEqual(['deliberate']);
  });

  it('throws ApiError with the code, message and status of a 4xx body', async () => {
    const { state, client } = testPlatform();
    const error = await client.call(checkUsername, { username: 'no way!' }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'USERNAME_INVALID', httpStatus: 400 });
    expect((error as ApiError).message).toBe('Username must be a valid username');
    expect(state.ended).toBe(0);
  });

  it('carries the challenge of TWO_FACTOR_REQUIRED, which the second token call signs in with', async () => {
    const { client } = testPlatform();
    counter += 1;
    const username = `tfa${Date.now().toString(36).slice(-5)}${counter}`;
    const { createUser, enableTwoFactor, totpCode } = (await import(SERVER_FACTORIES)) as {
      createUser(app: InjectableApp, overrides: { username: string; password: string }): Promise<unknown>;
      enableTwoFactor(t: TestAppHandle, user: unknown): Promise<{ secret: string }>;
      totpCode(secret: string, at: Date): string;
    };
    const { secret } = await enableTwoFactor(server, await createUser(server.app, { username, password: 'secret123' }));
    const error = await client.call(token, { username, password: 'secret123' }).catch((e: unknown) => e);

    expect(error).toMatchObject({ code: 'TWO_FACTOR_REQUIRED', httpStatus: 401 });
    const challenge = (error as ApiError).challenge ?? '';
    expect(challenge).not.toBe('');
    // The set-up used the current 30 s step's code: the next step's counts (one step of drift).
    server.clock.advance(30_000);
    const session = await client.call(token, { challenge, code: totpCode(secret, server.clock.now()) });
    expect(session.data.username).toBe(username);
  });

  it('turns a fetch that rejects into a NetworkError, offline when the device says so', async () => {
    const failing = () => Promise.reject(new TypeError('Network request failed'));
    const online = testPlatform({ fetch: failing });
    const offline = testPlatform({ fetch: failing, isOffline: () => true });

    const slow = await online.client.call(health).catch((e: unknown) => e);
    const cut = await offline.client.call(health).catch((e: unknown) => e);

    expect(slow).toBeInstanceOf(NetworkError);
    expect(slow).toMatchObject({ offline: false, timedOut: false });
    expect((slow as NetworkError).cause).toBeInstanceOf(TypeError);
    expect(cut).toMatchObject({ offline: true, timedOut: false });
    expect(online.state.connection).toEqual([{ online: false, error: slow }]);
    expect(offline.state.connection).toEqual([{ online: false, error: cut }]);
  });

  it('gives up after the timeout with a NetworkError that says so', async () => {
    const { state, client } = testPlatform({ fetch: hangingFetch });
    const error = await client.call(health, undefined, { timeoutMs: 20 }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(NetworkError);
    expect(error).toMatchObject({ offline: false, timedOut: true, message: 'Request timed out' });
    expect(state.connection).toEqual([{ online: false, error }]);
  });

  it('passes a cancellation by the caller through as an AbortError, reported nowhere', async () => {
    const { state, client } = testPlatform({ fetch: hangingFetch });
    const controller = new AbortController();
    const pending = client.call(health, undefined, { signal: controller.signal }).catch((e: unknown) => e);
    controller.abort();
    const already = await client.call(health, undefined, { signal: controller.signal }).catch((e: unknown) => e);

    expect(await pending).toMatchObject({ name: 'AbortError' });
    expect(already).toMatchObject({ name: 'AbortError' });
    expect(await pending).not.toBeInstanceOf(NetworkError);
    expect(state.connection).toEqual([]);
  });

  it('uses an early response once, under the same cancellation', async () => {
    const early = new Map<string, Promise<Response>>();
    const { state, client } = testPlatform({
      takeEarlyResponse: (url) => {
        const response = early.get(url);
        early.delete(url);
        return response;
      },
    });
    early.set('http://qurio.test/api/health', injectFetch(server.app)('/api/health'));
    await client.call(health);
    expect(state.sent).toEqual([]);

    early.set('http://qurio.test/api/health', new Promise<Response>(() => undefined));
    const controller = new AbortController();
    const pending = client.call(health, undefined, { signal: controller.signal }).catch((e: unknown) => e);
    controller.abort();
    expect(await pending).toMatchObject({ name: 'AbortError' });
    expect(state.sent).toEqual([]);
  });
});
