import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  answered,
  answerQuestion,
  askQuestion,
  blockMember,
  createMember,
  holdRequests,
  signInAs,
} from '../../test/members';
import { renderApp } from '../../test/render-app';
import { startRealServer } from '../../test/server';

const server = startRealServer();

async function findCard(text: string) {
  const question = await screen.findByText(text);
  const card = question.closest('article');
  if (!card) throw new Error('no card around the question');
  return card;
}

describe('QuestionCard', () => {
  it("shows 'Anonymous' for an anonymous question and nothing of its sender", async () => {
    const owner = await createMember(server.app, 'owner');
    const asker = await createMember(server.app, 'asker');
    await answered(server.app, owner, 'What do you cook on Sundays?', asker);
    signInAs(owner);

    renderApp(`/${owner.username}`);
    const card = await findCard('What do you cook on Sundays?');
    expect(within(card).getByText('Anonymous')).toBeInTheDocument();
    expect(within(card).getByText('Answer to: What do you cook on Sundays?')).toBeInTheDocument();
    // Not the owner, not anyone: the asker's name is nowhere in the page's content, nor in a link.
    // (The sidebars may suggest any member to follow; they say nothing about who asked what.)
    const main = screen.getByRole('main');
    expect(main.textContent).not.toContain(asker.username);
    expect(main.querySelector(`a[href="/${asker.username}"]`)).toBeNull();
  });

  it('names the asker of a named question and links to their profile', async () => {
    const owner = await createMember(server.app, 'owner');
    const asker = await createMember(server.app, 'named');
    const asked = await askQuestion(server.app, owner, 'Which city should I visit?', asker, false);
    await answerQuestion(server.app, owner, asked.id, 'Lisbon, in spring.');

    renderApp(`/${owner.username}`);
    const card = await findCard('Which city should I visit?');
    expect(within(card).getByRole('link', { name: asker.username })).toHaveAttribute('href', `/${asker.username}`);
    expect(within(card).queryByText('Anonymous')).not.toBeInTheDocument();
  });

  it('likes at once, then keeps the server count; likers include the reader', async () => {
    const owner = await createMember(server.app, 'owner');
    const reader = await createMember(server.app, 'reader');
    const question = await answered(server.app, owner, 'Tea or coffee?');
    signInAs(reader);
    renderApp(`/${owner.username}/post/${question.id}`);
    const card = await findCard('Tea or coffee?');
    const like = within(card).getByRole('button', { name: 'Like' });
    expect(like).toHaveAttribute('aria-pressed', 'false');
    expect(within(card).getByText('0 likes')).toBeInTheDocument();

    const held = holdRequests();
    await userEvent.click(like);
    // Before the server answered: flipped, counted, and the reader is among the likers.
    expect(like).toHaveAttribute('aria-pressed', 'true');
    expect(within(card).getByText('1 like')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: reader.username })).toBeInTheDocument();
    held.release();

    await waitFor(() => expect(within(card).getByText('1 like')).toBeInTheDocument());
    expect(like).toHaveAttribute('aria-pressed', 'true');
  });

  it("reverts a refused like and shows the server's message in a red snack", async () => {
    const owner = await createMember(server.app, 'owner');
    const reader = await createMember(server.app, 'reader');
    const question = await answered(server.app, owner, 'Mountains or sea?');
    signInAs(reader);
    renderApp(`/${owner.username}/post/${question.id}`);
    const card = await findCard('Mountains or sea?');
    const like = within(card).getByRole('button', { name: 'Like' });

    // The owner blocks the reader while the page is open: the server now refuses the like.
    await blockMember(server.app, owner, reader);
    const held = holdRequests();
    await userEvent.click(like);
    expect(like).toHaveAttribute('aria-pressed', 'true');
    expect(within(card).getByText('1 like')).toBeInTheDocument();
    held.release();

    expect(await screen.findByText('You are blocked!')).toBeInTheDocument();
    await waitFor(() => expect(like).toHaveAttribute('aria-pressed', 'false'));
    expect(within(card).getByText('0 likes')).toBeInTheDocument();
    expect(within(card).queryByRole('link', { name: reader.username })).not.toBeInTheDocument();
  });

  it('asks a guest to sign in instead of liking', async () => {
    const owner = await createMember(server.app, 'owner');
    await answered(server.app, owner, 'Cats or dogs?');
    renderApp(`/${owner.username}`);
    const card = await findCard('Cats or dogs?');
    await userEvent.click(within(card).getByRole('button', { name: 'Like' }));
    expect(await screen.findByText('Please sign in and try again!')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Like' })).toHaveAttribute('aria-pressed', 'false');
    expect(within(card).getByText('0 likes')).toBeInTheDocument();
  });

  it('links @mentions to profiles and #hashtags to search, as text and links only', async () => {
    const owner = await createMember(server.app, 'owner');
    const friend = await createMember(server.app, 'friend');
    const asked = await askQuestion(server.app, owner, 'Who taught you to bake?');
    await answerQuestion(server.app, owner, asked.id, `@${friend.username} did <b>#baking</b>`);
    renderApp(`/${owner.username}`);
    const card = await findCard('Who taught you to bake?');
    expect(within(card).getByRole('link', { name: `@${friend.username}` })).toHaveAttribute(
      'href',
      `/${friend.username}`,
    );
    expect(within(card).getByRole('link', { name: '#baking' })).toHaveAttribute('href', '/search/%23baking');
    // Markup in an answer stays text.
    expect(card.querySelector('b')).toBeNull();
    expect(card.textContent).toContain('<b>');
  });

  it('lets the owner edit an answer and delete it after confirmation', async () => {
    const owner = await createMember(server.app, 'owner');
    await answered(server.app, owner, 'Summer or winter?');
    signInAs(owner);
    renderApp(`/${owner.username}`);
    const card = await findCard('Summer or winter?');
    const header = screen.getByRole('region', { name: owner.username });
    await waitFor(() => expect(header).toHaveTextContent('1 answer'));
    const user = userEvent.setup();

    await user.click(within(card).getByRole('button', { name: 'More actions' }));
    await user.click(within(card).getByRole('button', { name: 'Edit answer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit your answer' });
    const field = within(dialog).getByRole('textbox', { name: 'Your answer' });
    expect(field).toHaveValue('Answer to: Summer or winter?');
    await user.clear(field);
    await user.type(field, 'Winter, for the quiet.');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your answer has been updated!')).toBeInTheDocument();
    expect(within(card).getByText('Winter, for the quiet.')).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'More actions' }));
    await user.click(within(card).getByRole('button', { name: 'Delete' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Delete question' })).getByRole('button', { name: 'Yes' }),
    );
    expect(
      await screen.findByText('You have not answered any questions yet. Your answers will appear here.'),
    ).toBeInTheDocument();
    expect(header).toHaveTextContent('0 answers');
  });

  it('offers others only Report in the card menu', async () => {
    const owner = await createMember(server.app, 'owner');
    const reader = await createMember(server.app, 'reader');
    await answered(server.app, owner, 'Early bird or night owl?');
    signInAs(reader);
    renderApp(`/${owner.username}`);
    const card = await findCard('Early bird or night owl?');
    const user = userEvent.setup();
    await user.click(within(card).getByRole('button', { name: 'More actions' }));
    expect(within(card).queryByRole('button', { name: 'Edit answer' })).not.toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Report' }));
    // The reason comes first; "Something else" is chosen until another is.
    const dialog = await screen.findByRole('alertdialog', { name: 'Report this answer' });
    expect(within(dialog).getByRole('radio', { name: 'Something else' })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('Thank you! Our moderators will review this content.')).toBeInTheDocument();
  });
});
