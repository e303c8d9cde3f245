import type { MediaItem } from '@qurio/contract';

/** One file to draw: its address (as the API gives it) and its pixel size. */
export interface Rendition {
  url: string;
  width: number;
  height: number;
}

/**
 * The file a tile `pixelWidth` device pixels wide loads. An animated GIF moves (its animated WebP,
 * `url`) unless the reader asked for less motion; everything else takes the narrowest still JPEG
 * (`sizes`, narrowest first) that is at least as wide as the tile, so a 2×2 grid on a phone loads
 * 320 px files, not 1280 px ones; the widest when none is wide enough; `url` when there are none.
 */
export function chooseRendition(item: MediaItem, pixelWidth: number, reduceMotion: boolean): Rendition {
  const full = { url: item.url, width: item.width, height: item.height };
  if (item.kind === 'animated' && !reduceMotion) return full;
  if (item.sizes.length === 0) return full;
  return item.sizes.find((size) => size.width >= pixelWidth) ?? item.sizes[item.sizes.length - 1] ?? full;
}

/** The full-size file for the viewer: the largest still when an animation must not move. */
export function fullRendition(item: MediaItem, reduceMotion: boolean): Rendition {
  return chooseRendition(item, Number.POSITIVE_INFINITY, reduceMotion);
}

/** A tile of the card's picture block, in points, from its top-left corner. */
export interface Tile {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** How tall one picture may stand, as a share of the card's width (Instagram's 4:5 portrait). */
const TALLEST = 5 / 4;
/** How flat one picture may lie before it is cut at the sides (a wide panorama). */
const FLATTEST = 1 / 2;
/** The block of two to four pictures: 4:3, so a grid of four shows each at a readable size. */
const GRID_RATIO = 3 / 4;

/**
 * Where each picture of an answer goes in a block `width` points wide, with `gap` between tiles:
 * one at its own aspect ratio (between 4:5 portrait and 2:1 panorama; beyond that the tile is cut,
 * `cover`), two side by side, three as one tall on the left and two stacked on the right, four in
 * a 2×2 grid, as Twitter and Mastodon lay them out. Returns the tiles and the block's height.
 */
export function layoutTiles(
  items: ReadonlyArray<Pick<MediaItem, 'width' | 'height'>>,
  width: number,
  gap: number,
): { tiles: Tile[]; height: number } {
  const count = items.length;
  const first = items[0];
  if (!first) return { tiles: [], height: 0 };
  if (count === 1) {
    const ratio = first.width > 0 ? first.height / first.width : 1;
    const height = Math.round(width * Math.min(TALLEST, Math.max(FLATTEST, ratio)));
    return { tiles: [{ left: 0, top: 0, width, height }], height };
  }
  const height = Math.round(width * GRID_RATIO);
  const half = (width - gap) / 2;
  const halfHeight = (height - gap) / 2;
  const right = half + gap;
  if (count === 2) {
    return {
      tiles: [
        { left: 0, top: 0, width: half, height },
        { left: right, top: 0, width: half, height },
      ],
      height,
    };
  }
  if (count === 3) {
    return {
      tiles: [
        { left: 0, top: 0, width: half, height },
        { left: right, top: 0, width: half, height: halfHeight },
        { left: right, top: halfHeight + gap, width: half, height: halfHeight },
      ],
      height,
    };
  }
  const tiles = items.slice(0, 4).map((_, index) => ({
    left: index % 2 === 0 ? 0 : right,
    top: index < 2 ? 0 : halfHeight + gap,
    width: half,
    height: halfHeight,
  }));
  return { tiles, height };
}
