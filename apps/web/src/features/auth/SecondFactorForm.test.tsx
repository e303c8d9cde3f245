import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SESSION_KEY } from '../../lib/session-store';
import { renderApp } from '../../test/render-app';
import { registerWithTwoFactor, startRealServer, totpCode, wrongTotpCode } from '../../test/server';
import { callAsMe } from '../settings/test-utils';

const server = startRealServer();
configure({ asyncUtilTimeout: 5000 });

/** The login's first step with the right password: the code step (a form named by its heading) appears. */
async function passPassword(account: { username: string; password: string }) {
  const user = userEvent.setup();
  await screen.findByRole('heading', { level: 1, name: 'Welcome back' });
  await user.type(screen.getByLabelText('Username or e-mail'), account.username);
  await user.type(screen.getByLabelText('Password'), account.password);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  const step = await screen.findByRole('form', { name: 'Two-factor authentication' });
  return { user, step, code: within(step).getByLabelText('Code') };
}

describe('the login’s code step', () => {
  it('asks for a code after the password, refuses a wrong one, and signs in with a recovery code', async () => {
    const account = await registerWithTwoFactor(server, 'tfl');
    const { pathname } = renderApp('/login');
    const { user, step, code } = await passPassword(account);
    // The right password alone signs nobody in.
    expect(localStorage.getItem(SESSION_KEY)).toBeNull();
    expect(within(step).getByText(/Open your authenticator app/)).toBeInTheDocument();

    await user.type(code, await wrongTotpCode(server, account.secret));
    await user.click(within(step).getByRole('button', { name: 'Verify and log in' }));
    expect(await within(step).findByText('This code is wrong or has already been used.')).toBeInTheDocument();
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(localStorage.getItem(SESSION_KEY)).toBeNull();

    await user.clear(code);
    await user.type(code, account.recoveryCodes[0] ?? '');
    await user.click(within(step).getByRole('button', { name: 'Verify and log in' }));
    await waitFor(() => expect(pathname()).toBe('/home'));
    expect(JSON.parse(localStorage.getItem(SESSION_KEY) ?? 'null')).toMatchObject({ username: account.username });
    // The recovery code is spent.
    expect((await callAsMe(server.app, 'GET', '/twoFactor')).body.two_factor).toEqual({
      enabled: true,
      recovery_codes_left: 9,
    });
  });

  it('an expired challenge goes back to the password step with its message', async () => {
    const account = await registerWithTwoFactor(server, 'tfx');
    const { pathname } = renderApp('/login');
    const { user, step, code } = await passPassword(account);
    // The challenge lives 5 minutes; the code is the app's right one for the time it is typed.
    server.advanceClock(5 * 60_000 + 1_000);
    await user.type(code, await totpCode(server, account.secret));
    await user.click(within(step).getByRole('button', { name: 'Verify and log in' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your sign-in took too long. Please enter your password again.',
    );
    expect(screen.queryByRole('form', { name: 'Two-factor authentication' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Username or e-mail')).toHaveValue(account.username);
    expect(screen.getByLabelText('Password')).toHaveValue('');
    expect(pathname()).toBe('/login');
    expect(localStorage.getItem(SESSION_KEY)).toBeNull();
  });
});
