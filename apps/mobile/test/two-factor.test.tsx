import * as routes from '@qurio/contract/routes';
import * as Clipboard from 'expo-clipboard';
import { router } from 'expo-router';
import { act, fireEvent, screen, waitFor, within } from 'expo-router/testing-library';
import { Linking, Share } from 'react-native';
import { renderApp, signInStored } from './render-app';
import { clientFor, createMember, expireLoginChallenges, makeModerator, PASSWORD, totpCode } from './server';

type Member = Awaited<ReturnType<typeof createMember>>;

const RECOVERY_CODE = /^[a-z0-9]{5}-[a-z0-9]{5}$/;

/** The password step of /login; leaves the app at the code step when two-factor sign-in is on. */
async function typePassword(member: Member) {
  fireEvent.changeText(await screen.findByLabelText('Username or e-mail'), member.username);
  fireEvent.changeText(screen.getByLabelText('Password'), PASSWORD);
  fireEvent.press(screen.getByRole('button', { name: 'Log in' }));
  expect(await screen.findByRole('header', { name: 'Enter your code' })).toBeOnTheScreen();
}

/** Home, with its timeline loaded (the screen settles before the test goes on). */
async function signedIn(view: ReturnType<typeof renderApp>) {
  expect(await screen.findByText('Your timeline is still empty.')).toBeOnTheScreen();
  expect(view.getPathname()).toBe('/');
}

async function logOut(view: ReturnType<typeof renderApp>) {
  // The settings pages sit above the tabs: the own profile (with Log out) as a link would open it.
  act(() => router.navigate('/profile'));
  fireEvent.press(await screen.findByRole('button', { name: 'Log out' }));
  fireEvent.press(await screen.findByRole('button', { name: 'Yes' }));
  await waitFor(() => expect(view.getPathname()).toBe('/login'));
}

