import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { LIMITS } from '@qurio/contract/limits';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  answerWithMedia,
  askQuestion,
  createMember,
  inbox,
  readAnswer,
  signInAs,
  uploadPicture,
} from '../../test/members';
import { renderApp } from '../../test/render-app';
import { startRealServer } from '../../test/server';

const server = startRealServer();

// Real pictures (the server reads them with sharp): the e2e suite's fixtures.
const fixture = (name: string, type: string) =>
  new File([new Uint8Array(readFileSync(resolve(import.meta.dirname, '../../../e2e/fixtures', name)))], name, { type });
const photo = () => fixture('sunset.jpg', 'image/jpeg');
const gif = () => fixture('bouncing.gif', 'image/gif');

async function openAnswerDialog(question: string) {
  const list = await screen.findByRole('list', { name: 'Questions waiting for your answer' });
  const card = (await within(list).findByText(question)).closest('article') as HTMLElement;
  const user = userEvent.setup();
  await user.click(within(card).getByRole('button', { name: 'Answer' }));
  const dialog = await screen.findByRole('dialog', { name: 'Answer the question' });
  return { user, dialog };
}

function fileInput(dialog: HTMLElement): HTMLInputElement {
  const input = dialog.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return input;
}

/** Waits until no tile is uploading any more. */
async function uploaded(dialog: HTMLElement) {
  await waitFor(() => expect(within(dialog).queryByText('Uploading the picture…')).toBeNull());
}

