/**
 * An export's request, pure (media-server-api §4.13): `/media/{cameraId}.{mp4|mkv}` with the range as `pos`
 * and `endPos` and `download` (reply as an attachment). The transport is mp4 or mkv, mkv by default
 * (spec 000 §5).
 */
import { type ExportTransport, exportTransportOf } from '@argus/contract';
import type { TimeSpan } from '../timeline/period-layout.ts';

export type { ExportTransport };

export function exportFileOf(cameraId: string, transport: string | null | undefined): string {
  return `${cameraId}.${exportTransportOf(transport)}`;
}

export function exportQueryOf(range: TimeSpan) {
  return { pos: String(Math.round(range.startMs)), endPos: String(Math.round(range.endMs)), download: true };
}
