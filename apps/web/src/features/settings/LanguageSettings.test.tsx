import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { currentLanguage } from '../../i18n';
import { getSession } from '../../lib/session-store';
import { renderApp } from '../../test/render-app';
import { startRealServer } from '../../test/server';
import { callAsMe, signInNewUser } from './test-utils';

const server = startRealServer();
// Real server calls, sometimes on a busy machine: wait longer than the 1 s default for what they bring.
configure({ asyncUtilTimeout: 5000 });

describe('language settings', () => {
  it('offers the five languages by their own names, the current one chosen', async () => {
    await signInNewUser(server.app);
    renderApp('/settings/language');
    await screen.findByRole('heading', { level: 1, name: 'Language' });
    const group = await screen.findByRole('group', { name: 'Interface language' });
    expect(group).toBeInTheDocument();
    for (const name of ['Deutsch', 'English', 'Español', 'Português', 'Türkçe']) {
      expect(screen.getByRole('radio', { name: new RegExp(`^${name}`) })).toBeInTheDocument();
    }
    expect(screen.getByRole('radio', { name: /^English/ })).toBeChecked();
  });

  it('switches the interface at once and saves the language to the account with set', async () => {
    await signInNewUser(server.app);
    renderApp('/settings/language');
    await userEvent.setup().click(await screen.findByRole('radio', { name: /^Deutsch/ }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Sprache' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /^Deutsch/ })).toBeChecked();
    expect(currentLanguage()).toBe('de');
    expect(document.documentElement.lang).toBe('de');
    expect(await screen.findByText('Deine Sprache wurde gespeichert.')).toBeInTheDocument();
    expect(getSession()?.lang).toBe('de');
    await waitFor(async () => expect((await callAsMe(server.app, 'GET', '/myProfile')).body.user.lang).toBe('de'));
  });
});
