import * as routes from '@qurio/contract/routes';
import { fireEvent, screen, waitFor } from 'expo-router/testing-library';
import { clearStoredSession, readDeviceProof } from '../src/features/session/session-storage';
import { renderApp, signInStored } from './render-app';
import { createMember, PASSWORD } from './server';

const TERMS = 'I accept the Terms and the Privacy Policy';
const AGE = 'I am at least 13 years old';

describe('the consent screen (issue 29) against the real server', () => {
  it('comes before the tabs for a member who signed up without the confirmations, and lets them in', async () => {
    const member = await createMember('owes', { consent: false });
    expect(member.consent_required).toBe(true);
    await signInStored(member);
    const view = renderApp('/');
    expect(await screen.findByText('One more step')).toBeOnTheScreen();
    expect(view.getPathname()).toBe('/consent');

    fireEvent.press(await screen.findByRole('checkbox', { name: AGE }));
    fireEvent.press(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please accept the Terms and the Privacy Policy.');

    fireEvent.press(screen.getByRole('checkbox', { name: TERMS }));
    fireEvent.press(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Your timeline is still empty.')).toBeOnTheScreen();
    expect(view.getPathname()).toBe('/');
    // The server let them through: their inbox answers now.
    await expect(member.api.call(routes.myQuestions, {})).resolves.toBeTruthy();
  });

  it('is not shown to a member who confirmed at sign-up', async () => {
    await signInStored(await createMember('fine'));
    const view = renderApp('/consent');
    expect(await screen.findByText('Your timeline is still empty.')).toBeOnTheScreen();
    expect(view.getPathname()).toBe('/');
  });
});

describe('the device proof (issue 29)', () => {
  it('is kept in the secure store at login and shown at the next one, which keeps it', async () => {
    const member = await createMember('proof');
    const logIn = async () => {
      const view = renderApp('/login');
      fireEvent.changeText(await screen.findByLabelText('Username or e-mail'), member.username);
      fireEvent.changeText(screen.getByLabelText('Password'), PASSWORD);
      fireEvent.press(screen.getByRole('button', { name: 'Log in' }));
      await waitFor(() => expect(view.getPathname()).toBe('/'));
      view.unmount();
    };
    await logIn();
    const first = await readDeviceProof();
    expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Logged out: the session goes, the device's proof stays.
    await clearStoredSession();
    await logIn();
    // A new device would have been handed a new proof; this one was recognised.
    expect(await readDeviceProof()).toBe(first);
  });
});
