/**
 * The ffmpeg command of a motion detector: pull one RTSP stream over TCP, decode it, keep `fps` frames a
 * second, scale each to the motion grid averaging the pixels of each cell (`area`), and write them as raw
 * grey bytes (one byte a cell) to standard output. Audio is not decoded. The marker argument names the process
 * as this server's (the stale-process sweep at start finds it as it finds recorders).
 */
import { MOTION_GRID_HEIGHT, MOTION_GRID_WIDTH } from '@argus/contract/mediaserver';
import { RECORDER_MARKER_KEY } from '../recording/index.ts';

/** [design] Frames analysed per second: enough to see a person cross a cell, cheap to decode and compare. */
export const ANALYSIS_FPS = 5;

export function motionDetectorArgs(a: { url: string; marker: string; fps?: number }): string[] {
  return [
    ...['-hide_banner', '-nostdin', '-nostats', '-loglevel', 'error', '-threads', '1'],
    ...['-rtsp_transport', 'tcp', '-timeout', '5000000', '-i', a.url, '-an', '-sn', '-dn'],
    ...['-vf', `fps=${a.fps ?? ANALYSIS_FPS},scale=${MOTION_GRID_WIDTH}:${MOTION_GRID_HEIGHT}:flags=area`],
    ...['-pix_fmt', 'gray', '-metadata', `${RECORDER_MARKER_KEY}=${a.marker}`, '-f', 'rawvideo', 'pipe:1'],
  ];
}
