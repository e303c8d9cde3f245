import { injectFetch } from '@qurio/client/testing';
import { profile, questions } from '@qurio/contract/routes';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerThroughApi, startRealServer } from '../test/server';
import { callApi } from './client';
import { fetchEarly, profileRequests } from './early-fetch';
import { buildRequest } from './request';

const server = startRealServer();

function recordRequests() {
  const sent: string[] = [];
  const real = injectFetch(server.app);
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    sent.push(url);
    return real(url, init);
  });
  return sent;
}

afterEach(() => {
  vi.useRealTimers();
  vi.stubGlobal('fetch', injectFetch(server.app));
});

describe('early requests of the first page', () => {
  it("serves a guest's profile screen from the requests started before it loaded, once", async () => {
    const owner = await registerThroughApi(server.app, 'early');
    const sent = recordRequests();
    fetchEarly(profileRequests(owner.username));
    expect(sent).toEqual([`/api/profile?username=${owner.username}`, `/api/questions?username=${owner.username}`]);

    const [user, answers] = await Promise.all([
      callApi(profile, { username: owner.username }),
      callApi(questions, { username: owner.username }),
    ]);
    expect(user.user.username).toBe(owner.username);
    expect(answers.questions).toEqual([]);
    expect(sent).toHaveLength(2);

    // A body is read once: asking again goes to the server.
    await callApi(profile, { username: owner.username });
    expect(sent).toHaveLength(3);
  });

  it('is not used once it is older than ten seconds', async () => {
    const owner = await registerThroughApi(server.app, 'stale');
    const sent = recordRequests();
    vi.useFakeTimers({ toFake: ['Date'] });
    fetchEarly(profileRequests(owner.username));
    vi.setSystemTime(Date.now() + 11_000);
    await callApi(profile, { username: owner.username });
    expect(sent.filter((url) => url.startsWith('/api/profile'))).toHaveLength(2);
  });

  it("never starts a member's request or anything but a GET", () => {
    const sent = recordRequests();
    const signedIn = buildRequest(profile, { username: 'someone' });
    signedIn.init.headers = { ...(signedIn.init.headers as Record<string, string>), Authorization: 'Bearer x' };
    fetchEarly([signedIn, { url: '/api/follow', init: { method: 'POST' } }]);
    expect(sent).toEqual([]);
  });
});
