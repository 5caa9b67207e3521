/**
 * ffmpeg arguments for the media URLs, pure: an HLS segment remuxed from one chunk to MPEG-TS, an export
 * joining chunks with the concat demuxer (`-c copy`; fragmented mp4 so it can stream) or a live stream read
 * from the camera, in mp4 or mkv as they are or transcoded to webm. Every output goes to standard output.
 */
import type { MediaContainer } from '@argus/contract/mediaserver';

const QUIET = ['-hide_banner', '-nostdin', '-nostats', '-loglevel', 'error'];

export interface SegmentArgs {
  file: string;
  offsetMs: number;
  durationMs: number;
  /** Where the segment sits on the stream's time line, in s (keeps timestamps running across segments). */
  timelineS: number;
}

export function segmentArgs(a: SegmentArgs): string[] {
  return [
    ...QUIET,
    ...(a.offsetMs > 0 ? ['-ss', (a.offsetMs / 1000).toFixed(3)] : []),
    '-i',
    a.file,
    '-t',
    (a.durationMs / 1000).toFixed(3),
    '-map',
    '0:v',
    '-map',
    '0:a?',
    '-c',
    'copy',
    '-output_ts_offset',
    a.timelineS.toFixed(3),
    '-f',
    'mpegts',
    'pipe:1',
  ];
}

/** One line per file of a concat list, trimmed with `inpoint`/`outpoint` (s from the file's start). */
export interface ConcatPart {
  file: string;
  inpointMs: number;
  outpointMs: number | null;
}

export function concatList(parts: readonly ConcatPart[]): string {
  const quote = (path: string) => `'${path.replaceAll("'", "'\\''")}'`;
  return parts
    .map((p) =>
      [
        `file ${quote(p.file)}`,
        ...(p.inpointMs > 0 ? [`inpoint ${(p.inpointMs / 1000).toFixed(3)}`] : []),
        ...(p.outpointMs !== null ? [`outpoint ${(p.outpointMs / 1000).toFixed(3)}`] : []),
      ].join('\n'),
    )
    .join('\n')
    .concat('\n');
}

/** [design] Reloads of a live window's playlist without a new segment before a live stream ends. */
const LIVE_HOLD_RELOADS = 10;

export interface ExportArgs {
  /** A concat list of chunks, or the playlist of a live HLS window (a recorder's or a live remuxer's). */
  source: { listFile: string } | { livePlaylist: string };
  container: MediaContainer;
  /** Output height for a transcode (webm); null keeps the recorded size. */
  height: number | null;
  /** The length of what the concat list joins, when known: an mkv says it in its header. */
  durationMs?: number | null;
  /** Text burned into the picture; none (or null) copies the streams (mp4, mkv). */
  overlay?: OverlayText | null;
}

/** The font of overlays: DejaVu Sans (Debian's fonts-dejavu-core). */
export const OVERLAY_FONT = '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf';

/**
 * The texts of an overlay, each in a file (a file's text needs no filtergraph escaping, so no camera name
 * can break out of the filter): the camera's name, drawn as it is, top left; the time, drawn with drawtext's
 * expansion (`timestampText`), bottom left.
 */
export interface OverlayText {
  nameFile: string | null;
  timestampFile: string | null;
}

/**
 * The time of each frame as drawtext expands it, UTC (the server does not know the viewer's zone): from the
 * archive, the frame's timestamp (0 at the range's start) plus the range's start; live, the wall clock.
 */
export function timestampText(startMs: number | null): string {
  const format = '%Y-%m-%d %H\\:%M\\:%S';
  return startMs === null
    ? `%{gmtime:${format}} UTC`
    : `%{pts:gmtime:${(startMs / 1000).toFixed(3)}:${format}} UTC`;
}

