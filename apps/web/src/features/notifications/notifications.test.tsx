import type { Notification } from '@qurio/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../app/query-client';
import { answered, answerQuestion, askQuestion, createMember, signInAs } from '../../test/members';
import { renderApp } from '../../test/render-app';
import { startRealServer } from '../../test/server';
import { followMember, likeAnswer } from '../feeds/test-support';
import { POLL_MS } from '../questions/queries';
import { notificationKeys } from './keys';
import { markNotificationsSeen, newNotifications, useHasNewNotifications } from './queries';

const server = startRealServer();

afterEach(() => {
  vi.useRealTimers();
});

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

/** The header polls every 30 s; the faked interval runs that poll now. */
async function poll(): Promise<void> {
  await act(async () => {
    vi.advanceTimersByTime(POLL_MS);
  });
}

describe('/notifications', () => {
  it('says who followed, answered, liked, asked and mentioned in whole sentences, newest first, with links', async () => {
    const me = await createMember(server.app, 'me');
    const fan = await createMember(server.app, 'fan');
    await followMember(server.app, fan, me);
    server.advanceClock(1000);
    const asked = await askQuestion(server.app, fan, 'What do you cook on Sundays?', me, false);
    await answerQuestion(server.app, fan, asked.id, 'Pasta, always.');
    server.advanceClock(1000);
    const mine = await answered(server.app, me, 'What is your favourite season?');
    await likeAnswer(server.app, fan, mine.id);
    server.advanceClock(1000);
    const named = await askQuestion(server.app, me, 'Asked by name, will you answer?', fan, false);
    const toFan = await askQuestion(server.app, fan, 'Who cooks best?');
    await answerQuestion(server.app, fan, toFan.id, `Ask @${me.username}, they cook well.`);

    signInAs(me);
    renderApp('/notifications');
    const list = await screen.findByRole('list', { name: 'Your notifications' }, { timeout: 5000 });
    const rows = within(list).getAllByRole('article');
    expect(rows.map((row) => row.querySelector('p')?.textContent)).toEqual([
      `${fan.username} mentioned you in an answer.`,
      `${fan.username} asked you a question.`,
      `${fan.username} liked your post.`,
      'You have a new question.',
      `${fan.username} answered your question.`,
      `${fan.username} is now following you.`,
    ]);
    const [mention, question, like, anonymous, answer, follow] = rows as HTMLElement[] as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    expect(within(follow).getByRole('link', { name: fan.username })).toHaveAttribute('href', `/${fan.username}`);
    expect(within(answer).getByRole('link', { name: 'What do you cook on Sundays?' })).toHaveAttribute(
      'href',
      `/${fan.username}/post/${asked.id}`,
    );
    expect(within(like).getByRole('link', { name: 'What is your favourite season?' })).toHaveAttribute(
      'href',
      `/${me.username}/post/${mine.id}`,
    );
    // A question asked anonymously names nobody: a mask, and a link to the answer once it is one.
    expect(within(anonymous).getByRole('img', { name: 'Anonymous' })).toBeInTheDocument();
    expect(within(anonymous).queryByRole('link', { name: fan.username })).toBeNull();
    expect(within(anonymous).getByRole('link', { name: 'What is your favourite season?' })).toHaveAttribute(
      'href',
      `/${me.username}/post/${mine.id}`,
    );
    // Still waiting in the inbox: the link goes there.
    expect(within(question).getByRole('link', { name: named.question })).toHaveAttribute('href', '/questions');
    expect(within(mention).getByRole('link', { name: 'Who cooks best?' })).toHaveAttribute(
      'href',
      `/${fan.username}/post/${toFan.id}`,
    );
  });

  it('shows the empty state when nothing happened yet', async () => {
    signInAs(await createMember(server.app, 'quiet'));
    renderApp('/notifications');
    expect(await screen.findByText('No notifications yet.', {}, { timeout: 5000 })).toBeInTheDocument();
  });
});

describe('the "new notifications" indicator', () => {
  it('lights up only when the first n_date changes, and goes out once it is seen', async () => {
    // Testing Library's waitFor polls with setInterval, faked here; vi.waitFor keeps real timers.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const me = await createMember(server.app, 'me');
    const first = await createMember(server.app, 'first');
    const second = await createMember(server.app, 'second');
    signInAs(me);
    const { result } = renderHook(() => useHasNewNotifications(), { wrapper });
    await vi.waitFor(() => expect(queryClient.getQueryState(notificationKeys.latest())?.status).toBe('success'));
    expect(result.current).toBe(false);

    server.advanceClock(1000);
    await followMember(server.app, first, me);
    await poll();
    await vi.waitFor(() => expect(result.current).toBe(true));

    const latest = queryClient.getQueryData<string>(notificationKeys.latest());
    act(() => markNotificationsSeen(latest ?? ''));
    expect(result.current).toBe(false);

    // Polling again with nothing newer: the first n_date is the same, so nothing is new.
    await poll();
    await vi.waitFor(() => expect(queryClient.getQueryState(notificationKeys.latest())?.fetchStatus).toBe('idle'));
    expect(result.current).toBe(false);

    server.advanceClock(1000);
    await followMember(server.app, second, me);
    await poll();
    await vi.waitFor(() => expect(result.current).toBe(true));
  });

  it('counts a polled buffer as new only when its first n_date differs from the first one shown', () => {
    const at = (id: number, n_date: string) => ({ id, n_date }) as Notification;
    const shown = [at(1, '2026-11-22T12:00:00.000Z')];
    expect(newNotifications([], shown)).toEqual([]);
    expect(newNotifications([at(2, '2026-11-22T12:00:00.000Z')], shown)).toEqual([]);
    const fresh = [at(3, '2026-11-22T12:05:00.000Z'), at(2, '2026-11-22T12:00:00.000Z')];
    expect(newNotifications(fresh, shown)).toBe(fresh);
    expect(newNotifications(fresh, [])).toBe(fresh);
  });
});
