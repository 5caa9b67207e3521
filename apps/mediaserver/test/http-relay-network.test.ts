/**
 * The camera relay's HTTP half against an HTTP camera on loopback that serves a JPEG behind Basic: ffprobe
 * reads it through a ticket (no credentials in its command line), a missing password comes back as
 * unauthorized, the camera never sees the secret, and a ticket ends with its child.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChildProcesses } from '../src/media/child-processes.ts';
import { probeStreams } from '../src/media/ffprobe.ts';
import { HttpRelay } from '../src/media/http-relay.ts';
import { RtspRelay } from '../src/media/rtsp-relay.ts';

const BASIC = `Basic ${Buffer.from('cam:http-pass').toString('base64')}`;

const httpRelay = new HttpRelay();
const relay = new RtspRelay({ http: httpRelay });
const children = new ChildProcesses();
const seen: { url: string; authorization: string | undefined }[] = [];
let camera: Server;
let cameraUrl = '';

beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), 'argus-jpeg-'));
  const file = join(dir, 'snap.jpg');
  execFileSync('ffmpeg', ['-v', 'error', '-f', 'lavfi', '-i', 'testsrc=size=64x48', '-frames:v', '1', file]);
  const jpeg = readFileSync(file);
  rmSync(dir, { recursive: true, force: true });
  camera = createServer((req, res) => {
    seen.push({ url: req.url ?? '', authorization: req.headers.authorization });
    if (req.headers.authorization !== BASIC)
      return void res.writeHead(401, { 'WWW-Authenticate': 'Basic realm="cam"' }).end();
    res.writeHead(200, { 'Content-Type': 'image/jpeg', 'Content-Length': jpeg.length }).end(jpeg);
  });
  await new Promise<void>((done) => camera.listen(0, '127.0.0.1', done));
  const address = camera.address();
  cameraUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/snap.jpg`;
  await httpRelay.start();
  await relay.start();
  children.start();
});
afterAll(async () => {
  await children.stop();
  await relay.stop();
  await httpRelay.stop();
  await new Promise<void>((done) => camera.close(() => done()));
});

describe('the camera relay for HTTP streams', () => {
  it('answers the camera with the stored credentials; ffprobe reads the picture through a ticket', async () => {
    const input = relay.open({ url: cameraUrl, credentials: { user: 'cam', password: 'http-pass' } });
    expect(input.url).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:${httpRelay.port}/[\\w-]{32}/snap\\.jpg$`));
    input.release();

    const probed = await probeStreams(
      children,
      relay,
      { url: cameraUrl, credentials: { user: 'cam', password: 'http-pass' } },
      { timeoutMs: 8_000 },
    );
    expect(probed).toMatchObject({ ok: true, value: [{ kind: 'video', width: 64, height: 48 }] });
    expect(seen.some((s) => s.authorization === BASIC)).toBe(true);
    expect(seen.every((s) => s.url === '/snap.jpg')).toBe(true);
    expect(httpRelay.ticketCount).toBe(0);
  }, 30_000);

  it('passes the camera refusing missing credentials on as unauthorized', async () => {
    const probed = await probeStreams(
      children,
      relay,
      { url: cameraUrl, credentials: null },
      { timeoutMs: 8_000 },
    );
    expect(probed).toMatchObject({ ok: false, failure: 'unauthorized' });
    expect(httpRelay.ticketCount).toBe(0);
  }, 30_000);
});
