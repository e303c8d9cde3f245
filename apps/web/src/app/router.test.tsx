import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setOnline } from '../api/connection-store';
import { SESSION_KEY } from '../lib/session-store';
import { renderApp } from '../test/render-app';
import { registerThroughApi, signInThroughApi, startRealServer } from '../test/server';
import { firstPageStrings, matchAppRoute } from './routes';

const server = startRealServer();

async function signInNewUser() {
  const account = await registerThroughApi(server.app, 'shell');
  await signInThroughApi({ username: account.username, password: account.password });
  return account;
}

describe('app shell', () => {
  it('shows the landing page to a guest', async () => {
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ask anything. Answer openly.' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Sign up' }).length).toBeGreaterThan(0);
    expect(screen.getAllByRole('link', { name: 'Log in' }).length).toBeGreaterThan(0);
  });

  it('sends a guest from /home, unknown paths and member screens to /', async () => {
    for (const path of ['/home', '/no/such/page', '/notifications', '/settings/password']) {
      const { pathname, unmount } = renderApp(path);
      await waitFor(() => expect(pathname(), path).toBe('/'));
      unmount();
    }
  });

  it('sends a member from guest pages and unknown paths to /home', async () => {
    await signInNewUser();
    for (const path of ['/login', '/signup', '/', '/nope/nope', '/ab']) {
      const { pathname, unmount } = renderApp(path);
      await waitFor(() => expect(pathname(), path).toBe('/home'));
      unmount();
    }
  });

  it('shows the member layout: header links, profile card and the profile link', async () => {
    const account = await signInNewUser();
    renderApp('/home');
    const header = await screen.findByRole('banner');
    expect(within(header).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    expect(within(header).getByRole('button', { name: 'Log out' })).toBeInTheDocument();
    expect(within(header).getByRole('button', { name: 'Night mode' })).toHaveAttribute('aria-pressed');
    const card = screen.getByRole('complementary', { name: 'Your profile' });
    await waitFor(() =>
      expect(
        within(card)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(['0 answers', '0 following', '0 followers']),
    );
    expect(within(card).getByText(`@${account.username}`)).toBeInTheDocument();
    // Decorative next to the name (alt=""); the default picture follows the last digit of the id.
    expect(card.querySelector('img')).toHaveAttribute('src', expect.stringMatching(/^\/avatars\/default-\d\.svg$/));
    const sidebar = screen.getByRole('complementary', { name: 'Sidebar' });
    expect(within(sidebar).getByText(`localhost:3000/${account.username}`, { exact: false })).toBeInTheDocument();
  });

  it('asks before logging out: Escape cancels, Yes logs out and goes to /', async () => {
    await signInNewUser();
    const { pathname } = renderApp('/home');
    const user = userEvent.setup();
    const logout = await screen.findByRole('button', { name: 'Log out' });

    await user.click(logout);
    const dialog = screen.getByRole('alertdialog', { name: 'Log out' });
    expect(dialog).toHaveTextContent('Are you sure that you want to logout?');
    expect(within(dialog).getByRole('button', { name: 'Yes' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(logout).toHaveFocus();
    expect(pathname()).toBe('/home');

    await user.click(logout);
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(pathname()).toBe('/'));
    expect(localStorage.getItem(SESSION_KEY)).toBeNull();
    expect(await screen.findByRole('heading', { level: 1, name: 'Ask anything. Answer openly.' })).toBeInTheDocument();
  });

  it('logs out at once when the server says the token is gone (X-Access-Token: false)', async () => {
    const account = await signInNewUser();
    // Another device logs this session out: the token dies on the server.
    const stored = JSON.parse(localStorage.getItem(SESSION_KEY) ?? 'null') as { access_token: string };
    await server.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { authorization: `Bearer ${stored.access_token}` },
    });
    const { pathname } = renderApp('/home');
    expect(account.username).toBeTruthy();
    await waitFor(() => expect(pathname()).toBe('/'));
    expect(localStorage.getItem(SESSION_KEY)).toBeNull();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('says on the landing page that the server ended the session', async () => {
    await signInNewUser();
    const stored = JSON.parse(localStorage.getItem(SESSION_KEY) ?? 'null') as { access_token: string };
    await server.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { authorization: `Bearer ${stored.access_token}` },
    });
    const { pathname } = renderApp('/home');
    await waitFor(() => expect(pathname()).toBe('/'));
    expect(
      await screen.findByText('You were logged out because your session ended. Please log in again.'),
    ).toHaveAttribute('role', 'status');
  });

  it("replaces a renamed member's old name in the address while it is reserved", async () => {
    const owner = await registerThroughApi(server.app, 'old');
    const newName = `n${owner.username}`.slice(0, 15);
    const signedIn = await server.app.inject({
      method: 'POST',
      url: '/api/token',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ username: owner.username, password: owner.password }),
    });
    const token = (JSON.parse(signedIn.body) as { data: { access_token: string } }).data.access_token;
    const renamed = await server.app.inject({
      method: 'POST',
      url: '/api/updateUsername',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload: JSON.stringify({ username: newName, password: owner.password }),
    });
    expect(renamed.statusCode).toBe(200);
    const links: Array<[string, string]> = [
      [`/${owner.username}`, `/${newName}`],
      [`/${owner.username}/followers`, `/${newName}/followers`],
      [`/${owner.username}/post/7`, `/${newName}/post/7`],
    ];
    for (const [from, to] of links) {
      const { router, unmount } = renderApp(from);
      await waitFor(() => expect(router.state.location.pathname, from).toBe(to));
      expect(router.state.historyAction).toBe('REPLACE');
      unmount();
    }
  });

  it('shows the no-connection screen while offline and comes back when the browser is online', async () => {
    renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Ask anything. Answer openly.' });
    // Preact runs a new screen's effects (here the connection store's subscription) a frame late,
    // and on a loaded machine later still: the store's snapshot is read again when the subscription
    // comes (useSyncExternalStore), so the screen follows a loss from before it as well as after.
    act(() => setOnline(false));
    expect(await screen.findByRole('heading', { level: 1, name: 'No Internet Connection' })).toBeInTheDocument();
    expect(screen.getByText('Looks like you lost your connection. Please check it and try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Ask anything. Answer openly.' })).toBeInTheDocument();
  });
});

describe('first page', () => {
  it('matches each path to its route and parameters', () => {
    const first = matchAppRoute('/ClaraMuller/followers');
    expect(first.route?.name).toBe('UserFollowers');
    expect(first.params).toEqual({ username: 'ClaraMuller' });
    expect(matchAppRoute('/no/such/page').route).toBeUndefined();
  });

  it('fetches early only the strings the first page needs', () => {
    const all = ['shell', 'landing', 'profile', 'rest'];
    // A guest's landing page and a shared profile render from the shell and their own part.
    expect(firstPageStrings('/', false)).toEqual(['shell', 'landing']);
    expect(firstPageStrings('/ClaraMuller', false)).toEqual(['shell', 'profile']);
    expect(firstPageStrings('/ClaraMuller/post/3', false)).toEqual(['shell', 'profile']);
    expect(firstPageStrings('/login', false)).toEqual(all);
    // A member on / is sent to the timeline, and a member's profile has the member layout: everything.
    expect(firstPageStrings('/', true)).toEqual(all);
    expect(firstPageStrings('/ClaraMuller', true)).toEqual(all);
  });
});
