/**
 * HLS against a real recording of the test camera and real ffmpeg: the master playlist names media
 * playlists with a temporary path key, the archive playlist from `pos` is closed and its first segment
 * decodes, the live playlist comes from a live remuxer started on demand and its segment decodes; no ffmpeg
 * is left after close.
 */
import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { probeBytes } from './support/media-probe.ts';
import { resolvedUris } from './support/playlist.ts';
import { recordingApp } from './support/recording.ts';
import { startTestCameras, type TestCameras } from './support/testcamera.ts';

let cameras: TestCameras;
beforeAll(async () => {
  cameras = await startTestCameras({ cameras: 1, profile: 'low', onvifPort: false });
}, 60_000);
afterAll(() => cameras?.stop());

const ffmpegChildrenOf = (pid: number) => {
  try {
    return execFileSync('pgrep', ['-P', String(pid), 'ffmpeg'], { encoding: 'utf8' }).trim();
  } catch {
    return '';
  }
};

describe('HLS', () => {
  it('serves archive and live playlists whose segments decode, fetched with the path key alone', async () => {
    const { t, auth, id, closedChunks, chunksReach } = await recordingApp(cameras.cameras[0]!.rtspUrl);
    await chunksReach(3);
    const pos = closedChunks()[0]!.startMs;
    const endPos = closedChunks()[2]!.startMs + closedChunks()[2]!.durationMs;

    const masterUrl = `/web/hls/${id}.m3u8?hi&pos=${pos}&endPos=${endPos}`;
    const master = await t.request({ method: 'GET', url: masterUrl, headers: auth });
    expect(master.statusCode, master.body).toBe(200);
    expect(master.headers['content-type']).toContain('mpegurl');
    expect(master.body).toMatch(/^#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=\d+\n/);
    const [mediaUri] = resolvedUris(masterUrl, master.body);
    expect(mediaUri).toMatch(
      new RegExp(`^/web/hls/${id}\\.m3u8\\?authKey=[0-9a-f-]{36}&hi&chunked&sessionID=\\d+`),
    );

    // A camera with one stream answers a request for the low one with the stream it has.
    const lowUrl = `/web/hls/${id}.m3u8?lo&pos=${pos}&endPos=${endPos}`;
    const low = await t.request({ method: 'GET', url: lowUrl, headers: auth });
    expect(low.statusCode, low.body).toBe(200);
    expect(resolvedUris(lowUrl, low.body)[0]).toContain('&hi&chunked');

    // No credentials but the key: the player follows the URLs as they are.
    const media = await t.request({ method: 'GET', url: mediaUri! });
    expect(media.statusCode, media.body).toBe(200);
    expect(media.body).toContain('#EXT-X-ENDLIST');
    const segments = resolvedUris(mediaUri!, media.body);
    expect(segments.length).toBeGreaterThanOrEqual(3);
    const segment = await t.request({ method: 'GET', url: segments[0]! });
    expect(segment.statusCode).toBe(200);
    expect(segment.headers['content-type']).toBe('video/mp2t');
    const probed = probeBytes(segment.rawPayload, 'ts');
    expect(probed.formatName).toBe('mpegts');
    expect(probed.videoPackets).toBeGreaterThan(0);

    // The key opens only this camera's HLS path; without it, 401.
    const key = /authKey=([^&]+)/.exec(mediaUri!)![1];
    expect((await t.request({ method: 'GET', url: `/rest/v1/devices?authKey=${key}` })).statusCode).toBe(401);
    expect((await t.request({ method: 'GET', url: segments[0]!.replace(/\?.*/, '') })).statusCode).toBe(401);

    // Live: the recorder's own live window (no second session with the camera), a short window that is
    // never closed.
    const liveMaster = await t.request({ method: 'GET', url: `/hls/${id}.m3u8`, headers: auth });
    expect(liveMaster.statusCode, liveMaster.body).toBe(200);
    const [liveUri] = resolvedUris(`/hls/${id}.m3u8`, liveMaster.body);
    const live = await t.request({ method: 'GET', url: liveUri! });
    expect(live.statusCode, live.body).toBe(200);
    expect(live.body).not.toContain('ENDLIST');
    const liveSegments = resolvedUris(liveUri!, live.body);
    expect(liveSegments.at(-1)).toMatch(new RegExp(`^/hls/${id}/live-hi-rec_\\d+\\.ts\\?authKey=`));
    expect(t.root.mediaStreaming.remuxers.count).toBe(0);
    const liveSegment = await t.request({ method: 'GET', url: liveSegments.at(-1)! });
    expect(liveSegment.statusCode).toBe(200);
    expect(probeBytes(liveSegment.rawPayload, 'ts').videoPackets).toBeGreaterThan(0);

    expect(
      (await t.request({ method: 'GET', url: '/web/hls/nosuchcamera.m3u8', headers: auth })).statusCode,
    ).toBe(404);

    await t.close();
    expect(t.root.mediaStreaming.processes.count).toBe(0);
    expect(ffmpegChildrenOf(process.pid)).toBe('');
  }, 90_000);
});
