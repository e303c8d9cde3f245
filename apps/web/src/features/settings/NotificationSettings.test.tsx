import { configure, screen, waitFor } from '@testing-library/react';
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
