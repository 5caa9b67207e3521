/** The recorder's ffmpeg command and what its output says about segments. */
import { describe, expect, it } from 'vitest';
import {
  parseSegmentLine,
  RECORDER_MARKER_KEY,
  recorderArgs,
} from '../src/modules/recording/ffmpeg-recorder-args.ts';

describe('recorder ffmpeg command', () => {
  it('copies the stream over RTSP/TCP into Matroska segments listed on standard output, marked as ours', () => {
    const args = recorderArgs({
      url: 'rtsp://127.0.0.1:554/primary',
      workDir: '/srv/video/.recording/cam_hi',
      segmentSeconds: 60,
      marker: 'server-1',
      audio: 'off',
    });
    const after = (flag: string) => args[args.indexOf(flag) + 1];
    expect(after('-rtsp_transport')).toBe('tcp');
    expect(after('-i')).toBe('rtsp://127.0.0.1:554/primary');
    expect(after('-c:v')).toBe('copy');
    expect(args).toContain('-an');
    expect(after('-f')).toBe('segment');
    expect(after('-segment_time')).toBe('60');
    expect(after('-segment_format')).toBe('matroska');
    expect(after('-segment_list')).toBe('pipe:1');
    expect(after('-segment_list_type')).toBe('csv');
    // Every cluster of at most 1 s goes to the file at once: a crash loses at most about a second.
    expect(after('-segment_format_options')).toBe('cluster_time_limit=1000:flush_packets=1');
    expect(args).toContain(`${RECORDER_MARKER_KEY}=server-1`);
    expect(args.at(-1)).toBe('/srv/video/.recording/cam_hi/%09d.mkv');
  });

  it('also keeps a live HLS window of the video when given a live folder, its failure not stopping recording', () => {
    const args = recorderArgs({
      url: 'rtsp://127.0.0.1:554/primary',
      workDir: '/srv/video/.recording/cam_hi',
      segmentSeconds: 60,
      marker: 'server-1',
      audio: 'copy',
      liveDir: '/var/argus/live-hls/recorders/cam_hi',
    });
    expect(args[args.indexOf('-f') + 1]).toBe('tee');
    const [segments, live] = args.at(-1)!.split('|');
    expect(segments).toBe(
      '[f=segment:segment_time=60:segment_format=matroska:reset_timestamps=1:' +
        "segment_format_options='cluster_time_limit=1000\\:flush_packets=1':segment_list='pipe\\:1':" +
        'segment_list_type=csv]/srv/video/.recording/cam_hi/%09d.mkv',
    );
    expect(live).toMatch(/^\[f=hls:onfail=ignore:hls_time=1:/);
    expect(live).toMatch(/hls_segment_filename=\/var\/argus\/live-hls\/recorders\/cam_hi\/rec_%05d\.ts\]/);
    expect(live).toMatch(/\]\/var\/argus\/live-hls\/recorders\/cam_hi\/index\.m3u8$/);
    // A folder whose name the tee list would misread gets no live output (recording goes on as before).
    const plain = recorderArgs({
      url: 'rtsp://127.0.0.1:554/primary',
      workDir: '/srv/video:1/.recording/cam_hi',
      segmentSeconds: 60,
      marker: 'server-1',
      audio: 'copy',
      liveDir: '/var/argus/live-hls/recorders/cam_hi',
    });
    expect(plain[plain.indexOf('-f') + 1]).toBe('segment');
  });

  it("keeps the camera's sound as it is, transcodes it to AAC, or leaves it out (audioEnabled off)", () => {
    const base = { url: 'rtsp://127.0.0.1:554/primary', workDir: '/w', segmentSeconds: 60, marker: 's' };
    const sound = (audio: 'off' | 'copy' | 'aac') => {
      const args = recorderArgs({ ...base, audio });
      const at = args.indexOf('-metadata');
      return args.slice(args.indexOf('-c:v') + 2, at).join(' ');
    };
    expect(sound('copy')).toBe('-map 0:a:0? -c:a copy');
    expect(sound('aac')).toBe('-map 0:a:0? -c:a aac -b:a 64k');
    expect(sound('off')).toBe('-an');
  });

  it('reads segment openings from standard error and closings from the CSV list', () => {
    expect(parseSegmentLine("[segment @ 0x55d3] Opening '/w/000000001.mkv' for writing")).toEqual({
      kind: 'opened',
      file: '/w/000000001.mkv',
    });
    expect(parseSegmentLine("[segment @ 0x55d3] Opening 'pipe:1' for writing")).toBeNull();
    expect(parseSegmentLine('000000001.mkv,2.933000,4.934000')).toEqual({
      kind: 'closed',
      name: '000000001.mkv',
      startS: 2.933,
      endS: 4.934,
    });
    expect(parseSegmentLine('frame=   37 fps=0.0 q=-1.0')).toBeNull();
  });
});
