/**
 * A camera's video through another server of the system (media-server-api §1.1, issue 20): HLS of a
 * recording on B fetched through A with `X-Server-Guid` (playlists and a segment that decodes), and B's live
 * fMP4 WebSocket opened through A with `x-server-guid` in the query; A refuses a caller without credentials
 * before it contacts B.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { type Fmp4Piece, Fmp4Reader } from '../src/modules/media-streaming/fmp4-boxes.ts';
import { probeBytes } from './support/media-probe.ts';
import { resolvedUris } from './support/playlist.ts';
import { recordingApp } from './support/recording.ts';
import { ADMIN, call, know, node } from './support/system-servers.ts';
import { startTestApp } from './support/test-app.ts';
import { startTestCameras, type TestCameras } from './support/testcamera.ts';

let cameras: TestCameras;
beforeAll(async () => {
  cameras = await startTestCameras({ cameras: 1, profile: 'low', onvifPort: false });
}, 60_000);
afterAll(() => cameras?.stop());

/** A recording B and a plain A that know each other. */
async function system() {
  const recording = await recordingApp(cameras.cameras[0]!.rtspUrl);
  const b = await node(recording.t);
  const a = await node(await startTestApp());
  know(a, b);
  know(b, a);
  return { a, b, recording };
}

describe('media through another server', () => {
  it('serves HLS of a camera recorded on B through A, segments streamed intact', async () => {
    const { a, b, recording } = await system();
    await recording.chunksReach(3);
    const chunks = recording.closedChunks();
    const pos = chunks[0]!.startMs;
    const endPos = chunks[2]!.startMs + chunks[2]!.durationMs;
    const viaB = { ...ADMIN, 'x-server-guid': b.id };
    const masterUrl = `/web/hls/${recording.id}.m3u8?hi&pos=${pos}&endPos=${endPos}`;
    const master = await call(a.port, 'GET', masterUrl, viaB);
    expect(master.status, master.body.toString()).toBe(200);
    expect(String(master.headers['content-type'])).toContain('mpegurl');
    const [mediaUri] = resolvedUris(masterUrl, master.body.toString());
    const media = await call(a.port, 'GET', mediaUri!, viaB);
    expect(media.status).toBe(200);
    const segments = resolvedUris(mediaUri!, media.body.toString());
    expect(segments.length).toBeGreaterThanOrEqual(3);
    const segment = await call(a.port, 'GET', segments[0]!, viaB);
    expect(segment.status).toBe(200);
    expect(segment.headers['content-type']).toBe('video/mp2t');
    const probed = probeBytes(segment.body, 'ts');
    expect(probed.formatName).toBe('mpegts');
    expect(probed.videoPackets).toBeGreaterThan(0);
    // A does not know the camera itself.
    expect((await call(a.port, 'GET', masterUrl, ADMIN)).status).toBe(404);
  }, 90_000);

  it('opens B’s live WebSocket through A with x-server-guid in the query', async () => {
    const { a, b, recording } = await system();
    const url = `ws://127.0.0.1:${a.port}/media/${recording.id}.mp4?x-server-guid=${b.id}`;
    const refused = new WebSocket(url);
    refused.on('error', () => undefined);
    expect(
      await new Promise<number>((resolve) =>
        refused.on('unexpected-response', (_req, res) => {
          resolve(res.statusCode ?? 0);
          refused.terminate();
        }),
      ),
    ).toBe(401);

    const socket = new WebSocket(url, { headers: ADMIN });
    const texts: string[] = [];
    const pieces: Fmp4Piece[] = [];
    const reader = new Fmp4Reader();
    socket.on('message', (data, binary) => {
      if (!binary) texts.push(data.toString());
      else pieces.push(...reader.push(Buffer.from(data as Buffer)));
    });
    socket.on('error', () => undefined);
    await vi.waitFor(
      () => expect(pieces.filter((p) => p.kind === 'fragment').length).toBeGreaterThanOrEqual(5),
      {
        timeout: 30_000,
        interval: 100,
      },
    );
    expect(JSON.parse(texts[0]!).mimeType).toMatch(/^video\/mp4; codecs="avc1\./);
    expect(pieces[0]!.kind).toBe('init');
    // B serves the viewer; A only relays.
    expect(b.t.root.mediaStreaming.liveFmp4.count).toBe(1);
    expect(a.t.root.mediaStreaming.liveFmp4.count).toBe(0);
    const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    socket.close();
    await closed;
  }, 90_000);
});
