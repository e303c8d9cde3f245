import type { InjectableApp } from '@qurio/client/testing';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { startRealServer } from '../../test/server';
import AccessTokensSettings from './AccessTokensSettings';
import { renderPage, signInNewUser } from './test-utils';

const server = startRealServer();
configure({ asyncUtilTimeout: 5000 });

async function status(app: InjectableApp, token: string, url: string): Promise<number> {
  const res = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
  return res.statusCode;
}

describe('access tokens settings', () => {
  it('creates a token shown once, lists it without its secret, and revokes it', async () => {
    await signInNewUser(server.app, 'pat');
    const user = userEvent.setup();
    renderPage(<AccessTokensSettings />);

    expect(await screen.findByText('You have no access tokens.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create a token' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Create a token' });
    // A name is needed: the server's code, in the dialog.
    await user.click(within(dialog).getByRole('button', { name: 'Create token' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Please give the token a name.');
    await user.type(within(dialog).getByLabelText('Name'), 'Reader bot');
    await user.click(within(dialog).getByLabelText('Read your notifications'));
    await user.selectOptions(within(dialog).getByLabelText('Expires'), 'never');
    await user.click(within(dialog).getByRole('button', { name: 'Create token' }));

    const secret = (await screen.findByTestId('token-secret')).textContent ?? '';
    expect(secret).toMatch(/^qpat_/);
    const list = screen.getByRole('list', { name: 'Your access tokens' });
    expect(list).toHaveTextContent('Reader bot');
    expect(list).toHaveTextContent('Read');
    expect(list).toHaveTextContent('Notifications');
    expect(list).toHaveTextContent('Never used');
    expect(list).toHaveTextContent('Does not expire');
    expect(await status(server.app, secret, '/api/notifications')).toBe(200);
    expect(await status(server.app, secret, '/api/myQuestions')).toBe(403);

    // Done: the secret is gone from the page for good.
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByTestId('token-secret')).toBeNull();
    expect(document.body.textContent).not.toContain(secret.slice(5));

    await user.click(within(list).getByRole('button', { name: 'Revoke Reader bot' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Revoke this token?' });
    expect(confirm).toHaveTextContent('Apps using “Reader bot” lose access at once.');
    await user.click(within(confirm).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('“Reader bot” has been revoked.')).toBeInTheDocument();
    expect(await screen.findByText('You have no access tokens.')).toBeInTheDocument();
    expect(await status(server.app, secret, '/api/notifications')).toBe(401);
  });
});
