/**
 * The bitrate each camera's video arrived at, as the players measured it (bytes of a segment over its
 * length), smoothed. The export dialog estimates its download's size from it.
 */

const SMOOTHING = 0.3;
const bytesPerSecond = new Map<string, number>();

/** Notes a segment of `bytes` that lasts `durationS` seconds. */
export function noteSegment(cameraId: string, bytes: number, durationS: number): void {
  if (!(bytes > 0) || !(durationS > 0.2)) return;
  const rate = bytes / durationS;
  const before = bytesPerSecond.get(cameraId);
  bytesPerSecond.set(cameraId, before === undefined ? rate : before + SMOOTHING * (rate - before));
}

/** Bytes per second of the camera's video, or null before a player measured it. */
export function bitrateOf(cameraId: string): number | null {
  return bytesPerSecond.get(cameraId) ?? null;
}
