import * as routes from '@qurio/contract/routes';
import { fireEvent, screen, waitFor } from 'expo-router/testing-library';
import { renderApp, signInStored } from './render-app';
import { askQuestion, createMember } from './server';

describe('notifications against the real server', () => {
  it('shows a follow and opens the follower’s profile when pressed', async () => {
    const [member, follower] = await Promise.all([createMember('n'), createMember('f')]);
    await follower.api.call(routes.follow, { user_id: member.id });
    await signInStored(member);
    const view = renderApp('/notifications');

    const row = await screen.findByRole('link', { name: /is now following you\. / });
    expect(row).toHaveTextContent(new RegExp(`^${follower.fullname || follower.username} is now following you\\.`));
    fireEvent.press(row);
    await waitFor(() => expect(view.getPathname()).toBe(`/${follower.username}`));
  });

  it('opens the answer to the member’s question on the answerer’s profile', async () => {
    const [member, answerer] = await Promise.all([createMember('n'), createMember('a')]);
    const id = await askQuestion(member, answerer, 'Will you answer me soon?');
    await answerer.api.call(routes.answer, { question_id: id, answer: 'Right away.' });
    await signInStored(member);
    const view = renderApp('/notifications');

    const row = await screen.findByRole('link', { name: /answered your question\. Will you answer me soon\? / });
    fireEvent.press(row);
    await waitFor(() => expect(view.getPathname()).toBe(`/${answerer.username}/post/${id}`));
  });

  it('marks the Notifications tab until the notifications have been seen', async () => {
    const [member, follower] = await Promise.all([createMember('u'), createMember('f')]);
    await follower.api.call(routes.follow, { user_id: member.id });
    await signInStored(member);
    renderApp('/');

    fireEvent.press(await screen.findByLabelText('Activity, new notifications'));
    expect(await screen.findByRole('link', { name: /is now following you/ })).toBeOnTheScreen();
    expect(await screen.findByLabelText('Activity')).toBeOnTheScreen();
    expect(screen.queryByLabelText('Activity, new notifications')).toBeNull();
  });

  it('shows the empty state without notifications', async () => {
    const member = await createMember('e');
    await signInStored(member);
    renderApp('/notifications');
    expect(await screen.findByText('No notifications yet.')).toBeOnTheScreen();
    expect(screen.queryByLabelText('Activity, new notifications')).toBeNull();
  });
});
