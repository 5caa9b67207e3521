/**
 * The ffmpeg command lines of a thumbnail: one frame, turned by `rotate` and then scaled (one side given keeps
 * the aspect, even-sized), written as a JPEG. From a chunk, `-ss` before `-i` seeks to the keyframe before the
 * offset and decodes up to it; from live, the first decoded frame of the stream.
 */

export interface FrameShape {
  width?: number | undefined;
  height?: number | undefined;
  rotate?: number | undefined;
}

/** The video filter for a shape, or null when the frame is kept as it is. */
export function videoFilterOf(shape: FrameShape): string | null {
  const filters: string[] = [];
  const turn = (((shape.rotate ?? 0) % 360) + 360) % 360;
  if (turn === 90) filters.push('transpose=1');
  else if (turn === 180) filters.push('hflip,vflip');
  else if (turn === 270) filters.push('transpose=2');
  const w = shape.width || 0;
  const h = shape.height || 0;
  if (w && h) filters.push(`scale=${w}:${h}`);
  else if (h) filters.push(`scale=-2:${h}`);
  else if (w) filters.push(`scale=${w}:-2`);
  return filters.length ? filters.join(',') : null;
}

function outputArgs(shape: FrameShape, out: string): string[] {
  const filter = videoFilterOf(shape);
  return [...(filter ? ['-vf', filter] : []), '-frames:v', '1', '-q:v', '4', '-f', 'mjpeg', '-y', out];
}

const QUIET = ['-hide_banner', '-nostdin', '-loglevel', 'error'];

/** One frame of a chunk file at `offsetMs` from its start. */
export function chunkFrameArgs(file: string, offsetMs: number, shape: FrameShape, out: string): string[] {
  const seconds = (Math.max(0, offsetMs) / 1000).toFixed(3);
  return [...QUIET, '-ss', seconds, '-i', file, '-an', ...outputArgs(shape, out)];
}

/**
 * The first frame of a live RTSP stream (the URL carries its credentials; never logged). `-fpsprobesize 0`:
 * ffmpeg would otherwise read about a second more of the stream to estimate its frame rate, which one JPEG
 * does not need (bench thumbnail-latency: LATEST took 2.4 s instead of 1 s).
 */
export function liveFrameArgs(url: string, shape: FrameShape, out: string, timeoutMs: number): string[] {
  return [
    ...QUIET,
    '-rtsp_transport',
    'tcp',
    '-timeout',
    String(timeoutMs * 1000),
    '-fpsprobesize',
    '0',
    '-i',
    url,
    '-an',
    ...outputArgs(shape, out),
  ];
}
