/** ffprobe and ffmpeg (Debian's) as real RTSP readers in tests. */
import { execFile } from 'node:child_process';

export interface ProbedStream {
  codec_name: string;
  width: number;
  height: number;
  r_frame_rate: string;
}

function run(command: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(command, args, { timeout: 25_000 }, (error, stdout, stderr) => {
      if (error) reject(new Error(`${command} ${args.join(' ')} failed: ${stderr || error.message}`));
      else resolve(stdout);
    });
  });
}

export async function ffprobe(url: string, transport: 'tcp' | 'udp' = 'tcp'): Promise<ProbedStream> {
  const out = await run('ffprobe', [
    '-v',
    'error',
    '-rtsp_transport',
    transport,
    '-select_streams',
    'v:0',
    '-show_entries',
    'stream=codec_name,width,height,r_frame_rate',
    '-of',
    'json',
    url,
  ]);
  const stream = (JSON.parse(out) as { streams: ProbedStream[] }).streams[0];
  if (!stream) throw new Error(`ffprobe found no video stream at ${url}`);
  return stream;
}

/** Every stream of a URL: its kind and codec, with the rate and channels of sound (`video:h264`, `audio:aac:16000:1`). */
export async function streamKinds(url: string, transport: 'tcp' | 'udp' = 'tcp'): Promise<string[]> {
  const out = await run('ffprobe', [
    ...['-v', 'error', '-rtsp_transport', transport],
    ...['-show_entries', 'stream=codec_type,codec_name,sample_rate,channels', '-of', 'json', url],
  ]);
  const streams = (JSON.parse(out) as { streams: Record<string, string | number>[] }).streams;
  return streams.map((s) =>
    [s.codec_type, s.codec_name, ...(s.codec_type === 'audio' ? [s.sample_rate, s.channels] : [])].join(':'),
  );
}

/** Reads `frames` video frames with ffmpeg (-c copy, as a recorder does); resolves when it has them. */
export async function readFrames(
  url: string,
  frames: number,
  transport: 'tcp' | 'udp' = 'tcp',
): Promise<void> {
  await run('ffmpeg', [
    '-nostdin',
    '-v',
    'error',
    '-rtsp_transport',
    transport,
    '-i',
    url,
    '-map',
    '0:v:0',
    '-c',
    'copy',
    '-frames:v',
    String(frames),
    '-f',
    'null',
    '-',
  ]);
}

/** One decoded frame of a stream, scaled to 32×18 RGB pixels (three bytes each). */
export function grabFrame(url: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    execFile(
      'ffmpeg',
      [
        '-nostdin',
        '-v',
        'error',
        '-rtsp_transport',
        'tcp',
        '-i',
        url,
        '-frames:v',
        '1',
        '-vf',
        'scale=32:18',
        '-pix_fmt',
        'rgb24',
        '-f',
        'rawvideo',
        '-',
      ],
      { timeout: 25_000, encoding: 'buffer' },
      (error, stdout, stderr) => {
        if (error) reject(new Error(`ffmpeg frame grab failed: ${stderr.toString() || error.message}`));
        else resolve(stdout);
      },
    );
  });
}

/** Mean absolute difference of two frames' bytes below their top quarter (where the clock is), 0 to 255. */
export function frameDifference(a: Buffer, b: Buffer): number {
  const start = Math.floor(a.length / 4);
  let sum = 0;
  for (let i = start; i < a.length; i++) sum += Math.abs(a[i]! - (b[i] ?? 0));
  return sum / (a.length - start);
}
