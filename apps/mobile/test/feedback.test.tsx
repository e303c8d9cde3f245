import * as routes from '@qurio/contract/routes';
import { render } from '@testing-library/react-native';
import * as Haptics from 'expo-haptics';
import { act, fireEvent, screen, waitFor } from 'expo-router/testing-library';
import { RefreshControl } from 'react-native';
import { FeedList, type FeedState } from '../src/features/feeds/FeedList';
import { ThemeProvider } from '../src/ui/theme/ThemeProvider';
import { renderApp, signInStored } from './render-app';
import { askQuestion, createMember } from './server';

type Member = Awaited<ReturnType<typeof createMember>>;

async function answer(owner: Member, asker: Member, question: string, text: string) {
  const id = await askQuestion(asker, owner, question);
  await owner.api.call(routes.answer, { question_id: id, answer: text });
  return id;
}

/** A feed's state as the list reads it; `refetch` resolves when the test says so. */
function feedState(overrides: Partial<FeedState<{ id: number }>>): FeedState<{ id: number }> {
  return {
    items: [],
    isPending: false,
    isError: false,
    isRefetching: false,
    isFetchingNextPage: false,
    hasNextPage: false,
    refetch: async () => undefined,
    fetchNextPage: async () => undefined,
    ...overrides,
  };
}

function renderList(feed: FeedState<{ id: number }>, skeleton?: 'card' | 'row') {
  return render(
    <ThemeProvider>
      <FeedList
        feed={feed}
        label="A feed"
        renderItem={() => <></>}
        empty={{ title: 'Nothing here' }}
        skeleton={skeleton}
      />
    </ThemeProvider>,
  );
}

describe('a feed’s loading and refreshing', () => {
  it('shows skeletons, one progress bar for screen readers, while the first page loads', async () => {
    const view = renderList(feedState({ isPending: true }));
    const loading = await screen.findByRole('progressbar', { name: 'Loading…' });
    expect(loading).toBeOnTheScreen();
    expect(screen.getAllByTestId('skeleton')).toHaveLength(1);
    expect(screen.queryByText('Nothing here')).toBeNull();

    view.rerender(
      <ThemeProvider>
        <FeedList feed={feedState({})} label="A feed" renderItem={() => <></>} empty={{ title: 'Nothing here' }} />
      </ThemeProvider>,
    );
    expect(await screen.findByText('Nothing here')).toBeOnTheScreen();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('turns the pull-to-refresh spinner while the pulled refetch runs, and only then', async () => {
    let finish: () => void = () => undefined;
    const refetch = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    // A background refetch (isRefetching) does not turn the spinner: the reader did not ask for it.
    renderList(feedState({ items: [{ id: 1 }], isRefetching: true, refetch }));
    const control = screen.UNSAFE_getByType(RefreshControl);
    expect(control.props.refreshing).toBe(false);

    act(() => control.props.onRefresh());
    expect(refetch).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.UNSAFE_getByType(RefreshControl).props.refreshing).toBe(true));
    await act(async () => finish());
    await waitFor(() => expect(screen.UNSAFE_getByType(RefreshControl).props.refreshing).toBe(false));
  });
});

describe('pull to refresh and haptics against the real server', () => {
  afterEach(() => jest.restoreAllMocks());

  it('pulling Home down brings in an answer given since it loaded', async () => {
    const [reader, owner, asker] = await Promise.all([createMember('pr'), createMember('po'), createMember('pa')]);
    await reader.api.call(routes.follow, { user_id: owner.id });
    await answer(owner, asker, 'First question?', 'The first answer.');
    await signInStored(reader);
    renderApp('/');
    expect(await screen.findByText('The first answer.')).toBeOnTheScreen();

    await answer(owner, asker, 'Second question?', 'An answer given later.');
    expect(screen.queryByText('An answer given later.')).toBeNull();
    act(() => screen.UNSAFE_getByType(RefreshControl).props.onRefresh());
    expect(await screen.findByText('An answer given later.')).toBeOnTheScreen();
    await waitFor(() => expect(screen.UNSAFE_getByType(RefreshControl).props.refreshing).toBe(false));
  });

  it('taps lightly when a like and a follow are pressed', async () => {
    const impact = jest.spyOn(Haptics, 'impactAsync').mockResolvedValue(undefined);
    const [reader, owner, asker] = await Promise.all([createMember('hr'), createMember('ho'), createMember('ha')]);
    const id = await answer(owner, asker, 'Tea or coffee?', 'Tea.');
    await signInStored(reader);
    renderApp(`/${owner.username}/post/${id}`);

    fireEvent.press(await screen.findByRole('button', { name: 'Like' }));
    expect(impact).toHaveBeenCalledWith(Haptics.ImpactFeedbackStyle.Light);
    expect(await screen.findByText('1 like')).toBeOnTheScreen();

    impact.mockClear();
    renderApp(`/${owner.username}`);
    fireEvent.press(await screen.findByRole('button', { name: 'Follow' }));
    expect(impact).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('button', { name: 'Unfollow' })).toBeOnTheScreen();
  });
});
