import type { InjectableApp } from '@qurio/client/testing';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getSession } from '../../lib/session-store';
import { startRealServer } from '../../test/server';
import SessionsSettings from './SessionsSettings';
import { renderPage, signInNewUser } from './test-utils';

const server = startRealServer();
configure({ asyncUtilTimeout: 5000 });

const CHROME_ANDROID =
  'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';

/** Another device signing in to the account: its token. */
async function signInElsewhere(
  app: InjectableApp,
  account: { username: string; password: string },
  headers: Record<string, string>,
) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/token',
    headers: { 'content-type': 'application/json', ...headers },
    payload: JSON.stringify({ username: account.username, password: account.password }),
  });
  return JSON.parse(res.body).data.access_token as string;
}

async function works(app: InjectableApp, token: string): Promise<boolean> {
  const res = await app.inject({ method: 'GET', url: '/api/stats', headers: { authorization: `Bearer ${token}` } });
  return res.statusCode === 200;
}

describe('sessions settings', () => {
  it('lists where the member is signed in and signs one session, then every other, out', async () => {
    const account = await signInNewUser(server.app, 'ses');
    const phone = await signInElsewhere(server.app, account, { 'user-agent': CHROME_ANDROID });
    const app = await signInElsewhere(server.app, account, { 'x-qurio-client': 'app/ios' });
    const user = userEvent.setup();
    renderPage(<SessionsSettings />);

    const list = await screen.findByRole('list', { name: 'Your sessions' });
    const rows = within(list).getAllByRole('listitem');
    // The sign-up made a session too (test-utils registers, then signs in).
    expect(rows).toHaveLength(4);
    // This device first, active now; the others by their device names, with when they were last used.
    expect(rows[0]).toHaveTextContent('This device');
    expect(rows[0]).toHaveTextContent('Active now');
    expect(rows[1]).toHaveTextContent('Qurio app on iOS');
    expect(rows[2]).toHaveTextContent('Chrome on Android');
    expect(rows[2]).toHaveTextContent(/Signed in .*Last active/);
    expect(screen.getByText('Signs out the 3 other sessions and keeps you signed in here.')).toBeInTheDocument();

    await user.click(within(list).getByRole('button', { name: 'Sign out Chrome on Android' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Sign out this session?' });
    expect(dialog).toHaveTextContent('Chrome on Android will be signed out');
    await user.click(within(dialog).getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText('Chrome on Android has been signed out.')).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(await works(server.app, phone)).toBe(false);
    expect(await works(server.app, app)).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Sign out everywhere else' }));
    const others = screen.getByRole('alertdialog', { name: 'Sign out everywhere else?' });
    expect(others).toHaveTextContent('2 other sessions will be signed out.');
    await user.click(within(others).getByRole('button', { name: 'Sign out everywhere else' }));
    expect(await screen.findByText('You have been signed out everywhere else.')).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByText('You are signed in only on this device.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign out everywhere else' })).toBeDisabled();
    expect(await works(server.app, app)).toBe(false);
    expect(getSession()).not.toBeNull();
  });

  it('signing out this device logs out', async () => {
    await signInNewUser(server.app, 'sesme');
    const token = getSession()?.access_token ?? '';
    const user = userEvent.setup();
    renderPage(<SessionsSettings />);
    const list = await screen.findByRole('list', { name: 'Your sessions' });
    await user.click(within(list).getByRole('button', { name: 'Sign out this device' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Sign out on this device?' });
    await user.click(within(dialog).getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(getSession()).toBeNull());
    expect(await works(server.app, token)).toBe(false);
  });
});
