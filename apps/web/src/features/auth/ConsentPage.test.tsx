import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getSession, updateSession } from '../../lib/session-store';
import { createMember, signInAs } from '../../test/members';
import { renderApp } from '../../test/render-app';
import { startRealServer } from '../../test/server';

// A minimum age other than the default 13, so the screen is seen to take it from the server.
const server = startRealServer({ MIN_AGE: '16' });

const TERMS_LABEL = 'I accept the Terms and Conditions and the Privacy Policy.';
const AGE_LABEL = 'I am at least 16 years old.';

describe('the consent screen (issue 29)', () => {
  it('comes before anything else for a member who signed up without the confirmations, and lets them in', async () => {
    const member = await createMember(server.app, 'owes', { consent: false });
    expect(member.session.consent_required).toBe(true);
    signInAs(member);
    const view = renderApp('/home');
    expect(await screen.findByRole('heading', { level: 1, name: 'One more step' })).toBeInTheDocument();
    expect(view.pathname()).toBe('/consent');

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Please accept the Terms and the Privacy Policy.')).toBeInTheDocument();
    expect(screen.getByText('Please confirm that you are old enough to use Qurio.')).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: TERMS_LABEL }));
    await user.click(await screen.findByRole('checkbox', { name: AGE_LABEL }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Home' })).toBeInTheDocument();
    expect(view.pathname()).toBe('/home');
    expect(getSession()?.consent_required).toBe(false);
  });

  it('keeps the Terms readable meanwhile, and sends every other page to the screen', async () => {
    signInAs(await createMember(server.app, 'reader', { consent: false }));
    const view = renderApp('/terms');
    await waitFor(() => expect(view.pathname()).toBe('/terms'));
    expect(await screen.findByRole('button', { name: 'Log out' })).toBeInTheDocument();
    await view.router.navigate('/settings/account');
    await waitFor(() => expect(view.pathname()).toBe('/consent'));
  });

  it('learns it from the server when the stored session did not say so', async () => {
    signInAs(await createMember(server.app, 'stale', { consent: false }));
    updateSession({ consent_required: false });
    const view = renderApp('/questions');
    expect(await screen.findByRole('heading', { level: 1, name: 'One more step' })).toBeInTheDocument();
    expect(view.pathname()).toBe('/consent');
  });

  it('is not shown to a member who confirmed at sign-up', async () => {
    signInAs(await createMember(server.app, 'fine'));
    const view = renderApp('/consent');
    expect(await screen.findByRole('heading', { level: 1, name: 'Home' })).toBeInTheDocument();
    expect(view.pathname()).toBe('/home');
  });
});
