/**
 * Stream analysis with Debian's `ffprobe`, run as a supervised child: the codec, size and frame rate of each
 * stream, and whether a key frame decodes (diagnostics). ffprobe reads the camera through the relay
 * (camera-input.ts): its command line holds no credentials, and the source comes after `-i`, so a URL that
 * starts with `-` is never read as an option.
 */
import { type CameraInputs, type CameraSource, withCameraInput } from './camera-input.ts';
import type { ChildProcesses } from './child-processes.ts';

/** `ARGUS_FFPROBE` overrides the Debian path (tests point it at a missing file to see the failure). */
export const FFPROBE_PATH = process.env.ARGUS_FFPROBE ?? '/usr/bin/ffprobe';

export interface ProbedStream {
  kind: 'video' | 'audio';
  codecName: string;
  profile: string;
  width: number;
  height: number;
  fps: number;
}

export type ProbeFailure = 'unauthorized' | 'unreachable' | 'timeout' | 'noStreams' | 'failed';

export type ProbeOutcome<T> = { ok: true; value: T } | { ok: false; failure: ProbeFailure; message: string };

export interface ProbeOptions {
  timeoutMs: number;
  signal?: AbortSignal | undefined;
}

/** `25/1` → 25, `30000/1001` → 29.97; 0 when unknown. */
export function frameRate(text: string | undefined): number {
  const [n, d] = (text ?? '').split('/').map(Number);
  if (!n || !Number.isFinite(n)) return 0;
  const fps = d ? n / d : n;
  return fps > 0 && fps < 1000 ? Math.round(fps * 100) / 100 : 0;
}

/** Options that keep a live source quick to open and bounded in time. */
function inputOptions(url: string, timeoutMs: number): string[] {
  if (!/^rtsps?:/i.test(url)) return ['-rw_timeout', String(timeoutMs * 1000)];
  return ['-rtsp_transport', 'tcp', '-timeout', String(timeoutMs * 1000)];
}

function failureOf(stderr: string, timedOut: boolean): { failure: ProbeFailure; message: string } {
  const last = stderr.trim().split('\n').at(-1) ?? '';
  // Neither credentials nor the relay's ticket (a secret while the child runs) go into a message.
  const message = last
    .replace(/(\w+:\/\/)[^\s/@]*@/g, '$1')
    .replace(/(rtsp|http):\/\/127\.0\.0\.1:\d+\/[\w-]+/g, '$1://…');
  if (timedOut) return { failure: 'timeout', message: 'The stream did not answer in time.' };
  if (/401|Unauthorized/i.test(stderr)) return { failure: 'unauthorized', message };
  // `502 Bad Gateway`: the camera relay could not reach the camera.
  if (
    /Connection refused|No route|timed out|Network is unreachable|Host is unreachable|502 Bad Gateway/i.test(
      stderr,
    )
  )
    return { failure: 'unreachable', message };
  return { failure: 'failed', message: message || 'ffprobe failed.' };
}

interface FfprobeStream {
  codec_type?: string;
  codec_name?: string;
  profile?: string;
  width?: number;
  height?: number;
  avg_frame_rate?: string;
  r_frame_rate?: string;
}

/** The streams of a source (a stream URL or a file). */
export function probeStreams(
  children: ChildProcesses,
  inputs: CameraInputs,
  source: CameraSource,
  options: ProbeOptions,
): Promise<ProbeOutcome<ProbedStream[]>> {
  return withCameraInput(inputs, source, (url) => probeStreamsOf(children, url, options));
}

