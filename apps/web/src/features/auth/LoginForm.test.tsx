import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '../../i18n';
import { SESSION_KEY } from '../../lib/session-store';
import { renderApp } from '../../test/render-app';
import { registerThroughApi, startRealServer } from '../../test/server';

const server = startRealServer();

async function fillLogin(username: string, password: string) {
  const user = userEvent.setup();
  if (username) await user.type(screen.getByLabelText('Username or e-mail'), username);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  return user;
}

describe('LoginForm', () => {
  it('shows translated messages for empty fields and focuses the first one', async () => {
    renderApp('/login');
    await screen.findByRole('heading', { level: 1, name: 'Welcome back' });
    await fillLogin('', '');
    expect(await screen.findByText('Please enter your username.')).toBeInTheDocument();
    expect(screen.getByText('Please enter your password.')).toBeInTheDocument();
    expect(screen.getByLabelText('Username or e-mail')).toHaveFocus();
    expect(screen.getByLabelText('Username or e-mail')).toHaveAttribute('aria-invalid', 'true');
  });

  it('masks the password', async () => {
    renderApp('/login');
    expect(await screen.findByLabelText('Password')).toHaveAttribute('type', 'password');
  });

  it('shows the server error for wrong credentials, translated by code', async () => {
    const account = await registerThroughApi(server.app, 'login');
    renderApp('/login');
    await screen.findByRole('heading', { level: 1 });
    await fillLogin(account.username, 'wrong-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong username and/or password');
    expect(localStorage.getItem(SESSION_KEY)).toBeNull();
  });

  it('shows the same server error in German when the UI is German', async () => {
    await changeLanguage('de');
    renderApp('/login');
    await screen.findByRole('heading', { level: 1, name: 'Willkommen zurück' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Benutzername oder E-Mail'), 'nobodyhere');
    await user.type(screen.getByLabelText('Passwort'), 'whatever1');
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Benutzername und/oder Passwort sind falsch');
  });

  it('logs in with a username, stores the session and lands on /home', async () => {
    const account = await registerThroughApi(server.app, 'login');
    const { pathname } = renderApp('/login');
    await screen.findByRole('heading', { level: 1 });
    await fillLogin(account.username, account.password);

    await waitFor(() => expect(pathname()).toBe('/home'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Home' })).toBeInTheDocument();
    // The timeline's empty state shows once the (empty) timeline has loaded.
    expect(await screen.findByText('Answers from people you follow will appear here.')).toBeInTheDocument();
    const stored = JSON.parse(localStorage.getItem(SESSION_KEY) ?? 'null');
    expect(stored).toMatchObject({ username: account.username, email: account.email });
    expect(stored.access_token).toEqual(expect.any(String));
    // The left card is fed by the real myProfile call.
    expect(await screen.findByText(`@${account.username}`)).toBeInTheDocument();
  });

  it('logs in with the e-mail address too', async () => {
    const account = await registerThroughApi(server.app, 'mail');
    const { pathname } = renderApp('/login');
    await screen.findByRole('heading', { level: 1 });
    await fillLogin(account.email, account.password);
    await waitFor(() => expect(pathname()).toBe('/home'));
  });
});
