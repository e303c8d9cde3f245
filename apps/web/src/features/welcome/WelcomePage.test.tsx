import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createMember } from '../../test/members';
import { renderApp } from '../../test/render-app';
import { startRealServer } from '../../test/server';
import { callAsMe, signInNewUser } from '../settings/test-utils';
import { readStep } from './steps';

const server = startRealServer();

// A 1×1 PNG: the server judges an upload by its content, so it must be a real picture.
const PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC'),
  (c) => c.charCodeAt(0),
);

async function myProfile() {
  const { body } = await callAsMe(server.app, 'GET', '/myProfile');
  return body.user as { fullname: string; bio: string; image: string | null };
}

function stepIndicator() {
  return screen.getByRole('list', { name: 'Welcome steps' });
}

describe('the welcome after sign-up', () => {
  it('takes a display name on step 1 with the profile call; left empty, the name stays the username', async () => {
    await signInNewUser(server.app, 'name');
    const before = await myProfile();
    const view = renderApp('/welcome');
    const user = userEvent.setup();
    const name = await screen.findByRole('textbox', { name: 'Name' });
    // Sign-up made the name the username: nothing chosen yet, so the field is empty and says so.
    expect(name).toHaveValue('');
    expect(name).toHaveAccessibleDescription(expect.stringContaining(`instead of ${before.fullname}`));
    await user.type(name, '  Ada Lovelace ');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(view.router.state.location.search).toBe('?step=2'));
    expect(await myProfile()).toMatchObject({ fullname: 'Ada Lovelace', bio: '' });

    // Back on step 1 the chosen name is there; emptied, Next keeps it (the profile call needs one).
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    const again = await screen.findByRole('textbox', { name: 'Name' });
    expect(again).toHaveValue('Ada Lovelace');
    await user.clear(again);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(view.router.state.location.search).toBe('?step=2'));
    expect((await myProfile()).fullname).toBe('Ada Lovelace');
  });

  it('takes a picture and a bio on step 1 through the settings calls, then goes to step 2', async () => {
    await signInNewUser(server.app, 'wel');
    const view = renderApp('/welcome');
    expect(await screen.findByRole('heading', { level: 1, name: 'Show people who you are' })).toBeInTheDocument();
    expect(screen.getByText('Step 1 of 3')).toBeInTheDocument();
    expect(within(stepIndicator()).getByText('Your profile').closest('li')).toHaveAttribute('aria-current', 'step');
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();

    const user = userEvent.setup();
    await user.upload(
      screen.getByLabelText('Change profile picture'),
      new File([PNG], 'me.png', { type: 'image/png' }),
    );
    expect(await screen.findByText('Your profile picture has been updated.')).toBeInTheDocument();
    expect((await myProfile()).image).toMatch(/^\/uploads\//);
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Your profile picture' }).getAttribute('src')).toMatch(/^\/uploads\//),
    );

    await user.type(screen.getByLabelText('Bio'), 'I collect old maps.');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(view.router.state.location.search).toBe('?step=2'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Follow a few people' })).toHaveFocus();
    expect((await myProfile()).bio).toBe('I collect old maps.');
    expect(screen.getByText('Step 2 of 3')).toBeInTheDocument();
  });

  it('skips step 1 without saving the bio; a bio saved meanwhile elsewhere does not hold the member back', async () => {
    await signInNewUser(server.app, 'skip');
    const view = renderApp('/welcome');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Bio'), 'Not saved');
    await user.click(screen.getByRole('button', { name: 'Skip' }));
    await waitFor(() => expect(view.router.state.location.search).toBe('?step=2'));
    expect((await myProfile()).bio).toBe('');

    // Another tab saves the same bio; Next here gets the server's "changed nothing" and goes on.
    const saved = await callAsMe(server.app, 'POST', '/profile', {
      fullname: (await myProfile()).fullname,
      bio: 'Maps',
    });
    expect(saved.status).toBe(200);
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    await waitFor(() => expect(view.router.state.location.search).toBe('?step=1'));
    const bio = await screen.findByLabelText('Bio');
    await user.clear(bio);
    await user.type(bio, 'Maps');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(view.router.state.location.search).toBe('?step=2'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('follows a suggested member on step 2 with the one follow call, and keeps the step on reload', async () => {
    const star = await createMember(server.app, 'star');
    const fan = await createMember(server.app, 'fan');
    await server.app.inject({
      method: 'POST',
      url: '/api/follow',
      headers: { authorization: `Bearer ${fan.token}`, 'content-type': 'application/json' },
      payload: JSON.stringify({ user_id: star.id }),
    });
    await signInNewUser(server.app, 'newbie');
    renderApp('/welcome?step=2');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Follow a few people' });
    const panel = heading.closest('section') as HTMLElement;
    const user = userEvent.setup();
    const follow = await within(panel).findByRole('button', { name: `Follow @${star.username}` });
    await user.click(follow);
    expect(await within(panel).findByRole('button', { name: `Unfollow @${star.username}` })).toBeInTheDocument();
    const { body } = await callAsMe(server.app, 'GET', `/profile?username=${star.username}`);
    expect(body.user.isFollowing).toBe(true);

    // The step indicator: step 1 done, step 2 current.
    // The page shows the suggestions itself: the sidebar leaves out its copy (and the share card).
    expect(screen.queryByRole('heading', { name: 'Who to follow' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Your profile link' })).not.toBeInTheDocument();
    const steps = within(stepIndicator()).getAllByRole('listitem');
    expect(steps.map((li) => li.getAttribute('aria-current'))).toEqual([null, 'step', null]);
  });

  it('offers the link on step 3 (copy, share, the picture card), says how anonymity works, and ends on /home', async () => {
    const me = await signInNewUser(server.app, 'sharer');
    const view = renderApp('/welcome?step=3');
    expect(await screen.findByRole('heading', { level: 1, name: 'Share your profile link' })).toBeInTheDocument();
    const panel = screen.getByRole('region', { name: 'Share your profile link' });
    expect(within(panel).getByText(`localhost:3000/${me.username}`)).toBeInTheDocument();
    expect(within(panel).getByText(/You never learn who sent an anonymous question\./)).toBeInTheDocument();
    expect(within(panel).getByText(/even without an account/)).toBeInTheDocument();
    expect(
      within(panel)
        .getByRole('img', { name: /picture card of your profile/ })
        .getAttribute('src'),
    ).toMatch(new RegExp(`^/cards/users/${me.username}\\.png\\?format=story&theme=light&v=`));
    expect(within(panel).getByRole('button', { name: 'Share profile as picture' })).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Skip' })).not.toBeInTheDocument();

    // user-event gives the page a working clipboard.
    const user = userEvent.setup();
    await user.click(within(panel).getByRole('button', { name: 'Copy link' }));
    expect(await navigator.clipboard.readText()).toBe(`http://localhost:3000/${me.username}`);
    expect(await screen.findByText('The link is copied.')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Copied' })).toBeInTheDocument();

    // jsdom has no system share sheet: Share opens the share dialog with the picture card in it.
    await user.click(within(panel).getByRole('button', { name: 'Share profile' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share profile' });
    expect(within(dialog).getByRole('button', { name: 'Share profile as picture' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));

    await user.click(screen.getByRole('button', { name: 'Go to Qurio' }));
    await waitFor(() => expect(view.pathname()).toBe('/home'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Home' })).toBeInTheDocument();
  });

  it('lets the member leave at once', async () => {
    await signInNewUser(server.app, 'leave');
    const view = renderApp('/welcome?step=2');
    await userEvent.setup().click(await screen.findByRole('link', { name: 'Skip the welcome' }));
    await waitFor(() => expect(view.pathname()).toBe('/home'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Home' })).toBeInTheDocument();
  });

  it('is for members only: a guest goes to the landing page', async () => {
    const view = renderApp('/welcome');
    await waitFor(() => expect(view.pathname()).toBe('/'));
  });

  it('reads only steps 1 to 3 from the URL', () => {
    expect([null, '', '0', '1', '2', '3', '4', 'two', '2.5', '-1'].map(readStep)).toEqual([
      1, 1, 1, 1, 2, 3, 1, 1, 1, 1,
    ]);
  });
});
