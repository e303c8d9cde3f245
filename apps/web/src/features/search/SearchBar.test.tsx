import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createMember, signInAs } from '../../test/members';
import { renderApp } from '../../test/render-app';
import { startRealServer } from '../../test/server';
import { getSearchHistory } from './search-history';

const server = startRealServer();
const LONG = { timeout: 5000 };

async function sidebarField() {
  const sidebar = await screen.findByRole('complementary', { name: 'Sidebar' }, LONG);
  return { sidebar, field: await within(sidebar).findByRole('searchbox', { name: 'Search' }, LONG) };
}

describe('the search bar', () => {
  it('offers the history under two characters, people as results, and the full search on Enter', async () => {
    const person = await createMember(server.app, 'heron');
    const me = await createMember(server.app, 'me');
    signInAs(me);
    const view = renderApp('/home');
    const user = userEvent.setup();
    const { sidebar, field } = await sidebarField();

    await user.click(field);
    expect(within(sidebar).getByRole('heading', { name: 'Search History' })).toBeInTheDocument();
    expect(within(sidebar).getByText('Your recent searches will appear here.')).toBeInTheDocument();

    await user.type(field, person.username);
    expect(await within(sidebar).findByRole('heading', { name: 'Results' })).toBeInTheDocument();
    expect(await within(sidebar).findByRole('link', { name: new RegExp(`@${person.username}`) }, LONG)).toHaveAttribute(
      'href',
      `/${person.username}`,
    );

    await user.clear(field);
    await user.type(field, 'nobodyhere');
    expect(await within(sidebar).findByRole('heading', { name: 'No User Found' }, LONG)).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(view.pathname()).toBe('/search/nobodyhere');
    expect(getSearchHistory(me.id)).toEqual([{ term: 'nobodyhere' }]);
  });

  it('searches a history item again, removes one with the trash button, and cleans the field', async () => {
    const me = await createMember(server.app, 'me');
    signInAs(me);
    const view = renderApp('/home');
    const user = userEvent.setup();
    const first = await sidebarField();

    await user.type(first.field, 'Coffee{Enter}');
    expect(view.pathname()).toBe('/search/Coffee');
    await user.click(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Home' }));
    const again = await sidebarField();
    await user.type(again.field, 'tea{Enter}');
    await user.click(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Home' }));
    const third = await sidebarField();
    // The same term in other letters replaces the old entry and goes to the top.
    await user.type(third.field, 'coffee{Enter}');
    expect(getSearchHistory(me.id).map((entry) => entry.term)).toEqual(['coffee', 'tea']);

    await user.click(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Home' }));
    const last = await sidebarField();
    await user.click(last.field);
    const history = within(last.sidebar).getByRole('region', { name: 'Search History' });
    const items = within(history).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['coffee', 'tea']);
    await user.click(within(history).getByRole('button', { name: 'Remove “tea” from your search history' }));
    expect(within(history).queryByRole('link', { name: 'tea' })).not.toBeInTheDocument();
    expect(getSearchHistory(me.id).map((entry) => entry.term)).toEqual(['coffee']);
    await user.click(within(history).getByRole('link', { name: 'coffee' }));
    expect(view.pathname()).toBe('/search/coffee');

    await user.click(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Home' }));
    const clean = await sidebarField();
    await user.type(clean.field, 'abc');
    await user.click(within(clean.sidebar).getByRole('button', { name: 'Clean' }));
    expect(clean.field).toHaveValue('');
    expect(clean.field).toHaveFocus();
  });
});
