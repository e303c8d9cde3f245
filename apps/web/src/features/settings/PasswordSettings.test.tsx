import { configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';
import { signInThroughApi, startRealServer } from '../../test/server';
import { signInNewUser } from './test-utils';

const server = startRealServer();
// Real server calls, sometimes on a busy machine: wait longer than the 1 s default for what they bring.
configure({ asyncUtilTimeout: 5000 });

interface Fields {
  current?: string;
  next?: string;
  repeat?: string;
}

async function openPasswordPage() {
  renderApp('/settings/password');
  await screen.findByRole('heading', { level: 1, name: 'Password' });
  // The sub-page is its own chunk: the heading shows before the form has loaded.
  await screen.findByLabelText('Current password');
}

async function fill({ current, next, repeat }: Fields) {
  const user = userEvent.setup();
  for (const label of ['Current password', 'New password', 'Repeat new password'])
    await user.clear(screen.getByLabelText(label));
  if (current) await user.type(screen.getByLabelText('Current password'), current);
  if (next) await user.type(screen.getByLabelText('New password'), next);
  if (repeat) await user.type(screen.getByLabelText('Repeat new password'), repeat);
  await user.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('password settings', () => {
  it('masks every field and asks for all three', async () => {
    await signInNewUser(server.app);
    await openPasswordPage();
    for (const label of ['Current password', 'New password', 'Repeat new password']) {
      expect(screen.getByLabelText(label)).toHaveAttribute('type', 'password');
    }
    await fill({});
    expect(await screen.findByText('Please enter your current password.')).toBeInTheDocument();
    expect(screen.getByText('Please enter your password.')).toBeInTheDocument();
    expect(screen.getByText('Please repeat your password.')).toBeInTheDocument();
    expect(screen.getByLabelText('Current password')).toHaveFocus();
  });

  it('checks length, equality and "not the old one" before sending', async () => {
    const me = await signInNewUser(server.app);
    await openPasswordPage();

    await fill({ current: me.password, next: 'short', repeat: 'short' });
    expect(await screen.findByText('Password must be 6 to 50 characters long.')).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toHaveFocus();

    await fill({ current: me.password, next: 'longenough1', repeat: 'longenough2' });
    expect(await screen.findByText('Your passwords are not equal')).toBeInTheDocument();
    expect(screen.getByLabelText('Repeat new password')).toHaveFocus();

    await fill({ current: me.password, next: me.password, repeat: me.password });
    expect(await screen.findByText('New password must be different from old password!')).toBeInTheDocument();
  });

  it('shows the server verdict on a wrong current password, then changes it', async () => {
    const me = await signInNewUser(server.app);
    await openPasswordPage();

    await fill({ current: 'not-my-password', next: 'brandnew123', repeat: 'brandnew123' });
    expect(await screen.findByText('Please check your password!')).toBeInTheDocument();
    expect(screen.getByLabelText('Current password')).toHaveFocus();

    await fill({ current: me.password, next: 'brandnew123', repeat: 'brandnew123' });
    expect(await screen.findByText('Your password has been changed.')).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toHaveValue('');
    // The new password is the one that works now.
    await expect(signInThroughApi({ username: me.username, password: 'brandnew123' })).resolves.toBeDefined();
  });
});
