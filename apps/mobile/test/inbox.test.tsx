import * as routes from '@qurio/contract/routes';
import { fireEvent, screen, waitFor, within } from 'expo-router/testing-library';
import { AccessibilityInfo } from 'react-native';
import { renderApp, signInStored } from './render-app';
import { askAnonymously, askQuestion, createMember } from './server';

describe('the inbox against the real server', () => {
  it('shows the count of waiting questions on the Inbox tab and refreshes it after navigating', async () => {
    const [owner, asker] = await Promise.all([createMember('b'), createMember('q')]);
    const first = await askQuestion(asker, owner, 'First question for the badge?');
    await askQuestion(asker, owner, 'Second question for the badge?');
    await signInStored(owner);
    renderApp('/');

    const tab = await screen.findByLabelText('Questions, 2 questions waiting');
    // The navigator draws a tab's icon twice (focused and not, cross-faded).
    expect(within(tab).getAllByText('2').length).toBeGreaterThan(0);

    await owner.api.call(routes.answer, { question_id: first, answer: 'Answered elsewhere.' });
    fireEvent.press(screen.getByLabelText('Explore'));
    expect(await screen.findByLabelText('Questions, 1 question waiting')).toBeOnTheScreen();
  });

  it('deletes a question only after confirmation', async () => {
    const [owner, asker] = await Promise.all([createMember('d'), createMember('q')]);
    const id = await askQuestion(asker, owner, 'Should this one be deleted?');
    await signInStored(owner);
    renderApp('/inbox');

    const remove = await screen.findByRole('button', { name: 'Delete: Should this one be deleted?' });
    fireEvent.press(remove);
    expect(await screen.findByText('Are you sure that you want to delete this question?')).toBeOnTheScreen();
    fireEvent.press(screen.getByRole('button', { name: 'No' }));
    expect(screen.queryByText('Are you sure that you want to delete this question?')).toBeNull();
    expect(screen.getByText('Should this one be deleted?')).toBeOnTheScreen();

    fireEvent.press(screen.getByRole('button', { name: 'Delete: Should this one be deleted?' }));
    fireEvent.press(await screen.findByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('The question has been deleted.')).toBeOnTheScreen();
    expect(screen.getByText('No questions waiting.')).toBeOnTheScreen();
    const inbox = await owner.api.call(routes.myQuestions, {});
    expect(inbox.questions.map((item) => item.id)).not.toContain(id);
  });

  it('reports a question', async () => {
    const [owner, asker] = await Promise.all([createMember('r'), createMember('q')]);
    const id = await askQuestion(asker, owner, 'Is this question reportable?');
    await signInStored(owner);
    renderApp('/inbox');

    fireEvent.press(await screen.findByRole('button', { name: 'Report: Is this question reportable?' }));
    fireEvent.press(await screen.findByRole('radio', { name: 'Spam' }));
    fireEvent.press(screen.getByRole('button', { name: 'Send report' }));
    // Issue 34: the confirmation offers the next steps: delete it, or block whoever asked.
    expect(await screen.findByText('Thank you for reporting')).toBeOnTheScreen();
    // The server holds the report: a second one is refused.
    await expect(owner.api.call(routes.reportQuestion, { question_id: id })).rejects.toMatchObject({
      code: 'CONTENT_REPORTED_BEFORE',
    });
    fireEvent.press(screen.getByRole('button', { name: 'Delete the question' }));
    expect(await screen.findByText('The question has been deleted.')).toBeOnTheScreen();
    await waitFor(() => expect(screen.queryByText('Is this question reportable?')).toBeNull());
  });

  it('never names the asker of an anonymous question', async () => {
    const [owner, asker] = await Promise.all([createMember('an'), createMember('secret')]);
    await askAnonymously(asker, owner, 'Who am I, do you think?');
    await askQuestion(asker, owner, 'And this one, asked by name?');
    await signInStored(owner);
    renderApp('/inbox');

    expect(await screen.findByText('Who am I, do you think?')).toBeOnTheScreen();
    expect(screen.getAllByText('Anonymous')).toHaveLength(1);
    // The named question shows its asker, so the name is known to the screen: only once.
    expect(screen.getAllByText(asker.username)).toHaveLength(1);
  });

  it('answers a question for everyone from under the inbox', async () => {
    const owner = await createMember('pr');
    const [prompt] = (await owner.api.call(routes.preQuestions)).questions;
    if (!prompt) throw new Error('The server has no prompts');
    await signInStored(owner);
    renderApp('/inbox');

    expect(await screen.findByText('No questions waiting.')).toBeOnTheScreen();
    fireEvent.press(await screen.findByRole('button', { name: `Answer: ${prompt.question}` }));
    // By its label: the other prompts' buttons show "Answer" too (their label names their question).
    const submit = screen.getByLabelText('Answer');
    expect(submit).toBeDisabled();
    fireEvent.changeText(screen.getByLabelText('Your answer'), 'Everyone gets my answer.');
    fireEvent.press(submit);

    expect(await screen.findByText('Your answer has been published!')).toBeOnTheScreen();
    await waitFor(() => expect(screen.queryByText(prompt.question)).toBeNull());
    const open = await owner.api.call(routes.preQuestions);
    expect(open.questions.map((item) => item.id)).not.toContain(prompt.id);
  });

  it('moves the screen reader on after an answer: the next question, the previous one, the emptied inbox', async () => {
    const owner = await inboxOf(['The top question?', 'The middle question?', 'The bottom question?']);
    renderApp('/inbox');

    await openAnswer('The middle question?');
    expect(await sendAnswer('From the middle.')).toEqual({ event: 'focus', name: 'Answer: The bottom question?' });
    expect(AccessibilityInfo.announceForAccessibilityWithOptions).toHaveBeenLastCalledWith(
      'Your answer has been published!',
      { queue: true },
    );
    await openAnswer('The bottom question?');
    expect(await sendAnswer('From the bottom.')).toEqual({ event: 'focus', name: 'Answer: The top question?' });
    await openAnswer('The top question?');
    expect(await sendAnswer('From the top.')).toEqual({ event: 'focus', name: 'No questions waiting.' });
    expect(screen.getByRole('header', { name: 'No questions waiting.' })).toBeOnTheScreen();
    expect((await owner.api.call(routes.myQuestions, {})).questions).toEqual([]);
  });

  it('passes over a question whose own answer form is open, to the next one after it', async () => {
    await inboxOf(['The top question?', 'The second question?', 'The third question?', 'The bottom question?']);
    renderApp('/inbox');

    await openAnswer('The third question?');
    await openAnswer('The second question?');
    // The second's form is the first of the two; the third shows no Answer button to go to.
    expect(await sendAnswer('From the second.', 0)).toEqual({
      event: 'focus',
      name: 'Answer: The bottom question?',
    });
  });
});

