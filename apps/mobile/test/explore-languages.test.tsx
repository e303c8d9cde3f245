import * as routes from '@qurio/contract/routes';
import { EXPLORE_LANGUAGES_KEY } from '@qurio/queries';
import { fireEvent, screen, waitFor } from 'expo-router/testing-library';
import { resetExploreLanguages } from '../src/features/feeds/explore-languages';
import { deviceStore } from '../src/lib/device-store';
import { renderApp, signInStored } from './render-app';
import { askQuestion, createMember } from './server';

/** Explore in the reader's language and its "All languages" switch (issue 34), against the real server. */
describe('explore in the reader’s language', () => {
  it('shows my language first; "All languages" shows the newer German answer on top, and is kept', async () => {
    const [writer, asker, reader] = await Promise.all([createMember('pl'), createMember('pa'), createMember('pr')]);
    const stamp = Date.now().toString(36);
    const english = `I love rainy Sunday mornings with a good book ${stamp}`;
    const german = `Ich liebe verregnete Sonntagmorgen mit einem guten Buch ${stamp}`;
    await writer.api.call(routes.answer, {
      question_id: await askQuestion(asker, writer, 'In English?'),
      answer: english,
    });
    await writer.api.call(routes.answer, {
      question_id: await askQuestion(asker, writer, 'Auf Deutsch?'),
      answer: german,
    });
    await signInStored(reader);
    const view = renderApp('/explore');

    // The first render of a cold run loads the whole app: more than the default second.
    expect(await screen.findByText(english, {}, { timeout: 10_000 })).toBeOnTheScreen();
    const toggle = await screen.findByRole('switch', { name: 'All languages' });
    expect(toggle).not.toBeChecked();
    fireEvent(toggle, 'valueChange', true);
    expect(await screen.findByText(german)).toBeOnTheScreen();
    expect(screen.getByRole('switch', { name: 'All languages' })).toBeChecked();
    await waitFor(async () => expect(await deviceStore.get(EXPLORE_LANGUAGES_KEY)).toBe('all'));

    // A new start reads the choice back from the device.
    view.unmount();
    resetExploreLanguages();
    renderApp('/explore');
    await waitFor(() => expect(screen.getByRole('switch', { name: 'All languages' })).toBeChecked());
    fireEvent(screen.getByRole('switch', { name: 'All languages' }), 'valueChange', false);
    await waitFor(async () => expect(await deviceStore.get(EXPLORE_LANGUAGES_KEY)).toBe('mine'));
  });
});
