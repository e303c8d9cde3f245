import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { askQuestion, createMember, deleteQuestion, inbox, setSetting, signInAs } from '../../test/members';
import { renderApp } from '../../test/render-app';
import { startRealServer } from '../../test/server';

const server = startRealServer();

async function inboxCard(text: string) {
  const list = await screen.findByRole('list', { name: 'Questions waiting for your answer' });
  const question = await within(list).findByText(text);
  const card = question.closest('article');
  if (!card) throw new Error('no card');
  return card as HTMLElement;
}

describe('answering from /questions', () => {
  it('after publishing, focus goes to the next question, then to the heading (issue 34)', async () => {
    const owner = await createMember(server.app, 'owner');
    await askQuestion(server.app, owner, 'Older question, answered second?');
    await askQuestion(server.app, owner, 'Newer question, answered first?');
    signInAs(owner);
    renderApp('/questions');
    const user = userEvent.setup();

    const answer = async (text: string) => {
      await user.click(within(await inboxCard(text)).getByRole('button', { name: 'Answer' }));
      const dialog = await screen.findByRole('dialog', { name: 'Answer the question' });
      await user.type(within(dialog).getByRole('textbox', { name: 'Your answer' }), 'An answer');
      await user.click(within(dialog).getByRole('button', { name: 'Answer' }));
      await waitFor(() => expect(screen.queryByText(text)).not.toBeInTheDocument());
    };
    await answer('Newer question, answered first?');
    const next = await inboxCard('Older question, answered second?');
    await waitFor(() => expect(within(next).getByRole('button', { name: 'Answer' })).toHaveFocus());
    await answer('Older question, answered second?');
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Questions' })).toHaveFocus());
  });

  it('keeps Answer disabled below 4 characters, then publishes, counts and clears the inbox', async () => {
    const owner = await createMember(server.app, 'owner');
    await askQuestion(server.app, owner, 'What is your favourite season?');
    signInAs(owner);
    renderApp('/questions');
    expect(await screen.findByRole('heading', { level: 1, name: 'Questions' })).toBeInTheDocument();
    // The pending badge of the header says it too.
    const header = screen.getByRole('banner');
    await waitFor(() => expect(within(header).getByRole('link', { name: /Questions/ })).toHaveTextContent('1'));

    const card = await inboxCard('What is your favourite season?');
    expect(within(card).getByText('Anonymous')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(within(card).getByRole('button', { name: 'Answer' }));

    const dialog = await screen.findByRole('dialog', { name: 'Answer the question' });
    expect(dialog).toHaveAccessibleDescription('What is your favourite season?');
    const field = within(dialog).getByRole('textbox', { name: 'Your answer' });
    expect(field).toHaveAttribute('placeholder', 'Write answer..');
    expect(field).toHaveFocus();
    const submit = within(dialog).getByRole('button', { name: 'Answer' });
    expect(submit).toBeDisabled();
    await user.type(field, 'Fal');
    expect(within(dialog).getByText('3/1000')).toBeInTheDocument();
    expect(submit).toBeDisabled();
    await user.type(field, 'l');
    expect(submit).toBeEnabled();

    await user.click(submit);
    expect(await screen.findByText('Your answer has been published!')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByText('No questions waiting.')).toBeInTheDocument();
    // The empty inbox asks to share the profile link, and offers it to copy or share (issue 17).
    const main = screen.getByRole('main');
    expect(within(main).getByText(`localhost:3000/${owner.username}`, { exact: false })).toBeInTheDocument();
    expect(within(main).getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
    expect(within(main).getByRole('button', { name: 'Share profile' })).toBeInTheDocument();
    // answersCount in the cached profile went up by one.
    const card2 = screen.getByRole('complementary', { name: 'Your profile' });
    await waitFor(() => expect(within(card2).getAllByRole('listitem')[0]).toHaveTextContent('1 answer'));
    expect((await inbox(server.app, owner)).questions).toEqual([]);
  });

  it("shows the server's message inside the dialog and keeps the text", async () => {
    const owner = await createMember(server.app, 'owner');
    const asked = await askQuestion(server.app, owner, 'Where did you grow up?');
    signInAs(owner);
    renderApp('/questions');
    const card = await inboxCard('Where did you grow up?');
    const user = userEvent.setup();
    await user.click(within(card).getByRole('button', { name: 'Answer' }));
    // Deleted elsewhere (another tab) while the dialog is open.
    await deleteQuestion(server.app, owner, asked.id);
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: 'Your answer' }), 'In a small town.');
    await user.click(within(dialog).getByRole('button', { name: 'Answer' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Question is not found!');
    expect(within(dialog).getByRole('textbox', { name: 'Your answer' })).toHaveValue('In a small town.');
    // Escape closes it.
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('deletes a question only after confirmation', async () => {
    const owner = await createMember(server.app, 'owner');
    await askQuestion(server.app, owner, 'Can I delete this?');
    signInAs(owner);
    renderApp('/questions');
    const card = await inboxCard('Can I delete this?');
    const user = userEvent.setup();
    await user.click(within(card).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete question' });
    expect(confirm).toHaveTextContent('Are you sure that you want to delete this question?');
    await user.click(within(confirm).getByRole('button', { name: 'No' }));
    expect(screen.getByText('Can I delete this?')).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('No questions waiting.')).toBeInTheDocument();
    expect((await inbox(server.app, owner)).questions).toEqual([]);
  });

  it('answers a question for everyone with the same dialog', async () => {
    const owner = await createMember(server.app, 'owner');
    signInAs(owner);
    renderApp('/questions');
    const section = await screen.findByRole('region', { name: 'Questions for everyone' });
    const first = (await within(section).findAllByRole('button', { name: /^Answer: / }))[0];
    if (!first) throw new Error('no prompts');
    const prompt = (first.getAttribute('aria-label') ?? '').replace(/^Answer: /, '');
    const user = userEvent.setup();
    await user.click(first);
    const dialog = await screen.findByRole('dialog', { name: 'Answer the question' });
    expect(dialog).toHaveAccessibleDescription(prompt);
    // A prompt's answer may carry pictures, as any answer.
    expect(within(dialog).getByRole('button', { name: 'Add picture' })).toBeEnabled();
    await user.type(within(dialog).getByRole('textbox', { name: 'Your answer' }), 'A prompt answer.');
    await user.click(within(dialog).getByRole('button', { name: 'Answer' }));
    expect(await screen.findByText('Your answer has been published!')).toBeInTheDocument();
    // Answered prompts leave the list.
    await waitFor(() => expect(within(section).queryByRole('button', { name: `Answer: ${prompt}` })).toBeNull());
  });

  it('hides a filtered question behind a notice and never offers to answer it', async () => {
    const owner = await createMember(server.app, 'owner');
    await setSetting(server.app, owner, 'profanity_filter', '1');
    await askQuestion(server.app, owner, 'Du bist ein Arschloch, oder?');
    signInAs(owner);
    renderApp('/questions');
    const notice = await screen.findByText('This question may contain offensive words.');
    const card = notice.closest('article') as HTMLElement;
    expect(within(card).queryByText('Du bist ein Arschloch, oder?')).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Answer' })).not.toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Show' }));
    expect(within(card).getByText('Du bist ein Arschloch, oder?')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Answer' })).not.toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
  });
});
