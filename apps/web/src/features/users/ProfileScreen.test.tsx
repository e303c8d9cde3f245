import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { answered, blockMember, createMember, signInAs } from '../../test/members';
import { renderApp } from '../../test/render-app';
import { startRealServer } from '../../test/server';
import { snacks } from '../../ui/snack-store';
import { getSearchHistory, rememberPerson } from '../search/search-history';

const server = startRealServer();

function countsOf(region: HTMLElement) {
  return within(region)
    .getAllByRole('listitem')
    .map((item) => item.textContent);
}

describe('the profile page', () => {
  it("shows the profile with its title, counts and answers; '{username} - Qurio'", async () => {
    const owner = await createMember(server.app, 'ada');
    await answered(server.app, owner, 'What are you reading?');
    renderApp(`/${owner.username}`);
    expect(await screen.findByRole('heading', { level: 1, name: owner.username })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`${owner.username} - Qurio`));
    expect(await screen.findByText('What are you reading?')).toBeInTheDocument();
    const header = screen.getByRole('region', { name: owner.username });
    expect(within(header).getByText(`@${owner.username}`)).toBeInTheDocument();
    expect(countsOf(header)).toEqual(['1 answer', '0 following', '0 followers']);
    const tabs = screen.getByRole('navigation', { name: 'Profile sections' });
    expect(within(tabs).getByRole('link', { name: 'Answers' })).toHaveAttribute('aria-current', 'page');
  });

  it('follows at once, unfollows after confirmation, and moves both counts', async () => {
    const owner = await createMember(server.app, 'owner');
    const fan = await createMember(server.app, 'fan');
    signInAs(fan);
    renderApp(`/${owner.username}`);
    const header = await screen.findByRole('region', { name: owner.username });
    const mine = screen.getByRole('complementary', { name: 'Your profile' });
    await waitFor(() => expect(countsOf(mine)).toEqual(['0 answers', '0 following', '0 followers']));
    const user = userEvent.setup();

    await user.click(within(header).getByRole('button', { name: 'Follow' }));
    expect(await within(header).findByRole('button', { name: 'Unfollow' })).toBeInTheDocument();
    expect(countsOf(header)).toEqual(['0 answers', '0 following', '1 follower']);
    expect(countsOf(mine)).toEqual(['0 answers', '1 following', '0 followers']);

    await user.click(within(header).getByRole('button', { name: 'Unfollow' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Unfollow' });
    expect(dialog).toHaveTextContent('Are you sure that you want to unfollow the user?');
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    expect(countsOf(header)).toEqual(['0 answers', '0 following', '1 follower']);

    await user.click(within(header).getByRole('button', { name: 'Unfollow' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes' }));
    expect(await within(header).findByRole('button', { name: 'Follow' })).toBeInTheDocument();
    expect(countsOf(header)).toEqual(['0 answers', '0 following', '0 followers']);
    expect(countsOf(mine)).toEqual(['0 answers', '0 following', '0 followers']);
  });

  it('asks a guest to sign in to follow or report', async () => {
    const owner = await createMember(server.app, 'owner');
    renderApp(`/${owner.username}`);
    const header = await screen.findByRole('region', { name: owner.username });
    const user = userEvent.setup();
    await user.click(within(header).getByRole('button', { name: 'Follow' }));
    expect(await screen.findByText('Please sign in and try again!')).toBeInTheDocument();
    expect(within(header).getByRole('button', { name: 'Follow' })).toBeInTheDocument();
    expect(countsOf(header)).toEqual(['0 answers', '0 following', '0 followers']);
  });

  it('lists followers in their tab', async () => {
    const owner = await createMember(server.app, 'owner');
    const fan = await createMember(server.app, 'fan');
    signInAs(fan);
    renderApp(`/${owner.username}/followers`);
    const header = await screen.findByRole('region', { name: owner.username });
    expect(await screen.findByText(`Nobody follows @${owner.username} yet.`)).toBeInTheDocument();
    await userEvent.click(within(header).getByRole('button', { name: 'Follow' }));
    const list = await screen.findByRole('list', { name: 'Followers' });
    expect(within(list).getByRole('link', { name: new RegExp(fan.username) })).toHaveAttribute(
      'href',
      `/${fan.username}`,
    );
  });

  it('blocks after confirmation and shows the blocked panel; unblocks the same way', async () => {
    const owner = await createMember(server.app, 'owner');
    const viewer = await createMember(server.app, 'viewer');
    signInAs(viewer);
    renderApp(`/${owner.username}`);
    await screen.findByRole('region', { name: `Ask @${owner.username} a question` });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'More actions' }));
    expect(screen.getByRole('button', { name: 'Report this user' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Share' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Block' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Block user' });
    expect(dialog).toHaveTextContent('Are you sure that you want to block the user?');
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));

    expect(await screen.findByRole('heading', { name: 'You have blocked this user!' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: `Ask @${owner.username} a question` })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'More actions' })).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(owner.username));

    await user.click(screen.getByRole('button', { name: 'Unblock' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Unblock user' })).getByRole('button', { name: 'Yes' }),
    );
    expect(await screen.findByRole('region', { name: `Ask @${owner.username} a question` })).toBeInTheDocument();
  });

  it("tells the blocked member 'You are blocked!' without any action", async () => {
    const owner = await createMember(server.app, 'owner');
    const viewer = await createMember(server.app, 'viewer');
    await blockMember(server.app, owner, viewer);
    signInAs(viewer);
    renderApp(`/${owner.username}`);
    expect(await screen.findByRole('heading', { name: 'You are blocked!' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Unblock' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Follow' })).not.toBeInTheDocument();
  });

  it('offers only Share on one’s own profile, with three services and a copy of the link', async () => {
    const owner = await createMember(server.app, 'owner');
    signInAs(owner);
    renderApp(`/${owner.username}`);
    await screen.findByRole('heading', { level: 1 });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'More actions' }));
    expect(screen.queryByRole('button', { name: 'Block' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Follow' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Share' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share profile' });
    const url = encodeURIComponent(`http://localhost:3000/${owner.username}`);
    expect(within(dialog).getByRole('link', { name: 'Share on X' })).toHaveAttribute(
      'href',
      expect.stringContaining(url),
    );
    expect(within(dialog).getByRole('link', { name: 'Share on Facebook' })).toHaveAttribute(
      'href',
      `https://www.facebook.com/sharer/sharer.php?u=${url}`,
    );
    expect(within(dialog).getByRole('link', { name: 'Share on WhatsApp' })).toHaveAttribute(
      'href',
      expect.stringContaining(url),
    );
    // user-event gives the page a working clipboard.
    await user.click(within(dialog).getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('The link is copied.')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(`http://localhost:3000/${owner.username}`);

    // A clipboard the browser refuses gives the generic error (SPEC §2).
    act(() => snacks.reset());
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValueOnce(new DOMException('denied', 'NotAllowedError'));
    await user.click(screen.getByRole('button', { name: 'More actions' }));
    await user.click(screen.getByRole('button', { name: 'Share' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('An error has occurred. Please try again!')).toBeInTheDocument();
  });

  it('gives the owner, and only the owner, the controls to change the picture and the cover', async () => {
    const owner = await createMember(server.app, 'owner');
    const visitor = await createMember(server.app, 'visitor');
    signInAs(owner);
    const own = renderApp(`/${owner.username}`);
    const header = await screen.findByRole('region', { name: owner.username });
    expect(within(header).getByLabelText('Change profile picture')).toHaveAttribute('type', 'file');
    expect(within(header).getByLabelText('Change cover')).toHaveAttribute('type', 'file');
    own.unmount();
    signInAs(visitor);
    renderApp(`/${owner.username}`);
    const other = await screen.findByRole('region', { name: owner.username });
    expect(within(other).queryByLabelText('Change profile picture')).not.toBeInTheDocument();
    expect(within(other).queryByLabelText('Change cover')).not.toBeInTheDocument();
  });

  it('refreshes the name of a person kept in the search history when their profile loads', async () => {
    const owner = await createMember(server.app, 'renamed');
    const reader = await createMember(server.app, 'reader');
    signInAs(reader);
    rememberPerson({ id: owner.id, username: owner.username, fullname: 'Old Name', image: null });
    renderApp(`/${owner.username}`);
    await screen.findByRole('region', { name: owner.username });
    await waitFor(() =>
      expect(getSearchHistory()).toEqual([
        expect.objectContaining({ username: owner.username, name: owner.session.fullname }),
      ]),
    );
  });

  it('sends a guest to / and a member to /home when the profile does not exist', async () => {
    const guest = renderApp('/nobodyhere123');
    await waitFor(() => expect(guest.pathname()).toBe('/'));
    guest.unmount();
    const member = await createMember(server.app, 'member');
    signInAs(member);
    const view = renderApp('/nobodyhere123');
    await waitFor(() => expect(view.pathname()).toBe('/home'));
    expect(await screen.findByText('User is not found!')).toBeInTheDocument();
  });
});
