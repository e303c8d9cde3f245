import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { startRealServer } from '../../test/server';
import { snacks } from '../../ui/snack-store';
import NotificationSettings from './NotificationSettings';
import { callAsMe, renderPage, signInNewUser } from './test-utils';

const server = startRealServer();
// Real server calls, sometimes on a busy machine: wait longer than the 1 s default for what they bring.
configure({ asyncUtilTimeout: 5000 });

const LABELS = ['New questions', 'Answers', 'New followers', 'Likes', 'Mentions'];

describe('notification settings', () => {
  it('shows the five switches as the server has them and saves a flip with set', async () => {
    await signInNewUser(server.app);
    const before = (await callAsMe(server.app, 'GET', '/notificationSettings')).body.settings;
    renderPage(<NotificationSettings />);

    const likes = await screen.findByRole('switch', { name: 'Likes' });
    for (const label of LABELS) expect(screen.getByRole('switch', { name: label })).toBeInTheDocument();
    expect(likes).toHaveProperty('checked', before.notify_likes);
    expect(likes).toHaveAccessibleDescription('When someone likes one of your answers.');
    const mentions = screen.getByRole('switch', { name: 'Mentions' });
    expect(mentions).toHaveProperty('checked', true);
    expect(mentions).toHaveAccessibleDescription('When someone mentions you with your @username in an answer.');

    await userEvent.setup().click(likes);
    expect(likes).toHaveProperty('checked', !before.notify_likes);
    await waitFor(async () =>
      expect((await callAsMe(server.app, 'GET', '/notificationSettings')).body.settings.notify_likes).toBe(
        !before.notify_likes,
      ),
    );
  });

  it('puts the switch back and shows the reason in red when the server refuses', async () => {
    await signInNewUser(server.app);
    renderPage(<NotificationSettings />);
    const answers = await screen.findByRole('switch', { name: 'Answers' });
    const was = (answers as HTMLInputElement).checked;

    // The session ends on the server (as after a logout on another device): `set` now fails.
    expect((await callAsMe(server.app, 'POST', '/logout')).status).toBeLessThan(300);
    // The real answer is held back a moment, to see the switch flip before the server has spoken.
    const realFetch = globalThis.fetch;
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).endsWith('/api/set')) await held;
      return realFetch(input, init);
    });
    try {
      await userEvent.setup().click(answers);
      expect(answers).toHaveProperty('checked', !was);
      release();
    } finally {
      vi.stubGlobal('fetch', realFetch);
    }

    await screen.findByText('Authorization Error. Please login again!');
    expect(snacks.current()?.kind).toBe('error');
    await waitFor(() => expect(answers).toHaveProperty('checked', was));
  });

  it('e-mail: a daily digest of questions by default, a choice saved at once, none without the notification', async () => {
    await signInNewUser(server.app);
    renderPage(<NotificationSettings />);
    const emailCard = await screen.findByRole('region', { name: 'E-mail notifications' });
    // A new member's address is not confirmed yet: the card says why no mail comes, and where to fix it.
    expect(within(emailCard).getByRole('note')).toHaveTextContent('E-mails go only to a confirmed address.');
    expect(within(emailCard).getByRole('link', { name: 'Confirm your address' })).toHaveAttribute(
      'href',
      '/settings/email',
    );
    const questions = within(emailCard).getByRole('group', { name: 'New questions' });
    expect(within(questions).getByRole('radio', { name: 'Daily digest' })).toBeChecked();
    const likes = within(emailCard).getByRole('group', { name: 'Likes' });
    expect(within(likes).getByRole('radio', { name: 'Off' })).toBeChecked();

    await userEvent.setup().click(within(likes).getByRole('radio', { name: 'At once' }));
    expect(within(likes).getByRole('radio', { name: 'At once' })).toBeChecked();
    await waitFor(async () =>
      expect((await callAsMe(server.app, 'GET', '/notificationSettings')).body.mail.mail_likes).toBe('immediate'),
    );

    // Turning the in-app notification off leaves only "Off" to choose, and says why.
    await userEvent.setup().click(screen.getByRole('switch', { name: 'Answers' }));
    const answers = within(emailCard).getByRole('group', { name: 'Answers' });
    await waitFor(() => expect(within(answers).getByRole('radio', { name: 'At once' })).toBeDisabled());
    expect(answers).toHaveAccessibleDescription('Turn on this notification above to get e-mails about it.');
    expect(within(answers).getByRole('radio', { name: 'Off' })).toBeEnabled();
  });

  it('offers push on this device, and says so where the browser cannot show push notifications', async () => {
    await signInNewUser(server.app);
    renderPage(<NotificationSettings />);
    // jsdom has no service worker and no Push API, as a browser without them.
    const push = await screen.findByRole('switch', { name: 'Push notifications on this device' });
    await waitFor(() => expect(push).toBeDisabled());
    expect(push).toHaveProperty('checked', false);
    expect(push).toHaveAccessibleDescription('This browser cannot show push notifications.');
  });
});
