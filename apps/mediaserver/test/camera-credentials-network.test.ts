/**
 * Camera credentials against a real test camera that asks for them (issues 13.6, 14.5): the server records,
 * analyses, takes thumbnails, runs diagnostics, remuxes live and detects motion through its RTSP relay, and no child process
 * ever has the password in its command line (what `ps` shows any local user), nor does any file of the data
 * dir (logs) or a diagnostics reply. A camera editor who moves a camera to a listener of their own receives
 * no credentials there: they are dropped with the move unless new ones come with it.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { resolvedUris } from './support/playlist.ts';
import { sampleCommandLines } from './support/process-list.ts';
import { everyDay, recordingApp } from './support/recording.ts';
import { bearer, type TestApp } from './support/test-app.ts';
import { startTestCameras, type TestCameras } from './support/testcamera.ts';
import { createUser } from './support/users-fixtures.ts';

const USER = 'cam';
const PASSWORD = 'campass';

let cameras: TestCameras;
beforeAll(async () => {
  cameras = await startTestCameras({
    cameras: 1,
    profile: 'low',
    onvifPort: false,
    auth: [{ camera: 1, user: USER, password: PASSWORD }],
  });
}, 60_000);
afterAll(() => cameras?.stop());

/** Every file under a folder, with its text (binary files read as latin1 are still searched). */
function filesUnder(dir: string): { path: string; text: string }[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    const stat = statSync(path, { throwIfNoEntry: false });
    if (!stat) return [];
    if (stat.isDirectory()) return filesUnder(path);
    return [{ path, text: readFileSync(path, 'latin1') }];
  });
}

