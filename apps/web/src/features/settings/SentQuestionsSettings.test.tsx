import { createTestKit, injectFetch } from '@qurio/client/testing';
import { myQuestions } from '@qurio/contract/routes';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { startRealServer, uniqueName } from '../../test/server';
import SentQuestionsSettings from './SentQuestionsSettings';
import { callAsMe, renderPage, signInNewUser } from './test-utils';

// Delays on: the anonymous question waits (issue 33), the named ones arrive at once.
const server = startRealServer({ QUESTION_DELAY_MINUTES: '30' });
configure({ asyncUtilTimeout: 5000 });

describe('sent questions settings', () => {
  it('lists what the member sent with where each stands, and withdraws one not yet answered', async () => {
    const kit = createTestKit({ fetch: injectFetch(server.app) });
    const first = await kit.createMember({ username: uniqueName('rcpa'), password: 'secret123' });
    const second = await kit.createMember({ username: uniqueName('rcpb'), password: 'secret123' });
    await signInNewUser(server.app, 'snt');
    await callAsMe(server.app, 'POST', '/ask', {
      user_id: first.id,
      question: 'Answered by name, kindly?',
      anonymous: false,
    });
    const [toAnswer] = (await first.api.call(myQuestions, {})).questions;
    await kit.answer(first, toAnswer?.id ?? 0, 'Answered, as asked');
    await callAsMe(server.app, 'POST', '/ask', {
      user_id: second.id,
      question: 'Delivered by name?',
      anonymous: false,
    });
    await callAsMe(server.app, 'POST', '/ask', { user_id: first.id, question: 'Still on its way?' });
    const user = userEvent.setup();
    renderPage(<SentQuestionsSettings />);

    const list = await screen.findByRole('list', { name: 'Questions you sent' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(new RegExp(`To @${first.username}.*Still on its way\\?.*On its way.*Anonymous`)),
      expect.stringMatching(new RegExp(`To @${second.username}.*Delivered by name\\?.*Delivered.*With your name`)),
      expect.stringMatching(/Answered by name, kindly\?.*Answered.*With your name/),
    ]);
    expect(within(rows[2] as HTMLElement).getByRole('link', { name: 'See the answer' })).toHaveAttribute(
      'href',
      `/${first.username}/post/${toAnswer?.id}`,
    );
    expect(within(rows[2] as HTMLElement).queryByRole('button', { name: /Withdraw/ })).toBeNull();

    // The waiting one: it will never arrive.
    await user.click(within(list).getByRole('button', { name: 'Withdraw the question “Still on its way?”' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Withdraw this question?' });
    expect(dialog).toHaveTextContent(`It will not reach @${first.username}.`);
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('Your question has been withdrawn.')).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);

    // The delivered one leaves the recipient's inbox, and they are told nothing.
    expect((await second.api.call(myQuestions, {})).questions).toHaveLength(1);
    await user.click(within(list).getByRole('button', { name: 'Withdraw the question “Delivered by name?”' }));
    const again = screen.getByRole('alertdialog', { name: 'Withdraw this question?' });
    expect(again).toHaveTextContent(
      `It leaves the inbox of @${second.username}. They are not told that you withdrew it.`,
    );
    await user.click(within(again).getByRole('button', { name: 'Withdraw' }));
    await screen.findByText(/Answered by name, kindly/);
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect((await second.api.call(myQuestions, {})).questions).toEqual([]);
  });

  it('says so when nothing was sent', async () => {
    await signInNewUser(server.app, 'snte');
    renderPage(<SentQuestionsSettings />);
    expect(await screen.findByText('You have not sent any questions yet.')).toBeInTheDocument();
  });
});
