/**
 * Streams over real HTTP (an injected request cannot disconnect): a client that goes away mid-stream ends
 * the ffmpeg serving it, for an archive webm transcode and for a live stream (no `pos`), which never ends on
 * its own.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { recordingApp } from './support/recording.ts';
import { startTestCameras, type TestCameras } from './support/testcamera.ts';

let cameras: TestCameras;
beforeAll(async () => {
  cameras = await startTestCameras({ cameras: 1, profile: 'low', onvifPort: false });
}, 60_000);
afterAll(() => cameras?.stop());

describe('a client that disconnects', () => {
  it('ends the ffmpeg serving it, archive or live', async () => {
    const { t, auth, id, closedChunks, chunksReach } = await recordingApp(cameras.cameras[0]!.rtspUrl);
    await chunksReach(6);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as { port: number };
    const pos = closedChunks()[0]!.startMs;
    const abort = new AbortController();
    const res = await fetch(`http://127.0.0.1:${port}/web/media/${id}.webm?pos=${pos}&resolution=1080p`, {
      headers: auth,
      signal: abort.signal,
    });
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    expect((await reader.read()).done).toBe(false);
    expect(t.root.mediaStreaming.processes.count).toBe(1);
    abort.abort();
    await vi.waitFor(() => expect(t.root.mediaStreaming.processes.count).toBe(0), { timeout: 5_000 });

    const liveAbort = new AbortController();
    const live = await fetch(`http://127.0.0.1:${port}/media/${id}.mkv`, {
      headers: auth,
      signal: liveAbort.signal,
    });
    expect(live.status).toBe(200);
    expect(live.headers.get('content-type')).toBe('video/x-matroska');
    const first = await live.body!.getReader().read();
    expect(Buffer.from(first.value!.subarray(0, 4)).toString('hex')).toBe('1a45dfa3'); // EBML
    expect(t.root.mediaStreaming.processes.count).toBe(1);
    liveAbort.abort();
    await vi.waitFor(() => expect(t.root.mediaStreaming.processes.count).toBe(0), { timeout: 5_000 });
  }, 60_000);
});
