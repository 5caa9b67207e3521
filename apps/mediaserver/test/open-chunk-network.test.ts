/**
 * The chunk being written is archive like any other (issue 13): with 5 min chunks, right after recording
 * starts every reader serves the open chunk up to what its file holds, before the chunk closes: an export of
 * the last 10 s is a 10 s mp4, an archive HLS playlist in it lists segments that decode, a thumbnail inside
 * it is a JPEG, and `recordedTimePeriods` reaches now (`durationMs` -1, as Nx answers the open chunk).
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { jpegSize } from './support/jpeg.ts';
import { probeBytes } from './support/media-probe.ts';
import { resolvedUris } from './support/playlist.ts';
import { recordingApp } from './support/recording.ts';
import { startTestCameras, type TestCameras } from './support/testcamera.ts';

let cameras: TestCameras;
beforeAll(async () => {
  cameras = await startTestCameras({ cameras: 1, profile: 'low', onvifPort: false });
}, 60_000);
afterAll(() => cameras?.stop());

describe('the chunk being written', () => {
  it('is exported, played, pictured and listed before it closes', async () => {
    const { t, auth, id } = await recordingApp(cameras.cameras[0]!.rtspUrl, { chunkSeconds: 300 });
    const open = () => t.root.recording.repo.list(id).filter((c) => c.durationMs === -1);
    // Recording for 22 s, in one chunk that stays open for minutes.
    await vi.waitFor(() => expect(Date.now() - open()[0]!.startMs).toBeGreaterThan(22_000), {
      timeout: 40_000,
      interval: 200,
    });
    const chunk = open()[0]!;
    const now = Date.now();

    const exported = await t.request({
      method: 'GET',
      url: `/media/${id}.mp4?pos=${now - 10_000}&endPos=${now}`,
      headers: auth,
    });
    expect(exported.statusCode, exported.body.slice(0, 200)).toBe(200);
    const mp4 = probeBytes(exported.rawPayload, 'mp4');
    expect(mp4.videoPackets).toBeGreaterThan(0);
    // The file holds all but its last second or so; a copy starts at the keyframe before the start, and a
    // loaded machine spaces keyframes wider. Well under the 22 s the chunk holds: only the range is copied.
    expect(mp4.durationS).toBeGreaterThan(8);
    expect(mp4.durationS).toBeLessThan(16);

    const masterUrl = `/hls/${id}.m3u8?pos=${now - 10_000}&endPos=${now}`;
    const master = await t.request({ method: 'GET', url: masterUrl, headers: auth });
    expect(master.statusCode, master.body).toBe(200);
    const [mediaUrl] = resolvedUris(masterUrl, master.body);
    const media = await t.request({ method: 'GET', url: mediaUrl! });
    expect(media.statusCode, media.body).toBe(200);
    const segments = resolvedUris(mediaUrl!, media.body);
    expect(segments.length).toBeGreaterThan(0);
    expect(media.body).toContain('#EXT-X-ENDLIST');
    expect(media.body).toContain(`#EXT-X-PROGRAM-DATE-TIME:${new Date(now - 10_000).toISOString()}`);
    for (const uri of segments) {
      const segment = await t.request({ method: 'GET', url: uri });
      expect(segment.statusCode).toBe(200);
      expect(probeBytes(segment.rawPayload, 'ts').videoPackets).toBeGreaterThan(0);
    }

    // Without an end, the playlist is read again as the chunk grows: only whole (10 s) segments of it.
    const growingUrl = `/hls/${id}.m3u8?pos=${now - 20_000}`;
    const growing = await t.request({ method: 'GET', url: growingUrl, headers: auth });
    const [growingMediaUrl] = resolvedUris(growingUrl, growing.body);
    const growingMedia = await t.request({ method: 'GET', url: growingMediaUrl! });
    expect(growingMedia.statusCode, growingMedia.body).toBe(200);
    expect(growingMedia.body).not.toContain('#EXT-X-ENDLIST');
    // As many whole segments as the file holds from pos by now (one, or more on a slow machine).
    const durations = [...growingMedia.body.matchAll(/#EXTINF:([\d.]+),/g)].map((m) => m[1]);
    expect(durations.length).toBeGreaterThan(0);
    expect(durations.length).toBeLessThanOrEqual(Math.floor((Date.now() - (now - 20_000)) / 10_000));
    expect(new Set(durations)).toEqual(new Set(['10.000']));

    const thumbnail = await t.request({
      method: 'GET',
      url: `/ec2/cameraThumbnail?cameraId=${id}&time=${now - 3000}&height=120`,
      headers: auth,
    });
    expect(thumbnail.statusCode, thumbnail.body).toBe(200);
    expect(thumbnail.headers['content-type']).toBe('image/jpeg');
    expect(jpegSize(thumbnail.rawPayload)?.height).toBe(120);

    const periods = await t.request({
      method: 'GET',
      url: `/ec2/recordedTimePeriods?cameraId=${id}&flat&keepSmallChunks`,
      headers: auth,
    });
    expect(periods.statusCode, periods.body).toBe(200);
    expect(periods.json().reply).toEqual([{ startTimeMs: chunk.startMs, durationMs: -1 }]);

    // All of it came from the chunk being written.
    expect(open().map((c) => c.id)).toEqual([chunk.id]);
    expect(t.root.recording.repo.list(id)).toHaveLength(1);
  }, 90_000);
});
