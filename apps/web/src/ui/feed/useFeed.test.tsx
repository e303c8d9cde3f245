import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { queryClient } from '../../app/query-client';
import { questionKeys } from '../../features/questions/keys';
import { useProfileAnswersFeed } from '../../features/questions/queries';
import { useUserListFeed } from '../../features/users/queries';
import { answered, createMember } from '../../test/members';
import { startRealServer } from '../../test/server';
import { refreshNewer } from './useFeed';

const server = startRealServer();

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

describe('useFeed against the real API', () => {
  it('pages older items by last id to the end, without repeats, and sets the end flag', async () => {
    const owner = await createMember(server.app, 'feed');
    for (let i = 1; i <= 25; i += 1) await answered(server.app, owner, `Question number ${i}?`);

    const { result } = renderHook(() => useProfileAnswersFeed(owner.username), { wrapper });
    await waitFor(() => expect(result.current.status).toBe('success'));
    // The server's page size is 20: a full page, so there may be more.
    expect(result.current.items).toHaveLength(20);
    expect(result.current.isEnd).toBe(false);
    expect(result.current.items[0]?.question).toBe('Question number 25?');

    await act(() => result.current.loadOlder());
    await waitFor(() => expect(result.current.items).toHaveLength(25));
    // The second page is shorter than the limit: that is the end.
    expect(result.current.isEnd).toBe(true);
    const questions = result.current.items.map((q) => q.question);
    expect(new Set(questions).size).toBe(25);
    expect(questions.at(-1)).toBe('Question number 1?');

    // At the end, asking for more does nothing.
    await act(() => result.current.loadOlder());
    expect(result.current.items).toHaveLength(25);
  });

  it('holds newer items in a buffer until they are merged on top', async () => {
    const owner = await createMember(server.app, 'newer');
    await answered(server.app, owner, 'The first one?');
    const { result } = renderHook(() => useProfileAnswersFeed(owner.username), { wrapper });
    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(result.current.items.map((q) => q.question)).toEqual(['The first one?']);
    expect(result.current.isEnd).toBe(true);

    await answered(server.app, owner, 'The second one?');
    await answered(server.app, owner, 'The third one?');
    let found = 0;
    await act(async () => {
      found = await result.current.checkNewer();
    });
    expect(found).toBe(2);
    await waitFor(() => expect(result.current.buffered).toHaveLength(2));
    // Nothing moves under the reader's eyes until they ask for it.
    expect(result.current.items).toHaveLength(1);

    act(() => result.current.mergeNewer());
    await waitFor(() =>
      expect(result.current.items.map((q) => q.question)).toEqual([
        'The third one?',
        'The second one?',
        'The first one?',
      ]),
    );
    expect(result.current.buffered).toEqual([]);

    // Nothing newer now: the next check finds nothing.
    await act(async () => {
      found = await result.current.checkNewer();
    });
    expect(found).toBe(0);
  });

  it('fetches a refresh asked while the feed was not on screen as soon as it is again', async () => {
    const owner = await createMember(server.app, 'unseen');
    await answered(server.app, owner, 'Seen before?');
    const first = renderHook(() => useProfileAnswersFeed(owner.username), { wrapper });
    await waitFor(() => expect(first.result.current.status).toBe('success'));
    // Off screen, or rendered but not yet subscribed (Preact subscribes in an effect a frame
    // later): a live event's refresh must not be lost in that window.
    first.unmount();
    await answered(server.app, owner, 'Arrived meanwhile?');
    refreshNewer(queryClient, questionKeys.profile(owner.username));

    const again = renderHook(() => useProfileAnswersFeed(owner.username), { wrapper });
    await waitFor(() => expect(again.result.current.buffered.map((q) => q.question)).toEqual(['Arrived meanwhile?']));
    // The page itself did not move: the new answer waits behind the "new" button.
    expect(again.result.current.items.map((q) => q.question)).toEqual(['Seen before?']);
  });

  it('ends at once on an empty list (followers of a new member)', async () => {
    const owner = await createMember(server.app, 'lonely');
    const { result } = renderHook(() => useUserListFeed('followers', owner.username), { wrapper });
    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(result.current.items).toEqual([]);
    expect(result.current.isEnd).toBe(true);
  });
});
