/**
 * The ffmpeg command of a recorder: pull one RTSP stream over TCP without re-encoding and cut it into
 * Matroska segments in the recorder's work folder, printing each closed segment as a CSV line
 * (`name,start,end` in stream seconds) on standard output; the sound is kept as it is, transcoded to AAC, or
 * left out (audio-mode.ts). With a live folder, the same process also writes a short live HLS window there (ffmpeg's `tee` muxer), so a viewer of a recording camera starts at
 * once and the camera serves one session instead of two; a failure of that output never stops recording. `-loglevel verbose` makes ffmpeg say when it opens
 * a segment (`Opening '<file>' for writing`), which is when the chunk starts. The marker argument names the
 * process as this server's recorder, so a stale one from a crashed run can be told apart from any other
 * ffmpeg.
 */

import { type AudioMode, audioArgs } from '../../media/audio-mode.ts';

/** The metadata key that marks a recorder's process (and its files). */
export const RECORDER_MARKER_KEY = 'argus_recorder';

export interface RecorderArgs {
  /** The camera relay's URL for this run (camera-input.ts): no credentials in the command line. */
  url: string;
  /** Folder the segments are written to, before they are moved into the archive layout. */
  workDir: string;
  segmentSeconds: number;
  /** `argus_recorder=<marker>`: the server's id, so stale processes can be found. */
  marker: string;
  /** The camera's sound: none, as it is, or transcoded to AAC (audio-mode.ts); the video is always copied. */
  audio: AudioMode;
  /** Where to keep a live HLS window (`index.m3u8`, `rec_NNNNN.ts`); none without it. */
  liveDir?: string | undefined;
}

/** [design] The live window a recorder keeps: 1 s segments (cut at keyframes), the last six. */
export const RECORDER_LIVE_SEGMENT_S = 1;
export const RECORDER_LIVE_PLAYLIST = 'index.m3u8';

/**
 * [design] How much a crash may cost: each chunk's Matroska clusters hold at most this long, and every cluster
 * goes to the file as soon as it is complete (`flush_packets`). Without it ffmpeg kept 5 s clusters in memory
 * and its write buffer held the first 10–15 s, so kill -9 lost the whole chunk being written; with it the file
 * holds everything up to the last second, which crash repair keeps and the open chunk's readers can read.
 */
export const RECORDER_CLUSTER_MS = 1000;
const CHUNK_MUXER_OPTIONS = [`cluster_time_limit=${RECORDER_CLUSTER_MS}`, 'flush_packets=1'];

/** Characters the `tee` muxer's output list would read as syntax; a folder with them gets no live output. */
const TEE_SYNTAX = /[[\]|:'\\]/;

/** The `tee` output list: the segments, and the live window (its failure ignored; its sound is AAC or none). */
function teeOutputs(a: RecorderArgs, liveDir: string): string {
  const segments = [
    'f=segment',
    `segment_time=${a.segmentSeconds}`,
    'segment_format=matroska',
    'reset_timestamps=1',
    // Quoted and escaped: the tee list and then its slave's options are each unescaped once.
    `segment_format_options='${CHUNK_MUXER_OPTIONS.join('\\:')}'`,
    "segment_list='pipe\\:1'",
    'segment_list_type=csv',
  ].join(':');
  const live = [
    'f=hls',
    'onfail=ignore',
    `hls_time=${RECORDER_LIVE_SEGMENT_S}`,
    'hls_list_size=6',
    'hls_flags=delete_segments+omit_endlist',
    `hls_segment_filename=${liveDir}/rec_%05d.ts`,
  ].join(':');
  return `[${segments}]${a.workDir}/%09d.mkv|[${live}]${liveDir}/${RECORDER_LIVE_PLAYLIST}`;
}

/** Whether the recorder's folders can be named in a `tee` output list. */
export const teeSafe = (...paths: string[]) => paths.every((p) => !TEE_SYNTAX.test(p));

export function recorderArgs(a: RecorderArgs): string[] {
  const input = [
    '-hide_banner',
    '-nostdin',
    '-nostats',
    '-loglevel',
    'verbose',
    '-rtsp_transport',
    'tcp',
    '-timeout',
    '5000000',
    '-i',
    a.url,
    '-map',
    '0:v',
    '-c:v',
    'copy',
    ...audioArgs(a.audio),
    '-metadata',
    `${RECORDER_MARKER_KEY}=${a.marker}`,
  ];
  if (a.liveDir && teeSafe(a.workDir, a.liveDir)) return [...input, '-f', 'tee', teeOutputs(a, a.liveDir)];
  return [
    ...input,
    '-f',
    'segment',
    '-segment_time',
    String(a.segmentSeconds),
    '-segment_format',
    'matroska',
    '-segment_format_options',
    CHUNK_MUXER_OPTIONS.join(':'),
    '-reset_timestamps',
    '1',
    '-segment_list',
    'pipe:1',
    '-segment_list_type',
    'csv',
    `${a.workDir}/%09d.mkv`,
  ];
}

/** What ffmpeg's output says about segments. */
export type SegmentLine =
  | { kind: 'opened'; file: string }
  | { kind: 'closed'; name: string; startS: number; endS: number };

const OPENED = /Opening '([^']+\.mkv)' for writing/;
const CLOSED = /^([^,]+\.mkv),(-?[\d.]+),(-?[\d.]+)\s*$/;

/** A line of standard error (opened) or standard output (closed); null for every other line. */
export function parseSegmentLine(line: string): SegmentLine | null {
  const opened = OPENED.exec(line);
  if (opened) return { kind: 'opened', file: opened[1]! };
  const closed = CLOSED.exec(line);
  if (closed) return { kind: 'closed', name: closed[1]!, startS: Number(closed[2]), endS: Number(closed[3]) };
  return null;
}