describe('pictures in the answer dialog', () => {
  it('uploads each chosen picture at once and publishes only when every one is described', async () => {
    const owner = await createMember(server.app, 'owner');
    const asked = await askQuestion(server.app, owner, 'Where was your last holiday?');
    signInAs(owner);
    renderApp('/questions');
    const { user, dialog } = await openAnswerDialog('Where was your last holiday?');
    const add = within(dialog).getByRole('button', { name: 'Add picture' });
    expect(fileInput(dialog)).toHaveAttribute('accept', 'image/jpeg,image/png,image/gif');

    await user.upload(fileInput(dialog), [photo(), gif()]);
    const first = within(dialog).getByRole('group', { name: 'Picture 1' });
    const second = within(dialog).getByRole('group', { name: 'Picture 2' });
    await uploaded(dialog);
    // The tile shows the server's smallest still once the picture is there.
    await waitFor(() =>
      expect(first.querySelector('img')?.getAttribute('src')).toMatch(/^\/uploads\/media\/[0-9a-f]{32}-320\.jpg$/),
    );
    expect(add).toBeEnabled();

    await user.type(within(dialog).getByRole('textbox', { name: 'Your answer' }), 'By the sea, in May.');
    await user.type(within(first).getByRole('textbox', { name: 'Describe the picture' }), 'Sunset over purple hills');
    await user.click(within(dialog).getByRole('button', { name: 'Answer' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Please describe the picture for people who cannot see it.',
    );
    const missing = within(second).getByRole('textbox', { name: 'Describe the picture' });
    await waitFor(() => expect(missing).toHaveFocus());
    expect(missing).toHaveAttribute('aria-invalid', 'true');
    expect(within(first).getByRole('textbox', { name: 'Describe the picture' })).not.toHaveAttribute('aria-invalid');
    // Nothing was sent: the question still waits.
    expect((await inbox(server.app, owner)).questions.map((q) => q.id)).toContain(asked.id);

    await user.type(missing, 'A ball bouncing from left to right');
    expect(within(dialog).queryByRole('alert')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Answer' }));
    expect(await screen.findByText('Your answer has been published!')).toBeInTheDocument();
    const published = await readAnswer(server.app, owner, asked.id);
    expect(published.media.map((m) => [m.kind, m.alt])).toEqual([
      ['image', 'Sunset over purple hills'],
      ['animated', 'A ball bouncing from left to right'],
    ]);
  });

  it(`takes at most ${LIMITS.mediaPerAnswer} pictures, and a removed one makes room`, async () => {
    const owner = await createMember(server.app, 'owner');
    await askQuestion(server.app, owner, 'Show me your favourite places');
    signInAs(owner);
    renderApp('/questions');
    const { user, dialog } = await openAnswerDialog('Show me your favourite places');

    await user.upload(fileInput(dialog), [photo(), gif(), photo(), gif(), photo()]);
    expect(within(dialog).getByText('An answer can carry up to 4 pictures.')).toHaveAttribute('role', 'alert');
    expect(within(dialog).getAllByRole('group')).toHaveLength(4);
    await uploaded(dialog);
    const add = within(dialog).getByRole('button', { name: 'Add picture' });
    expect(add).toBeDisabled();

    const second = within(dialog).getByRole('group', { name: 'Picture 2' });
    await user.type(within(second).getByRole('textbox', { name: 'Describe the picture' }), 'The GIF');
    await user.click(within(dialog).getByRole('button', { name: 'Remove picture 1' }));
    // The others move up, their descriptions with them.
    expect(within(dialog).getAllByRole('group')).toHaveLength(3);
    expect(
      within(within(dialog).getByRole('group', { name: 'Picture 1' })).getByRole('textbox', {
        name: 'Describe the picture',
      }),
    ).toHaveValue('The GIF');
    expect(add).toBeEnabled();
  });

  it('shows a refused file on its own tile, with the reason, and sends the others', async () => {
    const owner = await createMember(server.app, 'owner');
    const asked = await askQuestion(server.app, owner, 'What did you draw today?');
    signInAs(owner);
    renderApp('/questions');
    const { user, dialog } = await openAnswerDialog('What did you draw today?');

    // Too large is known before it travels; a text file named like a picture only the server can tell.
    const huge = new File([new Uint8Array(LIMITS.uploadMaxBytes + 1)], 'huge.jpg', { type: 'image/jpeg' });
    const fake = new File(['not a picture at all'], 'fake.png', { type: 'image/png' });
    await user.upload(fileInput(dialog), [huge, fake, photo()]);
    const tooLarge = within(dialog).getByRole('group', { name: 'Picture 1' });
    expect(within(tooLarge).getByRole('alert')).toHaveTextContent('File size is too large.');
    expect(within(tooLarge).queryByRole('textbox')).toBeNull();
    await uploaded(dialog);
    const refused = within(dialog).getByRole('group', { name: 'Picture 2' });
    expect(within(refused).getByRole('alert')).toHaveTextContent('Uploading Error.');
    expect(within(refused).queryByRole('textbox')).toBeNull();

    await user.type(within(dialog).getByRole('textbox', { name: 'Your answer' }), 'A small sketch.');
    const good = within(dialog).getByRole('group', { name: 'Picture 3' });
    await user.type(within(good).getByRole('textbox', { name: 'Describe the picture' }), 'Hills at sunset');
    await user.click(within(dialog).getByRole('button', { name: 'Answer' }));
    expect(await screen.findByText('Your answer has been published!')).toBeInTheDocument();
    expect((await readAnswer(server.app, owner, asked.id)).media.map((m) => m.alt)).toEqual(['Hills at sunset']);
  });

  it('takes a picture pasted into the answer or dropped on the dialog; text still pastes as text', async () => {
    const owner = await createMember(server.app, 'owner');
    await askQuestion(server.app, owner, 'Got a screenshot of that?');
    signInAs(owner);
    renderApp('/questions');
    const { user, dialog } = await openAnswerDialog('Got a screenshot of that?');
    const field = within(dialog).getByRole('textbox', { name: 'Your answer' });
    field.focus();
    await user.paste('Here it is:');
    expect(field).toHaveValue('Here it is:');
    expect(within(dialog).queryAllByRole('group')).toHaveLength(0);

    // What a browser's clipboard and drag-and-drop hand over: the files, with their types.
    fireEvent.paste(field, { clipboardData: { files: [photo()], types: ['Files'], getData: () => '' } });
    expect(within(dialog).getAllByRole('group')).toHaveLength(1);
    const form = field.closest('form') as HTMLFormElement;
    const notAPicture = new File(['notes'], 'notes.txt', { type: 'text/plain' });
    fireEvent.drop(form, { dataTransfer: { files: [gif(), notAPicture], types: ['Files'] } });
    expect(within(dialog).getAllByRole('group')).toHaveLength(2);
    await uploaded(dialog);
    expect(field).toHaveValue('Here it is:');
  });

  it('edits an answer with its pictures filled in, and sends the whole list', async () => {
    const owner = await createMember(server.app, 'owner');
    const asked = await askQuestion(server.app, owner, 'Cats or dogs?');
    const one = await uploadPicture(server.app, owner, photo());
    const two = await uploadPicture(server.app, owner, gif());
    await answerWithMedia(server.app, owner, asked.id, 'Both, see for yourself.', [
      { id: one.id, alt: 'Hills' },
      { id: two.id, alt: 'A ball' },
    ]);
    signInAs(owner);
    renderApp(`/${owner.username}`);
    const card = (await screen.findByText('Cats or dogs?')).closest('article') as HTMLElement;
    // The card shows both, each named by its description.
    expect(within(card).getByRole('link', { name: 'Hills' })).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'A ball' })).toBeInTheDocument();

    const user = userEvent.setup();
    const edit = async () => {
      await user.click(within(card).getByRole('button', { name: 'More actions' }));
      await user.click(within(card).getByRole('button', { name: 'Edit answer' }));
      return screen.findByRole('dialog', { name: 'Edit your answer' });
    };
    let dialog = await edit();
    const first = within(dialog).getByRole('group', { name: 'Picture 1' });
    const firstAlt = within(first).getByRole('textbox', { name: 'Describe the picture' });
    expect(firstAlt).toHaveValue('Hills');
    expect(
      within(within(dialog).getByRole('group', { name: 'Picture 2' })).getByRole('textbox', {
        name: 'Describe the picture',
      }),
    ).toHaveValue('A ball');
    await user.clear(firstAlt);
    await user.type(firstAlt, 'Purple hills at sunset');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your answer has been updated!')).toBeInTheDocument();
    expect((await readAnswer(server.app, owner, asked.id)).media.map((m) => [m.id, m.alt])).toEqual([
      [one.id, 'Purple hills at sunset'],
      [two.id, 'A ball'],
    ]);
    // The card shows what the server answered.
    expect(await within(card).findByRole('link', { name: 'Purple hills at sunset' })).toBeInTheDocument();

    dialog = await edit();
    await user.click(within(dialog).getByRole('button', { name: 'Remove picture 1' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your answer has been updated!')).toBeInTheDocument();
    expect((await readAnswer(server.app, owner, asked.id)).media.map((m) => m.id)).toEqual([two.id]);
    await waitFor(() => expect(within(card).queryByRole('link', { name: 'Purple hills at sunset' })).toBeNull());
  });
});
