import * as routes from '@qurio/contract/routes';
import { router } from 'expo-router';
import { act, screen, waitFor } from 'expo-router/testing-library';
import { renderApp, signInStored } from './render-app';
import { askQuestion, createMember } from './server';

describe('deep links', () => {
  it('opens a profile at /{username}, signed out, with its answers', async () => {
    const [owner, asker] = await Promise.all([createMember('p'), createMember('q')]);
    const id = await askQuestion(asker, owner, 'Do you like deep links?');
    await owner.api.call(routes.answer, { question_id: id, answer: 'Only the ones that work.' });

    const view = renderApp(`/${owner.username}`);
    expect(await screen.findByText('Only the ones that work.')).toBeOnTheScreen();
    // The navigator's header names the profile (its own line says the handle again).
    expect(screen.getByRole('header', { name: `@${owner.username}` })).toBeOnTheScreen();
    expect(view.getPathname()).toBe(`/${owner.username}`);
  });

  it('opens one answer at /{username}/post/{id}, signed out, with its question and answerer', async () => {
    const [owner, asker] = await Promise.all([createMember('dl'), createMember('dq')]);
    const id = await askQuestion(asker, owner, 'Does this link open the answer?');
    await owner.api.call(routes.answer, { question_id: id, answer: 'Straight to it.' });

    const view = renderApp(`/${owner.username}/post/${id}`);
    expect(await screen.findByText('Straight to it.')).toBeOnTheScreen();
    expect(screen.getByText('Does this link open the answer?')).toBeOnTheScreen();
    expect(screen.getByRole('header', { name: `Answer by @${owner.username}` })).toBeOnTheScreen();
    expect(screen.getByText('0 likes')).toBeOnTheScreen();
    expect(view.getPathname()).toBe(`/${owner.username}/post/${id}`);
  });

  it('opens a followers list at /{username}/followers', async () => {
    const [owner, fan] = await Promise.all([createMember('dlf'), createMember('dfan')]);
    await fan.api.call(routes.follow, { user_id: owner.id });
    const view = renderApp(`/${owner.username}/followers`);
    expect(await screen.findByRole('link', { name: `${fan.fullname} @${fan.username}` })).toBeOnTheScreen();
    expect(view.getPathname()).toBe(`/${owner.username}/followers`);
  });
});

describe('a way back from a deep link', () => {
  it('opens an answer over the tabs: back leads to Home', async () => {
    const [owner, asker, reader] = await Promise.all([createMember('bo'), createMember('bq'), createMember('br')]);
    const id = await askQuestion(asker, owner, 'Is there a way back?');
    await owner.api.call(routes.answer, { question_id: id, answer: 'Always one.' });
    await signInStored(reader);

    const view = renderApp(`/${owner.username}/post/${id}`);
    expect(await screen.findByText('Always one.')).toBeOnTheScreen();
    expect(router.canGoBack()).toBe(true);
    act(() => router.back());
    await waitFor(() => expect(view.getPathname()).toBe('/'));
    expect(await screen.findByText('Your timeline is still empty.')).toBeOnTheScreen();
  });

  it('opens another member’s profile over the tabs', async () => {
    const [owner, reader] = await Promise.all([createMember('bp'), createMember('bv')]);
    await signInStored(reader);
    const view = renderApp(`/${owner.username}`);
    expect((await screen.findAllByText(new RegExp(`^@${owner.username}`))).length).toBeGreaterThan(0);
    expect(router.canGoBack()).toBe(true);
    act(() => router.back());
    await waitFor(() => expect(view.getPathname()).toBe('/'));
  });

  it('opens a settings page over the settings list, and that over the tabs', async () => {
    const member = await createMember('bs');
    await signInStored(member);
    const view = renderApp('/settings/account');
    expect(await screen.findByRole('button', { name: 'Prepare a copy' })).toBeOnTheScreen();
    act(() => router.back());
    await waitFor(() => expect(view.getPathname()).toBe('/settings'));
    act(() => router.back());
    await waitFor(() => expect(view.getPathname()).toBe('/'));
  });
});
