import { EXPLORE_LANGUAGES_KEY } from '@qurio/queries';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answerQuestion, askQuestion, createMember, signInAs } from '../../test/members';
import { renderApp } from '../../test/render-app';
import { startRealServer } from '../../test/server';

const server = startRealServer();

function questionsIn(list: HTMLElement): string[] {
  return within(list)
    .getAllByRole('article')
    .map((card) => card.querySelector('p')?.textContent ?? '');
}

describe('explore in the reader’s language (issue 34)', () => {
  it('shows answers in my language first; "All languages" shows every answer by rank, and stays on', async () => {
    const reader = await createMember(server.app, 'reader');
    const writer = await createMember(server.app, 'writer');
    const english = await askQuestion(server.app, writer, 'Written in English?');
    await answerQuestion(server.app, writer, english.id, 'I love rainy Sunday mornings with a good book');
    server.advanceClock(60_000);
    const german = await askQuestion(server.app, writer, 'Auf Deutsch geschrieben?');
    await answerQuestion(server.app, writer, german.id, 'Ich liebe verregnete Sonntagmorgen mit einem guten Buch');
    signInAs(reader);
    renderApp('/explore');

    const list = await screen.findByRole('list', { name: 'Answers from everyone' }, { timeout: 5000 });
    // The German answer is newer, but the reader's language (English) comes first.
    await waitFor(() => expect(questionsIn(list)).toEqual(['Written in English?', 'Auf Deutsch geschrieben?']));
    const toggle = screen.getByRole('switch', { name: 'All languages' });
    expect(toggle).not.toBeChecked();
    expect(toggle).toHaveAccessibleDescription('When off, answers in your language come first.');

    await userEvent.click(toggle);
    expect(toggle).toBeChecked();
    expect(localStorage.getItem(EXPLORE_LANGUAGES_KEY)).toBe('all');
    await waitFor(() =>
      expect(questionsIn(screen.getByRole('list', { name: 'Answers from everyone' }))).toEqual([
        'Auf Deutsch geschrieben?',
        'Written in English?',
      ]),
    );

    await userEvent.click(toggle);
    expect(localStorage.getItem(EXPLORE_LANGUAGES_KEY)).toBe('mine');
    await waitFor(() =>
      expect(questionsIn(screen.getByRole('list', { name: 'Answers from everyone' }))).toEqual([
        'Written in English?',
        'Auf Deutsch geschrieben?',
      ]),
    );
  });
});
