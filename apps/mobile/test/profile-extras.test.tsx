import * as routes from '@qurio/contract/routes';
import { fireEvent, screen, waitFor } from 'expo-router/testing-library';
import { renderApp, signInStored } from './render-app';
import { createMember } from './server';

describe('the profile keeps the search history current', () => {
  it('shows the new name of a person in the history once their profile loaded', async () => {
    const [person, searcher] = await Promise.all([createMember('rn'), createMember('rs')]);
    await person.api.call(routes.updateProfile, { fullname: 'Old Name', bio: '' });
    await signInStored(searcher);
    let view = renderApp('/search');

    fireEvent.changeText(await screen.findByLabelText('Search'), person.username);
    fireEvent.press(await screen.findByRole('tab', { name: 'People' }));
    fireEvent.press(await screen.findByRole('link', { name: `Old Name @${person.username}` }));
    await waitFor(() => expect(view.getPathname()).toBe(`/${person.username}`));
    view.unmount();

    await person.api.call(routes.updateProfile, { fullname: 'New Name', bio: '' });
    view = renderApp(`/${person.username}`);
    expect(await screen.findByRole('header', { name: 'New Name' })).toBeOnTheScreen();
    view.unmount();

    renderApp('/search');
    expect(await screen.findByRole('link', { name: `New Name @${person.username}` })).toBeOnTheScreen();
    expect(screen.queryByRole('link', { name: `Old Name @${person.username}` })).toBeNull();
  });
});

describe('the profile’s More actions', () => {
  it('tells screen readers whether the menu is open', async () => {
    const owner = await createMember('ex');
    renderApp(`/${owner.username}`);
    const toggle = await screen.findByRole('button', { name: 'More actions' });
    expect(toggle).toBeCollapsed();
    fireEvent.press(toggle);
    expect(await screen.findByRole('button', { name: 'Block' })).toBeOnTheScreen();
    expect(screen.getByRole('button', { name: 'More actions' })).toBeExpanded();
    fireEvent.press(screen.getByRole('button', { name: 'More actions' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Block' })).toBeNull());
    expect(screen.getByRole('button', { name: 'More actions' })).toBeCollapsed();
  });
});
