import * as routes from '@qurio/contract/routes';
import { fireEvent, screen, waitFor } from 'expo-router/testing-library';
import { renderApp, signInStored } from './render-app';
import { clientFor, createMember, kit } from './server';

/**
 * Content warnings and pinned answers (issue 33) against the real server: a warned answer folded
 * until opened, or open by the reader's setting; the owner writes a warning in the answer form;
 * the owner's pinned answers first on their profile, moved and unpinned from the card.
 */

type Member = Awaited<ReturnType<typeof createMember>>;

async function answered(owner: Member, question: string, answer: string, content_warning?: string) {
  return (
    await kit.askAndAnswer(null, owner, question, answer, content_warning === undefined ? {} : { content_warning })
  ).id;
}

const pinnedIds = async (owner: Member) =>
  (await clientFor().call(routes.pinnedAnswers, { username: owner.username })).questions.map((q) => q.id);

describe('content warnings', () => {
  it('folds a warned answer until the reader opens it; their setting opens them all', async () => {
    const [owner, reader] = await Promise.all([createMember('wo'), createMember('wr')]);
    await answered(owner, 'How does the film end?', 'The butler did it, all along.', 'Film spoilers');
    await signInStored(reader);
    let view = renderApp(`/${owner.username}`);

    const warning = await screen.findByRole('button', { name: 'Content warning: Film spoilers' });
    expect(warning).toBeCollapsed();
    expect(screen.queryByText('The butler did it, all along.')).toBeNull();
    fireEvent.press(warning);
    expect(await screen.findByText('The butler did it, all along.')).toBeOnTheScreen();
    expect(screen.getByRole('button', { name: 'Content warning: Film spoilers' })).toBeExpanded();
    fireEvent.press(screen.getByRole('button', { name: 'Content warning: Film spoilers' }));
    await waitFor(() => expect(screen.queryByText('The butler did it, all along.')).toBeNull());
    view.unmount();

    // The reader's setting, flipped in the settings screen: every warned answer opens at once.
    view = renderApp('/settings/account');
    fireEvent(await screen.findByRole('switch', { name: 'Show answers with content warnings' }), 'valueChange', true);
    await waitFor(async () =>
      expect((await reader.api.call(routes.accountSettings, undefined)).settings.unfold_warnings).toBe(true),
    );
    view.unmount();
    view = renderApp(`/${owner.username}`);
    expect(await screen.findByText('The butler did it, all along.')).toBeOnTheScreen();
    expect(screen.queryByRole('button', { name: 'Content warning: Film spoilers' })).toBeNull();
    view.unmount();
  });

  it('the owner puts a warning on an answer in the answer form', async () => {
    const owner = await createMember('we');
    const id = await answered(owner, 'Scariest film you saw?', 'The Thing, still gives me chills.');
    await signInStored(owner);
    renderApp(`/${owner.username}`);
    fireEvent.press(await screen.findByRole('button', { name: /^Edit answer/ }));
    fireEvent.changeText(await screen.findByLabelText('Content warning (optional)'), 'Body horror');
    fireEvent.press(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('button', { name: 'Content warning: Body horror' })).toBeOnTheScreen();
    const { question } = await clientFor().call(routes.getQuestion, { username: owner.username, id });
    expect(question.content_warning).toBe('Body horror');
  });
});

describe('pinned answers', () => {
  it('shows the owner’s pins first, marked Pinned; the owner moves and unpins them', async () => {
    const owner = await createMember('po');
    const city = await answered(owner, 'Favourite city?', 'Lisbon, for the light.');
    const food = await answered(owner, 'Best breakfast?', 'Pancakes, always.');
    await kit.pin(owner, city);
    await kit.pin(owner, food);
    await signInStored(owner);
    renderApp(`/${owner.username}`);

    expect(await screen.findByRole('header', { name: 'Pinned answers' })).toBeOnTheScreen();
    expect(await screen.findAllByText('Pinned')).toHaveLength(2);
    // Each pinned answer also keeps its place in the list below.
    expect(screen.getAllByText('Lisbon, for the light.')).toHaveLength(2);

    fireEvent.press(screen.getByRole('button', { name: 'Move down' }));
    await waitFor(async () => expect(await pinnedIds(owner)).toEqual([food, city]));

    const unpin = await screen.findAllByRole('button', { name: 'Unpin from profile' });
    fireEvent.press(unpin[0] as Parameters<typeof fireEvent.press>[0]);
    await waitFor(async () => expect(await pinnedIds(owner)).toEqual([city]));
    expect(await screen.findByText('The answer is no longer pinned.')).toBeOnTheScreen();
    await waitFor(() => expect(screen.getAllByText('Pinned')).toHaveLength(1));
  });
});
