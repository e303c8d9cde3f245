import * as routes from '@qurio/contract/routes';
import { fireEvent, screen, waitFor } from 'expo-router/testing-library';
import { renderApp, signInStored } from './render-app';
import { askQuestion, createMember } from './server';

/** A tag no other test's answers carry. */
const uniqueTag = () => `tag${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

async function answered(text: string) {
  const [owner, asker] = await Promise.all([createMember('h'), createMember('a')]);
  const id = await askQuestion(asker, owner, 'What are you reading now?');
  await owner.api.call(routes.answer, { question_id: id, answer: text });
  return owner;
}

describe('search', () => {
  it('finds a member by username on the People tab and keeps the search in the history', async () => {
    const [wanted, searcher] = await Promise.all([createMember('find'), createMember('s')]);
    await signInStored(searcher);
    renderApp('/search');

    const field = await screen.findByLabelText('Search');
    fireEvent.changeText(field, wanted.username);
    fireEvent.press(await screen.findByRole('tab', { name: 'People' }));
    expect(await screen.findByRole('link', { name: new RegExp(`@${wanted.username}$`) })).toBeOnTheScreen();
    expect(screen.getByRole('tab', { name: 'People' })).toBeSelected();

    // Enter keeps the term; cleaning the field shows the history with it.
    fireEvent(field, 'submitEditing');
    fireEvent.press(screen.getByRole('button', { name: 'Clean' }));
    expect(await screen.findByText('Search History')).toBeOnTheScreen();
    const again = screen.getByRole('button', { name: `Search for “${wanted.username}”` });

    fireEvent.press(again);
    expect(await screen.findByRole('link', { name: new RegExp(`@${wanted.username}$`) })).toBeOnTheScreen();
    fireEvent.press(screen.getByRole('button', { name: 'Clean' }));
    fireEvent.press(
      await screen.findByRole('button', { name: `Remove “${wanted.username}” from your search history` }),
    );
    expect(await screen.findByText('Your recent searches will appear here.')).toBeOnTheScreen();
  });

  it('lists the member first when their name is searched on Top, and Show all people opens People', async () => {
    const [wanted, searcher] = await Promise.all([createMember('top'), createMember('ts')]);
    await signInStored(searcher);
    renderApp('/search');

    fireEvent.changeText(await screen.findByLabelText('Search'), wanted.username);
    fireEvent.press(await screen.findByRole('tab', { name: 'Top' }));
    expect(screen.getByRole('tab', { name: 'Top' })).toBeSelected();
    // A name finds a person, not answers: Top shows the person above its (empty) answers.
    expect(await screen.findByRole('link', { name: new RegExp(`@${wanted.username}$`) })).toBeOnTheScreen();
    expect(screen.getByRole('header', { name: 'People' })).toBeOnTheScreen();

    fireEvent.press(screen.getByRole('button', { name: 'Show all people' }));
    expect(await screen.findByRole('tab', { name: 'People' })).toBeSelected();
    expect(await screen.findByRole('link', { name: new RegExp(`@${wanted.username}$`) })).toBeOnTheScreen();
  });

  it('does not search under two characters', async () => {
    const searcher = await createMember('short');
    await signInStored(searcher);
    renderApp('/search');
    fireEvent.changeText(await screen.findByLabelText('Search'), 'a');
    expect(await screen.findByText('Type at least 2 characters to search.')).toBeOnTheScreen();
    expect(screen.queryByRole('tab', { name: 'People' })).toBeNull();
  });

  it('shows the answers of a hashtag', async () => {
    const tag = uniqueTag();
    await answered(`Mostly poetry these days #${tag}`);
    await answered('Nothing with that tag, just prose.');
    const searcher = await createMember('hs');
    await signInStored(searcher);
    renderApp(`/search?term=%23${tag}`);

    fireEvent.press(await screen.findByRole('tab', { name: 'Top' }));
    expect(await screen.findByText(`Mostly poetry these days #${tag}`)).toBeOnTheScreen();
    expect(screen.getByRole('tab', { name: 'Top' })).toBeSelected();
    expect(screen.queryByText('Nothing with that tag, just prose.')).toBeNull();

    fireEvent.press(screen.getByRole('tab', { name: 'Latest' }));
    expect(await screen.findByText(`Mostly poetry these days #${tag}`)).toBeOnTheScreen();
  });

  it('lists trending hashtags on Explore, and a trend opens its search', async () => {
    const tag = uniqueTag();
    await answered(`A trend in the making #${tag}`);
    const member = await createMember('tr');
    await signInStored(member);
    const view = renderApp('/explore');

    expect(await screen.findByText('Trends')).toBeOnTheScreen();
    fireEvent.press(await screen.findByRole('link', { name: new RegExp(`^#${tag}, `) }));
    await waitFor(() => expect(view.getPathname()).toBe('/search'));
    fireEvent.press(await screen.findByRole('tab', { name: 'Latest' }));
    expect(await screen.findByText(`A trend in the making #${tag}`)).toBeOnTheScreen();
  });

  it('opens search from Explore', async () => {
    const member = await createMember('ex');
    await signInStored(member);
    const view = renderApp('/explore');
    fireEvent.press(await screen.findByRole('link', { name: 'Search Qurio' }));
    await waitFor(() => expect(view.getPathname()).toBe('/search'));
    expect(await screen.findByLabelText('Search')).toBeOnTheScreen();
  });
});

describe('hashtags in a bio', () => {
  it('open the search for the tag', async () => {
    const tag = uniqueTag();
    const [person, searcher] = await Promise.all([createMember('bio'), createMember('bs')]);
    await person.api.call(routes.updateProfile, { fullname: 'Bio Person', bio: `Into #${tag} and tea` });
    await answered(`An answer about #${tag}`);
    await signInStored(searcher);
    const view = renderApp('/search');

    fireEvent.changeText(await screen.findByLabelText('Search'), person.username);
    fireEvent.press(await screen.findByRole('tab', { name: 'People' }));
    fireEvent.press(await screen.findByRole('link', { name: `#${tag}` }));
    await waitFor(() => expect(view.getPathname()).toBe('/search'));
    fireEvent.press(await screen.findByRole('tab', { name: 'Latest' }));
    expect(await screen.findByText(`An answer about #${tag}`)).toBeOnTheScreen();
  });
});
