/** ffmpeg arguments of exports (pure): an mkv to a pipe says the joined length, not its first chunk's. */
import { describe, expect, it } from 'vitest';
import { exportArgs } from '../src/modules/media-streaming/media-args.ts';

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
