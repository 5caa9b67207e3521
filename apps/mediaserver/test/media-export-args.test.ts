/**
 * ffmpeg arguments of exports (pure): an mkv to a pipe says the joined length, not its first chunk's; an
 * overlay is drawn with drawtext from text files (and transcodes), none copies the streams.
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { writeOverlay } from '../src/modules/media-streaming/export-overlay.ts';
import {
  exportArgs,
  isTranscode,
  OVERLAY_FONT,
  timestampText,
} from '../src/modules/media-streaming/media-args.ts';

const source = { listFile: '/tmp/list.txt' };

describe('export arguments', () => {
  it('gives an mkv the length of the joined chunks instead of the first chunk tags', () => {
    const args = exportArgs({ source, container: 'mkv', height: null, durationMs: 134_005 });
    const at = args.indexOf('-map_metadata');
    expect(args.slice(at, at + 4)).toEqual([
      '-map_metadata',
      '-1',
      '-metadata:s:v:0',
      'DURATION=00:02:14.005',
    ]);
    expect(args.slice(-3)).toEqual(['-f', 'matroska', 'pipe:1']);
  });

  it('leaves the length out where it is not known (live), and mp4 as it was', () => {
    const live = exportArgs({
      source: { livePlaylist: '/tmp/live/index.m3u8' },
      container: 'mkv',
      height: null,
    });
    expect(live).toContain('-map_metadata');
    expect(live.some((a) => a.startsWith('DURATION='))).toBe(false);
    expect(exportArgs({ source, container: 'mp4', height: null, durationMs: 5000 })).not.toContain(
      '-map_metadata',
    );
  });
});

describe('export overlay arguments', () => {
  const overlay = { nameFile: '/tmp/name.txt', timestampFile: '/tmp/time.txt' };

  it('copies the streams of mp4 and mkv without an overlay', () => {
    for (const container of ['mp4', 'mkv'] as const) {
      const args = exportArgs({ source, container, height: null, overlay: null });
      expect(args.slice(args.indexOf('-c'), args.indexOf('-c') + 2)).toEqual(['-c', 'copy']);
      expect(args).not.toContain('-vf');
      expect(isTranscode(container, null)).toBe(false);
    }
  });

  it('draws the name and the time with drawtext and encodes H.264 when asked', () => {
    const args = exportArgs({ source, container: 'mp4', height: null, overlay });
    const filter = args[args.indexOf('-vf') + 1]!;
    expect(filter.split(',drawtext=')).toHaveLength(2);
    expect(filter).toContain(`fontfile=${OVERLAY_FONT}`);
    expect(filter).toContain('textfile=/tmp/name.txt:expansion=none');
    expect(filter).toContain('textfile=/tmp/time.txt:');
    expect(args.slice(args.indexOf('-c:v'), args.indexOf('-c:v') + 2)).toEqual(['-c:v', 'libx264']);
    expect(args).toContain('-c:a');
    expect(args).not.toContain('-c');
    expect(isTranscode('mp4', overlay)).toBe(true);
    // Only the time: one drawtext.
    const timeOnly = exportArgs({
      source,
      container: 'mkv',
      height: null,
      overlay: { nameFile: null, timestampFile: '/tmp/time.txt' },
    });
    expect(timeOnly[timeOnly.indexOf('-vf') + 1]).not.toContain('name.txt');
  });

  it('scales then draws in a webm', () => {
    const args = exportArgs({ source, container: 'webm', height: 240, overlay });
    expect(args[args.indexOf('-vf') + 1]).toMatch(/^scale=-2:240,drawtext=/);
  });

  it('expands the time of each frame from the range start, or the wall clock live', () => {
    expect(timestampText(1_700_000_000_500)).toBe('%{pts:gmtime:1700000000.500:%Y-%m-%d %H\\:%M\\:%S} UTC');
    expect(timestampText(null)).toBe('%{gmtime:%Y-%m-%d %H\\:%M\\:%S} UTC');
  });
});

describe('export overlay files', () => {
  it('writes the asked texts to files, removes them, and writes nothing when none is asked', () => {
    expect(writeOverlay(undefined, 'Door', 0)).toBeNull();
    expect(writeOverlay([], 'Door', 0)).toBeNull();
    const written = writeOverlay(['cameraName', 'timestamp'], "Door:\n 'Nord' 100%", 1_700_000_000_000)!;
    expect(readFileSync(written.text.nameFile!, 'utf8')).toBe("Door: 'Nord' 100%");
    expect(readFileSync(written.text.timestampFile!, 'utf8')).toContain('%{pts:gmtime:1700000000.000:');
    written.remove();
    expect(existsSync(written.text.nameFile!)).toBe(false);
    const nameOnly = writeOverlay(['cameraName'], 'Door', null)!;
    expect(nameOnly.text.timestampFile).toBeNull();
    nameOnly.remove();
  });

  it('is refused (503) when the font is missing', () => {
    expect(() => writeOverlay(['timestamp'], 'Door', 0, '/nonexistent/font.ttf')).toThrow(
      /fonts-dejavu-core/,
    );
  });
});
