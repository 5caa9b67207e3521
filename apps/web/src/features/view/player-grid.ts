/**
 * The video grid, pure: the camera before or after the open one, and the stream each tile asks for. (The
 * wall's cells are `wall/wall-model.ts`.)
 */
import type { QualityChoice, TileStream } from './player/media.api.ts';

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
 * and the secondary (`lo`) when `tiles` share the player, each at most half its width, smaller than the
 * primary stream. The address names the stream, so the server sends that one and no other: the player cannot
 * drift to the secondary by its bandwidth guess (after a server restart it came back on 320×180 and stayed).
 */
export function tileStreamOf(choice: QualityChoice, tiles: number): TileStream {
  if (choice !== 'auto') return choice;
  return tiles <= 1 ? 'hi' : 'lo';
}
