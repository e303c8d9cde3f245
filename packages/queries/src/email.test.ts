import { ApiError, NetworkError } from '@qurio/client';
import type { MeUser } from '@qurio/contract';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { checkEmailToken, refreshAfterEmailLink } from './email';
import { settingsKeys, userKeys } from './keys';

/** A client whose one call answers in turn from `answers`, counting the calls. */
function clientAnswering(...answers: Array<() => Promise<unknown>>) {
  const api = {
    calls: 0,
    call: () => {
      const answer = answers[api.calls] ?? answers.at(-1);
      api.calls += 1;
      return answer?.() ?? Promise.reject(new Error('no answer'));
    },
  };
  return api as typeof api & Parameters<typeof checkEmailToken>[0];
}

describe('checkEmailToken: the link of the verification mail', () => {
  it('sends a token once, however often a screen asks', async () => {
    const api = clientAnswering(() => Promise.resolve({}));
    const [first, second] = await Promise.all([checkEmailToken(api, 'once'), checkEmailToken(api, 'once')]);
    expect(first).toEqual({ state: 'verified' });
    expect(second).toBe(first);
    await checkEmailToken(api, 'once');
    expect(api.calls).toBe(1);
  });

  it("keeps the server's refusal, and asks again after a network failure", async () => {
    const refused = new ApiError('TOKEN_INVALID', 'no', 400);
    const api = clientAnswering(
      () => Promise.reject(new NetworkError({ offline: true, timedOut: false })),
      () => Promise.reject(refused),
    );
    expect(await checkEmailToken(api, 'flaky')).toMatchObject({ state: 'failed', code: 'INTERNAL' });
    expect(await checkEmailToken(api, 'flaky')).toEqual({ state: 'failed', code: 'TOKEN_INVALID', error: refused });
    expect(await checkEmailToken(api, 'flaky')).toMatchObject({ code: 'TOKEN_INVALID' });
    expect(api.calls).toBe(2);
  });
});

describe('refreshAfterEmailLink', () => {
  it('marks me verified at once and makes the address and the mail settings stale', async () => {
    const client = new QueryClient();
    const me = { id: 7, username: 'ada', email: 'a@b.c', email_verified: false } as MeUser;
    client.setQueryData(userKeys.me(), me);
    client.setQueryData(settingsKeys.email(), { email: 'a@b.c', email_verified: false });
    client.setQueryData(settingsKeys.notification(), { settings: {} });
    await refreshAfterEmailLink(client, null);
    expect(client.getQueryData<MeUser>(userKeys.me())?.email_verified).toBe(true);
    expect(client.getQueryState(settingsKeys.email())?.isInvalidated).toBe(true);
    expect(client.getQueryState(settingsKeys.notification())?.isInvalidated).toBe(true);
  });
});
