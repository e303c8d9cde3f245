import * as routes from '@qurio/contract/routes';
import { fireEvent, screen, waitFor, within } from 'expo-router/testing-library';
import { renderApp, signInStored } from './render-app';
import { askAnonymously, askQuestion, createMember, kit, PASSWORD, uniqueUsername } from './server';

/**
 * Issue 33 in the app, against the real server: a minor's sign-up and the settings it starts with,
 * a member who takes questions from mutual follows only and a stranger refused with the rule, the
 * ask form saying what the recipient will see, and the inbox's filters with their counts.
 */
describe('asking rules in the app', () => {
  it("a minor's sign-up starts with the safer settings, each shown in the settings", async () => {
    renderApp('/signup');
    const username = uniqueUsername('kid');
    fireEvent.changeText(await screen.findByLabelText('Username'), username);
    fireEvent.changeText(screen.getByLabelText('E-mail'), `${username}@example.com`);
    fireEvent.changeText(screen.getByLabelText('Password'), PASSWORD);
    fireEvent.changeText(screen.getByLabelText('Repeat password'), PASSWORD);
    fireEvent.press(screen.getByRole('checkbox', { name: 'I accept the Terms and the Privacy Policy' }));
    fireEvent.press(await screen.findByRole('checkbox', { name: 'I am at least 13 years old' }));
    fireEvent.press(screen.getByRole('checkbox', { name: 'I am under 18.' }));
    expect(screen.getByText(/We keep only these settings, not your age\./)).toBeOnTheScreen();
    fireEvent.press(screen.getByRole('button', { name: 'Create account' }));
    fireEvent.press(await screen.findByRole('button', { name: 'Skip the welcome' }));

    const login = await kit.clientFor().call(routes.token, { username, password: PASSWORD });
    const settings = await kit.clientFor(login.data.access_token).call(routes.accountSettings);
    expect(settings.settings).toMatchObject({ ask_from: 'members', anonymous_from: 'following', listed: false });
  });

  it("shows a minor's rules and switches in the account settings", async () => {
    const member = await kit.createMember({ prefix: 'kid', password: PASSWORD, under18: true });
    await signInStored({ ...member.session, token: member.token, api: member.api });
    renderApp('/settings/account');
    // A group is a View with a role and a label (the settings test's mail groups are read the same way).
    const group = (label: string) =>
      screen.getAllByLabelText(label).find((node) => node.props.accessibilityRole === 'radiogroup') as never;
    await screen.findAllByLabelText('Who may ask');
    const askFrom = group('Who may ask');
    expect(within(askFrom).getByRole('radio', { name: 'Members only' })).toBeChecked();
    const anonymous = group('Who may ask anonymously');
    expect(within(anonymous).getByRole('radio', { name: 'People I follow' })).toBeChecked();
    expect(await screen.findByRole('switch', { name: 'Profanity filter' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Show me in explore and search' })).not.toBeChecked();

    fireEvent.press(within(askFrom).getByRole('radio', { name: 'Mutual follows' }));
    await waitFor(async () =>
      expect((await member.api.call(routes.accountSettings)).settings.ask_from).toBe('mutuals'),
    );
  });

  it('a stranger is refused with the rule when the member limits asking to mutual follows', async () => {
    const [owner, stranger] = await Promise.all([createMember('mut'), createMember('str')]);
    await signInStored(stranger);
    const view = renderApp(`/${owner.username}`);
    const field = await screen.findByLabelText('Your question');
    expect(screen.getByText(`@${owner.username} will not see who you are.`)).toBeOnTheScreen();
    // The owner narrows the rules while the form is open.
    await owner.api.call(routes.set, { key: 'ask_from', value: 'mutuals' });
    fireEvent.changeText(field, 'Can a stranger still ask?');
    fireEvent.press(screen.getByRole('button', { name: 'Ask' }));
    expect(
      await screen.findByText('This user only takes questions from people they follow who follow them too!'),
    ).toBeOnTheScreen();
    expect((await owner.api.call(routes.myQuestions, {})).questions).toEqual([]);
    view.unmount();

    // Opened again, the profile says the rule instead of offering the form.
    renderApp(`/${owner.username}`);
    expect(
      await screen.findByText(`@${owner.username} only takes questions from people they follow who follow them too.`),
    ).toBeOnTheScreen();
    expect(screen.queryByLabelText('Your question')).toBeNull();
  });

  it('says that anonymity only hides the asker within a small circle', async () => {
    const [owner, friend] = await Promise.all([createMember('cir'), createMember('frd')]);
    await owner.api.call(routes.set, { key: 'anonymous_from', value: 'following' });
    await owner.api.call(routes.follow, { user_id: friend.id });
    await signInStored(friend);
    renderApp(`/${owner.username}`);
    expect(
      await screen.findByText(
        `@${owner.username} takes anonymous questions only from people they follow, so you are anonymous only among those few people.`,
      ),
    ).toBeOnTheScreen();
    fireEvent(screen.getByRole('switch', { name: 'Ask anonymously' }), 'valueChange', false);
    expect(screen.getByText(`Your name will be shown: @${owner.username} will see who asked.`)).toBeOnTheScreen();
  });

  it('filters the inbox with counts; an anonymous question is never sorted by its sender', async () => {
    const [owner, friend, stranger] = await Promise.all([createMember('flt'), createMember('fr'), createMember('st')]);
    await owner.api.call(routes.follow, { user_id: friend.id });
    await askAnonymously(friend, owner, 'Anonymous from a friend?');
    await askQuestion(friend, owner, 'Named from a friend?');
    await askQuestion(stranger, owner, 'Named from a stranger?');
    await signInStored(owner);
    renderApp('/inbox');

    expect(await screen.findByRole('tab', { name: 'All (3)' })).toBeSelected();
    expect(screen.getByRole('tab', { name: 'Anonymous (1)' })).toBeOnTheScreen();
    expect(screen.getByRole('tab', { name: 'With name (2)' })).toBeOnTheScreen();
    expect(screen.getByRole('tab', { name: 'From people I follow (1)' })).toBeOnTheScreen();

    fireEvent.press(screen.getByRole('tab', { name: 'From people I follow (1)' }));
    expect(
      await screen.findByText('Anonymous questions are never sorted by who sent them.', { exact: false }),
    ).toBeOnTheScreen();
    await waitFor(() => expect(screen.queryByText('Named from a stranger?')).toBeNull());
    expect(screen.getByText('Named from a friend?')).toBeOnTheScreen();
    expect(screen.queryByText('Anonymous from a friend?')).toBeNull();

    fireEvent.press(screen.getByRole('tab', { name: 'Flagged (0)' }));
    expect(await screen.findByText('No questions here.')).toBeOnTheScreen();
  });
});
