import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answered, createMember, signInAs } from '../../test/members';
import { renderApp } from '../../test/render-app';
import { startRealServer } from '../../test/server';

const server = startRealServer();

/** jsdom has neither object URLs nor downloads: record what the page hands the browser. */
function recordDownloads() {
  const files: Blob[] = [];
  const names: string[] = [];
  URL.createObjectURL = (blob: Blob) => {
    files.push(blob);
    return 'blob:card';
  };
  URL.revokeObjectURL = () => {};
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    names.push(this.download);
  });
  return { files, names };
}

afterEach(() => {
  vi.restoreAllMocks();
});

async function pngSize(blob: Blob) {
  const bytes = new DataView(await blob.arrayBuffer());
  return { width: bytes.getUint32(16), height: bytes.getUint32(20) };
}

describe('sharing an answer from a feed card', () => {
  it('offers Share on a timeline card; "Share as picture" saves the story card where files cannot be shared', async () => {
    const owner = await createMember(server.app, 'owner');
    const question = await answered(server.app, owner, 'What would you take to an island?');
    signInAs(owner);
    renderApp('/home');
    const text = await screen.findByText('What would you take to an island?');
    const card = text.closest('article');
    if (!card) throw new Error('no card');
    const user = userEvent.setup();
    await user.click(within(card as HTMLElement).getByRole('button', { name: 'More actions' }));
    await user.click(screen.getByRole('button', { name: 'Share' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share answer' });
    const url = encodeURIComponent(`http://localhost:3000/${owner.username}/post/${question.id}`);
    expect(within(dialog).getByRole('link', { name: 'Share on X' })).toHaveAttribute(
      'href',
      expect.stringContaining(url),
    );
    expect(within(dialog).getByRole('button', { name: 'Copy link' })).toBeInTheDocument();

    const downloads = recordDownloads();
    await user.click(within(dialog).getByRole('button', { name: 'Share as picture' }));
    expect(await screen.findByText('The picture is saved.')).toBeInTheDocument();
    expect(downloads.names).toEqual([`qurio-${owner.username}-${question.id}.png`]);
    const [file] = downloads.files;
    if (!file) throw new Error('nothing downloaded');
    expect(file.type).toBe('image/png');
    expect(await pngSize(file)).toEqual({ width: 1080, height: 1920 });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Share answer' })).not.toBeInTheDocument());
  });

  it('offers "Share profile as picture" in the profile’s share dialog', async () => {
    const owner = await createMember(server.app, 'owner');
    const visitor = await createMember(server.app, 'visitor');
    signInAs(visitor);
    renderApp(`/${owner.username}`);
    await screen.findByRole('heading', { level: 1 });
    const user = userEvent.setup();
    await user.click(screen.getAllByRole('button', { name: 'More actions' })[0] as HTMLElement);
    await user.click(screen.getByRole('button', { name: 'Share' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share profile' });
    const downloads = recordDownloads();
    await user.click(within(dialog).getByRole('button', { name: 'Share profile as picture' }));
    expect(await screen.findByText('The picture is saved.')).toBeInTheDocument();
    expect(downloads.names).toEqual([`qurio-${owner.username}.png`]);
    expect(await pngSize(downloads.files[0] as Blob)).toEqual({ width: 1080, height: 1920 });
  });
});