/** drawtext filters for the texts (their files' paths are the server's own temporary names). */
export function overlayFilters(o: OverlayText): string[] {
  const style = `fontfile=${OVERLAY_FONT}:fontsize=h/24:fontcolor=white:box=1:boxcolor=black@0.55:boxborderw=6`;
  return [
    ...(o.nameFile ? [`drawtext=${style}:textfile=${o.nameFile}:expansion=none:x=12:y=12`] : []),
    ...(o.timestampFile ? [`drawtext=${style}:textfile=${o.timestampFile}:x=12:y=h-th-12`] : []),
  ];
}

/** Whether the export is transcoded (webm always; mp4 and mkv when something is drawn on the picture). */
export function isTranscode(container: MediaContainer, overlay: OverlayText | null | undefined): boolean {
  return container === 'webm' || Boolean(overlay && (overlay.nameFile || overlay.timestampFile));
}

/** The video codec arguments of an mp4 or mkv: the stream as it is, or H.264 with the overlay drawn. */
function videoOf(overlay: OverlayText | null | undefined): string[] {
  const filters = overlay ? overlayFilters(overlay) : [];
  if (filters.length === 0) return ['-c', 'copy'];
  return [
    ...['-vf', filters.join(',')],
    ...['-c:v', 'libx264', '-preset', 'veryfast', '-crf', '23', '-pix_fmt', 'yuv420p'],
    ...['-c:a', 'copy'],
  ];
}

/** `HH:MM:SS.mmm`, the form of Matroska's DURATION tag. */
function durationTag(ms: number): string {
  const total = Math.max(0, Math.round(ms));
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  const h = Math.floor(total / 3_600_000);
  const m = Math.floor((total % 3_600_000) / 60_000);
  const s = Math.floor((total % 60_000) / 1000);
  return `${pad(h)}:${pad(m)}:${pad(s)}.${pad(total % 1000, 3)}`;
}

/**
 * Matroska to a pipe cannot go back to write its length, so the muxer writes the DURATION tag it is given
 * instead, and ffmpeg would hand it the first chunk's (a 2 s chunk made a 2 min export say 2 s). The
 * chunks' tags are dropped, and the joined length given where it is known.
 */
function matroskaDuration(durationMs: number | null | undefined): string[] {
  return [
    '-map_metadata',
    '-1',
    ...(durationMs ? ['-metadata:s:v:0', `DURATION=${durationTag(durationMs)}`] : []),
  ];
}

export function exportArgs(a: ExportArgs): string[] {
  const from =
    'listFile' in a.source
      ? ['-f', 'concat', '-safe', '0', '-i', a.source.listFile]
      : [
          // From the newest segment on; the window stopping (its recorder or remuxer ended) ends the stream
          // after ~10 playlist reloads without a new segment.
          ...['-live_start_index', '-1', '-m3u8_hold_counters', String(LIVE_HOLD_RELOADS)],
          ...['-f', 'hls', '-i', a.source.livePlaylist],
        ];
  const input = [...QUIET, ...from, '-map', '0:v', '-map', '0:a?'];
  switch (a.container) {
    case 'mp4':
      return [
        ...input,
        ...videoOf(a.overlay),
        '-movflags',
        'frag_keyframe+empty_moov+default_base_moof',
        '-f',
        'mp4',
        'pipe:1',
      ];
    case 'mkv':
      return [...input, ...videoOf(a.overlay), ...matroskaDuration(a.durationMs), '-f', 'matroska', 'pipe:1'];
    case 'webm': {
      const filters = [
        ...(a.height ? [`scale=-2:${a.height}`] : []),
        ...(a.overlay ? overlayFilters(a.overlay) : []),
      ];
      return [
        ...input,
        ...(filters.length ? ['-vf', filters.join(',')] : []),
        '-c:v',
        'libvpx',
        '-deadline',
        'realtime',
        '-cpu-used',
        '8',
        '-b:v',
        '1M',
        '-c:a',
        'libopus',
        '-f',
        'webm',
        'pipe:1',
      ];
    }
  }
}

export const CONTENT_TYPES: Record<MediaContainer, string> = {
  mp4: 'video/mp4',
  mkv: 'video/x-matroska',
  webm: 'video/webm',
};
