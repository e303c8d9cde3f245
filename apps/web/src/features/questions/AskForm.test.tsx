import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { blockMember, createMember, followMember, inbox, setSetting, signInAs } from '../../test/members';
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
    // The minimum is said before sending (issue 34), and read with the field.
    expect(field).toHaveAccessibleDescription('At least 5 characters: 5 more to go. 0 of 500 characters');
    expect(send).toBeDisabled();
    // Guests have no switch: they are always anonymous.
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    expect(screen.getByText(`@${owner.username} will not see who you are.`)).toBeInTheDocument();

    await user.type(field, 'Why?');
    expect(screen.getByText('4/500')).toBeInTheDocument();
    expect(screen.getByText('At least 5 characters: 1 more to go.')).toBeInTheDocument();
    expect(send).toBeDisabled();
    // Whitespace does not count toward the minimum, as on the server.
    await user.type(field, ' ');
    expect(send).toBeDisabled();
    await user.clear(field);
    await user.type(field, 'Why blue?');
    expect(send).toBeEnabled();
    expect(screen.queryByText(/At least 5 characters/)).not.toBeInTheDocument();
    expect(field).toHaveAccessibleDescription('9 of 500 characters');

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
    expect(screen.getByText(`Your name will be shown: @${owner.username} will see who asked.`)).toBeInTheDocument();
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

  it('says what the recipient will see when anonymous questions come from a small circle (issue 33)', async () => {
    const owner = await createMember(server.app, 'circle');
    const friend = await createMember(server.app, 'friend');
    await setSetting(server.app, owner, 'anonymous_from', 'following');
    await followMember(server.app, owner, friend);
    signInAs(friend);
    await openForm(owner.username);
    expect(screen.getByTestId('ask-notice')).toHaveTextContent(
      `@${owner.username} will not see who you are.` +
        `@${owner.username} takes anonymous questions only from people they follow, so you are anonymous only among those few people.`,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('switch', { name: 'Ask anonymously' }));
    expect(screen.getByTestId('ask-notice')).toHaveTextContent(
      `Your name will be shown: @${owner.username} will see who asked.`,
    );
  });

  it('a member outside the circle is told the rule; one outside the anonymous circle asks by name', async () => {
    const owner = await createMember(server.app, 'mutual');
    const stranger = await createMember(server.app, 'stranger');
    await setSetting(server.app, owner, 'ask_from', 'mutuals');
    signInAs(stranger);
    const outside = renderApp(`/${owner.username}`);
    expect(await screen.findByTestId('ask-note')).toHaveTextContent(
      `@${owner.username} only takes questions from people they follow who follow them too.`,
    );
    expect(screen.queryByRole('textbox', { name: 'Your question' })).not.toBeInTheDocument();
    outside.unmount();

    const named = await createMember(server.app, 'named');
    await setSetting(server.app, named, 'anonymous_from', 'nobody');
    await openForm(named.username);
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    expect(screen.getByTestId('ask-notice')).toHaveTextContent(
      `@${named.username} does not take anonymous questions.Your name will be shown: @${named.username} will see who asked.`,
    );
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Your question' }), 'By name then?');
    await user.click(screen.getByRole('button', { name: 'Ask' }));
    await screen.findByText('Your question has been sent!');
    expect((await inbox(server.app, named)).questions[0]).toMatchObject({ anonymous: false });
  });

  it('reads the rules again when they narrowed while the form was open', async () => {
    const owner = await createMember(server.app, 'narrow');
    const friend = await createMember(server.app, 'friend');
    await followMember(server.app, owner, friend);
    signInAs(friend);
    await openForm(owner.username);
    await setSetting(server.app, owner, 'anonymous_from', 'following');
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Your question' }), 'Am I still hidden?');
    await user.click(screen.getByRole('button', { name: 'Ask' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "This user's asking rules have changed. Please read them again!",
    );
    // The profile loaded again: the form now says the circle is small, and keeps the text.
    await waitFor(() =>
      expect(screen.getByTestId('ask-notice')).toHaveTextContent('so you are anonymous only among those few people'),
    );
    expect(screen.getByRole('textbox', { name: 'Your question' })).toHaveValue('Am I still hidden?');
    expect((await inbox(server.app, owner)).questions).toEqual([]);
  });
});
