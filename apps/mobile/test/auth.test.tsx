import { router } from 'expo-router';
import { fireEvent, screen, waitFor } from 'expo-router/testing-library';
import { i18n } from '../src/i18n';
import { renderApp } from './render-app';
import { createMember, PASSWORD, uniqueUsername } from './server';

describe('sign up and log in against the real server', () => {
  it('signs up, passes the welcome and lands on the Home tab', async () => {
    const view = renderApp('/signup');
    const username = uniqueUsername('new');
    fireEvent.changeText(await screen.findByLabelText('Username'), username);
    fireEvent.changeText(screen.getByLabelText('E-mail'), `${username}@example.com`);
    fireEvent.changeText(screen.getByLabelText('Password'), PASSWORD);
    fireEvent.changeText(screen.getByLabelText('Repeat password'), PASSWORD);
    fireEvent.press(screen.getByRole('checkbox', { name: 'I accept the Terms and the Privacy Policy' }));
    fireEvent.press(await screen.findByRole('checkbox', { name: 'I am at least 13 years old' }));
    fireEvent.press(screen.getByRole('button', { name: 'Create account' }));

    // A new account sees the first-run welcome first (test/welcome.test.tsx walks through it).
    fireEvent.press(await screen.findByRole('button', { name: 'Skip the welcome' }));
    expect(await screen.findByText('Your timeline is still empty.')).toBeOnTheScreen();
    expect(view.getPathname()).toBe('/');
    expect(screen.getByLabelText('Home')).toBeOnTheScreen();
  });

  it('shows the translated error for a wrong password', async () => {
    const member = await createMember('wrong');
    await i18n.changeLanguage('de');
    renderApp('/login');
    fireEvent.changeText(await screen.findByLabelText('Benutzername oder E-Mail'), member.username);
    fireEvent.changeText(screen.getByLabelText('Passwort'), 'not-the-password');
    fireEvent.press(screen.getByRole('button', { name: 'Anmelden' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(i18n.t('errors.WRONG_CREDENTIALS'));
    expect(i18n.t('errors.WRONG_CREDENTIALS')).not.toBe('Wrong username and/or password');
  });

  it('logs in with the right password', async () => {
    const member = await createMember('right');
    const view = renderApp('/login');
    fireEvent.changeText(await screen.findByLabelText('Username or e-mail'), member.username);
    fireEvent.changeText(screen.getByLabelText('Password'), PASSWORD);
    fireEvent.press(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(view.getPathname()).toBe('/'));
    // The tabs once: the log-in screen gave way to the tabs beneath it (app/_layout.tsx), not to a second copy.
    expect(await screen.findAllByText('Your timeline is still empty.')).toHaveLength(1);
    expect(router.canGoBack()).toBe(false);
  });

  it('sends a visitor who opens a tab to log in', async () => {
    const view = renderApp('/inbox');
    await waitFor(() => expect(view.getPathname()).toBe('/login'));
  });
});
