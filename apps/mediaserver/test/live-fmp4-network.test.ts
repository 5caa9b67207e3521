/**
 * Sub-second live over a WebSocket (issue 19) against the real test camera and real ffmpeg: the upgrade of
 * `/media/{cameraId}.mp4` gives the codec string, the init segment, then fragments from a keyframe with
 * growing decode times; two viewers share one ffmpeg, which stops after the last one leaves; the same checks
 * as every media call answer the upgrade (401 without credentials, the media refusal for a camera the user
 * may not see, 400 for a container other than mp4); TLS on the same port works alike; a plain GET of the
 * path still streams.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { type Fmp4Piece, Fmp4Reader } from '../src/modules/media-streaming/fmp4-boxes.ts';
import { RECORDING_TEST_OPTIONS } from './support/recording.ts';
import { bearer, startTestApp, type TestApp } from './support/test-app.ts';
import { startTestCameras, type TestCameras } from './support/testcamera.ts';
import { createUser, PREDEFINED } from './support/users-fixtures.ts';

let cameras: TestCameras;
let t: TestApp;
let owner: string;
let cameraId: string;
let base: string;

beforeAll(async () => {
  cameras = await startTestCameras({ cameras: 1, profile: 'low', onvifPort: false });
  t = await startTestApp({ ...RECORDING_TEST_OPTIONS, shared: true });
  owner = await t.login('admin', 'admin');
  const res = await t.request({
    method: 'POST',
    url: '/rest/v1/devices',
    headers: bearer(owner),
    payload: { url: cameras.cameras[0]!.rtspUrl },
  });
  expect(res.statusCode, res.body).toBe(200);
  cameraId = res.json().id;
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as { port: number };
  base = `127.0.0.1:${port}`;
}, 60_000);
afterAll(async () => {
  await t?.app.close();
  cameras?.stop();
});

/** A viewer: the text and binary messages it got, parsed into fMP4 pieces. */
function view(path: string, headers: Record<string, string> = {}, scheme: 'ws' | 'wss' = 'ws') {
  // The server's own certificate is self-signed.
  const socket = new WebSocket(`${scheme}://${base}${path}`, { headers, rejectUnauthorized: false });
  const texts: string[] = [];
  const pieces: Fmp4Piece[] = [];
  const reader = new Fmp4Reader();
  socket.on('message', (data, binary) => {
    if (!binary) texts.push(data.toString());
    else pieces.push(...reader.push(Buffer.from(data as Buffer)));
  });
  const refused = new Promise<number>((resolve) =>
    socket.on('unexpected-response', (_request, response) => {
      resolve(response.statusCode ?? 0);
      socket.terminate();
    }),
  );
  socket.on('error', () => undefined);
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  return { socket, texts, pieces, refused, closed };
}

describe('live fMP4 over a WebSocket', () => {
  it('sends the codec, the init segment, then fragments from a keyframe; viewers share one ffmpeg', async () => {
    const first = view(`/media/${cameraId}.mp4`, bearer(owner));
    const second = view(`/web/media/${cameraId}.mp4?resolution=low`, bearer(owner));
    await vi.waitFor(
      () => {
        expect(first.pieces.filter((p) => p.kind === 'fragment').length).toBeGreaterThanOrEqual(20);
        expect(second.pieces.filter((p) => p.kind === 'fragment').length).toBeGreaterThanOrEqual(5);
      },
      { timeout: 30_000, interval: 100 },
    );
    for (const v of [first, second]) {
      const { mimeType } = JSON.parse(v.texts[0]!);
      expect(mimeType).toMatch(/^video\/mp4; codecs="avc1\.[0-9a-f]{6}"$/);
      const [init, ...fragments] = v.pieces;
      expect(init?.kind).toBe('init');
      expect(init!.bytes.toString('latin1', 4, 8)).toBe('ftyp');
      const media = fragments.filter((p) => p.kind === 'fragment');
      expect(media.length).toBe(fragments.length);
      expect(media[0]!.keyframe).toBe(true);
      const times = media.map((f) => f.decodeTime!);
      for (let i = 1; i < times.length; i++) expect(times[i]).toBeGreaterThan(times[i - 1]!);
    }
    // One camera stream (the low one is the only one this camera has), one ffmpeg.
    expect(t.root.mediaStreaming.liveFmp4.count).toBe(1);
    expect(t.root.mediaStreaming.processes.count).toBe(1);
    first.socket.close();
    second.socket.close();
    await Promise.all([first.closed, second.closed]);
    // It lingers for a reconnecting player, then stops.
    await vi.waitFor(() => expect(t.root.mediaStreaming.processes.count).toBe(0), {
      timeout: 20_000,
      interval: 200,
    });
    expect(t.root.mediaStreaming.liveFmp4.count).toBe(0);
  }, 90_000);

  it('answers the upgrade with the checks of every media call', async () => {
    expect(await view(`/media/${cameraId}.mp4`).refused).toBe(401);
    expect(await view(`/media/${cameraId}.mp4`, bearer('not-a-session')).refused).toBe(401);
    expect(await view(`/media/${cameraId}.mkv`, bearer(owner)).refused).toBe(400);
    expect(await view(`/media/${cameraId}.mp4?pos=1000`, bearer(owner)).refused).toBe(400);

    // A user given no camera may not have this one's video; the same answer as a plain GET of the path.
    const nobody = await createUser(t, 'ws-nobody', { permissions: 'NoGlobalPermissions' }, owner);
    const plain = await t.request({
      method: 'GET',
      url: `/media/${cameraId}.mp4`,
      headers: bearer(nobody.token),
    });
    // 404, as every media call answers for a camera the caller may not see (its existence is not told).
    expect(plain.statusCode).toBe(404);
    expect(await view(`/media/${cameraId}.mp4`, bearer(nobody.token)).refused).toBe(plain.statusCode);

    // A live viewer may watch live.
    const live = await createUser(t, 'ws-live', { userRoleId: PREDEFINED.liveViewer }, owner);
    const watching = view(`/media/${cameraId}.mp4`, bearer(live.token));
    await vi.waitFor(() => expect(watching.pieces.some((p) => p.kind === 'fragment')).toBe(true), {
      timeout: 30_000,
      interval: 100,
    });
    watching.socket.close();
    await watching.closed;
  }, 90_000);

  it('serves the socket over TLS on the same port', async () => {
    expect(await view(`/media/${cameraId}.mp4`, {}, 'wss').refused).toBe(401);
    const secure = view(`/media/${cameraId}.mp4`, bearer(owner), 'wss');
    await vi.waitFor(() => expect(secure.pieces.some((p) => p.kind === 'fragment')).toBe(true), {
      timeout: 30_000,
      interval: 100,
    });
    expect(JSON.parse(secure.texts[0]!).mimeType).toMatch(/^video\/mp4; codecs="avc1\./);
    secure.socket.close();
    await secure.closed;
  }, 60_000);

  it('still streams a plain GET of the same path', async () => {
    const abort = new AbortController();
    const res = await fetch(`http://${base}/media/${cameraId}.mp4`, {
      headers: bearer(owner),
      signal: abort.signal,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('video/mp4');
    expect((await res.body!.getReader().read()).done).toBe(false);
    abort.abort();
  }, 60_000);
});
