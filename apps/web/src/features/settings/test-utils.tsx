import type { InjectableApp } from '@qurio/client/testing';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { getSession } from '../../lib/session-store';
import { type RegisteredUser, registerThroughApi, signInThroughApi } from '../../test/server';
import { Snackbar } from '../../ui/Snackbar';

/** A new account, signed in through the real login call (the stored session is set). */
export async function signInNewUser(app: InjectableApp, prefix = 'set'): Promise<RegisteredUser> {
  const account = await registerThroughApi(app, prefix);
  await signInThroughApi({ username: account.username, password: account.password });
  return account;
}

/** Calls the real API as the signed-in user, past the web client (to look at or change server state). */
export async function callAsMe(app: InjectableApp, method: string, url: string, body?: unknown) {
  const token = getSession()?.access_token ?? '';
  const headers: Record<string, string> = { authorization: `Bearer ${token}` };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await app.inject({
    method,
    url: `/api${url}`,
    headers,
    payload: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.statusCode, body: response.body ? JSON.parse(response.body) : undefined };
}

/**
 * One settings page on its own, with a cache of its own: the session ending on the server does
 * not take the app to / here, so what the page does with a failure stays on screen to be checked.
 */
export function renderPage(page: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        {page}
        <Snackbar />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
