// Issue 16 in the app, against the real server: sign-up confirmations, blocking an asker from the
// inbox, muted words and the held questions, reporting with a reason.
import * as routes from '@qurio/contract/routes';
import { fireEvent, screen, waitFor, within } from 'expo-router/testing-library';
import { Linking } from 'react-native';
import { renderApp, signInStored } from './render-app';
import { askAnonymously, clientFor, createMember, PASSWORD, totpCode, uniqueUsername } from './server';

/** Gives a member a role with the server's own CLI (`npm run admin -- role`), on the test server's data. */
function setRole(username: string, role: 'moderator' | 'member') {
  const { execFileSync } = require('node:child_process') as typeof import('node:child_process');
  const path = require('node:path') as typeof import('node:path');
  const repoRoot = path.resolve(__dirname, '../../..');
  const dataDir = process.env.QURIO_TEST_DATA_DIR;
  if (!dataDir) throw new Error('QURIO_TEST_DATA_DIR is not set');
  execFileSync(process.execPath, ['--import', 'tsx', 'apps/server/src/scripts/admin.ts', 'role', username, role], {
    cwd: repoRoot,
    env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: 'pipe',
  });
}

describe('trust and safety in the app', () => {
  it('signs up only with the terms accepted and the minimum age confirmed, and sends both', async () => {
    const { min_age } = await clientFor().call(routes.signupRules);
    const view = renderApp('/signup');
    const username = uniqueUsername('tos');
    fireEvent.changeText(await screen.findByLabelText('Username'), username);
    fireEvent.changeText(screen.getByLabelText('E-mail'), `${username}@example.com`);
    fireEvent.changeText(screen.getByLabelText('Password'), PASSWORD);
    fireEvent.changeText(screen.getByLabelText('Repeat password'), PASSWORD);
    const age = await screen.findByRole('checkbox', { name: `I am at least ${min_age} years old` });
    const terms = screen.getByRole('checkbox', { name: 'I accept the Terms and the Privacy Policy' });

    fireEvent.press(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please accept the Terms and the Privacy Policy.');
    fireEvent.press(terms);
    expect(terms).toBeChecked();
    fireEvent.press(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please confirm that you are old enough to use Qurio.');
    // Nothing was sent: the username is still free.
    expect(view.getPathname()).toBe('/signup');

    const open = jest.spyOn(Linking, 'openURL').mockResolvedValue(true);
    fireEvent.press(screen.getByRole('link', { name: 'Read the Terms' }));
    fireEvent.press(screen.getByRole('link', { name: 'Read the Privacy Policy' }));
    expect(open.mock.calls.map(([url]) => new URL(url).pathname)).toEqual(['/terms', '/privacy']);
    open.mockRestore();

    fireEvent.press(age);
    fireEvent.press(screen.getByRole('button', { name: 'Create account' }));
    // A new account goes through the first-run welcome (test/welcome.test.tsx).
    await waitFor(() => expect(view.getPathname()).toBe('/welcome'), { timeout: 15_000 });
    // The account exists: its password logs in.
    await expect(clientFor().call(routes.token, { username, password: PASSWORD })).resolves.toMatchObject({
      status: true,
    });
  });

  it('blocks the asker of an anonymous question after confirmation; their next question never arrives', async () => {
    const [owner, asker, other] = await Promise.all([createMember('bo'), createMember('ba'), createMember('bx')]);
    await askAnonymously(asker, owner, 'You will regret this, loser.');
    await askAnonymously(asker, owner, 'And another one from me.');
    await askAnonymously(other, owner, 'What is your favourite book?');
    await signInStored(owner);
    renderApp('/inbox');

    fireEvent.press(await screen.findByRole('button', { name: 'Block asker: You will regret this, loser.' }));
    expect(await screen.findByText('Block this asker?')).toBeOnTheScreen();
    fireEvent.press(screen.getByRole('button', { name: 'No' }));
    expect(screen.getByText('You will regret this, loser.')).toBeOnTheScreen();

    fireEvent.press(screen.getByRole('button', { name: 'Block asker: You will regret this, loser.' }));
    // Issue 34: the dialog offers to delete the asker's other waiting questions, on by default.
    expect(
      await screen.findByRole('checkbox', { name: 'Also delete their other questions waiting for you' }),
    ).toBeChecked();
    fireEvent.press(screen.getByRole('button', { name: 'Block' }));
    expect(await screen.findByText('The asker is blocked, and their questions are deleted.')).toBeOnTheScreen();
    await waitFor(() => expect(screen.queryByText('You will regret this, loser.')).toBeNull());
    await waitFor(() => expect(screen.queryByText('And another one from me.')).toBeNull());
    expect(screen.getByText('What is your favourite book?')).toBeOnTheScreen();

    // The asker is told nothing different, and the question never reaches the inbox.
    await expect(
      asker.api.call(routes.ask, { user_id: owner.id, question: 'Did you block me?', anonymous: true }),
    ).resolves.toMatchObject({ status: true });
    const inbox = await owner.api.call(routes.myQuestions, {});
    expect(inbox.questions.map((item) => item.question)).toEqual(['What is your favourite book?']);

    // The settings list the block without saying who it is; unblocking lets the asker through again.
    screen.unmount();
    renderApp('/settings/blocked-users');
    expect(await screen.findByText('Anonymous askers')).toBeOnTheScreen();
    expect(await screen.findByText('You will regret this, loser.')).toBeOnTheScreen();
    expect(screen.queryByText(asker.username)).toBeNull();
    fireEvent.press(screen.getByRole('button', { name: 'Unblock the asker of: You will regret this, loser.' }));
    fireEvent.press(await screen.findByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('The asker is unblocked.')).toBeOnTheScreen();
    expect(screen.getByText('You have not blocked any askers.')).toBeOnTheScreen();
    await askAnonymously(asker, owner, 'Can I ask again now?');
  });

  it('deletes every question in the inbox only after confirmation', async () => {
    const [owner, asker] = await Promise.all([createMember('da'), createMember('dq')]);
    await askAnonymously(asker, owner, 'First of many?');
    await askAnonymously(asker, owner, 'Second of many?');
    await signInStored(owner);
    renderApp('/inbox');

    fireEvent.press(await screen.findByRole('button', { name: 'Delete all questions in your inbox' }));
    expect(await screen.findByText('Delete all questions?')).toBeOnTheScreen();
    fireEvent.press(screen.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('2 questions deleted.')).toBeOnTheScreen();
    expect(await screen.findByText('No questions waiting.')).toBeOnTheScreen();
    expect((await owner.api.call(routes.myQuestions, {})).questions).toEqual([]);
  });

  it('mutes words, holds questions back, and reviews and deletes the held ones', async () => {
    const [owner, asker] = await Promise.all([createMember('mo'), createMember('ma')]);
    await signInStored(owner);
    const view = renderApp('/settings');
    fireEvent.press(await screen.findByRole('link', { name: /^Muted words/ }));
    const field = await screen.findByLabelText('Word or phrase');

    // An empty word is refused with the translated error.
    fireEvent.press(screen.getByRole('button', { name: 'Mute' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter a word or phrase to mute.');
    fireEvent.changeText(field, 'Loser');
    fireEvent.press(screen.getByRole('button', { name: 'Mute' }));
    expect(await screen.findByText('“Loser” is muted.')).toBeOnTheScreen();
    fireEvent.changeText(screen.getByLabelText('Word or phrase'), 'pizza');
    fireEvent.press(screen.getByRole('button', { name: 'Mute' }));
    expect(await screen.findByText('2 of 100')).toBeOnTheScreen();
    fireEvent.press(screen.getByRole('button', { name: 'Unmute “pizza”' }));
    expect(await screen.findByText('“pizza” is no longer muted.')).toBeOnTheScreen();
    expect(screen.getByText('1 of 100')).toBeOnTheScreen();
    expect((await owner.api.call(routes.mutedWords)).words.map((w) => w.word)).toEqual(['Loser']);

    // Questions with the word never reach the inbox; the inbox says how many were held back.
    await asker.api.call(routes.ask, { user_id: owner.id, question: 'Why are you such a LOSER?', anonymous: true });
    await asker.api.call(routes.ask, { user_id: owner.id, question: 'Loser, answer me.', anonymous: true });
    await askAnonymously(asker, owner, 'Pizza or pasta?');
    screen.unmount();
    renderApp('/inbox');
    expect(await screen.findByText('Pizza or pasta?')).toBeOnTheScreen();
    expect(screen.queryByText('Why are you such a LOSER?')).toBeNull();
    fireEvent.press(await screen.findByRole('link', { name: '2 questions held back by muted words' }));

    expect(await screen.findByText('Why are you such a LOSER?')).toBeOnTheScreen();
    expect(view.getPathname()).toBe('/held-questions');
    fireEvent.press(screen.getByRole('button', { name: 'Delete: Loser, answer me.' }));
    fireEvent.press(await screen.findByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('1 question deleted.')).toBeOnTheScreen();
    expect(screen.queryByText('Loser, answer me.')).toBeNull();
    fireEvent.press(screen.getByRole('button', { name: 'Delete all held' }));
    expect(await screen.findByText('Delete all held questions?')).toBeOnTheScreen();
    fireEvent.press(screen.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('No questions are held back.')).toBeOnTheScreen();
    expect((await owner.api.call(routes.heldQuestions, {})).questions).toEqual([]);
  });

  it('moves a held question to the inbox, and takes a flagged one for not offensive (issue 34)', async () => {
    const [owner, asker] = await Promise.all([createMember('mv'), createMember('mq')]);
    await owner.api.call(routes.muteWord, { word: 'pineapple' });
    await owner.api.call(routes.set, { key: 'profanity_filter', value: '1' });
    await asker.api.call(routes.ask, { user_id: owner.id, question: 'Pineapple on pizza, yes?', anonymous: true });
    await askAnonymously(asker, owner, 'You are a fucking legend, how?');
    await signInStored(owner);
    renderApp('/held-questions');
    fireEvent.press(await screen.findByRole('button', { name: 'Move to inbox' }));
    expect(await screen.findByText('The question is in your inbox now.')).toBeOnTheScreen();
    expect(await screen.findByText('No questions are held back.')).toBeOnTheScreen();
    expect((await owner.api.call(routes.myQuestions, {})).questions.map((q) => q.question)).toContain(
      'Pineapple on pizza, yes?',
    );
    screen.unmount();

    renderApp('/inbox');
    expect(await screen.findByRole('button', { name: 'Answer: Pineapple on pizza, yes?' })).toBeOnTheScreen();
    fireEvent.press(await screen.findByRole('button', { name: 'Not offensive: let me answer this question' }));
    expect(await screen.findByText('The question is no longer flagged. You can answer it now.')).toBeOnTheScreen();
    expect(await screen.findByRole('button', { name: 'Answer: You are a fucking legend, how?' })).toBeOnTheScreen();
  });

  it('reports with a reason; self-harm shows a caring line and the help page', async () => {
    const [owner, asker] = await Promise.all([createMember('ro'), createMember('ra')]);
    const id = await askAnonymously(asker, owner, 'Nobody would miss you.');
    await signInStored(owner);
    renderApp('/inbox');

    fireEvent.press(await screen.findByRole('button', { name: 'Report: Nobody would miss you.' }));
    const dialog = await screen.findByText('Report this question');
    expect(dialog).toBeOnTheScreen();
    const send = screen.getByRole('button', { name: 'Send report' });
    expect(send).toBeDisabled();
    expect(screen.getAllByRole('radio').map((radio) => radio.props.accessibilityLabel)).toEqual([
      'Bullying or harassment',
      'Spam',
      'Self-harm or suicide',
      'Sexual content',
      'Hate speech',
      'Something else',
    ]);
    expect(screen.queryByText(/You matter/)).toBeNull();
    fireEvent.press(screen.getByRole('radio', { name: 'Self-harm or suicide' }));
    expect(screen.getByRole('radio', { name: 'Self-harm or suicide' })).toBeChecked();
    expect(screen.getByText(/You matter, and you don't have to face this alone/)).toBeOnTheScreen();
    const open = jest.spyOn(Linking, 'openURL').mockResolvedValue(true);
    fireEvent.press(screen.getByRole('button', { name: 'Find help near you' }));
    expect(new URL(open.mock.calls[0]?.[0] ?? '').pathname).toBe('/support');
    open.mockRestore();

    fireEvent.press(screen.getByRole('button', { name: 'Send report' }));
    // Issue 34: the confirmation offers the next steps; this member keeps the question.
    expect(await screen.findByText('Thank you for reporting')).toBeOnTheScreen();
    fireEvent.press(screen.getByRole('button', { name: 'Keep it' }));
    await expect(owner.api.call(routes.reportQuestion, { question_id: id })).rejects.toMatchObject({
      code: 'CONTENT_REPORTED_BEFORE',
    });
    // The card stays: a report does not take the question away.
    expect(
      within(screen.getByLabelText('Questions waiting for your answer')).getByText('Nobody would miss you.'),
    ).toBeOnTheScreen();
  });

  it('reports someone else’s answer with a reason from the answer page', async () => {
    const [owner, asker, reader] = await Promise.all([createMember('ao'), createMember('aq'), createMember('ar')]);
    const id = await askAnonymously(asker, owner, 'What do you think of me?');
    await owner.api.call(routes.answer, { question_id: id, answer: 'Something hateful.' });
    await signInStored(reader);
    renderApp(`/${owner.username}/post/${id}`);

    fireEvent.press(await screen.findByRole('button', { name: 'Report: What do you think of me?' }));
    expect(await screen.findByText('Report this answer')).toBeOnTheScreen();
    fireEvent.press(screen.getByRole('radio', { name: 'Hate speech' }));
    fireEvent.press(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('Thank you! Our moderators will review this content.')).toBeOnTheScreen();
    await expect(reader.api.call(routes.reportQuestion, { question_id: id })).rejects.toMatchObject({
      code: 'CONTENT_REPORTED_BEFORE',
    });
  });

  it('tells a suspended member why and until when at login', async () => {
    const [moderator, member] = await Promise.all([createMember('mod'), createMember('sus')]);
    // A moderator must have two-factor sign-in (admin refuses the role without it), and their
    // session must have passed it: the one that turned it on has.
    const { secret } = await moderator.api.call(routes.twoFactorSetup);
    await moderator.api.call(routes.twoFactorEnable, { code: totpCode(secret, new Date()) });
    setRole(moderator.username, 'moderator');
    const until = new Date(Date.UTC(2031, 2, 14, 12)).toISOString();
    await moderator.api.call(routes.modAction, {
      user_id: member.id,
      action: 'suspend',
      reason: 'Repeated insults',
      until,
    });
    renderApp('/login');
    fireEvent.changeText(await screen.findByLabelText('Username or e-mail'), member.username);
    fireEvent.changeText(screen.getByLabelText('Password'), PASSWORD);
    fireEvent.press(screen.getByRole('button', { name: 'Log in' }));

    const notice = await screen.findByRole('alert');
    expect(within(notice).getByText('Your account is suspended.')).toBeOnTheScreen();
    expect(within(notice).getByText('Reason: Repeated insults')).toBeOnTheScreen();
    expect(within(notice).getByText('The suspension ends on Mar 14, 2031.')).toBeOnTheScreen();
  });

  it('deletes the account after the confirmation that says what is lost, then signs out', async () => {
    const member = await createMember('del');
    await signInStored(member);
    const view = renderApp('/settings/account');
    fireEvent.press(await screen.findByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByText('Delete your account for good?')).toBeOnTheScreen();
    expect(
      screen.getByText('Your profile, pictures, answers, likes and follows are erased at once and cannot be restored.'),
    ).toBeOnTheScreen();
    expect(screen.getByText('Questions you asked others stay with them, as anonymous questions.')).toBeOnTheScreen();

    fireEvent.changeText(screen.getAllByLabelText('Password').at(-1) as never, 'not-the-password');
    fireEvent.press(screen.getByRole('button', { name: 'Delete for good' }));
    expect(await screen.findByText('Your password is wrong! Please try again.')).toBeOnTheScreen();

    fireEvent.changeText(screen.getAllByLabelText('Password').at(-1) as never, PASSWORD);
    fireEvent.press(screen.getByRole('button', { name: 'Delete for good' }));
    await waitFor(() => expect(view.getPathname()).toBe('/login'), { timeout: 10_000 });
    await expect(clientFor().call(routes.token, { username: member.username, password: PASSWORD })).rejects.toThrow();
  });
});