describe('two-factor authentication in the app (issue 29)', () => {
  afterEach(() => jest.restoreAllMocks());

  it('turns it on, logs in with a code and with a recovery code, and turns it off', async () => {
    const member = await createMember('tfa');
    await signInStored(member);
    const openURL = jest.spyOn(Linking, 'openURL').mockResolvedValue(true);
    const share = jest.spyOn(Share, 'share').mockResolvedValue({ action: 'sharedAction' });
    const copy = jest.spyOn(Clipboard, 'setStringAsync');
    const view = renderApp('/settings');

    // Settings → Two-factor authentication: off.
    fireEvent.press(await screen.findByRole('link', { name: /^Two-factor authentication/ }));
    await waitFor(() => expect(view.getPathname()).toBe('/settings/two-factor'));
    expect(await screen.findByText('Two-factor authentication is off.')).toBeOnTheScreen();

    // Set-up: the authenticator app opens with the otpauth:// link; the key can be copied; a QR code.
    fireEvent.press(screen.getByRole('button', { name: 'Set up two-factor authentication' }));
    fireEvent.press(await screen.findByRole('button', { name: 'Open in authenticator app' }));
    expect(openURL).toHaveBeenCalledWith(expect.stringMatching(/^otpauth:\/\/totp\/Qurio:.+\?.*secret=/));
    const secret = /^Key: (\w+)$/.exec(String(screen.getByLabelText(/^Key: /).props.accessibilityLabel))?.[1] ?? '';
    expect(String(openURL.mock.calls[0]?.[0])).toContain(`secret=${secret}`);
    expect(screen.getByRole('image', { name: 'QR code for your authenticator app' })).toBeOnTheScreen();
    fireEvent.press(screen.getByRole('button', { name: 'Copy key' }));
    expect(await screen.findByText('The key has been copied.')).toBeOnTheScreen();
    expect(copy).toHaveBeenCalledWith(secret);

    // A wrong first code is refused with the server's message; the right one turns it on.
    fireEvent.changeText(screen.getByLabelText('Code from the app'), '000000');
    fireEvent.press(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This code is wrong or has already been used.');
    const enabledAt = new Date();
    fireEvent.changeText(screen.getByLabelText('Code from the app'), totpCode(secret, enabledAt));
    fireEvent.press(screen.getByRole('button', { name: 'Turn on' }));

    // The ten recovery codes, once, with copy and share.
    expect(await screen.findByText('Two-factor authentication is on.')).toBeOnTheScreen();
    expect(screen.getByText('10 recovery codes left.')).toBeOnTheScreen();
    const list = screen.getByLabelText('Your recovery codes');
    const codes = within(list)
      .getAllByText(RECOVERY_CODE)
      .map((node) => String(node.props.children));
    expect(codes).toHaveLength(10);
    fireEvent.press(screen.getByRole('button', { name: 'Share codes' }));
    expect(share).toHaveBeenCalledWith(expect.objectContaining({ message: codes.join('\n') }), expect.anything());
    fireEvent.press(screen.getByRole('button', { name: 'I have saved them' }));
    expect(screen.queryByLabelText('Your recovery codes')).toBeNull();
    const state = await member.api.call(routes.twoFactorStatus);
    expect(state.two_factor).toEqual({ enabled: true, recovery_codes_left: 10 });

    // Log out; the password alone is not enough: the code step, a wrong code, then the app's code.
    await logOut(view);
    await typePassword(member);
    const codeField = screen.getByLabelText('6-digit code');
    expect(codeField.props.keyboardType).toBe('number-pad');
    expect(codeField.props.textContentType).toBe('oneTimeCode');
    fireEvent.changeText(codeField, '123456');
    fireEvent.press(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This code is wrong or has already been used.');
    // The set-up used its 30-second step: the next step's code counts (one step of drift either way).
    fireEvent.changeText(screen.getByLabelText('6-digit code'), totpCode(secret, new Date(Date.now() + 30_000)));
    fireEvent.press(screen.getByRole('button', { name: 'Log in' }));
    await signedIn(view);
    expect(enabledAt.getTime()).toBeLessThanOrEqual(Date.now());

    // Log out again; this time with a recovery code.
    await logOut(view);
    await typePassword(member);
    fireEvent(screen.getByRole('switch', { name: 'Use a recovery code' }), 'valueChange', true);
    fireEvent.changeText(await screen.findByLabelText('Recovery code'), codes[0] ?? '');
    fireEvent.press(screen.getByRole('button', { name: 'Log in' }));
    await signedIn(view);

    // Turn it off with the password and another recovery code.
    fireEvent.press(screen.getByLabelText('Profile'));
    fireEvent.press(await screen.findByRole('button', { name: 'Settings' }));
    fireEvent.press(await screen.findByRole('link', { name: /^Two-factor authentication/ }));
    expect(await screen.findByText('9 recovery codes left.')).toBeOnTheScreen();
    fireEvent.press(screen.getByRole('button', { name: 'Turn off' }));
    fireEvent.changeText(await screen.findByLabelText('Current password'), PASSWORD);
    fireEvent.changeText(screen.getByLabelText('Code from the app or a recovery code'), codes[1] ?? '');
    fireEvent.press(screen.getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByText('Two-factor authentication has been turned off.')).toBeOnTheScreen();
    expect(screen.getByText('Two-factor authentication is off.')).toBeOnTheScreen();
    // The password alone signs in again.
    const login = await clientFor().call(routes.token, { username: member.username, password: PASSWORD });
    expect(login.data.username).toBe(member.username);
  });

  it('sends the member back to the password when the challenge has expired', async () => {
    const member = await createMember('tfaexp');
    const { secret } = await member.api.call(routes.twoFactorSetup);
    const { recovery_codes } = await member.api.call(routes.twoFactorEnable, { code: totpCode(secret, new Date()) });
    const view = renderApp('/login');
    await typePassword(member);

    expect(expireLoginChallenges(member.id)).toBe(1);
    fireEvent(screen.getByRole('switch', { name: 'Use a recovery code' }), 'valueChange', true);
    fireEvent.changeText(await screen.findByLabelText('Recovery code'), recovery_codes[0] ?? '');
    fireEvent.press(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your sign-in took too long. Please enter your password again.',
    );
    expect(screen.getByRole('header', { name: 'Welcome back' })).toBeOnTheScreen();
    expect(screen.getByLabelText('Password').props.value).toBe('');
    expect(view.getPathname()).toBe('/login');
    // The recovery code was not used up by the refused attempt: it still signs in.
    fireEvent.changeText(screen.getByLabelText('Password'), PASSWORD);
    fireEvent.press(screen.getByRole('button', { name: 'Log in' }));
    fireEvent(await screen.findByRole('switch', { name: 'Use a recovery code' }), 'valueChange', true);
    fireEvent.changeText(await screen.findByLabelText('Recovery code'), recovery_codes[0] ?? '');
    fireEvent.press(screen.getByRole('button', { name: 'Log in' }));
    await signedIn(view);
  });

  it("shows a moderator the server's refusal to turn it off", async () => {
    const member = await createMember('tfamod');
    const { secret } = await member.api.call(routes.twoFactorSetup);
    const { recovery_codes } = await member.api.call(routes.twoFactorEnable, { code: totpCode(secret, new Date()) });
    makeModerator(member.id);
    await signInStored(member);
    renderApp('/settings/two-factor');

    fireEvent.press(await screen.findByRole('button', { name: 'Turn off' }));
    fireEvent.changeText(await screen.findByLabelText('Current password'), PASSWORD);
    fireEvent.changeText(screen.getByLabelText('Code from the app or a recovery code'), recovery_codes[0] ?? '');
    fireEvent.press(screen.getByRole('button', { name: 'Turn off' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Moderators and admins must keep two-factor authentication on.',
    );
    expect(screen.getByText('Two-factor authentication is on.')).toBeOnTheScreen();
  });
});
