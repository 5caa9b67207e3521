/**
 * The video grid, pure: 1, 4, 9 or 16 tiles; with more than one, the page of cameras (in list order) that
 * holds the open camera; and the stream each tile asks for.
 */
import type { QualityChoice, TileStream } from './player/media.api.ts';

export const GRID_SIZES = [1, 4, 9, 16] as const;
export type GridSize = (typeof GRID_SIZES)[number];

export function gridSizeOf(value: unknown): GridSize {
  return (GRID_SIZES as readonly unknown[]).includes(value) ? (value as GridSize) : 1;
}

/** Tiles per row. */
export const columnsOf = (size: GridSize) => Math.sqrt(size);

/** The cameras of the grid: the open one alone, or the page of `size` that holds it. */
export function gridCameras<T extends { id: string }>(
  cameras: readonly T[],
  openId: string,
  size: GridSize,
): T[] {
  const index = cameras.findIndex((c) => c.id === openId);
  if (size === 1 || index < 0) return cameras.filter((c) => c.id === openId);
  const start = Math.floor(index / size) * size;
  return cameras.slice(start, start + size);
}

/** The camera `step` places after (or before) the open one, wrapping around. */
export function neighbourOf<T extends { id: string }>(
  cameras: readonly T[],
  openId: string,
  step: number,
): T | undefined {
  if (cameras.length === 0) return undefined;
  const index = Math.max(
    0,
    cameras.findIndex((c) => c.id === openId),
  );
  return cameras[(((index + step) % cameras.length) + cameras.length) % cameras.length];
}

/**
 * The stream a tile plays (issue 13): a chosen quality as chosen; Auto plays the primary stream (`hi`) alone
 * and the secondary (`lo`) in a grid, whose tiles are at most half the player's width, smaller than the
 * primary stream. The address names the stream, so the server sends that one and no other: the player cannot
 * drift to the secondary by its bandwidth guess (after a server restart it came back on 320×180 and stayed).
 */
export function tileStreamOf(choice: QualityChoice, size: GridSize): TileStream {
  if (choice !== 'auto') return choice;
  return size === 1 ? 'hi' : 'lo';
}
