// Issue 29 in the app, against the real server: where the member is signed in, signing one
// session out, every other, and this device.
import * as routes from '@qurio/contract/routes';
import { fireEvent, screen, waitFor, within } from 'expo-router/testing-library';
import { renderApp } from './render-app';
import { clientFor, createMember, PASSWORD } from './server';

const CHROME_ANDROID =
  'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';

/** Another device signing in, by its user agent: its token. */
async function signInElsewhere(username: string, userAgent: string): Promise<string> {
  const res = await fetch(`${process.env.QURIO_TEST_API_URL}/api/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': userAgent },
    body: JSON.stringify({ username, password: PASSWORD }),
  });
  return ((await res.json()) as { data: { access_token: string } }).data.access_token;
}

async function works(token: string): Promise<boolean> {
  return clientFor(token)
    .call(routes.stats)
    .then(
      () => true,
      () => false,
    );
}

/** The dialog's own "Sign out" (labelled by its title; the rows' buttons say "Sign out" too). */
const confirmButton = (title: string) => within(screen.getByLabelText(title)).getByRole('button', { name: 'Sign out' });

describe('sessions in the app', () => {
  it('lists where the member is signed in, the app by name, and signs sessions out', async () => {
    const member = await createMember('ses');
    const phone = await signInElsewhere(member.username, CHROME_ANDROID);
    // The app signs in itself, so this session is the app's (X-Qurio-Client: app/ios under jest-expo).
    const login = renderApp('/login');
    fireEvent.changeText(await screen.findByLabelText('Username or e-mail'), member.username);
    fireEvent.changeText(screen.getByLabelText('Password'), PASSWORD);
    fireEvent.press(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(login.getPathname()).toBe('/'));
    login.unmount();

    const view = renderApp('/settings/sessions');
    expect(await screen.findByText('Qurio app on iOS')).toBeOnTheScreen();
    expect(screen.getByText('This device')).toBeOnTheScreen();
    expect(screen.getByText('Active now')).toBeOnTheScreen();
    expect(screen.getByText('Chrome on Android')).toBeOnTheScreen();
    // The sign-up's session, from Node's fetch: a user agent that names no device.
    expect(screen.getByText('Unknown device')).toBeOnTheScreen();
    expect(screen.getByText('Signs out the 2 other sessions and keeps you signed in here.')).toBeOnTheScreen();

    fireEvent.press(screen.getByRole('button', { name: 'Sign out Chrome on Android' }));
    expect(await screen.findByText('Sign out this session?')).toBeOnTheScreen();
    fireEvent.press(confirmButton('Sign out this session?'));
    expect(await screen.findByText('Chrome on Android has been signed out.')).toBeOnTheScreen();
    expect(screen.queryByText('Chrome on Android')).toBeNull();
    expect(await works(phone)).toBe(false);

    fireEvent.press(screen.getByRole('button', { name: 'Sign out everywhere else' }));
    expect(await screen.findByText('1 other session will be signed out. You stay signed in here.')).toBeOnTheScreen();
    fireEvent.press(confirmButton('Sign out everywhere else?'));
    expect(await screen.findByText('You have been signed out everywhere else.')).toBeOnTheScreen();
    expect(screen.getByText('You are signed in only on this device.')).toBeOnTheScreen();
    expect(await works(member.token)).toBe(false);

    // Signing this device out logs the app out.
    fireEvent.press(screen.getByRole('button', { name: 'Sign out this device' }));
    expect(await screen.findByText('Sign out on this device?')).toBeOnTheScreen();
    fireEvent.press(confirmButton('Sign out on this device?'));
    await waitFor(() => expect(view.getPathname()).toBe('/login'));
  });
});