async function probeStreamsOf(
  children: ChildProcesses,
  url: string,
  options: ProbeOptions,
): Promise<ProbeOutcome<ProbedStream[]>> {
  const args = [
    '-v',
    'error',
    ...inputOptions(url, options.timeoutMs),
    '-analyzeduration',
    '1500000',
    '-probesize',
    '1000000',
    '-show_streams',
    '-of',
    'json',
    '-i',
    url,
  ];
  let result: Awaited<ReturnType<ChildProcesses['run']>>;
  try {
    result = await children.run(FFPROBE_PATH, args, {
      timeoutMs: options.timeoutMs + 2000,
      signal: options.signal,
    });
  } catch (error) {
    return { ok: false, failure: 'failed', message: `ffprobe could not run: ${(error as Error).message}` };
  }
  if (result.code !== 0) return { ok: false, ...failureOf(result.stderr, result.timedOut) };
  let parsed: { streams?: FfprobeStream[] };
  try {
    parsed = JSON.parse(result.stdout) as { streams?: FfprobeStream[] };
  } catch {
    return { ok: false, failure: 'failed', message: 'ffprobe wrote no readable result.' };
  }
  const streams = (parsed.streams ?? [])
    .filter((s) => s.codec_type === 'video' || s.codec_type === 'audio')
    .map(
      (s): ProbedStream => ({
        kind: s.codec_type as 'video' | 'audio',
        codecName: s.codec_name ?? '',
        profile: s.profile ?? '',
        width: s.width ?? 0,
        height: s.height ?? 0,
        fps: frameRate(s.avg_frame_rate) || frameRate(s.r_frame_rate),
      }),
    );
  if (!streams.some((s) => s.kind === 'video'))
    return { ok: false, failure: 'noStreams', message: 'No video stream.' };
  return { ok: true, value: streams };
}

/** Reads the first video stream until a key frame decodes; its size, or why none did. */
export function decodeKeyFrame(
  children: ChildProcesses,
  inputs: CameraInputs,
  source: CameraSource,
  options: ProbeOptions,
): Promise<ProbeOutcome<{ width: number; height: number }>> {
  return withCameraInput(inputs, source, (url) => decodeKeyFrameOf(children, url, options));
}

async function decodeKeyFrameOf(
  children: ChildProcesses,
  url: string,
  options: ProbeOptions,
): Promise<ProbeOutcome<{ width: number; height: number }>> {
  let frame: { width: number; height: number } | null = null;
  const args = [
    '-v',
    'error',
    ...inputOptions(url, options.timeoutMs),
    '-analyzeduration',
    '500000',
    '-probesize',
    '200000',
    '-select_streams',
    'v:0',
    '-skip_frame',
    'nokey',
    '-show_entries',
    'frame=key_frame,width,height',
    '-of',
    'compact=p=0',
    '-i',
    url,
  ];
  let result: Awaited<ReturnType<ChildProcesses['run']>>;
  try {
    result = await children.run(FFPROBE_PATH, args, {
      timeoutMs: options.timeoutMs,
      signal: options.signal,
      onLine: (line) => {
        const fields = Object.fromEntries(line.split('|').map((f) => f.split('=') as [string, string]));
        const width = Number(fields.width);
        const height = Number(fields.height);
        if (fields.key_frame !== '1' || !(width > 0) || !(height > 0)) return undefined;
        frame = { width, height };
        return 'stop';
      },
    });
  } catch (error) {
    return { ok: false, failure: 'failed', message: `ffprobe could not run: ${(error as Error).message}` };
  }
  if (frame) return { ok: true, value: frame };
  if (result.code === 0 && !result.timedOut)
    return { ok: false, failure: 'noStreams', message: 'The stream ended without a key frame.' };
  return { ok: false, ...failureOf(result.stderr, result.timedOut) };
}

/** How long a chunk file may take to show a key frame. */
const FILE_DECODE_TIMEOUT_MS = 10_000;

/** Whether a local file decodes as video: its first video stream yields a key frame. */
export async function decodesAsVideo(children: ChildProcesses, file: string): Promise<boolean> {
  // `file:` keeps a name that looks like a URL or an option from being read as one.
  const outcome = await decodeKeyFrameOf(children, `file:${file}`, { timeoutMs: FILE_DECODE_TIMEOUT_MS });
  return outcome.ok;
}
