import * as routes from '@qurio/contract/routes';
import { fireEvent, screen, waitFor, within } from 'expo-router/testing-library';
import { setServerUrl } from '../src/api/config';
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

  it('holds new answers on the timeline behind "Show N new answers" until pressed', async () => {
    const [reader, author, asker] = await Promise.all([createMember('r'), createMember('a'), createMember('q')]);
    await reader.api.call(routes.follow, { user_id: author.id });
    const first = await askQuestion(asker, author, 'What did you have for breakfast?');
    const second = await askQuestion(asker, author, 'Where do you want to travel next?');
    await author.api.call(routes.answer, { question_id: first, answer: 'Toast with jam.' });

    await signInStored(reader);
    renderApp('/');
    expect(await screen.findByText('Toast with jam.')).toBeOnTheScreen();
    await author.api.call(routes.answer, { question_id: second, answer: 'Somewhere with mountains.' });

    // Another tab and back: the timeline checks for newer answers in the background.
    fireEvent.press(screen.getByLabelText('Questions'));
    fireEvent.press(screen.getByLabelText('Home'));
    const show = await screen.findByRole('button', { name: 'Show 1 new answer' });
    const timeline = screen.getByLabelText('Answers from people you follow');
    expect(within(timeline).queryByText('Somewhere with mountains.')).toBeNull();

    fireEvent.press(show);
    expect(await within(timeline).findByText('Somewhere with mountains.')).toBeOnTheScreen();
    expect(within(timeline).getByText('Toast with jam.')).toBeOnTheScreen();
    expect(screen.queryByRole('button', { name: 'Show 1 new answer' })).toBeNull();
  });

  it('brings new answers in at once when Home is pressed while on Home', async () => {
    const [reader, author, asker] = await Promise.all([createMember('r'), createMember('a'), createMember('q')]);
    await reader.api.call(routes.follow, { user_id: author.id });
    const first = await askQuestion(asker, author, 'Tea or coffee?');
    const second = await askQuestion(asker, author, 'Cats or dogs?');
    await author.api.call(routes.answer, { question_id: first, answer: 'Tea, always.' });

    await signInStored(reader);
    renderApp('/');
    expect(await screen.findByText('Tea, always.')).toBeOnTheScreen();
    await author.api.call(routes.answer, { question_id: second, answer: 'Both, honestly.' });

    fireEvent.press(screen.getByLabelText('Home'));
    expect(await screen.findByText('Both, honestly.')).toBeOnTheScreen();
    expect(screen.queryByRole('button', { name: 'Show 1 new answer' })).toBeNull();
  });

  it('shows the no-connection notice and loads again with Try Again', async () => {
    const [owner, asker] = await Promise.all([createMember('off'), createMember('q')]);
    await askQuestion(asker, owner, 'Are you still there?');
    await signInStored(owner);
    const server = process.env.QURIO_TEST_API_URL ?? '';
    // Nothing listens on port 9 here: every request fails without a response, as offline.
    setServerUrl('http://127.0.0.1:9');
    try {
      renderApp('/inbox');
      expect(
        await screen.findByText('Looks like you lost your connection. Please check it and try again.'),
      ).toBeOnTheScreen();
      expect(screen.queryByText('Are you still there?')).toBeNull();

      setServerUrl(server);
      fireEvent.press(screen.getByRole('button', { name: 'Try Again' }));
      expect(await screen.findByText('Are you still there?')).toBeOnTheScreen();
      await waitFor(() =>
        expect(screen.queryByText('Looks like you lost your connection. Please check it and try again.')).toBeNull(),
      );
    } finally {
      setServerUrl(server);
    }
  });
});
