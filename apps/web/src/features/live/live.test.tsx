import { applyLiveEvent } from '@qurio/queries';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../app/query-client';
import { askQuestion, createMember, signInAs } from '../../test/members';
import { renderApp } from '../../test/render-app';
import { startRealServer } from '../../test/server';
import { questionKeys } from '../questions/keys';
import { userKeys } from '../users/keys';

/**
 * What the live stream's events change on screen. The stream itself cannot run here (the server
 * answers through app.inject(), which waits for a response to end): its events are applied as
 * the stream hands them over, and the end-to-end test runs the real one.
 */
const server = startRealServer();

/** The live stream's stats event saying one question waits. */
function announceOnePending(lastNotificationDate: string): void {
  act(() =>
    applyLiveEvent(queryClient, {
      type: 'stats',
      data: { followersCount: 0, pendingAnswersCount: 1, lastNotificationDate },
    }),
  );
}

async function expectEmptyInbox(): Promise<void> {
  expect(await screen.findByText(/No questions yet|no questions/i, {}, { timeout: 5000 })).toBeInTheDocument();
}

describe('live events', () => {
  it('move the inbox badge and light the notifications dot at once', async () => {
    const me = await createMember(server.app, 'live');
    signInAs(me);
    renderApp('/home');
    const nav = await screen.findByRole('navigation', { name: 'Main' }, { timeout: 5000 });
    const inbox = within(nav).getByRole('link', { name: /Questions/ });
    expect(within(inbox).queryByText('1')).toBeNull();
    expect(within(nav).queryByText('You have new notifications')).toBeNull();

    act(() =>
      applyLiveEvent(queryClient, {
        type: 'stats',
        data: { followersCount: 0, pendingAnswersCount: 1, lastNotificationDate: '2026-11-22T12:00:00.000Z' },
      }),
    );
    // TanStack tells the screen in its next task.
    expect(await within(inbox).findByText('1')).toBeInTheDocument();
    expect(within(inbox).getByText('1 new question')).toBeInTheDocument();
    expect(within(nav).getByText('You have new notifications')).toBeInTheDocument();
  });

  it('fetch the inbox’s newer questions into its buffer when the count grows', async () => {
    const me = await createMember(server.app, 'liveinbox');
    signInAs(me);
    renderApp('/questions');
    await expectEmptyInbox();
    await waitFor(() => expect(queryClient.getQueryData(userKeys.stats())).toBeDefined());
    const asked = await askQuestion(server.app, me, 'Did the stream bring me here?');
    announceOnePending(asked.date_added);
    expect(await screen.findByRole('button', { name: /1 new question/i })).toBeInTheDocument();
    expect(queryClient.getQueryData(questionKeys.inbox())).toBeDefined();
  });

  it('fetch the inbox’s buffer when a stats fetch brought the new count before the event did', async () => {
    const me = await createMember(server.app, 'liverace');
    signInAs(me);
    renderApp('/questions');
    await expectEmptyInbox();
    await waitFor(() => expect(queryClient.getQueryData(userKeys.stats())).toBeDefined());
    const asked = await askQuestion(server.app, me, 'Did the count come first?');
    // The stats fetch after a navigation lands the new count; the event then says the same.
    await act(() => queryClient.refetchQueries({ queryKey: userKeys.stats(), exact: true }));
    announceOnePending(asked.date_added);
    expect(await screen.findByRole('button', { name: /1 new question/i })).toBeInTheDocument();
  });

  it('fetch the buffer when the event brings the first count known, the first stats fetch still out', async () => {
    const me = await createMember(server.app, 'livefirst');
    signInAs(me);
    // The first stats answer is held back until the event has come (the event cancels it).
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const serverFetch = globalThis.fetch;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (new URL(String(input), 'http://localhost').pathname.endsWith('/stats')) await held;
      return serverFetch(input, init);
    });
    try {
      renderApp('/questions');
      await expectEmptyInbox();
      expect(queryClient.getQueryData(userKeys.stats())).toBeUndefined();
      const asked = await askQuestion(server.app, me, 'Was I counted before anything?');
      announceOnePending(asked.date_added);
      expect(await screen.findByRole('button', { name: /1 new question/i })).toBeInTheDocument();
    } finally {
      release();
      vi.stubGlobal('fetch', serverFetch);
    }
  });
});
