import * as routes from '@qurio/contract/routes';
import { fireEvent, screen, waitFor, within } from 'expo-router/testing-library';
import { renderApp, signInStored } from './render-app';
import { askQuestion, clientFor, createMember } from './server';

type Member = Awaited<ReturnType<typeof createMember>>;

/** An answered question of `owner`, asked by name by `asker`. */
async function answered(owner: Member, asker: Member, question: string, answer: string) {
  const id = await askQuestion(asker, owner, question);
  await owner.api.call(routes.answer, { question_id: id, answer });
  return id;
}

async function likerNames(owner: Member, id: number) {
  const { question } = await clientFor().call(routes.getQuestion, { username: owner.username, id });
  return { count: question.like_count, names: (question.likes ?? []).map((user) => user.username) };
}

describe('the answer page and likes against the real server', () => {
  it('shows the question, the answer, the answerer and the date; liking updates the count and the likers', async () => {
    const [owner, asker, reader] = await Promise.all([createMember('ao'), createMember('aq'), createMember('ar')]);
    const id = await answered(owner, asker, 'What makes a good morning?', 'Coffee and silence.');
    await signInStored(reader);
    renderApp(`/${owner.username}/post/${id}`);

    expect(await screen.findByText('Coffee and silence.')).toBeOnTheScreen();
    expect(screen.getByText('What makes a good morning?')).toBeOnTheScreen();
    expect(screen.getByRole('header', { name: `Answer by @${owner.username}` })).toBeOnTheScreen();
    expect(screen.getByRole('link', { name: `${owner.fullname} @${owner.username}` })).toBeOnTheScreen();
    expect(screen.getByText(/^Answered on /)).toBeOnTheScreen();
    expect(screen.getByText('0 likes')).toBeOnTheScreen();

    fireEvent.press(screen.getByRole('button', { name: 'Like' }));
    expect(await screen.findByText('1 like')).toBeOnTheScreen();
    expect(screen.getByRole('button', { name: 'Like' })).toBeSelected();
    expect(screen.getByRole('link', { name: `${reader.fullname} @${reader.username}` })).toBeOnTheScreen();
    await waitFor(async () => expect(await likerNames(owner, id)).toEqual({ count: 1, names: [reader.username] }));

    fireEvent.press(screen.getByRole('button', { name: 'Like' }));
    expect(await screen.findByText('0 likes')).toBeOnTheScreen();
    await waitFor(async () => expect(await likerNames(owner, id)).toEqual({ count: 0, names: [] }));
    expect(screen.queryByText('Liked by')).toBeNull();
  });

  it('rolls the like back and shows the server’s message when the like is refused', async () => {
    const [owner, asker, reader] = await Promise.all([createMember('ro'), createMember('rq'), createMember('rr')]);
    const id = await answered(owner, asker, 'Can you block me mid-like?', 'Watch me.');
    await signInStored(reader);
    renderApp(`/${owner.username}/post/${id}`);
    await screen.findByText('Watch me.');

    // The owner blocks the reader while the page is open: the server now refuses the like.
    await owner.api.call(routes.block, { user_id: reader.id });
    fireEvent.press(screen.getByRole('button', { name: 'Like' }));
    expect(await screen.findByText('You are blocked!')).toBeOnTheScreen();
    expect(screen.getByText('0 likes')).toBeOnTheScreen();
    expect(screen.getByRole('button', { name: 'Like' })).not.toBeSelected();
    expect(screen.queryByRole('link', { name: `${reader.fullname} @${reader.username}` })).toBeNull();
  });

  it('asks a guest to sign in instead of liking', async () => {
    const [owner, asker] = await Promise.all([createMember('go'), createMember('gq')]);
    const id = await answered(owner, asker, 'Guests can read this?', 'Yes, but not like it.');
    renderApp(`/${owner.username}/post/${id}`);
    fireEvent.press(await screen.findByRole('button', { name: 'Like' }));
    expect(await screen.findByText('Please sign in and try again!')).toBeOnTheScreen();
    expect(screen.getByText('0 likes')).toBeOnTheScreen();
  });

  it('names a named asker, and an anonymous question nobody', async () => {
    const [owner, asker] = await Promise.all([createMember('no'), createMember('nq')]);
    const named = await answered(owner, asker, 'Named question here?', 'Named answer.');
    await asker.api.call(routes.ask, { user_id: owner.id, question: 'Secret question here?', anonymous: true });
    const inbox = await owner.api.call(routes.myQuestions, {});
    const secret = inbox.questions.find((item) => item.question === 'Secret question here?')?.id ?? 0;
    await owner.api.call(routes.answer, { question_id: secret, answer: 'Secret answer.' });

    const view = renderApp(`/${owner.username}/post/${named}`);
    expect(await screen.findByText('Named answer.')).toBeOnTheScreen();
    expect(screen.getByRole('link', { name: `${asker.fullname} @${asker.username}` })).toBeOnTheScreen();
    view.unmount();

    renderApp(`/${owner.username}/post/${secret}`);
    expect(await screen.findByText('Secret answer.')).toBeOnTheScreen();
    expect(screen.getByText('Anonymous')).toBeOnTheScreen();
    expect(screen.queryAllByText(new RegExp(asker.username))).toHaveLength(0);
    expect(screen.queryAllByLabelText(new RegExp(asker.username))).toHaveLength(0);
  });

  it('likes from a card on the profile, then opens the card’s answer page with the like kept', async () => {
    const [owner, asker, reader] = await Promise.all([createMember('co'), createMember('cq'), createMember('cr')]);
    const id = await answered(owner, asker, 'Cards can be liked?', 'From the list, yes.');
    await signInStored(reader);
    const view = renderApp(`/${owner.username}`);

    await screen.findByText('From the list, yes.');
    fireEvent.press(screen.getByRole('button', { name: 'Like' }));
    expect(await screen.findByText('1 like')).toBeOnTheScreen();
    await waitFor(async () => expect((await likerNames(owner, id)).names).toEqual([reader.username]));

    fireEvent.press(screen.getByRole('link', { name: new RegExp(`^Open the answer by @${owner.username},`) }));
    await waitFor(() => expect(view.getPathname()).toBe(`/${owner.username}/post/${id}`));
    expect(await screen.findByText('Liked by')).toBeOnTheScreen();
    expect(screen.getAllByText('1 like').length).toBeGreaterThan(0);
  });

  it('shows the message and a way back when the answer does not exist', async () => {
    const owner = await createMember('mo');
    const view = renderApp(`/${owner.username}/post/999999`);
    expect(await screen.findByText('Question is not found!')).toBeOnTheScreen();
    // The header's back leaves it (to the tabs beneath a deep link, which send a guest to log in).
    fireEvent.press(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(view.getPathname()).not.toBe(`/${owner.username}/post/999999`));
  });

  it('opens a question for everyone at /question/{id} with the members’ answers', async () => {
    const member = await createMember('pr');
    const { questions: prompts } = await member.api.call(routes.preQuestions);
    const prompt = prompts[0];
    if (!prompt) throw new Error('The server has no prompts');
    await member.api.call(routes.answerPreQuestion, { question_id: prompt.id, answer: 'My prompt answer.' });

    renderApp(`/question/${prompt.id}`);
    expect(await screen.findByText('My prompt answer.')).toBeOnTheScreen();
    expect(screen.getByRole('header', { name: prompt.question })).toBeOnTheScreen();
    expect(
      screen.getByRole('link', { name: new RegExp(`^Open the answer by @${member.username},`) }),
    ).toBeOnTheScreen();
    expect(screen.queryByText('Anonymous')).toBeNull();
  });
});

