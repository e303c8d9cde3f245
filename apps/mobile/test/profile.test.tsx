import * as routes from '@qurio/contract/routes';
import { fireEvent, screen, waitFor } from 'expo-router/testing-library';
import { Share } from 'react-native';
import { renderApp, signInStored } from './render-app';
import { askQuestion, clientFor, createMember } from './server';

/** Neither a visible text nor a screen reader's label anywhere on the screen names `name`. */
function expectNowhere(name: string) {
  const pattern = new RegExp(name, 'i');
  expect(screen.queryAllByText(pattern)).toHaveLength(0);
  expect(screen.queryAllByLabelText(pattern)).toHaveLength(0);
  expect(screen.queryAllByDisplayValue(pattern)).toHaveLength(0);
}

async function followerNames(username: string) {
  const page = await clientFor().call(routes.followers, { username });
  return page.followers.map((row) => row.username);
}

describe('another member’s profile against the real server', () => {
  it('follows, then unfollows only after the confirmation', async () => {
    const [viewer, owner] = await Promise.all([createMember('fv'), createMember('fo')]);
    await signInStored(viewer);
    renderApp(`/${owner.username}`);

    fireEvent.press(await screen.findByRole('button', { name: 'Follow' }));
    expect(await screen.findByRole('button', { name: 'Unfollow' })).toBeOnTheScreen();
    expect(screen.getByRole('link', { name: '1 follower' })).toBeOnTheScreen();
    expect(await followerNames(owner.username)).toEqual([viewer.username]);

    fireEvent.press(screen.getByRole('button', { name: 'Unfollow' }));
    expect(await screen.findByText('Are you sure that you want to unfollow the user?')).toBeOnTheScreen();
    fireEvent.press(screen.getByRole('button', { name: 'No' }));
    expect(screen.queryByText('Are you sure that you want to unfollow the user?')).toBeNull();
    expect(await followerNames(owner.username)).toEqual([viewer.username]);

    fireEvent.press(screen.getByRole('button', { name: 'Unfollow' }));
    await screen.findByText('Are you sure that you want to unfollow the user?');
    fireEvent.press(screen.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByRole('button', { name: 'Follow' })).toBeOnTheScreen();
    expect(screen.getByRole('link', { name: '0 followers' })).toBeOnTheScreen();
    expect(await followerNames(owner.username)).toEqual([]);
  });

  it('opens the followers and following lists from the counts', async () => {
    const [fan, owner] = await Promise.all([createMember('fan'), createMember('star')]);
    await fan.api.call(routes.follow, { user_id: owner.id });
    const view = renderApp(`/${owner.username}`);

    fireEvent.press(await screen.findByRole('link', { name: '1 follower' }));
    expect(
      await screen.findByRole('link', { name: `${fan.fullname || fan.username} @${fan.username}` }),
    ).toBeOnTheScreen();
    expect(view.getPathname()).toBe(`/${owner.username}/followers`);

    fireEvent.press(screen.getByRole('button', { name: 'Back' }));
    fireEvent.press(await screen.findByRole('link', { name: '0 following' }));
    expect(await screen.findByText(`@${owner.username} is not following anyone yet.`)).toBeOnTheScreen();
    expect(view.getPathname()).toBe(`/${owner.username}/following`);
  });

  it('asks anonymously; the inbox and the answer never show who asked', async () => {
    const [asker, owner] = await Promise.all([createMember('anon'), createMember('rcpt')]);
    const question = 'Which song do you hum the most?';
    await signInStored(asker);
    const view = renderApp(`/${owner.username}`);

    expect(await screen.findByRole('switch', { name: 'Ask anonymously' })).toHaveProp('value', true);
    const ask = screen.getByRole('button', { name: 'Ask' });
    // The minimum is said before sending (issue 34).
    expect(screen.getByText('At least 5 characters: 5 more to go. 0 of 500 characters')).toBeOnTheScreen();
    fireEvent.changeText(screen.getByLabelText('Your question'), 'Why?');
    expect(ask).toBeDisabled();
    expect(screen.getByText('At least 5 characters: 1 more to go. 4 of 500 characters')).toBeOnTheScreen();
    fireEvent.changeText(screen.getByLabelText('Your question'), question);
    expect(screen.queryByText(/At least 5 characters/)).toBeNull();
    fireEvent.press(ask);
    expect(await screen.findByText('Your question has been sent!')).toBeOnTheScreen();

    const inbox = await owner.api.call(routes.myQuestions, {});
    const asked = inbox.questions.find((item) => item.question === question);
    expect(asked).toMatchObject({ anonymous: true, sender_id: null, sender: null });
    view.unmount();

    await signInStored(owner);
    const inboxView = renderApp('/inbox');
    expect(await screen.findByText(question)).toBeOnTheScreen();
    expect(screen.getByText('Anonymous')).toBeOnTheScreen();
    expectNowhere(asker.username);
    inboxView.unmount();

    await owner.api.call(routes.answer, { question_id: asked?.id ?? 0, answer: 'Mostly the one about rain.' });
    renderApp(`/${owner.username}/post/${asked?.id}`);
    expect(await screen.findByText('Mostly the one about rain.')).toBeOnTheScreen();
    expect(screen.getByText('Anonymous')).toBeOnTheScreen();
    expectNowhere(asker.username);
  });

  it('asks by name when the switch is off', async () => {
    const [asker, owner] = await Promise.all([createMember('named'), createMember('rcpt')]);
    await signInStored(asker);
    renderApp(`/${owner.username}`);
    fireEvent(await screen.findByRole('switch', { name: 'Ask anonymously' }), 'valueChange', false);
    expect(screen.getByText(`Your name will be shown: @${owner.username} will see who asked.`)).toBeOnTheScreen();
    fireEvent.changeText(screen.getByLabelText('Your question'), 'May I know your name?');
    fireEvent.press(screen.getByRole('button', { name: 'Ask' }));
    await screen.findByText('Your question has been sent!');
    const inbox = await owner.api.call(routes.myQuestions, {});
    expect(inbox.questions[0]).toMatchObject({ anonymous: false, sender: { username: asker.username } });
  });

  it('says so when the member takes no questions', async () => {
    const owner = await createMember('closed');
    await owner.api.call(routes.set, { key: 'allow_ask', value: '0' });
    renderApp(`/${owner.username}`);
    expect(await screen.findByText(`@${owner.username} is not taking questions right now.`)).toBeOnTheScreen();
    expect(screen.queryByLabelText('Your question')).toBeNull();
  });

  it('lets a guest ask, always anonymously and without the switch', async () => {
    const owner = await createMember('gst');
    renderApp(`/${owner.username}`);
    expect(await screen.findByText(`@${owner.username} will not see who you are.`)).toBeOnTheScreen();
    expect(screen.queryByRole('switch')).toBeNull();
    fireEvent.changeText(screen.getByLabelText('Your question'), 'Hello from a visitor?');
    fireEvent.press(screen.getByRole('button', { name: 'Ask' }));
    expect(await screen.findByText('Your question has been sent!')).toBeOnTheScreen();
    const inbox = await owner.api.call(routes.myQuestions, {});
    expect(inbox.questions[0]).toMatchObject({ question: 'Hello from a visitor?', anonymous: true, sender: null });
  });

  it('shares the public profile link through the system share sheet', async () => {
    const owner = await createMember('shr');
    const share = jest.spyOn(Share, 'share').mockResolvedValue({ action: Share.sharedAction });
    try {
      renderApp(`/${owner.username}`);
      fireEvent.press(await screen.findByRole('button', { name: 'More actions' }));
      fireEvent.press(screen.getByRole('button', { name: 'Share' }));
      await waitFor(() => expect(share).toHaveBeenCalledTimes(1));
      const url = `${process.env.QURIO_TEST_API_URL}/${owner.username}`;
      expect(share.mock.calls[0]?.[0]).toMatchObject({ url });
      expect(share.mock.calls[0]?.[0]).toMatchObject({ message: expect.stringContaining(url) });
    } finally {
      share.mockRestore();
    }
  });

  it('blocks after the confirmation: the panel replaces the actions, the form and the answers', async () => {
    const [viewer, owner, asker] = await Promise.all([createMember('bv'), createMember('bo'), createMember('bq')]);
    const id = await askQuestion(asker, owner, 'Is this visible after a block?');
    await owner.api.call(routes.answer, { question_id: id, answer: 'Not to the blocker.' });
    await signInStored(viewer);
    renderApp(`/${owner.username}`);

    expect(await screen.findByText('Not to the blocker.')).toBeOnTheScreen();
    fireEvent.press(screen.getByRole('button', { name: 'More actions' }));
    fireEvent.press(screen.getByRole('button', { name: 'Block' }));
    expect(await screen.findByText('Are you sure that you want to block the user?')).toBeOnTheScreen();
    fireEvent.press(screen.getByRole('button', { name: 'Yes' }));

    expect(await screen.findByText('You have blocked this user!')).toBeOnTheScreen();
    expect(screen.getByText('The user has been blocked.')).toBeOnTheScreen();
    expect(screen.queryByText('Not to the blocker.')).toBeNull();
    expect(screen.queryByLabelText('Your question')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Follow' })).toBeNull();
    const seen = await viewer.api.call(routes.profile, { username: owner.username });
    expect(seen.user.blockedByMe).toBe(true);

    fireEvent.press(screen.getByRole('button', { name: 'Unblock' }));
    expect(await screen.findByText('Are you sure that you want to unblock the user?')).toBeOnTheScreen();
    fireEvent.press(screen.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Not to the blocker.')).toBeOnTheScreen();
    expect(screen.getByRole('button', { name: 'Follow' })).toBeOnTheScreen();
    await waitFor(async () =>
      expect((await viewer.api.call(routes.profile, { username: owner.username })).user.blockedByMe).toBe(false),
    );
  });

  it('shows the blocked member only “You are blocked!”', async () => {
    const [blocker, blocked] = await Promise.all([createMember('bk'), createMember('bd')]);
    await blocker.api.call(routes.block, { user_id: blocked.id });
    await signInStored(blocked);
    renderApp(`/${blocker.username}`);
    expect(await screen.findByText('You are blocked!')).toBeOnTheScreen();
    expect(screen.queryByRole('button', { name: 'Unblock' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Follow' })).toBeNull();
    expect(screen.queryByLabelText('Your question')).toBeNull();
  });

  it('reports the member once, then shows the server’s refusal', async () => {
    const [viewer, owner] = await Promise.all([createMember('rv'), createMember('ro')]);
    await signInStored(viewer);
    renderApp(`/${owner.username}`);
    fireEvent.press(await screen.findByRole('button', { name: 'More actions' }));
    fireEvent.press(screen.getByRole('button', { name: 'Report this user' }));
    fireEvent.press(await screen.findByRole('radio', { name: 'Spam' }));
    fireEvent.press(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('Thank you! Our moderators will review this user.')).toBeOnTheScreen();
    fireEvent.press(screen.getByRole('button', { name: 'Report this user' }));
    fireEvent.press(await screen.findByRole('radio', { name: 'Bullying or harassment' }));
    fireEvent.press(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText("You've reported this user before")).toBeOnTheScreen();
  });

  it('shows the server’s message and a way home for a profile that does not exist', async () => {
    const member = await createMember('lost');
    await signInStored(member);
    const view = renderApp('/nobody0000000');
    expect(await screen.findByText('User is not found!')).toBeOnTheScreen();
    fireEvent.press(screen.getByRole('button', { name: 'Home' }));
    await waitFor(() => expect(view.getPathname()).toBe('/'));
  });
});
