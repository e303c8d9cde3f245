import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as routes from '@qurio/contract/routes';
import { fireEvent, screen, waitFor } from 'expo-router/testing-library';
import * as Sharing from 'expo-sharing';
import { Share } from 'react-native';
import { renderApp, signInStored } from './render-app';
import { askQuestion, createMember } from './server';

// The device's file system runs on Node's (test/file-system.ts: a real download into a real
// folder); the share sheets are the only things replaced, by recorders of what they were handed.
jest.mock('expo-file-system', () => jest.requireActual('./file-system'));
jest.mock('expo-sharing', () => ({
  isAvailableAsync: jest.fn(async () => true),
  shareAsync: jest.fn(async () => undefined),
}));

const sheet = Sharing as jest.Mocked<typeof Sharing>;
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const server = () => process.env.QURIO_TEST_API_URL ?? '';

/** A PNG's width and height, from its IHDR chunk. */
function pngSize(bytes: Uint8Array): { width: number; height: number } {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

async function answeredQuestion(prefix: string, answer: string) {
  const [owner, asker] = await Promise.all([createMember(`${prefix}o`), createMember(`${prefix}a`)]);
  const id = await askQuestion(asker, owner, `Shall we share ${prefix}?`);
  await owner.api.call(routes.answer, { question_id: id, answer });
  return { owner, asker, id };
}

describe('sharing an answer', () => {
  afterEach(() => jest.clearAllMocks());

  it('hands the story card the server drew to the share sheet, as a PNG file in the app cache', async () => {
    const { owner, id } = await answeredQuestion('sp', 'A picture says it all.');
    renderApp(`/${owner.username}/post/${id}`);
    await screen.findByText('A picture says it all.');

    fireEvent.press(screen.getByRole('button', { name: `Share the answer by @${owner.username}` }));
    fireEvent.press(await screen.findByRole('button', { name: 'Share as picture' }));
    await waitFor(() => expect(sheet.shareAsync).toHaveBeenCalledTimes(1));

    const [uri, options] = sheet.shareAsync.mock.calls[0] ?? [];
    expect(options).toMatchObject({ mimeType: 'image/png', UTI: 'public.png' });
    expect(uri).toMatch(new RegExp(`^file://.*/shared/qurio-${owner.username}-${id}\\.png$`));
    const handed = new Uint8Array(readFileSync(fileURLToPath(String(uri))));
    const direct = await fetch(`${server()}/cards/answers/${id}.png?format=story&theme=light`);
    expect(direct.headers.get('content-type')).toBe('image/png');
    const drawn = new Uint8Array(await direct.arrayBuffer());

    expect([...handed.slice(0, 8)]).toEqual(PNG_SIGNATURE);
    expect(handed.byteLength).toBe(drawn.byteLength);
    expect(Buffer.from(handed).equals(Buffer.from(drawn))).toBe(true);
    expect(pngSize(handed)).toEqual({ width: 1080, height: 1920 });
  });

  it('shares the answer’s link through the system share sheet from a card of the timeline', async () => {
    const { owner, id } = await answeredQuestion('sl', 'Links travel well.');
    const reader = await createMember('slr');
    await reader.api.call(routes.follow, { user_id: owner.id });
    const recorded = jest.spyOn(Share, 'share').mockResolvedValue({ action: Share.sharedAction });
    await signInStored(reader);
    renderApp('/');
    await screen.findByText('Links travel well.');

    fireEvent.press(screen.getByRole('button', { name: `Share the answer by @${owner.username}` }));
    fireEvent.press(await screen.findByRole('button', { name: 'Share link' }));
    await waitFor(() => expect(recorded).toHaveBeenCalledTimes(1));
    const url = `${server()}/${owner.username}/post/${id}`;
    expect(recorded.mock.calls[0]?.[0]).toEqual({
      title: 'Share answer',
      message: `Read @${owner.username}'s answer on Qurio ${url}`,
      url,
    });
    // The sheet closed itself; the card stays.
    expect(screen.queryByRole('button', { name: 'Share link' })).toBeNull();
    expect(sheet.shareAsync).not.toHaveBeenCalled();
  });

  it('says so when the card cannot be had, and hands nothing on', async () => {
    const { owner, id } = await answeredQuestion('sf', 'Soon gone.');
    renderApp(`/${owner.username}/post/${id}`);
    await screen.findByText('Soon gone.');
    // The answer is deleted while the page is open: the server has no card to draw.
    await owner.api.call(routes.deleteQuestion, { question_id: id });

    fireEvent.press(screen.getByRole('button', { name: `Share the answer by @${owner.username}` }));
    fireEvent.press(await screen.findByRole('button', { name: 'Share as picture' }));
    expect(await screen.findByText('An error has occurred. Please try again!')).toBeOnTheScreen();
    expect(sheet.shareAsync).not.toHaveBeenCalled();
  });
});
