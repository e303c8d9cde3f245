import * as routes from '@qurio/contract/routes';
import { fireEvent, screen, waitFor, within } from 'expo-router/testing-library';
import { renderApp } from './render-app';
import { askQuestion, createMember } from './server';

/** A tag no other test's answers carry. */
const uniqueTag = () => `look${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

/**
 * Issue 34: a visitor looks around before joining. From the sign-in screens they open Explore and
 * search, read-only: a like asks them to sign in, and the way to log in stays at hand.
 */
describe('a visitor looks around', () => {
  it('opens Explore from the log-in screen; a like asks them to sign in', async () => {
    const tag = uniqueTag();
    const [owner, asker] = await Promise.all([createMember('lo'), createMember('la')]);
    const id = await askQuestion(asker, owner, 'What should a visitor see first?');
    await owner.api.call(routes.answer, { question_id: id, answer: `The newest answers, of course. #${tag}` });

    const view = renderApp('/login');
    fireEvent.press(await screen.findByRole('link', { name: 'Explore' }));
    await waitFor(() => expect(view.getPathname()).toBe('/explore'));
    expect(await screen.findByRole('header', { name: 'Explore' })).toBeOnTheScreen();
    const answer = await screen.findByText(`The newest answers, of course. #${tag}`);
    expect(answer).toBeOnTheScreen();
    // No member tabs for a visitor: the way to log in instead.
    expect(screen.queryByRole('tab', { name: /Inbox/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Log in' })).toBeOnTheScreen();

    fireEvent.press(screen.getAllByRole('button', { name: 'Like' })[0] as never);
    expect(await screen.findByText('Please sign in and try again!')).toBeOnTheScreen();

    fireEvent.press(screen.getByRole('link', { name: 'Log in' }));
    await waitFor(() => expect(view.getPathname()).toBe('/login'));
  });

  it('searches a hashtag and people without an account', async () => {
    const tag = uniqueTag();
    const [owner, asker] = await Promise.all([createMember('so'), createMember('sa')]);
    const id = await askQuestion(asker, owner, 'What are you reading now?');
    await owner.api.call(routes.answer, { question_id: id, answer: `A visitor may find this #${tag}` });

    const view = renderApp('/signup');
    fireEvent.press(await screen.findByRole('link', { name: 'Search' }));
    await waitFor(() => expect(view.getPathname()).toBe('/search'));
    const field = await screen.findByLabelText('Search');
    fireEvent.changeText(field, `#${tag}`);
    fireEvent.press(await screen.findByRole('tab', { name: 'Latest' }));
    expect(await screen.findByText(`A visitor may find this #${tag}`)).toBeOnTheScreen();

    fireEvent.changeText(field, owner.username);
    fireEvent.press(await screen.findByRole('tab', { name: 'People' }));
    const person = await screen.findByRole('link', { name: new RegExp(`@${owner.username}$`) });
    expect(within(person).getByText(`@${owner.username}`)).toBeOnTheScreen();
  });

  it('any other tab still sends a visitor to log in', async () => {
    const view = renderApp('/inbox');
    await waitFor(() => expect(view.getPathname()).toBe('/login'));
  });
});