/** A new member with these questions waiting, top first as the inbox lists them, signed in on the device. */
async function inboxOf(questions: string[]) {
  const [owner, asker] = await Promise.all([createMember('fo'), createMember('q')]);
  // Newest first in the inbox: the last asked is the top one.
  for (const question of [...questions].reverse()) await askQuestion(asker, owner, question);
  await signInStored(owner);
  jest.mocked(AccessibilityInfo.sendAccessibilityEvent).mockClear();
  return owner;
}

async function openAnswer(question: string) {
  fireEvent.press(await screen.findByRole('button', { name: `Answer: ${question}` }));
}

/**
 * Sends the open answer form (the `form`th from the top) and waits for the screen reader's focus to
 * move; then says where it went: a button by its spoken name, a heading by its text.
 */
async function sendAnswer(text: string, form = 0) {
  const focus = jest.mocked(AccessibilityInfo.sendAccessibilityEvent);
  const moves = focus.mock.calls.length;
  const field = screen.getAllByLabelText('Your answer')[form];
  const submit = screen.getAllByLabelText('Answer')[form];
  if (!field || !submit) throw new Error(`No answer form number ${form}`);
  fireEvent.changeText(field, text);
  fireEvent.press(submit);
  await waitFor(() => expect(focus.mock.calls.length).toBe(moves + 1));
  const [target, event] = focus.mock.calls.at(-1) ?? [];
  const props = (target as unknown as { props: { accessibilityLabel?: string; children?: unknown } }).props;
  return { event, name: props.accessibilityLabel ?? props.children };
}
