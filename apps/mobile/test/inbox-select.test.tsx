import * as routes from '@qurio/contract/routes';
import { fireEvent, screen, waitFor, within } from 'expo-router/testing-library';
import { renderApp, signInStored } from './render-app';
import { askAnonymously, askQuestion, createMember } from './server';

describe('selecting several inbox questions to delete', () => {
  it('deletes the chosen ones in one call after a confirmation, and leaves the others', async () => {
    const [owner, asker] = await Promise.all([createMember('bs'), createMember('bq')]);
    const keep = await askQuestion(asker, owner, 'Keep me, please?');
    const first = await askAnonymously(asker, owner, 'Delete me first?');
    const second = await askQuestion(asker, owner, 'Delete me too?');
    await signInStored(owner);
    renderApp('/inbox');

    fireEvent.press(await screen.findByRole('button', { name: 'Select questions to delete' }));
    expect(screen.getByText('0 selected')).toBeOnTheScreen();
    expect(screen.getByRole('button', { name: 'Delete selected' })).toBeDisabled();
    // The anonymous question names nobody while selecting either.
    const anonymous = screen.getByRole('checkbox', { name: 'Select: Delete me first?' });
    expect(within(anonymous).getByText('Anonymous')).toBeOnTheScreen();
    expect(within(anonymous).queryByText(asker.fullname || asker.username)).toBeNull();

    fireEvent.press(anonymous);
    fireEvent.press(screen.getByRole('checkbox', { name: 'Select: Delete me too?' }));
    expect(screen.getByRole('checkbox', { name: 'Select: Delete me too?' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Select: Keep me, please?' })).not.toBeChecked();
    expect(screen.getByText('2 selected')).toBeOnTheScreen();

    // Cancelling the confirmation deletes nothing.
    fireEvent.press(screen.getByRole('button', { name: 'Delete selected' }));
    expect(await screen.findByText('Delete 2 questions? This cannot be undone.')).toBeOnTheScreen();
    fireEvent.press(screen.getByRole('button', { name: 'No' }));
    expect(screen.queryByText('Delete 2 questions? This cannot be undone.')).toBeNull();
    expect((await owner.api.call(routes.myQuestions, {})).questions).toHaveLength(3);

    fireEvent.press(screen.getByRole('button', { name: 'Delete selected' }));
    fireEvent.press(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('2 questions deleted.')).toBeOnTheScreen();
    // Back to the normal inbox, with only the question left behind.
    expect(await screen.findByRole('button', { name: 'Delete: Keep me, please?' })).toBeOnTheScreen();
    expect(screen.queryByText('Delete me first?')).toBeNull();
    expect(screen.queryByText('Delete me too?')).toBeNull();
    await waitFor(async () => {
      const inbox = await owner.api.call(routes.myQuestions, {});
      expect(inbox.questions.map((item) => item.id)).toEqual([keep]);
    });
    expect([first, second]).not.toContain(keep);
    expect(await screen.findByLabelText('Questions, 1 question waiting')).toBeOnTheScreen();
  });
});
