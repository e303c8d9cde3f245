import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answered, createMember, signInAs } from '../../test/members';
import { renderApp } from '../../test/render-app';
import { startRealServer } from '../../test/server';

const server = startRealServer();

let serverFetch: typeof fetch | undefined;

afterEach(() => {
  if (serverFetch) vi.stubGlobal('fetch', serverFetch);
  serverFetch = undefined;
});

/** The body of every `search` call the web app sends from now on (still answered by the real server). */
function recordSearches(): Array<Record<string, unknown>> {
  const calls: Array<Record<string, unknown>> = [];
  const realFetch = globalThis.fetch;
  serverFetch = realFetch;
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    if (String(input).endsWith('/api/search') && typeof init?.body === 'string') calls.push(JSON.parse(init.body));
    return realFetch(input, init);
  });
  return calls;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const LONG = { timeout: 5000 };

function articlesIn(list: HTMLElement): number {
  return within(list).getAllByRole('article').length;
}

describe('/search', () => {
  it('applies the trimmed term after a 500 ms pause, and never searches under two characters', async () => {
    const owner = await createMember(server.app, 'barista');
    await answered(server.app, owner, 'How do you take your espresso?');
    signInAs(await createMember(server.app, 'seeker'));
    const searches = recordSearches();
    const view = renderApp('/search');
    const field = await screen.findByRole('searchbox', { name: 'Search' }, LONG);
    const user = userEvent.setup();

    await user.type(field, ' e');
    await wait(800);
    expect(searches).toEqual([]);
    expect(screen.getByRole('heading', { name: 'Search History' })).toBeInTheDocument();
    expect(screen.getByText('Type at least 2 characters to search.')).toBeInTheDocument();

    await user.type(field, 'spresso ');
    // Typing is not searching: nothing is sent before the pause.
    expect(searches).toEqual([]);
    const list = await screen.findByRole('list', { name: 'Top' }, LONG);
    expect(within(list).getByText('How do you take your espresso?')).toBeInTheDocument();
    // One search for the whole pause, with the term trimmed: Top's answers and the people it shows above them.
    expect(searches).toHaveLength(2);
    expect(searches).toEqual(
      expect.arrayContaining([
        { term: 'espresso', type: 'top', page: 1 },
        { term: 'espresso', type: 'people', page: 1 },
      ]),
    );
    expect(view.pathname()).toBe('/search/espresso');

    // Back under two characters: the results go and nothing more is searched.
    await user.clear(field);
    await user.type(field, 'e');
    expect(await screen.findByRole('heading', { name: 'Search History' }, LONG)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Top' })).not.toBeInTheDocument();
    expect(view.pathname()).toBe('/search');
    expect(searches).toHaveLength(2);
  });

  it('pages each tab on its own, and starts every tab over when the term changes', async () => {
    const owner = await createMember(server.app, 'gardener');
    for (let i = 1; i <= 22; i += 1) await answered(server.app, owner, `Which tulip number ${i} is best?`);
    await answered(server.app, owner, 'Do orchids need much water?');
    signInAs(await createMember(server.app, 'reader'));
    renderApp('/search/tulip');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Latest' }, LONG));

    let list = await screen.findByRole('list', { name: 'Latest' }, LONG);
    expect(articlesIn(list)).toBe(20);
    // jsdom has no IntersectionObserver: the feed offers a button for the next page instead.
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(articlesIn(list)).toBe(22));
    // The end flag: a short page, so no more to load.
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();

    // Top has its own paging: its first page only.
    await user.click(screen.getByRole('tab', { name: 'Top' }));
    expect(screen.getByRole('tab', { name: 'Top' })).toHaveAttribute('aria-selected', 'true');
    list = await screen.findByRole('list', { name: 'Top' }, LONG);
    expect(articlesIn(list)).toBe(20);
    expect(screen.getByRole('button', { name: 'Show more' })).toBeInTheDocument();
    // Latest kept its two pages meanwhile.
    await user.click(screen.getByRole('tab', { name: 'Latest' }));
    list = await screen.findByRole('list', { name: 'Latest' }, LONG);
    expect(articlesIn(list)).toBe(22);

    const field = screen.getByRole('searchbox', { name: 'Search' });
    await user.clear(field);
    await user.type(field, 'orchids');
    await waitFor(() => expect(screen.getByText('Do orchids need much water?')).toBeInTheDocument(), LONG);
    expect(articlesIn(screen.getByRole('list', { name: 'Latest' }))).toBe(1);

    // Back to the first term: every tab starts over from its first page.
    await user.clear(field);
    await user.type(field, 'tulip');
    await waitFor(() => expect(screen.queryByText('Do orchids need much water?')).not.toBeInTheDocument(), LONG);
    list = await screen.findByRole('list', { name: 'Latest' }, LONG);
    expect(articlesIn(list)).toBe(20);
  });

  it('shows people in their tab and remembers a person picked there', async () => {
    const person = await createMember(server.app, 'zebrafan');
    signInAs(await createMember(server.app, 'looker'));
    renderApp(`/search/${person.username}`);
    await userEvent.click(await screen.findByRole('tab', { name: 'People' }, LONG));
    const list = await screen.findByRole('list', { name: 'People' }, LONG);
    const link = within(list).getByRole('link', { name: new RegExp(person.username) });
    expect(link).toHaveAttribute('href', `/${person.username}`);
  });
});
