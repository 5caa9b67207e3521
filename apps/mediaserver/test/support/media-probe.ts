/** ffprobe on bytes a media URL replied with: the format's name and duration, and the video packets. */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface ProbedMedia {
  formatName: string;
  durationS: number;
  videoPackets: number;
  videoCodec: string;
  height: number;
}

export function probeBytes(bytes: Buffer, ext: string): ProbedMedia {
  const dir = mkdtempSync(join(tmpdir(), 'argus-probe-'));
  const file = join(dir, `media.${ext}`);
  try {
    writeFileSync(file, bytes);
    const out = execFileSync(
      'ffprobe',
      [
        '-v',
        'error',
        '-count_packets',
        '-select_streams',
        'v:0',
        '-show_entries',
        'format=format_name,duration:stream=nb_read_packets,codec_name,height',
        '-of',
        'json',
        file,
      ],
      { encoding: 'utf8' },
    );
    const json = JSON.parse(out);
    return {
      formatName: json.format.format_name,
      durationS: Number(json.format.duration),
      videoPackets: Number(json.streams?.[0]?.nb_read_packets ?? 0),
      videoCodec: String(json.streams?.[0]?.codec_name ?? ''),
      height: Number(json.streams?.[0]?.height ?? 0),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The streams of a media file, each as `kind:codec` (`video:h264`, `audio:aac`). */
export function streamKindsOfFile(file: string): string[] {
  const out = execFileSync(
    'ffprobe',
    ['-v', 'error', '-show_entries', 'stream=codec_type,codec_name', '-of', 'json', file],
    { encoding: 'utf8' },
  );
  const streams = (JSON.parse(out) as { streams: { codec_type: string; codec_name: string }[] }).streams;
  return streams.map((s) => `${s.codec_type}:${s.codec_name}`);
}

/** The streams of media bytes (written to a file of this extension first), as `streamKindsOfFile`. */
export function streamKindsOfBytes(bytes: Buffer, ext: string): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'argus-probe-'));
  const file = join(dir, `media.${ext}`);
  try {
    writeFileSync(file, bytes);
    return streamKindsOfFile(file);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
