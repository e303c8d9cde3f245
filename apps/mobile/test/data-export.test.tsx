import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { fireEvent, screen, waitFor } from 'expo-router/testing-library';
import * as Sharing from 'expo-sharing';
import { renderApp, signInStored } from './render-app';
import { createMember } from './server';

// As in share.test.tsx: a real download on Node's file system, the share sheet a recorder.
jest.mock('expo-file-system', () => jest.requireActual('./file-system'));
jest.mock('expo-sharing', () => ({
  isAvailableAsync: jest.fn(async () => true),
  shareAsync: jest.fn(async () => undefined),
}));

const sheet = Sharing as jest.Mocked<typeof Sharing>;

describe('download my data in the app', () => {
  it('prepares the copy, then hands the ZIP the server made to the share sheet; a second copy waits a day', async () => {
    const member = await createMember('exp');
    await signInStored(member);
    renderApp('/settings/account');

    fireEvent.press(await screen.findByRole('button', { name: 'Prepare a copy' }));
    // The server builds it in the background; the card asks again every 3 s while it is queued.
    expect(await screen.findByText(/^Your copy of .+ is ready\.$/, {}, { timeout: 15_000 })).toBeOnTheScreen();

    fireEvent.press(screen.getByRole('button', { name: 'Download ZIP' }));
    await waitFor(() => expect(sheet.shareAsync).toHaveBeenCalledTimes(1));
    const [uri, options] = sheet.shareAsync.mock.calls[0] ?? [];
    expect(options).toMatchObject({ mimeType: 'application/zip', UTI: 'public.zip-archive' });
    const handed = readFileSync(fileURLToPath(String(uri)));
    const direct = await fetch(`${process.env.QURIO_TEST_API_URL}/api/export`, {
      headers: { Authorization: `Bearer ${member.token}` },
    });
    expect(direct.status).toBe(200);
    const made = Buffer.from(await direct.arrayBuffer());
    expect([...handed.subarray(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04]); // "PK\3\4": a ZIP
    expect(handed.equals(made)).toBe(true);

    fireEvent.press(screen.getByRole('button', { name: 'Prepare a copy' }));
    expect(await screen.findByText(/You can ask again on .+\.$/)).toBeOnTheScreen();
  });
});
