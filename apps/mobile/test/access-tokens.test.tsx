// Issue 35 in the app, against the real server: the member's personal access tokens, made in the
// settings (name, scopes, expiry) through the shared writes, the secret shown once, and revoked.
import * as routes from '@qurio/contract/routes';
import { fireEvent, screen, waitFor, within } from 'expo-router/testing-library';
import { Linking } from 'react-native';
import { renderApp, signInStored } from './render-app';
import { clientFor, createMember } from './server';

async function works(token: string, route: typeof routes.myQuestions | typeof routes.notifications) {
  return clientFor(token)
    .call(route, {})
    .then(
      () => 'ok',
      (error: { code?: string }) => error.code,
    );
}

describe('access tokens in the app', () => {
  it('makes a token with its scopes, shows its secret once, lists it and revokes it', async () => {
    const member = await createMember('pat');
    // One made elsewhere (on the web): the list shows it with its scopes and expiry.
    await clientFor(member.token).call(routes.createAccessToken, {
      name: 'Web script',
      scopes: ['read', 'notifications'],
      expires_in_days: 30,
    });
    await signInStored(member);
    const view = renderApp('/settings/access-tokens');

    expect(await screen.findByText('Web script')).toBeOnTheScreen();
    expect(screen.getByText('Read · Notifications')).toBeOnTheScreen();
    expect(screen.getByText('Never used')).toBeOnTheScreen();
    // The API's reference opens on the website.
    const open = jest.spyOn(Linking, 'openURL').mockResolvedValue(true);
    fireEvent.press(screen.getByRole('link', { name: 'Read the API reference' }));
    expect(open.mock.calls.map(([url]) => new URL(url).pathname)).toEqual(['/api/docs']);
    open.mockRestore();

    fireEvent.changeText(screen.getByLabelText('Name'), 'Inbox bot');
    fireEvent.press(screen.getByRole('checkbox', { name: 'Answer questions and manage your inbox' }));
    fireEvent.press(screen.getByRole('button', { name: 'Never' }));
    fireEvent.press(screen.getByRole('button', { name: 'Create token' }));

    const secret = await screen.findByTestId('token-secret');
    const token = String(secret.props.children);
    expect(token).toMatch(/^qpat_/);
    expect(await screen.findByText('Inbox bot')).toBeOnTheScreen();
    expect(screen.getByText('Read · Answer and inbox')).toBeOnTheScreen();
    expect(screen.getByText('Does not expire')).toBeOnTheScreen();
    expect(await works(token, routes.myQuestions)).toBe('ok');
    expect(await works(token, routes.notifications)).toBe('ACCESS_TOKEN_SCOPE_MISSING');

    fireEvent.press(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByTestId('token-secret')).toBeNull();

    fireEvent.press(screen.getByRole('button', { name: 'Revoke Inbox bot' }));
    expect(await screen.findByText('Revoke this token?')).toBeOnTheScreen();
    fireEvent.press(within(screen.getByLabelText('Revoke this token?')).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('“Inbox bot” has been revoked.')).toBeOnTheScreen();
    await waitFor(() => expect(screen.queryByText('Inbox bot')).toBeNull());
    expect(await works(token, routes.myQuestions)).toBe('AUTH_INVALID');
    view.unmount();
  });
});
