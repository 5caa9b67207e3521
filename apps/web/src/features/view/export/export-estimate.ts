/**
 * How big an export will be, pure: the recorded part of the range at the bitrate the player measured for
 * the camera. The server streams exports without a length, so this estimate is what the progress bar
 * measures against; it never shows complete before the download is.
 */
import { recordedWithin, type TimeSpan } from '../timeline/period-layout.ts';

/** Expected bytes, or null when the bitrate is not known or nothing is recorded in the range. */
export function estimateExportBytes(
  spans: readonly TimeSpan[] | null,
  range: TimeSpan,
  bytesPerSecond: number | null,
): number | null {
  if (!bytesPerSecond || bytesPerSecond <= 0) return null;
  const recordedMs = spans ? recordedWithin(spans, range) : range.endMs - range.startMs;
  return recordedMs > 0 ? Math.round((recordedMs / 1000) * bytesPerSecond) : null;
}

/** The share done (0–0.99 while running), or null when there is no estimate to measure against. */
export function exportShare(receivedBytes: number, estimatedBytes: number | null): number | null {
  if (!estimatedBytes) return null;
  return Math.min(0.99, receivedBytes / estimatedBytes);
}
