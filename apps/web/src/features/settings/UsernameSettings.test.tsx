import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getSession } from '../../lib/session-store';
import { renderApp } from '../../test/render-app';
import { registerThroughApi, startRealServer, uniqueName } from '../../test/server';
import { signInNewUser } from './test-utils';

const server = startRealServer();
// Real server calls, sometimes on a busy machine: wait longer than the 1 s default for what they bring.
configure({ asyncUtilTimeout: 5000 });

async function openUsernamePage() {
  const view = renderApp('/settings/username');
  await screen.findByRole('heading', { level: 1, name: 'Username' });
  // The sub-page is its own chunk: the heading shows before the form has loaded.
  await screen.findByLabelText('New username');
  return view;
}

describe('username settings', () => {
  let restoreFetch: (() => void) | undefined;
  afterEach(() => {
    restoreFetch?.();
    restoreFetch = undefined;
  });

  it('tells while typing that a name is taken, yours, or available', async () => {
    const other = await registerThroughApi(server.app, 'other');
    const me = await signInNewUser(server.app);
    await openUsernamePage();
    const user = userEvent.setup();
    const field = screen.getByLabelText('New username');

    await user.type(field, other.username);
    expect(await screen.findByText('This username is already taken!', {}, { timeout: 6000 })).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, me.username.toUpperCase());
    expect(await screen.findByText('This username is already yours!')).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, uniqueName('free'));
    expect(await screen.findByText('This username is available.', {}, { timeout: 6000 })).toBeInTheDocument();
  });

  it('cancels the check in flight when the name changes, so an old answer never wins', async () => {
    const other = await registerThroughApi(server.app, 'slow');
    await signInNewUser(server.app);
    // The real server answers every check, but the first answer is held back until the second
    // check has started: only a cancelled first request keeps "taken" off the screen.
    const realFetch = globalThis.fetch;
    const checks: { body: string; signal: AbortSignal | null | undefined }[] = [];
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).endsWith('/api/checkUsername')) {
        checks.push({ body: String(init?.body), signal: init?.signal });
        if (checks.length === 1) await held;
      }
      return realFetch(input, init);
    });
    restoreFetch = () => vi.stubGlobal('fetch', realFetch);

    await openUsernamePage();
    const user = userEvent.setup();
    const field = screen.getByLabelText('New username');
    await user.type(field, other.username);
    await waitFor(() => expect(checks).toHaveLength(1), { timeout: 6000 });
    const longer = `${other.username}z`.slice(-15);
    await user.clear(field);
    await user.type(field, longer);
    await waitFor(() => expect(checks).toHaveLength(2), { timeout: 6000 });

    expect(checks[0]?.signal?.aborted).toBe(true);
    expect(checks[1]?.signal?.aborted).toBe(false);
    release();
    expect(await screen.findByText('This username is available.', {}, { timeout: 6000 })).toBeInTheDocument();
    expect(screen.queryByText('This username is already taken!')).not.toBeInTheDocument();
    expect(JSON.parse(checks[1]?.body ?? '{}')).toEqual({ username: longer });
  });

  it('changes the name with the password, updates the session, and allows it once a month', async () => {
    const me = await signInNewUser(server.app);
    await openUsernamePage();
    const user = userEvent.setup();
    const wanted = uniqueName('renamed');

    await user.type(screen.getByLabelText('New username'), wanted);
    await user.click(screen.getByRole('button', { name: 'Change username' }));
    expect(await screen.findByText('Please enter your password.')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveFocus();

    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Change username' }));
    expect(await screen.findByText('Your password is wrong! Please try again.')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), me.password);
    await user.click(screen.getByRole('button', { name: 'Change username' }));
    expect(await screen.findByText(`Your username is now ${wanted}.`)).toBeInTheDocument();
    expect(getSession()?.username).toBe(wanted);
    const card = screen.getByRole('complementary', { name: 'Your profile' });
    await waitFor(() => expect(within(card).getByText(`@${wanted}`)).toBeInTheDocument());
    expect(screen.getByRole('heading', { level: 2, name: `Your username is @${wanted}` })).toBeInTheDocument();

    await user.type(screen.getByLabelText('New username'), uniqueName('again'));
    await user.type(screen.getByLabelText('Password'), me.password);
    await user.click(screen.getByRole('button', { name: 'Change username' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You can only change your username once a month!');
  });
});
