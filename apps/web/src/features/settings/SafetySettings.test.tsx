import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getSession } from '../../lib/session-store';
import { askQuestion, createMember } from '../../test/members';
import { startRealServer } from '../../test/server';
import BlockedUsersSettings from './BlockedUsersSettings';
import MutedWordsSettings from './MutedWordsSettings';
import { callAsMe, renderPage, signInNewUser } from './test-utils';

const server = startRealServer();
configure({ asyncUtilTimeout: 5000 });

describe('blocked askers in the blocked-users settings', () => {
  it('lists an anonymous asker by the question only, and unblocks them', async () => {
    await signInNewUser(server.app, 'blk');
    const me = getSession();
    if (!me) throw new Error('not signed in');
    const asker = await createMember(server.app, 'asker');
    const owner = { id: me.id, username: me.username, token: me.access_token, session: me };
    const asked = await askQuestion(server.app, owner, 'You again?', asker);
    expect((await callAsMe(server.app, 'POST', '/blockAsker', { question_id: asked.id })).status).toBe(200);

    const user = userEvent.setup();
    renderPage(<BlockedUsersSettings />);
    const section = (await screen.findByRole('heading', { name: 'Anonymous askers' })).closest('section');
    if (!section) throw new Error('no section');
    const members = screen.getByRole('heading', { name: 'Members' }).closest('section');
    expect(await within(members as HTMLElement).findByText('You have not blocked anyone.')).toBeInTheDocument();

    expect(await within(section).findByText('Anonymous asker')).toBeInTheDocument();
    expect(within(section).getByText('You again?')).toBeInTheDocument();
    expect(within(section).getByText(/^blocked on /)).toBeInTheDocument();
    expect(document.body.textContent).not.toContain(asker.username);

    await user.click(within(section).getByRole('button', { name: 'Unblock the asker of: You again?' }));
    await user.click(
      within(screen.getByRole('alertdialog', { name: 'Unblock this asker?' })).getByRole('button', { name: 'Yes' }),
    );
    expect(await within(section).findByText('You have not blocked any askers.')).toBeInTheDocument();
    expect((await callAsMe(server.app, 'GET', '/blockedAskers')).body.askers).toEqual([]);
  });
});

describe('muted words settings', () => {
  it('adds and removes words, shows the count of the limit and translates refusals', async () => {
    await signInNewUser(server.app, 'mute');
    const user = userEvent.setup();
    renderPage(<MutedWordsSettings />);
    expect(await screen.findByText('You have not muted any words yet.')).toBeInTheDocument();
    expect(screen.getByText('0 of 100')).toBeInTheDocument();

    const field = screen.getByLabelText('Word or phrase');
    await user.click(screen.getByRole('button', { name: 'Mute' }));
    expect(field).toHaveAccessibleDescription(/Enter a word or phrase to mute\./);

    await user.type(field, '!!!');
    await user.click(screen.getByRole('button', { name: 'Mute' }));
    expect(field).toHaveAccessibleDescription(/A muted word or phrase needs letters or digits/);

    await user.clear(field);
    await user.type(field, 'Pineapple pizza');
    await user.click(screen.getByRole('button', { name: 'Mute' }));
    const list = await screen.findByRole('list', { name: 'Your muted words' });
    expect(within(list).getByText('Pineapple pizza')).toBeInTheDocument();
    expect(screen.getByText('1 of 100')).toBeInTheDocument();
    expect(field).toHaveValue('');
    expect((await callAsMe(server.app, 'GET', '/mutedWords')).body.words.map((w: { word: string }) => w.word)).toEqual([
      'Pineapple pizza',
    ]);

    await user.click(within(list).getByRole('button', { name: 'Unmute “Pineapple pizza”' }));
    expect(await screen.findByText('You have not muted any words yet.')).toBeInTheDocument();
    await waitFor(async () => expect((await callAsMe(server.app, 'GET', '/mutedWords')).body.words).toEqual([]));
  });
});
