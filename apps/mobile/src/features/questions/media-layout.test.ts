import type { MediaItem } from '@qurio/contract';
import { chooseRendition, fullRendition, layoutTiles } from './media-layout';

const still = (name: string, width: number, height: number) => ({
  width,
  height,
  url: `/uploads/media/${name}-${width}.jpg`,
});

const photo: MediaItem = {
  id: 1,
  kind: 'image',
  alt: 'A lighthouse',
  width: 1280,
  height: 960,
  url: '/uploads/media/a-1280.jpg',
  sizes: [still('a', 320, 240), still('a', 640, 480), still('a', 1280, 960)],
};
const gif: MediaItem = {
  id: 2,
  kind: 'animated',
  alt: 'A cat waving',
  width: 480,
  height: 270,
  url: '/uploads/media/b.webp',
  sizes: [still('b', 320, 180), still('b', 480, 270)],
};

describe('chooseRendition', () => {
  it('takes the narrowest still that covers the tile', () => {
    expect(chooseRendition(photo, 300, false).url).toBe('/uploads/media/a-320.jpg');
    expect(chooseRendition(photo, 320, false).url).toBe('/uploads/media/a-320.jpg');
    expect(chooseRendition(photo, 321, false).url).toBe('/uploads/media/a-640.jpg');
    expect(chooseRendition(photo, 1000, false)).toEqual({ url: '/uploads/media/a-1280.jpg', width: 1280, height: 960 });
  });

  it('takes the widest still when none is wide enough, and the full file when there are none', () => {
    expect(chooseRendition(photo, 3000, false).url).toBe('/uploads/media/a-1280.jpg');
    expect(chooseRendition({ ...photo, sizes: [] }, 300, false).url).toBe(photo.url);
  });

  it('moves a GIF unless the reader asked for less motion, then shows its first frame', () => {
    expect(chooseRendition(gif, 300, false).url).toBe('/uploads/media/b.webp');
    expect(chooseRendition(gif, 300, true).url).toBe('/uploads/media/b-320.jpg');
    expect(fullRendition(gif, false).url).toBe('/uploads/media/b.webp');
    expect(fullRendition(gif, true).url).toBe('/uploads/media/b-480.jpg');
    // A still picture is the same with or without motion.
    expect(fullRendition(photo, true).url).toBe('/uploads/media/a-1280.jpg');
  });
});

describe('layoutTiles', () => {
  const size = (width: number, height: number) => ({ width, height });

  it('shows one picture at its own ratio, between 4:5 and 2:1', () => {
    expect(layoutTiles([size(1280, 960)], 400, 4)).toEqual({
      tiles: [{ left: 0, top: 0, width: 400, height: 300 }],
      height: 300,
    });
    expect(layoutTiles([size(500, 2000)], 400, 4).height).toBe(500);
    expect(layoutTiles([size(3000, 500)], 400, 4).height).toBe(200);
  });

  it('lays two to four pictures in a 4:3 block that no tile leaves', () => {
    for (const count of [2, 3, 4]) {
      const { tiles, height } = layoutTiles(
        Array.from({ length: count }, () => size(640, 480)),
        400,
        4,
      );
      expect(height).toBe(300);
      expect(tiles).toHaveLength(count);
      for (const tile of tiles) {
        expect(tile.left + tile.width).toBeLessThanOrEqual(400);
        expect(tile.top + tile.height).toBeLessThanOrEqual(300);
      }
    }
    const three = layoutTiles([size(1, 1), size(1, 1), size(1, 1)], 400, 4).tiles;
    expect(three[0]).toEqual({ left: 0, top: 0, width: 198, height: 300 });
    expect(three[2]).toEqual({ left: 202, top: 152, width: 198, height: 148 });
  });

  it('has nothing to lay out without pictures', () => {
    expect(layoutTiles([], 400, 4)).toEqual({ tiles: [], height: 0 });
  });
});
