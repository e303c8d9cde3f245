import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '../../i18n';
import { SESSION_KEY } from '../../lib/session-store';
import { renderApp } from '../../test/render-app';
import { registerThroughApi, startRealServer, uniqueName } from '../../test/server';

// A minimum age other than the default 13, so the form is seen to take it from the server.
const server = startRealServer({ MIN_AGE: '16' });

interface Fields {
  username?: string;
  email?: string;
  password?: string;
  repeat?: string;
  /** Ticks "I accept the Terms…" and "I am at least … years old". */
  terms?: boolean;
  age?: boolean;
}

const TERMS_LABEL = 'I accept the Terms and Conditions and the Privacy Policy.';
const AGE_LABEL = 'I am at least 16 years old.';

async function openSignup() {
  const view = renderApp('/signup');
  await screen.findByRole('heading', { level: 1, name: 'Create your account' });
  return view;
}

async function fill({ username, email, password, repeat, terms, age }: Fields) {
  const user = userEvent.setup();
  if (username) await user.type(screen.getByLabelText('Username'), username);
  if (email) await user.type(screen.getByLabelText('E-mail'), email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  if (repeat) await user.type(screen.getByLabelText('Repeat password'), repeat);
  if (terms) await user.click(screen.getByRole('checkbox', { name: TERMS_LABEL }));
  if (age) await user.click(await screen.findByRole('checkbox', { name: AGE_LABEL }));
  await user.click(screen.getByRole('button', { name: 'Create account' }));
  return user;
}

describe('SignupForm', () => {
  it('shows the username rule before anything goes wrong', async () => {
    await openSignup();
    expect(screen.getByText('3 to 15 letters or digits, no spaces.')).toBeInTheDocument();
    expect(screen.getByText('6 to 50 characters.')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText('Repeat password')).toHaveAttribute('type', 'password');
  });

  it('asks for every field when nothing is filled in', async () => {
    await openSignup();
    await fill({});
    expect(await screen.findByText('Please enter your username.')).toBeInTheDocument();
    expect(screen.getByText('Please enter your e-mail address.')).toBeInTheDocument();
    expect(screen.getByText('Please enter your password.')).toBeInTheDocument();
    expect(screen.getByText('Please repeat your password.')).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveFocus();
  });

  it('checks the contract limits on the client', async () => {
    await openSignup();
    await fill({ username: 'ab', email: 'not-an-address', password: 'short', repeat: 'different' });
    expect(await screen.findByText('A username has 3 to 15 letters or digits, nothing else.')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid e-mail address.')).toBeInTheDocument();
    expect(screen.getByText('Password must be 6 to 50 characters long.')).toBeInTheDocument();
    expect(screen.getByText('Your passwords are not equal')).toBeInTheDocument();
  });

  it('rejects names with other characters and reserved names', async () => {
    await openSignup();
    const user = await fill({ username: 'ada lovelace' });
    expect(await screen.findByText('A username has 3 to 15 letters or digits, nothing else.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Username'));
    await user.type(screen.getByLabelText('Username'), 'settings');
    expect(await screen.findByText('This username is not available.')).toBeInTheDocument();
  });

  it('tells while typing that a username is taken or available', async () => {
    const existing = await registerThroughApi(server.app, 'taken');
    await openSignup();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Username'), existing.username);
    expect(await screen.findByText('This username is already taken!', {}, { timeout: 3000 })).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Username'));
    await user.type(screen.getByLabelText('Username'), uniqueName('free'));
    expect(await screen.findByText('This username is available.', {}, { timeout: 3000 })).toBeInTheDocument();
  });

  it('shows a server error by code on the field it concerns', async () => {
    const existing = await registerThroughApi(server.app, 'mailuser');
    await openSignup();
    await fill({
      username: uniqueName('other'),
      email: existing.email,
      password: 'secret123',
      repeat: 'secret123',
      terms: true,
      age: true,
    });
    expect(await screen.findByText('An account with this e-mail address already exists.')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveFocus();
    expect(localStorage.getItem(SESSION_KEY)).toBeNull();
  });

  it('signs the new user in and starts the welcome', async () => {
    const { pathname } = await openSignup();
    const username = uniqueName('new');
    await fill({
      username,
      email: `${username}@example.com`,
      password: 'secret123',
      repeat: 'secret123',
      terms: true,
      age: true,
    });

    await waitFor(() => expect(pathname()).toBe('/welcome'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Show people who you are' })).toBeInTheDocument();
    const stored = JSON.parse(localStorage.getItem(SESSION_KEY) ?? 'null');
    expect(stored).toMatchObject({ username, email: `${username}@example.com`, lang: 'en' });
    expect(await screen.findByText(`Welcome to Qurio, ${username}!`)).toBeInTheDocument();
  });

  it('requires both checkboxes, with the age the server asks for and links to the Terms and the Privacy Policy', async () => {
    await openSignup();
    expect(await screen.findByRole('checkbox', { name: AGE_LABEL })).not.toBeChecked();
    const termsLabel = within(screen.getByRole('checkbox', { name: TERMS_LABEL }).parentElement as HTMLElement);
    expect(termsLabel.getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute('href', '/terms');
    expect(termsLabel.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    const username = uniqueName('consent');
    const user = await fill({ username, email: `${username}@example.com`, password: 'secret123', repeat: 'secret123' });
    expect(await screen.findByText('Please accept the Terms and the Privacy Policy.')).toBeInTheDocument();
    expect(screen.getByText('Please confirm that you are old enough to use Qurio.')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: TERMS_LABEL })).toHaveFocus();

    await user.click(screen.getByRole('checkbox', { name: TERMS_LABEL }));
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.queryByText('Please accept the Terms and the Privacy Policy.')).toBeNull();
    expect(screen.getByText('Please confirm that you are old enough to use Qurio.')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: AGE_LABEL })).toHaveFocus();
    expect(localStorage.getItem(SESSION_KEY)).toBeNull();
  });

  it('says it in German when the UI is German', async () => {
    await changeLanguage('de');
    renderApp('/signup');
    expect(await screen.findByRole('checkbox', { name: 'Ich bin mindestens 16 Jahre alt.' })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Konto erstellen' }));
    expect(
      await screen.findByText('Bitte akzeptiere die Nutzungsbedingungen und die Datenschutzerklärung.'),
    ).toBeInTheDocument();
  });
});
