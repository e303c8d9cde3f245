import * as routes from '@qurio/contract/routes';
import { fireEvent, screen, waitFor } from 'expo-router/testing-library';
import { type SessionUser, storeSession } from '../src/features/session/session-storage';
import { renderApp, signInStored } from './render-app';
import { askQuestion, createMember } from './server';

const TERMS = 'I accept the Terms and the Privacy Policy';
const AGE = 'I am at least 13 years old';

async function confirmBoth() {
  fireEvent.press(await screen.findByRole('checkbox', { name: TERMS }));
  // The age box comes with the minimum age (signupRules), which may still be on its way.
  fireEvent.press(await screen.findByRole('checkbox', { name: AGE }));
  fireEvent.press(screen.getByRole('button', { name: 'Continue' }));
}

/**
 * A member who owes the sign-up confirmations (issue 29) and opens a deep link: the server refuses
 * every call but a few with CONSENT_REQUIRED, so the consent screen comes first, for any screen,
 * and the link opens once they confirmed.
 */
describe('the consent gate over deep links (issue 29)', () => {
  it('sends /{username}/post/{id} to the consent screen first, then opens the answer', async () => {
    const [owner, asker] = await Promise.all([createMember('cgo'), createMember('cga')]);
    const id = await askQuestion(asker, owner, 'Will the link wait for me?');
    await owner.api.call(routes.answer, { question_id: id, answer: 'It waited.' });
    const member = await createMember('cgm', { consent: false });
    await signInStored(member);

    const view = renderApp(`/${owner.username}/post/${id}`);
    expect(await screen.findByText('One more step')).toBeOnTheScreen();
    expect(view.getPathname()).toBe('/consent');
    await confirmBoth();
    expect(await screen.findByText('It waited.')).toBeOnTheScreen();
    expect(view.getPathname()).toBe(`/${owner.username}/post/${id}`);
  });

  it('keeps the query of /search?term=… through the consent screen', async () => {
    const member = await createMember('cgs', { consent: false });
    await signInStored(member);

    const view = renderApp('/search?term=gatekeeping');
    expect(await screen.findByText('One more step')).toBeOnTheScreen();
    await confirmBoth();
    await waitFor(() => expect(view.getPathname()).toBe('/search'));
    expect(await screen.findByDisplayValue('gatekeeping')).toBeOnTheScreen();
  });

  it('learns it from the first CONSENT_REQUIRED when the stored session predates the field', async () => {
    const member = await createMember('cgp', { consent: false });
    // Stored by an app version that knew nothing of consent: the user has no such field.
    const { api: _api, token: _token, consent_required: _owed, ...user } = member;
    await storeSession(member.token, user as SessionUser);

    const view = renderApp('/settings/sessions');
    expect(await screen.findByText('One more step')).toBeOnTheScreen();
    expect(view.getPathname()).toBe('/consent');
    await confirmBoth();
    await waitFor(() => expect(view.getPathname()).toBe('/settings/sessions'));
    expect(await screen.findByText('This device')).toBeOnTheScreen();
    expect(view.getPathname()).toBe('/settings/sessions');
  });
});
