import { LIMITS } from '@qurio/contract/limits';
import * as routes from '@qurio/contract/routes';
import { fireEvent, screen, waitFor, within } from 'expo-router/testing-library';
import { AppState } from 'react-native';
import { feedKeys } from '../src/features/feeds/feed-keys';
import { getLiveState } from '../src/features/live/live-state';
import { renderApp, signInStored } from './render-app';
import { askQuestion, createMember } from './server';
import { testQueryClient } from './setup';

/**
 * Live updates in the app (issue 30): the open app reads the member's `GET /api/events` stream, the
 * web's, over a streaming fetch, against the real server. Every request the app makes goes through
 * the global fetch (the API client's and, under Jest, expo/fetch's: test/setup.ts), watched here
 * and passed through unchanged.
 */

type Call = { path: string; headers: Headers; signal: AbortSignal | undefined; at: number };

function watchRequests() {
  const spy = jest.spyOn(globalThis, 'fetch');
  const calls = (): Call[] =>
    spy.mock.calls.map(([input, init], index) => ({
      path: new URL(String(input instanceof Request ? input.url : input)).pathname,
      headers: new Headers(init?.headers),
      signal: init?.signal ?? undefined,
      at: spy.mock.invocationCallOrder[index] ?? 0,
    }));
  return { calls, restore: () => spy.mockRestore() };
}

/** What the operating system tells the app when it goes to the background or comes back. */
function appGoes(status: 'background' | 'active') {
  const addEventListener = AppState.addEventListener as unknown as jest.Mock;
  for (const [type, listener] of addEventListener.mock.calls as Array<[string, (s: string) => void]>) {
    if (type === 'change') listener(status);
  }
}

/** The refetch interval of the tab bar's count of waiting questions, as its query runs it now. */
function statsPollMs(): unknown {
  const query = testQueryClient.getQueryCache().find({ queryKey: feedKeys.stats, exact: true });
  return query?.observers.map((observer) => observer.options.refetchInterval);
}

let requests: ReturnType<typeof watchRequests>;
beforeEach(() => {
  requests = watchRequests();
});
afterEach(() => requests.restore());

describe('live updates in the app', () => {
  it('an ask from a second member reaches the open inbox’s badge within 2 s, with no poll running', async () => {
    const [owner, asker] = await Promise.all([createMember('lv'), createMember('la')]);
    await signInStored(owner);
    renderApp('/inbox');
    expect(await screen.findByText('No questions waiting.')).toBeOnTheScreen();
    await waitFor(() => expect(getLiveState()).toBe('live'));
    const events = requests.calls().filter((call) => call.path === '/api/events');
    expect(events).toHaveLength(1);
    // The token in the Authorization header, never in the URL; the stream asked for as one.
    expect(events[0]?.headers.get('authorization')).toBe(`Bearer ${owner.token}`);
    expect(events[0]?.headers.get('accept')).toBe('text/event-stream');
    // No poll runs while the stream is open: the badge's query has no interval.
    await waitFor(() => expect(statsPollMs()).toEqual([0]));
    const before = requests.calls().length;

    await asker.api.call(routes.ask, { user_id: owner.id, question: 'Do you see me the moment I ask?' });
    const askedAt = Date.now();
    await waitFor(() => expect(screen.getByLabelText('Questions, 1 question waiting')).toBeOnTheScreen(), {
      timeout: 2000,
    });
    console.log(`app live test: the badge showed ${Date.now() - askedAt} ms after the ask was answered`);
    // The count came with the event: nothing asked the server for the stats or the notifications.
    const since = requests.calls().slice(before);
    expect(since.filter((call) => /^\/api\/(stats|notifications)$/.test(call.path))).toEqual([]);

    // The open inbox fetched its "new" buffer at once: the question waits behind the button.
    const newer = await screen.findByRole('button', { name: 'Show 1 new question' });
    expect(screen.queryByText('Do you see me the moment I ask?')).toBeNull();
    fireEvent.press(newer);
    expect(await screen.findByText('Do you see me the moment I ask?')).toBeOnTheScreen();
    expect(screen.queryByRole('button', { name: 'Show 1 new question' })).toBeNull();
  });

  it('closes the stream in the background and reopens it on return with the last event’s id', async () => {
    const [owner, asker] = await Promise.all([createMember('lb'), createMember('la')]);
    await signInStored(owner);
    renderApp('/');
    await waitFor(() => expect(getLiveState()).toBe('live'));
    await askQuestion(asker, owner, 'Asked while the app was open?');
    const tab = await screen.findByLabelText('Questions, 1 question waiting');
    // The navigator draws a tab's icon twice (focused and not, cross-faded).
    expect(within(tab).getAllByText('1').length).toBeGreaterThan(0);
    const [note] = (await owner.api.call(routes.notifications, {})).notifications;
    if (!note) throw new Error('The ask made no notification');

    appGoes('background');
    const first = requests.calls().find((call) => call.path === '/api/events');
    await waitFor(() => expect(first?.signal?.aborted).toBe(true));
    expect(getLiveState()).toBe('off');
    // The stream is closed: the badge polls again as its fallback.
    await waitFor(() => expect(statsPollMs()).toEqual([30_000]));
    await asker.api.call(routes.ask, { user_id: owner.id, question: 'Asked while the app was away?' });

    appGoes('active');
    await waitFor(() => expect(getLiveState()).toBe('live'));
    const streams = requests.calls().filter((call) => call.path === '/api/events');
    expect(streams).toHaveLength(2);
    // The server replays what came after the last notification the app got, and the current counts.
    expect(streams[1]?.headers.get('last-event-id')).toBe(String(note.id));
    expect(await screen.findByLabelText('Questions, 2 questions waiting')).toBeOnTheScreen();
    await waitFor(() => expect(statsPollMs()).toEqual([0]));
  });

  it('stays off after the server closed its stream for a newer one, until the app comes back', async () => {
    const owner = await createMember('lc');
    await signInStored(owner);
    renderApp('/');
    await waitFor(() => expect(getLiveState()).toBe('live'));
    // The same session opens as many streams again (other devices would be other sessions): the
    // server ends the oldest, the app's, with a `closed` event.
    const others = Array.from({ length: LIMITS.liveStreamsPerSession }, () => new AbortController());
    try {
      await Promise.all(
        others.map((controller) =>
          fetch(`${process.env.QURIO_TEST_API_URL}/api/events`, {
            headers: { Authorization: `Bearer ${owner.token}`, Accept: 'text/event-stream' },
            signal: controller.signal,
          }),
        ),
      );
      await waitFor(() => expect(getLiveState()).toBe('off'));
      // Off, so the badges poll again as their fallback, rather than taking the stream back at once.
      await waitFor(() => expect(statsPollMs()).toEqual([30_000]));
      appGoes('active');
      await waitFor(() => expect(getLiveState()).toBe('live'));
    } finally {
      for (const controller of others) controller.abort();
    }
  });
});
