import * as routes from '@qurio/contract/routes';
import { screen } from 'expo-router/testing-library';
import { renderApp } from './render-app';
import { askQuestion, createMember } from './server';

describe('deep links', () => {
  it('opens a profile at /{username}, signed out, with its answers', async () => {
    const [owner, asker] = await Promise.all([createMember('p'), createMember('q')]);
    const id = await askQuestion(asker, owner, 'Do you like deep links?');
    await owner.api.call(routes.answer, { question_id: id, answer: 'Only the ones that work.' });

    const view = renderApp(`/${owner.username}`);
    expect(await screen.findByText('Only the ones that work.')).toBeOnTheScreen();
    expect(screen.getByText(new RegExp(`^@${owner.username}`))).toBeOnTheScreen();
    expect(view.getPathname()).toBe(`/${owner.username}`);
  });
});
