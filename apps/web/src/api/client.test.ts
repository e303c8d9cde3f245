import { injectFetch } from '@qurio/client/testing';
import type { SessionUser } from '@qurio/contract';
import { checkUsername, health, refresh, stats, trends } from '@qurio/contract/routes';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../i18n';
import { getSession, onSessionEnd, SESSION_KEY, setSession } from '../lib/session-store';
import { registerThroughApi, startRealServer } from '../test/server';
import { snacks } from '../ui/snack-store';
import { callApi } from './client';
import { isOnline, setOnline } from './connection-store';
import { ApiError, NetworkError } from './errors';

const server = startRealServer();

/** Passes every request to the real server and keeps a copy of what was sent. */
function recordRequests() {
  const sent: { url: string; init: RequestInit }[] = [];
  const real = injectFetch(server.app);
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    sent.push({ url, init });
    return real(url, init);
  });
  return sent;
}

async function signInThroughApi(): Promise<SessionUser> {
  const account = await registerThroughApi(server.app, 'client');
  const response = await server.app.inject({
    method: 'POST',
    url: '/api/token',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ username: account.username, password: account.password }),
  });
  const user = (JSON.parse(response.body) as { data: SessionUser }).data;
  setSession(user);
  return user;
}

afterEach(() => {
  vi.stubGlobal('fetch', injectFetch(server.app));
  setOnline(true);
});

describe('callApi', () => {
  it('sends timezone and locale on every call, and the token when there is one', async () => {
    const sent = recordRequests();
    await changeLanguage('pt');
    await callApi(health);
    const user = await signInThroughApi();
    await callApi(stats);

    const [anonymous, signedIn] = sent.map(({ init }) => new Headers(init.headers));
    expect(anonymous?.get('X-Timezone')).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(anonymous?.get('X-Locale')).toBe('pt');
    expect(anonymous?.get('Authorization')).toBeNull();
    expect(signedIn?.get('Authorization')).toBe(`Bearer ${user.access_token}`);
    expect(document.cookie).toMatch(/(^|; )tz=/);
  });

  it('puts GET input in the query string and other input in a JSON body', async () => {
    const sent = recordRequests();
    await callApi(trends, { lang: 'pt' });
    const answer = await callApi(checkUsername, { username: 'nobody123' });

    expect(sent[0]?.url).toBe('/api/trends?lang=pt');
    expect(sent[0]?.init.body).toBeUndefined();
    expect(sent[1]?.url).toBe('/api/checkUsername');
    expect(sent[1]?.init.method).toBe('POST');
    expect(JSON.parse(String(sent[1]?.init.body))).toEqual({ username: 'nobody123' });
    expect(answer).toEqual({ availability: true });
  });

  it('throws ApiError with the code, message and status of the failure body', async () => {
    const error = await callApi(checkUsername, { username: 'no way!' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'USERNAME_INVALID', httpStatus: 400 });
    expect((error as ApiError).message).toBe('Username must be a valid username');
  });

  it('logs out at once when a response carries X-Access-Token: false', async () => {
    setSession({ ...(await signInThroughApi()), access_token: 'not-a-real-token' });
    const ended = vi.fn();
    const stop = onSessionEnd(ended);
    const error = await callApi(refresh).catch((e: unknown) => e);
    stop();
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).httpStatus).toBe(401);
    expect(getSession()).toBeNull();
    expect(localStorage.getItem(SESSION_KEY)).toBeNull();
    expect(ended).toHaveBeenCalledWith('forced');
  });

  it('reports a failure without a response as slow, once, while online', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(callApi(health)).rejects.toBeInstanceOf(NetworkError);
    await expect(callApi(health)).rejects.toBeInstanceOf(NetworkError);
    expect(snacks.current()).toMatchObject({ text: 'Connection is too slow, please try again.', kind: 'error' });
    expect(snacks.isBusy()).toBe(true);
    snacks.dismiss();
    expect(isOnline()).toBe(true);
  });

  it('sets the offline flag when the browser is offline', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    const onLine = vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    const error = await callApi(health).catch((e: unknown) => e);
    onLine.mockRestore();
    expect(error).toMatchObject({ offline: true });
    expect(isOnline()).toBe(false);
    expect(snacks.current()).toBeNull();
  });

  it('gives up after the timeout', async () => {
    vi.stubGlobal(
      'fetch',
      (_url: string, init: RequestInit) =>
        new Promise((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const error = await callApi(health, undefined, { timeoutMs: 20 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).toMatchObject({ timedOut: true });
  });

  it('passes a caller abort through without reporting it', async () => {
    const controller = new AbortController();
    controller.abort();
    const error = await callApi(health, undefined, { signal: controller.signal }).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'AbortError' });
    expect(snacks.current()).toBeNull();
  });
});
