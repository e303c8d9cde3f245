import * as routes from '@qurio/contract/routes';
import { fireEvent, screen, waitFor } from 'expo-router/testing-library';
import { readStoredSession } from '../src/features/session/session-storage';
import { renderApp, signInStored } from './render-app';
import { askQuestion, createMember } from './server';

describe('the signed-in app against the real server', () => {
  it('shows an answer of a followed member on the timeline (session restored from storage)', async () => {
    const [reader, author, asker] = await Promise.all([createMember('r'), createMember('a'), createMember('q')]);
    await reader.api.call(routes.follow, { user_id: author.id });
    const id = await askQuestion(asker, author, 'What is your favourite book?');
    await author.api.call(routes.answer, { question_id: id, answer: 'The Name of the Rose.' });

    await signInStored(reader);
    renderApp('/');
    expect(await screen.findByText('The Name of the Rose.')).toBeOnTheScreen();
    expect(screen.getByText('What is your favourite book?')).toBeOnTheScreen();
  });

  it('answers a question from the inbox', async () => {
    const [owner, asker] = await Promise.all([createMember('o'), createMember('q')]);
    await askQuestion(asker, owner, 'Which city do you like most?');
    await signInStored(owner);
    renderApp('/inbox');

    fireEvent.press(await screen.findByRole('button', { name: 'Answer: Which city do you like most?' }));
    fireEvent.changeText(screen.getByLabelText('Your answer'), 'Lisbon, by the sea.');
    fireEvent.press(screen.getByRole('button', { name: 'Answer' }));

    expect(await screen.findByText('No questions waiting.')).toBeOnTheScreen();
    const page = await owner.api.call(routes.questions, { username: owner.username });
    expect(page.questions.map((item) => item.answer)).toContain('Lisbon, by the sea.');
  });

  it('asks for confirmation before logging out, then ends the session', async () => {
    const member = await createMember('out');
    await signInStored(member);
    const view = renderApp('/profile');

    fireEvent.press(await screen.findByRole('button', { name: 'Log out' }));
    expect(await screen.findByText('Are you sure that you want to logout?')).toBeOnTheScreen();

    fireEvent.press(screen.getByRole('button', { name: 'No' }));
    expect(screen.queryByText('Are you sure that you want to logout?')).toBeNull();
    expect(view.getPathname()).toBe('/profile');
    expect(await readStoredSession()).not.toBeNull();

    fireEvent.press(screen.getByRole('button', { name: 'Log out' }));
    await screen.findByText('Are you sure that you want to logout?');
    fireEvent.press(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(view.getPathname()).toBe('/login'));
    expect(await readStoredSession()).toBeNull();
    await expect(member.api.call(routes.refresh)).rejects.toMatchObject({ httpStatus: 401 });
  });

  it('switches to night mode and keeps the choice', async () => {
    const member = await createMember('night');
    await signInStored(member);
    renderApp('/profile');
    fireEvent.press(await screen.findByRole('button', { name: 'Night mode' }));
    expect(await screen.findByRole('button', { name: 'Light mode' })).toBeOnTheScreen();
  });
});
