import { describe, expect, it } from 'vitest';
import { type PictureShareEnv, sharePictureFile } from './browser-share.js';

function recorder(env: Partial<PictureShareEnv>) {
  const downloaded: File[] = [];
  const shared: ShareData[] = [];
  return {
    downloaded,
    shared,
    env: {
      ...env,
      share:
        env.share &&
        (async (data: ShareData) => {
          shared.push(data);
          await env.share?.(data);
        }),
      download: (file: File) => downloaded.push(file),
    } satisfies PictureShareEnv,
  };
}

const file = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'qurio-ada-1.png', { type: 'image/png' });

describe('share as picture: share the file, or download it', () => {
  it('shares the file where the browser can share files', async () => {
    const r = recorder({ canShare: (data) => (data.files?.length ?? 0) === 1, share: async () => {} });
    expect(await sharePictureFile(file(), 'ada - Qurio', r.env)).toBe('shared');
    expect(r.shared).toHaveLength(1);
    expect(r.shared[0]?.files?.[0]?.name).toBe('qurio-ada-1.png');
    expect(r.shared[0]?.title).toBe('ada - Qurio');
    expect(r.downloaded).toEqual([]);
  });

  it('downloads where the browser shares no files, or has no share sheet at all', async () => {
    const noFiles = recorder({ canShare: () => false, share: async () => {} });
    expect(await sharePictureFile(file(), 'x', noFiles.env)).toBe('downloaded');
    expect(noFiles.shared).toEqual([]);
    expect(noFiles.downloaded.map((f) => f.name)).toEqual(['qurio-ada-1.png']);

    // A desktop Chromium: share() exists, canShare does not say yes to files.
    const noCanShare = recorder({ share: async () => {} });
    expect(await sharePictureFile(file(), 'x', noCanShare.env)).toBe('downloaded');
    expect(noCanShare.shared).toEqual([]);

    const nothing = recorder({});
    expect(await sharePictureFile(file(), 'x', nothing.env)).toBe('downloaded');
    expect(nothing.downloaded).toHaveLength(1);
  });

  it('does nothing more when the reader closes the share sheet, and saves when sharing fails otherwise', async () => {
    const closed = recorder({
      canShare: () => true,
      share: async () => {
        throw new DOMException('Share canceled', 'AbortError');
      },
    });
    expect(await sharePictureFile(file(), 'x', closed.env)).toBe('cancelled');
    expect(closed.downloaded).toEqual([]);

    const refused = recorder({
      canShare: () => true,
      share: async () => {
        throw new DOMException('Permission denied', 'NotAllowedError');
      },
    });
    expect(await sharePictureFile(file(), 'x', refused.env)).toBe('downloaded');
    expect(refused.downloaded).toHaveLength(1);
  });
});
