// Issue 33 in the app, against the real server: the questions the member sent, where each stands,
// and withdrawing one not yet answered. The test server delivers at once (QUESTION_DELAY_MINUTES=0),
// so an anonymous question reads "Delivered"; "On its way" is the server's and the web's to show.
import * as routes from '@qurio/contract/routes';
import { fireEvent, screen, waitFor, within } from 'expo-router/testing-library';
import { renderApp, signInStored } from './render-app';
import { clientFor, createMember, kit } from './server';

describe('sent questions in the app', () => {
  it('lists what the member sent and withdraws one not yet answered', async () => {
    const recipient = await createMember('rcp');
    const other = await createMember('oth');
    const asker = await createMember('ask');
    const answered = await kit.askAndAnswer(asker, recipient, 'Which book made you laugh?', 'Three Men in a Boat', {
      anonymous: false,
    });
    await clientFor(asker.token).call(routes.ask, { user_id: other.id, question: 'Take this one back, please?' });
    await signInStored(asker);
    const view = renderApp('/settings/sent-questions');

    expect(await screen.findByText(`To @${other.username}`)).toBeOnTheScreen();
    expect(screen.getByText(`To @${recipient.username}`)).toBeOnTheScreen();
    expect(screen.getByText('“Take this one back, please?”')).toBeOnTheScreen();
    expect(screen.getByText('Delivered')).toBeOnTheScreen();
    expect(screen.getByText('Anonymous')).toBeOnTheScreen();
    expect(screen.getByText('Answered')).toBeOnTheScreen();
    expect(screen.getByText('With your name')).toBeOnTheScreen();
    // An answered question cannot be withdrawn: it links to its answer instead.
    expect(screen.queryByRole('button', { name: 'Withdraw the question “Which book made you laugh?”' })).toBeNull();

    fireEvent.press(screen.getByRole('button', { name: 'Withdraw the question “Take this one back, please?”' }));
    expect(await screen.findByText('Withdraw this question?')).toBeOnTheScreen();
    expect(
      screen.getByText(`It leaves the inbox of @${other.username}. They are not told that you withdrew it.`),
    ).toBeOnTheScreen();
    fireEvent.press(within(screen.getByLabelText('Withdraw this question?')).getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('Your question has been withdrawn.')).toBeOnTheScreen();
    await waitFor(() => expect(screen.queryByText('“Take this one back, please?”')).toBeNull());
    expect((await clientFor(other.token).call(routes.myQuestions, {})).questions).toEqual([]);

    fireEvent.press(screen.getByRole('button', { name: 'See the answer' }));
    await waitFor(() => expect(view.getPathname()).toBe(`/${recipient.username}/post/${answered.id}`));
  });
});
