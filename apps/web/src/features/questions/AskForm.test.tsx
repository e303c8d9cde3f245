import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { blockMember, createMember, inbox, setSetting, signInAs } from '../../test/members';
import { renderApp } from '../../test/render-app';
import { startRealServer } from '../../test/server';

const server = startRealServer();

async function openForm(username: string) {
  renderApp(`/${username}`);
  return screen.findByRole('region', { name: `Ask @${username} a question` });
}

describe('the ask form', () => {
  it('counts characters, stays disabled below 5, and a guest asks anonymously', async () => {
    const owner = await createMember(server.app, 'owner');
    await openForm(owner.username);
    const user = userEvent.setup();
    const field = screen.getByRole('textbox', { name: 'Your question' });
    const send = screen.getByRole('button', { name: 'Ask' });
    expect(screen.getByText('0/500')).toBeInTheDocument();
    expect(field).toHaveAccessibleDescription('0 of 500 characters');
    expect(send).toBeDisabled();
    // Guests have no switch: they are always anonymous.
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    expect(screen.getByText('You are asking anonymously.')).toBeInTheDocument();

    await user.type(field, 'Why?');
    expect(screen.getByText('4/500')).toBeInTheDocument();
    expect(send).toBeDisabled();
    // Whitespace does not count toward the minimum, as on the server.
    await user.type(field, ' ');
    expect(send).toBeDisabled();
    await user.clear(field);
    await user.type(field, 'Why blue?');
    expect(send).toBeEnabled();

    await user.click(send);
    expect(await screen.findByText('Your question has been sent!')).toBeInTheDocument();
    expect(field).toHaveValue('');
    const { questions } = await inbox(server.app, owner);
    expect(questions).toEqual([expect.objectContaining({ question: 'Why blue?', anonymous: true, sender: null })]);
  });

  it('lets a member switch anonymity off and then names them', async () => {
    const owner = await createMember(server.app, 'owner');
    const asker = await createMember(server.app, 'asker');
    signInAs(asker);
    await openForm(owner.username);
    const user = userEvent.setup();
    const toggle = screen.getByRole('switch', { name: 'Ask anonymously' });
    expect(toggle).toBeChecked();

    await user.type(screen.getByRole('textbox', { name: 'Your question' }), 'Anonymous first?');
    await user.click(screen.getByRole('button', { name: 'Ask' }));
    await screen.findByText('Your question has been sent!');

    await user.click(toggle);
    expect(toggle).not.toBeChecked();
    expect(screen.getByText('Your name and picture will be shown with the question.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Your question' }), 'And now with my name?');
    await user.click(screen.getByRole('button', { name: 'Ask' }));
    await waitFor(async () => expect((await inbox(server.app, owner)).questions).toHaveLength(2));

    const { questions } = await inbox(server.app, owner);
    const named = questions.find((q) => q.question === 'And now with my name?');
    const anonymous = questions.find((q) => q.question === 'Anonymous first?');
    expect(named).toMatchObject({ anonymous: false, sender: { username: asker.username } });
    expect(anonymous).toMatchObject({ anonymous: true, sender: null, sender_id: null });
  });

  it("shows the server's message when it refuses the question", async () => {
    const owner = await createMember(server.app, 'owner');
    await openForm(owner.username);
    // The owner closes their inbox while the form is open.
    await setSetting(server.app, owner, 'allow_ask', '0');
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Your question' }), 'Still there?');
    await user.click(screen.getByRole('button', { name: 'Ask' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("User doesn't allow new questions!");
    expect(screen.getByRole('textbox', { name: 'Your question' })).toHaveValue('Still there?');
  });

  it('is not offered on one’s own profile, to the blocked, or when asking is off', async () => {
    const owner = await createMember(server.app, 'owner');
    const other = await createMember(server.app, 'other');
    signInAs(owner);
    const own = renderApp(`/${owner.username}`);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('textbox', { name: 'Your question' })).not.toBeInTheDocument();
    own.unmount();

    await blockMember(server.app, other, owner);
    const blocked = renderApp(`/${other.username}`);
    expect(await screen.findByText('You are blocked!')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Your question' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Profile sections' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Follow' })).not.toBeInTheDocument();
    blocked.unmount();

    const closed = await createMember(server.app, 'closed');
    await setSetting(server.app, closed, 'allow_ask', '0');
    renderApp(`/${closed.username}`);
    expect(await screen.findByText(`@${closed.username} is not taking questions right now.`)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Your question' })).not.toBeInTheDocument();
  });

  it('asks a guest to sign in when the owner takes questions from members only', async () => {
    const owner = await createMember(server.app, 'members');
    await setSetting(server.app, owner, 'allow_only_accounts', '1');
    renderApp(`/${owner.username}`);
    expect(await screen.findByRole('heading', { name: 'Sign in to ask' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Your question' })).not.toBeInTheDocument();
  });
});
