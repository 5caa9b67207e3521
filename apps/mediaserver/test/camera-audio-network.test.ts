/**
 * A camera with sound (the test camera's AAC tone) against real ffmpeg: with `audioEnabled` on, the stream
 * analysis learns its audio codec, the recorded chunks and the archive's HLS segments carry the sound, and live
 * fMP4 has two tracks (the codec string names mp4a); with `audioEnabled` off, neither chunks nor live have any.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { type Fmp4Piece, Fmp4Reader } from '../src/modules/media-streaming/fmp4-boxes.ts';
import { streamKindsOfBytes, streamKindsOfFile } from './support/media-probe.ts';
import { resolvedUris } from './support/playlist.ts';
import { recordingApp } from './support/recording.ts';
import { startTestCameras, type TestCameras } from './support/testcamera.ts';

let cameras: TestCameras;
let app: Awaited<ReturnType<typeof recordingApp>>;
let base: string;

beforeAll(async () => {
  cameras = await startTestCameras({ cameras: 1, profile: 'low', onvifPort: false, audio: [1] });
  app = await recordingApp(cameras.cameras[0]!.rtspUrl, {
    analyzeStreams: true,
    options: { isAudioEnabled: true },
    shared: true,
  });
  await app.t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.t.app.server.address() as { port: number };
  base = `127.0.0.1:${port}`;
}, 60_000);
afterAll(async () => {
  await app?.t.app.close();
  await cameras?.stop();
});

/** The first live fMP4 message and pieces of a camera, up to its first keyframe fragment. */
async function liveInit(auth: Record<string, string>, id: string) {
  const socket = new WebSocket(`ws://${base}/media/${id}.mp4`, { headers: auth });
  const texts: string[] = [];
  const pieces: Fmp4Piece[] = [];
  const reader = new Fmp4Reader();
  socket.on('message', (data, binary) => {
    if (!binary) texts.push(data.toString());
    else pieces.push(...reader.push(Buffer.from(data as Buffer)));
  });
  try {
    await vi.waitFor(() => expect(pieces.some((p) => p.kind === 'fragment')).toBe(true), {
      timeout: 30_000,
      interval: 100,
    });
  } finally {
    socket.close();
  }
  const [init, first] = pieces;
  return {
    mimeType: (JSON.parse(texts[0]!) as { mimeType: string }).mimeType,
    tracks: init?.kind === 'init' ? init.tracks.map((tr) => `${tr.handler}:${tr.codec}`) : [],
    firstFragmentKeyframe: first?.kind === 'fragment' && first.keyframe,
  };
}

describe('a camera with sound', () => {
  it('is analysed with its audio codec, and its chunks and archive HLS segments carry the sound', async () => {
    const { t, auth, id, closedChunks } = app;
    const params = async () =>
      (await t.request({ method: 'GET', url: `/rest/v1/devices/${id}`, headers: auth })).json().parameters;
    await vi.waitFor(async () => expect((await params()).isAudioSupported).toBe(true), {
      timeout: 20_000,
      interval: 200,
    });
    const { streams } = (await params()).mediaStreams;
    expect(streams[0].customStreamParams.audioCodecName).toBe('aac');

    await app.chunksReach(2);
    const chunk = closedChunks().at(-1)!;
    expect(streamKindsOfFile(chunk.file)).toEqual(['video:h264', 'audio:aac']);

    const masterUrl = `/web/hls/${id}.m3u8?hi&pos=${chunk.startMs}&endPos=${chunk.startMs + chunk.durationMs}`;
    const master = await t.request({ method: 'GET', url: masterUrl, headers: auth });
    expect(master.statusCode, master.body).toBe(200);
    const [mediaUri] = resolvedUris(masterUrl, master.body);
    const media = await t.request({ method: 'GET', url: mediaUri! });
    const [segmentUri] = resolvedUris(mediaUri!, media.body);
    const segment = await t.request({ method: 'GET', url: segmentUri! });
    expect(segment.statusCode).toBe(200);
    expect(streamKindsOfBytes(segment.rawPayload, 'ts')).toEqual(['video:h264', 'audio:aac']);
  }, 90_000);

  it('sends live fMP4 with two tracks, video and AAC, starting at a video keyframe', async () => {
    const live = await liveInit(app.auth, app.id);
    expect(live.mimeType).toMatch(/^video\/mp4; codecs="avc1\.[0-9a-f]{6}, mp4a\.40\.2"$/);
    expect(live.tracks).toEqual([expect.stringMatching(/^vide:avc1\./), 'soun:mp4a.40.2']);
    expect(live.firstFragmentKeyframe).toBe(true);
  }, 60_000);

  it('sends and records no sound once its audioEnabled is off', async () => {
    const { t, auth, id, closedChunks } = app;
    const patched = await t.request({
      method: 'PATCH',
      url: `/rest/v1/devices/${id}`,
      headers: auth,
      payload: { options: { isAudioEnabled: false } },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    const live = await liveInit(auth, id);
    expect(live.mimeType).toMatch(/^video\/mp4; codecs="avc1\.[0-9a-f]{6}"$/);
    expect(live.tracks).toHaveLength(1);
    // The recorder started again without sound: a chunk begun after the change has none.
    const after = Date.now();
    await vi.waitFor(() => expect(closedChunks().some((c) => c.startMs > after + 500)).toBe(true), {
      timeout: 20_000,
      interval: 100,
    });
    const chunk = closedChunks().find((c) => c.startMs > after + 500)!;
    expect(streamKindsOfFile(chunk.file)).toEqual(['video:h264']);
  }, 60_000);
});