describe('camera credentials never in a command line', () => {
  it('records, analyses, thumbnails, diagnoses, remuxes and detects motion through the relay; no password in /proc', async () => {
    const camera = cameras.cameras[0]!;
    // The test camera's own processes (GStreamer in Python) are not the server's children.
    const sampler = sampleCommandLines(/testcamera/);
    const dataDir = mkdtempSync(join(tmpdir(), 'argus-creds-'));
    try {
      const { t, auth, id, chunksReach, statusBecomes } = await recordingApp(camera.rtspUrl, {
        dataDir,
        credentials: { user: USER, password: PASSWORD },
        analyzeStreams: true,
      });
      await statusBecomes('Recording');
      await chunksReach(2);

      // Stream analysis (ffprobe) learnt the camera's streams through the relay.
      await vi.waitFor(
        async () => {
          const res = await t.request({ method: 'GET', url: `/rest/v2/devices/${id}`, headers: auth });
          expect(res.json().parameters?.mediaStreams).toBeTruthy();
        },
        { timeout: 20_000, interval: 200 },
      );

      const thumbnail = await t.request({
        method: 'GET',
        url: `/ec2/cameraThumbnail?cameraId=${id}&time=latest&height=120`,
        headers: auth,
      });
      expect(thumbnail.statusCode).toBe(200);
      expect(thumbnail.headers['content-type']).toMatch(/^image\/jpeg/);

      const replies: string[] = [];
      for (const type of ['cameraAvailability', 'mediaStreamAvailability', 'mediaStreamIntegrity']) {
        const res = await t.request({
          method: 'GET',
          url: `/api/doCameraDiagnosticsStep?cameraId=${id}&type=${type}`,
          headers: auth,
        });
        expect(res.json().reply.errorCode, res.body).toBe(0);
        replies.push(res.body);
      }

      // A second camera on the secondary stream, not recorded: its live playlist comes from a remuxer.
      const other = await t.request({
        method: 'POST',
        url: '/rest/v1/devices',
        headers: auth,
        payload: { url: camera.secondaryUrl, credentials: { user: USER, password: PASSWORD } },
      });
      expect(other.statusCode, other.body).toBe(200);
      const otherId = other.json().id as string;
      await vi.waitFor(
        async () => {
          const master = await t.request({ method: 'GET', url: `/hls/${otherId}.m3u8`, headers: auth });
          expect(master.statusCode, master.body).toBe(200);
          const [media] = resolvedUris(`/hls/${otherId}.m3u8`, master.body);
          const playlist = await t.request({ method: 'GET', url: media! });
          expect(playlist.statusCode, playlist.body).toBe(200);
          expect(playlist.body).toMatch(/live-hi-seg_\d+\.ts/);
        },
        { timeout: 30_000, interval: 500 },
      );

      // The second camera on motion only: its motion detector (ffmpeg) reads the camera through the relay too.
      const onMotion = await t.request({
        method: 'PATCH',
        url: `/rest/v1/devices/${otherId}`,
        headers: auth,
        payload: { schedule: everyDay('metadataOnly') },
      });
      expect(onMotion.statusCode, onMotion.body).toBe(200);
      await vi.waitFor(() => expect([...sampler.seen].some((line) => line.includes('rawvideo'))).toBe(true), {
        timeout: 20_000,
        interval: 100,
      });

      const children = [...sampler.seen];
      const ffmpeg = children.filter((line) => /\bffmpeg\b/.test(line));
      const ffprobe = children.filter((line) => /\bffprobe\b/.test(line));
      expect(ffmpeg.length).toBeGreaterThan(0);
      expect(ffprobe.length).toBeGreaterThan(0);
      // Every camera input is the relay's loopback URL with a secret path, never the camera's.
      for (const line of [...ffmpeg, ...ffprobe].filter((l) => l.includes('rtsp://')))
        expect(line).toMatch(/ -i rtsp:\/\/127\.0\.0\.1:\d+\/[\w-]{32}\//);
      expect(children.filter((line) => line.includes(PASSWORD))).toEqual([]);
      expect(children.filter((line) => line.includes(`${USER}:`))).toEqual([]);
      expect(replies.filter((body) => body.includes(PASSWORD))).toEqual([]);

      await t.close();
      expect(t.root.cameras.relay.ticketCount).toBe(0);
      const leaking = filesUnder(t.dataDir).filter((f) => f.text.includes(PASSWORD));
      expect(leaking.map((f) => f.path)).toEqual([]);
    } finally {
      sampler.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});

/** A plain TCP listener that answers every RTSP request with a Basic challenge and keeps what it got. */
async function rtspListener(): Promise<{ server: Server; port: number; received: () => string }> {
  let text = '';
  const server = createServer((socket) => {
    socket.on('data', (chunk) => {
      text += chunk.toString('latin1');
      for (const m of chunk.toString('latin1').matchAll(/CSeq: *(\d+)/gi))
        socket.write(
          `RTSP/1.0 401 Unauthorized\r\nCSeq: ${m[1]}\r\nWWW-Authenticate: Basic realm="mine"\r\n\r\n`,
        );
    });
    socket.on('error', () => {});
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  return {
    server,
    port: typeof address === 'object' && address ? address.port : 0,
    received: () => text,
  };
}

describe('credentials stay with the camera address', () => {
  let listener: Awaited<ReturnType<typeof rtspListener>>;
  beforeAll(async () => {
    listener = await rtspListener();
  });
  afterAll(() => new Promise<void>((done) => listener.server.close(() => done())));

  async function editorMovesCamera(): Promise<{ t: TestApp; id: string; editor: { authorization: string } }> {
    const camera = cameras.cameras[0]!;
    const { t, id, statusBecomes } = await recordingApp(camera.rtspUrl, {
      credentials: { user: USER, password: PASSWORD },
      schedule: { isEnabled: false, tasks: [] },
    });
    await statusBecomes('Online');
    const editor = bearer(
      (
        await createUser(t, 'editor', {
          permissions: 'GlobalEditCamerasPermission|GlobalAccessAllMediaPermission',
        })
      ).token,
    );
    return { t, id, editor };
  }

  it('drops them when an editor moves the camera to another host or port', async () => {
    const { t, id, editor } = await editorMovesCamera();
    const before = listener.received().length;
    const res = await t.request({
      method: 'PATCH',
      url: `/rest/v1/devices/${id}?_keepDefault=true`,
      headers: editor,
      payload: { url: `rtsp://127.0.0.1:${listener.port}/stream`, credentials: { password: '******' } },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().credentials).toEqual({ user: '', password: '' });
    // The status monitor asks the new address (and asks again after its 401): never with credentials.
    await vi.waitFor(
      () =>
        expect(
          listener
            .received()
            .slice(before)
            .match(/DESCRIBE/g)?.length,
        ).toBeGreaterThan(1),
      {
        timeout: 10_000,
        interval: 100,
      },
    );
    expect(listener.received().slice(before)).not.toMatch(/Authorization/i);
    const shown = await t.request({
      method: 'GET',
      url: `/rest/v1/devices/${id}?_keepDefault=true`,
      headers: editor,
    });
    expect(shown.json().credentials).toEqual({ user: '', password: '' });
  }, 60_000);

  it('drops them when an editor points a stream URL parameter at another port', async () => {
    const { t, id, editor } = await editorMovesCamera();
    const before = listener.received().length;
    const res = await t.request({
      method: 'POST',
      url: '/ec2/setResourceParams',
      headers: editor,
      payload: [
        {
          resourceId: id,
          name: 'streamUrls',
          value: JSON.stringify({ primary: `rtsp://127.0.0.1:${listener.port}/stream` }),
        },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    await vi.waitFor(
      () =>
        expect(
          listener
            .received()
            .slice(before)
            .match(/DESCRIBE/g)?.length,
        ).toBeGreaterThan(1),
      { timeout: 10_000, interval: 100 },
    );
    expect(listener.received().slice(before)).not.toMatch(/Authorization/i);
    const shown = await t.request({
      method: 'GET',
      url: `/rest/v1/devices/${id}?_keepDefault=true`,
      headers: editor,
    });
    expect(shown.json().credentials).toEqual({ user: '', password: '' });
  }, 60_000);

  it('keeps new credentials that come with the move (the user gave them for that address)', async () => {
    const { t, id, editor } = await editorMovesCamera();
    const before = listener.received().length;
    const res = await t.request({
      method: 'PATCH',
      url: `/rest/v1/devices/${id}`,
      headers: editor,
      payload: {
        url: `rtsp://127.0.0.1:${listener.port}/stream`,
        credentials: { user: 'mine', password: 'given-now' },
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    await vi.waitFor(() => expect(listener.received().slice(before)).toMatch(/Authorization: Basic/), {
      timeout: 10_000,
      interval: 100,
    });
    const sent = listener.received().slice(before);
    expect(sent).toContain(`Authorization: Basic ${Buffer.from('mine:given-now').toString('base64')}`);
    expect(sent).not.toContain(Buffer.from(`${USER}:${PASSWORD}`).toString('base64'));
  }, 60_000);

  it('keeps them when the camera stays at its address (a new path)', async () => {
    const { t, id, editor } = await editorMovesCamera();
    const camera = cameras.cameras[0]!;
    const res = await t.request({
      method: 'PATCH',
      url: `/rest/v1/devices/${id}`,
      headers: editor,
      payload: { url: camera.secondaryUrl },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().credentials).toEqual({ user: USER, password: '******' });
  }, 60_000);
});
