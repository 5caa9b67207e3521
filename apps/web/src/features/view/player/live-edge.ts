/**
 * Where live video over Media Source Extensions should play, pure (issue 19): at the end of what is
 * buffered. A player that fell more than `MAX_BEHIND_S` behind that end (a stall, a background tab, a slow
 * decoder) jumps to `TARGET_BEHIND_S` before it rather than showing the past late; one before the start of
 * the buffer (the first fragments) moves into it. The buffer behind the picture is trimmed to `KEEP_S`.
 */

/** [design] How far behind the newest frame live may play before it jumps (issue 19: ~0.5 s). */
export const MAX_BEHIND_S = 0.5;
/** [design] Where a jump lands: a little before the newest frame, so the next one is there in time. */
export const TARGET_BEHIND_S = 0.1;
/** [design] Video kept behind the picture (a source buffer is bounded; live needs no past). */
export const KEEP_S = 10;

export interface BufferedRange {
  start: number;
  end: number;
}

/** The time to seek to so live plays at its edge; null to leave the picture where it is. */
export function liveEdgeSeek(currentTime: number, ranges: readonly BufferedRange[]): number | null {
  const last = ranges.at(-1);
  if (!last) return null;
  const target = Math.max(last.start, last.end - TARGET_BEHIND_S);
  if (currentTime < last.start) return target;
  if (last.end - currentTime > MAX_BEHIND_S) return target;
  return null;
}

/** The end of the buffer's part to remove, behind the picture; null when there is little to remove. */
export function trimBefore(currentTime: number, ranges: readonly BufferedRange[]): number | null {
  const first = ranges[0];
  if (!first) return null;
  const end = currentTime - KEEP_S;
  return end - first.start > KEEP_S ? end : null;
}

/** How far the picture is behind the newest frame (s); 0 with nothing buffered. */
export function behindLiveS(currentTime: number, ranges: readonly BufferedRange[]): number {
  const last = ranges.at(-1);
  return last ? Math.max(0, last.end - currentTime) : 0;
}

/** A `TimeRanges` as plain ranges. */
export function rangesOf(buffered: TimeRanges): BufferedRange[] {
  const ranges: BufferedRange[] = [];
  for (let i = 0; i < buffered.length; i++) ranges.push({ start: buffered.start(i), end: buffered.end(i) });
  return ranges;
}
