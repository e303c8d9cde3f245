import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';
import { registerThroughApi, startRealServer, uniqueName } from '../../test/server';

const server = startRealServer();
// Real server calls, sometimes on a busy machine: wait longer than the 1 s default for what they bring.
configure({ asyncUtilTimeout: 5000 });

async function askForCode(email: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('E-mail'), email);
  await user.click(screen.getByRole('button', { name: 'Send code' }));
  return user;
}

describe('forgotten password', () => {
  it('is linked from the login form', async () => {
    const { pathname } = renderApp('/login');
    await userEvent.setup().click(await screen.findByRole('link', { name: 'Forgot your password?' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Find your account' })).toBeInTheDocument();
    expect(pathname()).toBe('/reset-password');
  });

  it('answers the same whether or not the address has an account', async () => {
    const known = await registerThroughApi(server.app, 'reset');
    for (const email of [known.email, `${uniqueName('nobody')}@example.com`]) {
      const { unmount } = renderApp('/reset-password');
      await screen.findByRole('heading', { level: 1, name: 'Find your account' });
      await askForCode(email);
      const heading = await screen.findByRole('heading', { level: 1, name: 'Enter the security code' });
      // Focus moves in the effect after the step renders: under a loaded CI machine, a tick later.
      await waitFor(() => expect(heading).toHaveFocus());
      expect(screen.getByText('If an account uses this address, we sent a code to it.')).toBeInTheDocument();
      expect(screen.getByText(email)).toBeInTheDocument();
      unmount();
    }
  });

  it('checks the e-mail and the code on the client, and a wrong code on the server', async () => {
    const known = await registerThroughApi(server.app, 'wrongcode');
    renderApp('/reset-password');
    await screen.findByRole('heading', { level: 1, name: 'Find your account' });
    const user = await askForCode('not-an-address');
    expect(await screen.findByText('Please enter a valid e-mail address.')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('E-mail'));
    await askForCode(known.email);
    await screen.findByRole('heading', { level: 1, name: 'Enter the security code' });
    const code = screen.getByLabelText('Security code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Please enter the security code.')).toBeInTheDocument();
    await user.type(code, '12-34 56');
    expect(code).toHaveValue('123456');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    // One in a million: the real code could be 123456. Then the next step shows instead.
    await waitFor(() =>
      expect(
        screen.queryByText('Security code is wrong') ??
          screen.queryByRole('heading', { level: 1, name: 'Choose a new password' }),
      ).not.toBeNull(),
    );
  });

  it('says when a reset link is not valid and offers to start again', async () => {
    renderApp('/reset-password/not-a-real-token');
    expect(await screen.findByRole('alert')).toHaveTextContent('Token is not valid');
    expect(screen.getByRole('link', { name: 'Start again' })).toHaveAttribute('href', '/reset-password');
  });
});