/** The answer as the server now has it, or the server's refusal (a deleted one is not found). */
async function serverAnswer(owner: Member, id: number) {
  return clientFor()
    .call(routes.getQuestion, { username: owner.username, id })
    .then((response) => response.question.answer)
    .catch((error: Error) => error.message);
}

describe('the owner’s Edit answer and Delete', () => {
  it('re-answers from the profile card, keeping the text on the card and on the server', async () => {
    const [owner, asker] = await Promise.all([createMember('eo'), createMember('eq')]);
    const id = await answered(owner, asker, 'What is your favourite tree?', 'The old oak.');
    await signInStored(owner);
    renderApp(`/${owner.username}`);

    fireEvent.press(await screen.findByRole('button', { name: 'Edit your answer to: What is your favourite tree?' }));
    const field = screen.getByLabelText('Your answer');
    expect(field.props.value).toBe('The old oak.');
    fireEvent.changeText(field, 'The young birch.');
    fireEvent.press(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Your answer has been updated!')).toBeOnTheScreen();
    expect(screen.getByText('The young birch.')).toBeOnTheScreen();
    expect(screen.queryByText('The old oak.')).toBeNull();
    expect(await serverAnswer(owner, id)).toBe('The young birch.');
  });

  it('deletes from the profile card only after the confirmation', async () => {
    const [owner, asker] = await Promise.all([createMember('do'), createMember('dq')]);
    const id = await answered(owner, asker, 'Should this one go?', 'Soon to be gone.');
    await signInStored(owner);
    renderApp(`/${owner.username}`);

    const remove = await screen.findByRole('button', { name: 'Delete your answer to: Should this one go?' });
    fireEvent.press(remove);
    expect(await screen.findByText('Are you sure that you want to delete this question?')).toBeOnTheScreen();
    fireEvent.press(screen.getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByText('Are you sure that you want to delete this question?')).toBeNull());
    expect(await serverAnswer(owner, id)).toBe('Soon to be gone.');

    fireEvent.press(screen.getByRole('button', { name: 'Delete your answer to: Should this one go?' }));
    fireEvent.press(await screen.findByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('The question has been deleted.')).toBeOnTheScreen();
    await waitFor(() => expect(screen.queryByText('Soon to be gone.')).toBeNull());
    expect(await serverAnswer(owner, id)).toBe('Question is not found!');
  });

  it('edits and deletes on the answer page', async () => {
    const [owner, asker] = await Promise.all([createMember('po'), createMember('pq')]);
    const id = await answered(owner, asker, 'Is the page editable?', 'First words.');
    await signInStored(owner);
    renderApp(`/${owner.username}/post/${id}`);

    fireEvent.press(await screen.findByRole('button', { name: 'Edit your answer to: Is the page editable?' }));
    fireEvent.changeText(screen.getByLabelText('Your answer'), 'Second words.');
    fireEvent.press(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Second words.')).toBeOnTheScreen();
    expect(await serverAnswer(owner, id)).toBe('Second words.');

    fireEvent.press(screen.getByRole('button', { name: 'Delete your answer to: Is the page editable?' }));
    fireEvent.press(await screen.findByRole('button', { name: 'Yes' }));
    expect(await screen.findByRole('header', { name: 'The question has been deleted.' })).toBeOnTheScreen();
    expect(screen.queryByText('Second words.')).toBeNull();
    expect(await serverAnswer(owner, id)).toBe('Question is not found!');
  });

  it('offers neither to anyone else', async () => {
    const [owner, asker] = await Promise.all([createMember('xo'), createMember('xq')]);
    const id = await answered(owner, asker, 'Can strangers edit?', 'Only I can.');
    await signInStored(asker);
    const view = renderApp(`/${owner.username}`);
    expect(await screen.findByText('Only I can.')).toBeOnTheScreen();
    expect(screen.queryByRole('button', { name: /^Edit your answer/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Delete your answer/ })).toBeNull();
    view.unmount();

    renderApp(`/${owner.username}/post/${id}`);
    expect(await screen.findByText('Only I can.')).toBeOnTheScreen();
    expect(screen.queryByRole('button', { name: /^Edit your answer/ })).toBeNull();
  });
});

describe('#hashtags and @mentions in member texts', () => {
  it('open the search and the profile from an answer and its question', async () => {
    const [owner, asker, friend] = await Promise.all([createMember('ho'), createMember('hq'), createMember('hf')]);
    const id = await answered(owner, asker, `Ever met @${friend.username}?`, 'Yes, at #teatime with friends.');
    // The search is for members.
    await signInStored(asker);
    let view = renderApp(`/${owner.username}/post/${id}`);

    fireEvent.press(await screen.findByRole('link', { name: '#teatime' }));
    await waitFor(() => expect(view.getPathname()).toBe('/search'));
    expect((await screen.findByLabelText('Search')).props.value).toBe('#teatime');
    view.unmount();

    view = renderApp(`/${owner.username}/post/${id}`);
    fireEvent.press(await screen.findByRole('link', { name: `@${friend.username}` }));
    await waitFor(() => expect(view.getPathname()).toBe(`/${friend.username}`));
  });

  it('open the profile and the search from a bio, and from a card on the profile', async () => {
    const [person, friend, asker] = await Promise.all([createMember('bo'), createMember('bf'), createMember('bq')]);
    await person.api.call(routes.updateProfile, {
      fullname: 'Bio Person',
      bio: `Friends with @${friend.username} #hiking`,
    });
    await answered(person, asker, 'Weekend plans?', `Out with @${friend.username} again.`);
    await signInStored(asker);
    let view = renderApp(`/${person.username}`);

    const bio = await screen.findByText(/^Friends with/);
    fireEvent.press(within(bio).getByRole('link', { name: `@${friend.username}` }));
    await waitFor(() => expect(view.getPathname()).toBe(`/${friend.username}`));
    view.unmount();

    view = renderApp(`/${person.username}`);
    fireEvent.press(await screen.findByRole('link', { name: '#hiking' }));
    await waitFor(() => expect(view.getPathname()).toBe('/search'));
    view.unmount();

    view = renderApp(`/${person.username}`);
    const answer = await screen.findByText(/^Out with/);
    fireEvent.press(within(answer).getByRole('link', { name: `@${friend.username}` }));
    await waitFor(() => expect(view.getPathname()).toBe(`/${friend.username}`));
  });
});
