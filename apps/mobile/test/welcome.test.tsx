import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as routes from '@qurio/contract/routes';
import { router } from 'expo-router';
import { fireEvent, screen, waitFor } from 'expo-router/testing-library';
import * as Sharing from 'expo-sharing';
import { renderApp, signInStored } from './render-app';
import { clientFor, createMember, PASSWORD, uniqueUsername } from './server';

// As in share.test.tsx: a real download on Node's file system, the share sheet a recorder.
jest.mock('expo-file-system', () => jest.requireActual('./file-system'));
jest.mock('expo-sharing', () => ({
  isAvailableAsync: jest.fn(async () => true),
  shareAsync: jest.fn(async () => undefined),
}));

const sheet = Sharing as jest.Mocked<typeof Sharing>;
const server = () => process.env.QURIO_TEST_API_URL ?? '';

async function signUp(username: string) {
  const view = renderApp('/signup');
  fireEvent.changeText(await screen.findByLabelText('Username'), username);
  fireEvent.changeText(screen.getByLabelText('E-mail'), `${username}@example.com`);
  fireEvent.changeText(screen.getByLabelText('Password'), PASSWORD);
  fireEvent.changeText(screen.getByLabelText('Repeat password'), PASSWORD);
  fireEvent.press(screen.getByRole('checkbox', { name: 'I accept the Terms and the Privacy Policy' }));
  fireEvent.press(await screen.findByRole('checkbox', { name: 'I am at least 13 years old' }));
  fireEvent.press(screen.getByRole('button', { name: 'Create account' }));
  return view;
}

async function followerNames(username: string): Promise<string[]> {
  const list = await clientFor().call(routes.followers, { username });
  return list.followers.map((user) => user.username);
}

/** The username a row's follow button names ("Follow @ada"). */
function usernameOf(label: string | undefined): string {
  return /@(\w+)$/.exec(label ?? '')?.[1] ?? '';
}

describe('the first-run welcome', () => {
  afterEach(() => jest.clearAllMocks());

  it('leads a new member through picture and bio, people to follow and the profile link, then home', async () => {
    // Someone worth following, so the suggestions are never empty.
    const [star, fan] = await Promise.all([createMember('wstar'), createMember('wfan')]);
    await fan.api.call(routes.follow, { user_id: star.id });
    const username = uniqueUsername('wel');
    const view = await signUp(username);

    // Step 1: the name (empty until chosen: sign-up made it the username) and the bio are saved with Next.
    expect(await screen.findByRole('header', { name: 'Show people who you are' })).toBeOnTheScreen();
    expect(view.getPathname()).toBe('/welcome');
    expect(screen.getByText('Step 1 of 3')).toBeOnTheScreen();
    expect(screen.getByRole('button', { name: 'Change profile picture' })).toBeOnTheScreen();
    expect(screen.getByLabelText('Name').props.value).toBe('');
    fireEvent.changeText(screen.getByLabelText('Name'), ' Ada Lovelace ');
    fireEvent.changeText(screen.getByLabelText('Bio'), 'New here, ask me anything.');
    fireEvent.press(screen.getByRole('button', { name: 'Next' }));

    // Step 2: following a suggestion follows on the server.
    expect(await screen.findByRole('header', { name: 'Follow a few people' })).toBeOnTheScreen();
    const { user: me } = await clientFor().call(routes.profile, { username });
    expect(me).toMatchObject({ fullname: 'Ada Lovelace', bio: 'New here, ask me anything.' });
    const follow = (await screen.findAllByRole('button', { name: /^Follow @/ }))[0];
    const followed = usernameOf(follow?.props.accessibilityLabel);
    expect(followed).not.toBe('');
    if (follow) fireEvent.press(follow);
    expect(await screen.findByRole('button', { name: `Unfollow @${followed}` })).toBeOnTheScreen();
    await waitFor(async () => expect(await followerNames(followed)).toContain(username));
    fireEvent.press(screen.getByRole('button', { name: 'Next' }));

    // Step 3: the profile link, its story card, and the card shared as a picture.
    expect(await screen.findByRole('header', { name: 'Share your profile link' })).toBeOnTheScreen();
    expect(screen.getByText(`${server()}/${username}`)).toBeOnTheScreen();
    expect(screen.getByLabelText('The picture card of your profile, made to share in a story')).toBeOnTheScreen();
    expect(screen.getByText(/You never learn who sent an anonymous question\./)).toBeOnTheScreen();
    fireEvent.press(screen.getByRole('button', { name: 'Share profile as picture' }));
    await waitFor(() => expect(sheet.shareAsync).toHaveBeenCalledTimes(1));
    const handed = readFileSync(fileURLToPath(String(sheet.shareAsync.mock.calls[0]?.[0])));
    const drawn = Buffer.from(
      await (await fetch(`${server()}/cards/users/${username}.png?format=story&theme=light`)).arrayBuffer(),
    );
    expect(handed.equals(drawn)).toBe(true);

    fireEvent.press(screen.getByRole('button', { name: 'Go to Qurio' }));
    await waitFor(() => expect(view.getPathname()).toBe('/'));
    expect(await screen.findByLabelText('Home')).toBeOnTheScreen();
    // Back on the tabs beneath the welcome, not on a second copy of them.
    expect(router.canGoBack()).toBe(false);
  }, 60_000); // Three steps, each a round trip to the real server, in a cold file: over 20 s on a busy machine.

  it('is left at once with "Skip the welcome" (a log-in never shows it: auth.test.tsx)', async () => {
    const username = uniqueUsername('wsk');
    const view = await signUp(username);
    fireEvent.press(await screen.findByRole('button', { name: 'Skip the welcome' }));
    await waitFor(() => expect(view.getPathname()).toBe('/'));
    expect(await screen.findByText('Your timeline is still empty.')).toBeOnTheScreen();
  });

  it('shows people to follow and members to look at under an empty timeline', async () => {
    const [star, fan, newcomer] = await Promise.all([
      createMember('tstar'),
      createMember('tfan'),
      createMember('tnew'),
    ]);
    await fan.api.call(routes.follow, { user_id: star.id });
    await signInStored(newcomer);
    renderApp('/');

    expect(await screen.findByText('Your timeline is still empty.')).toBeOnTheScreen();
    expect(await screen.findByRole('header', { name: 'Who to follow' })).toBeOnTheScreen();
    expect(await screen.findByRole('header', { name: 'People on Qurio' })).toBeOnTheScreen();
    const follow = (await screen.findAllByRole('button', { name: /^Follow @/ }))[0];
    const followed = usernameOf(follow?.props.accessibilityLabel);
    if (follow) fireEvent.press(follow);
    await waitFor(async () => expect(await followerNames(followed)).toContain(newcomer.username));
    // The button turns to "Unfollow" while the timeline stays empty; a first suggestion with answers
    // (members of other test files share this server) fills the timeline instead, which replaces
    // the empty state and its suggestions, as it should.
    await waitFor(() => {
      const flipped = screen.queryByRole('button', { name: `Unfollow @${followed}` }) !== null;
      const filled = screen.queryByText('Your timeline is still empty.') === null;
      expect(flipped || filled).toBe(true);
    });
  });
});
