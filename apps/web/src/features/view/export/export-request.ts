/**
 * An export's request, pure (media-server-api §4.13): `/media/{cameraId}.{mp4|mkv}` with the range as `pos`
 * and `endPos` and `download` (reply as an attachment). The transport is mp4 or mkv, mkv by default
 * (spec 000 §5). The saved file is named after the camera and the range (issue 13), in local time.
 */
import { type ExportTransport, exportTransportOf } from '@argus/contract';
import type { MediaOverlay } from '@argus/contract/mediaserver';
import dayjs from 'dayjs';
import type { TimeSpan } from '../timeline/period-layout.ts';

export type { ExportTransport };

export function exportFileOf(cameraId: string, transport: string | null | undefined): string {
  return `${cameraId}.${exportTransportOf(transport)}`;
}

/**
 * The range, and `download` for an attachment. The browser's own download (a link with its `download`
 * name) leaves it out: the server's attachment name (the camera's id) would win over the link's name.
 * `overlay` burns the time and/or the camera's name into the picture (the server transcodes then).
 */
export function exportQueryOf(range: TimeSpan, attachment = true, overlay: readonly MediaOverlay[] = []) {
  return {
    pos: String(Math.round(range.startMs)),
    endPos: String(Math.round(range.endMs)),
    ...(attachment ? { download: true } : {}),
    ...(overlay.length ? { overlay: [...overlay].sort().join(',') } : {}),
  };
}

/** Characters file systems refuse (Windows' set, the strictest), and control characters. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it removes
const UNSAFE_IN_FILE_NAMES = /[\\/:*?"<>|\u0000-\u001f]+/g;

/**
 * The saved file's name: the camera's name and the range in local time, e.g.
 * `Loading bay 2026-11-27 14.05.00 - 14.06.30.mkv` (the end's day too when it is another day).
 */
export function exportFileNameOf(cameraName: string, range: TimeSpan, transport: string | null): string {
  const start = dayjs(range.startMs);
  const end = dayjs(range.endMs);
  const endText = end.format(end.isSame(start, 'day') ? 'HH.mm.ss' : 'YYYY-MM-DD HH.mm.ss');
  const name = cameraName.replace(UNSAFE_IN_FILE_NAMES, '_').trim() || 'camera';
  return `${name} ${start.format('YYYY-MM-DD HH.mm.ss')} - ${endText}.${exportTransportOf(transport)}`;
}
