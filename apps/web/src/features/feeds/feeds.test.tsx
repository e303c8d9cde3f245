import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../app/query-client';
import { answered, createMember, signInAs } from '../../test/members';
import { renderApp } from '../../test/render-app';
import { startRealServer } from '../../test/server';
import { POLL_MS } from '../questions/queries';
import { useExploreFeed } from './queries';
import { followMember } from './test-support';

const server = startRealServer();

afterEach(() => {
  vi.useRealTimers();
});

function questionsIn(list: HTMLElement): string[] {
  return within(list)
    .getAllByRole('article')
    .map((card) => card.querySelector('p')?.textContent ?? '');
}

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

describe('the timeline on /home', () => {
  it('shows the empty state to a member who follows nobody and has not answered', async () => {
    signInAs(await createMember(server.app, 'alone'));
    renderApp('/home');
    // The first render of the file loads the member layout's lazy chunks: allow for that.
    expect(await screen.findByText('Your timeline is still empty.', {}, { timeout: 5000 })).toBeInTheDocument();
    // Where to go from here, also on a phone, where the sidebar with the suggestions is hidden.
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'Discover answers on Explore' })).toHaveAttribute('href', '/explore');
    expect(within(main).getByRole('heading', { name: 'Who to follow' })).toBeInTheDocument();
    expect(within(main).getByRole('heading', { name: 'Your profile link' })).toBeInTheDocument();
  });

  it('shows answers by the people I follow and by me, newest first', async () => {
    const reader = await createMember(server.app, 'reader');
    const writer = await createMember(server.app, 'writer');
    const stranger = await createMember(server.app, 'stranger');
    await followMember(server.app, reader, writer);
    await answered(server.app, writer, 'Written by the followed one?');
    await answered(server.app, stranger, 'Written by a stranger?');
    await answered(server.app, reader, 'Written by the reader?');
    signInAs(reader);
    renderApp('/home');
    const list = await screen.findByRole('list', { name: 'Answers from people you follow' });
    expect(questionsIn(list)).toEqual(['Written by the reader?', 'Written by the followed one?']);
  });

  it('holds new answers found by the 30-second poll behind "Show N new answers", then merges them on top', async () => {
    // Only the interval is faked: the in-process server keeps its real timers.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const reader = await createMember(server.app, 'reader');
    const writer = await createMember(server.app, 'writer');
    await followMember(server.app, reader, writer);
    await answered(server.app, writer, 'The first question?');
    signInAs(reader);
    renderApp('/home');
    const list = await screen.findByRole('list', { name: 'Answers from people you follow' });
    expect(questionsIn(list)).toEqual(['The first question?']);

    await answered(server.app, writer, 'The second question?');
    await answered(server.app, writer, 'The third question?');
    // The poll's interval starts with the screen's effects, which Preact runs a frame after the list
    // shows (later on a busy machine): move the clock a poll at a time until the poll has found them.
    const showNew = () => screen.queryByRole('button', { name: 'Show 2 new answers' });
    for (let turn = 0; turn < 100 && !showNew(); turn++) {
      await act(async () => {
        vi.advanceTimersByTime(POLL_MS);
      });
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const button = await screen.findByRole('button', { name: 'Show 2 new answers' });
    // Nothing moves under the reader's eyes until they ask for it.
    expect(questionsIn(list)).toEqual(['The first question?']);

    await userEvent.click(button);
    await waitFor(() =>
      expect(questionsIn(list)).toEqual(['The third question?', 'The second question?', 'The first question?']),
    );
    expect(screen.queryByRole('button', { name: /new answer/ })).not.toBeInTheDocument();
  });

  it('fetches new answers at once when Home is pressed while on Home', async () => {
    const reader = await createMember(server.app, 'reader');
    const writer = await createMember(server.app, 'writer');
    await followMember(server.app, reader, writer);
    await answered(server.app, writer, 'Already there?');
    signInAs(reader);
    renderApp('/home');
    const list = await screen.findByRole('list', { name: 'Answers from people you follow' });
    await answered(server.app, writer, 'Just answered?');

    await userEvent.click(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Home' }));
    await waitFor(() => expect(questionsIn(list)).toEqual(['Just answered?', 'Already there?']));
    expect(screen.queryByRole('button', { name: /new answer/ })).not.toBeInTheDocument();
  });
});

describe('explore', () => {
  it('pages by number to the end without repeats, and polls newer answers by date into the buffer', async () => {
    const viewer = await createMember(server.app, 'viewer');
    const owner = await createMember(server.app, 'explorer');
    for (let i = 1; i <= 24; i += 1) await answered(server.app, owner, `Explore question ${i}?`);
    signInAs(viewer);

    const { result } = renderHook(() => useExploreFeed(), { wrapper });
    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(result.current.items).toHaveLength(20);
    while (!result.current.isEnd) {
      await act(() => result.current.loadOlder());
      // Preact's act settles on microtasks alone: a loadOlder that finds a page under way returns
      // at once, and without a task's turn the in-process server's answer would never come.
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    const ids = result.current.items.map((row) => row.id);
    expect(new Set(ids).size).toBe(ids.length);
    const mine = result.current.items.filter((row) => row.user.id === owner.id);
    expect(mine).toHaveLength(24);

    // Explore polls by date: the new answer must be later than every answer shown.
    server.advanceClock(60_000);
    await answered(server.app, owner, 'A brand new explore answer?');
    let found = 0;
    await act(async () => {
      found = await result.current.checkNewer();
    });
    expect(found).toBe(1);
    await waitFor(() =>
      expect(result.current.buffered.map((row) => row.question)).toEqual(['A brand new explore answer?']),
    );
    act(() => result.current.mergeNewer());
    await waitFor(() => expect(result.current.items[0]?.question).toBe('A brand new explore answer?'));
    expect(result.current.items).toHaveLength(ids.length + 1);
  });
});
