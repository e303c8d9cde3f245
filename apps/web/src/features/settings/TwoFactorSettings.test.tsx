import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { startRealServer, totpCode, wrongTotpCode } from '../../test/server';
import TwoFactorSettings from './TwoFactorSettings';
import { callAsMe, renderPage, signInNewUser } from './test-utils';

const server = startRealServer();
configure({ asyncUtilTimeout: 5000 });

/** Whether the server has two-factor sign-in on for the signed-in member, and their recovery codes left. */
async function serverState() {
  const { body } = await callAsMe(server.app, 'GET', '/twoFactor');
  return body.two_factor as { enabled: boolean; recovery_codes_left: number };
}

describe('two-factor settings', () => {
  it('sets up with the QR code and the key, refuses a wrong code, shows ten recovery codes, turns off with password and code', async () => {
    const account = await signInNewUser(server.app, 'tfa');
    const user = userEvent.setup();
    renderPage(<TwoFactorSettings />);

    expect(await screen.findByRole('heading', { name: 'Two-factor authentication is off.' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Set up two-factor authentication' }));
    expect(await screen.findByRole('heading', { name: 'Set up your authenticator app' })).toBeInTheDocument();
    // The QR code is the server's SVG as an image; the key is shown for typing by hand, in groups of four.
    const qr = screen.getByRole('img', { name: 'QR code to add Qurio to your authenticator app' });
    const src = qr.getAttribute('src') ?? '';
    expect(src).toMatch(/^data:image\/svg\+xml;charset=utf-8,/);
    expect(decodeURIComponent(src.slice(src.indexOf(',') + 1))).toContain('<svg');
    const shownKey = screen.getByTitle('Key for your authenticator app').textContent ?? '';
    expect(shownKey).toMatch(/^([A-Z2-7]{4} )+[A-Z2-7]{1,4}$/);
    const key = shownKey.replace(/\s+/g, '');
    expect((await serverState()).enabled).toBe(false);

    // A code of the right shape that the app would not show: the server's refusal, translated, at the field.
    const code = screen.getByLabelText('Code from the app');
    await user.type(code, await wrongTotpCode(server, key));
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText('This code is wrong or has already been used.')).toBeInTheDocument();
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect((await serverState()).enabled).toBe(false);

    // The code the app shows for the key: on, and the ten recovery codes, shown once.
    await user.clear(code);
    await user.type(code, await totpCode(server, key));
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    const list = await screen.findByRole('list', { name: 'Your recovery codes' });
    const codes = within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(codes).toHaveLength(10);
    for (const recovery of codes) expect(recovery).toMatch(/^[0-9a-z]{5}-[0-9a-z]{5}$/);
    expect(new Set(codes).size).toBe(10);
    expect(await serverState()).toEqual({ enabled: true, recovery_codes_left: 10 });

    await user.click(screen.getByRole('button', { name: 'I have saved them' }));
    expect(await screen.findByRole('heading', { name: 'Two-factor authentication is on.' })).toBeInTheDocument();
    expect(screen.getByText('You have 10 recovery codes left.')).toBeInTheDocument();

    // Turning off takes the password and a new code: the one that turned it on was used (its
    // 30-second step is spent), so the app's next one.
    server.advanceClock(30_000);
    const off = screen.getByRole('region', { name: 'Turn off two-factor authentication' });
    await user.type(within(off).getByLabelText('Password'), account.password);
    await user.type(within(off).getByLabelText('Code from the app, or a recovery code'), await totpCode(server, key));
    await user.click(within(off).getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByRole('heading', { name: 'Two-factor authentication is off.' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Set up two-factor authentication' })).toBeInTheDocument();
    expect((await serverState()).enabled).toBe(false);
  });
});
