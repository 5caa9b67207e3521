/**
 * The camera relay against a real test camera that offers only Basic (the credentials were given for it, so
 * the relay answers Basic): ffprobe reads the stream through a ticket, wrong or missing credentials come back
 * as unauthorized, a ticket ends with its child, and a secret the relay does not know (or no longer knows) is a
 * 404 before anything reaches the camera.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChildProcesses } from '../src/media/child-processes.ts';
import { probeStreams } from '../src/media/ffprobe.ts';
import { RtspConnection } from '../src/media/rtsp-connection.ts';
import { RtspRelay } from '../src/media/rtsp-relay.ts';
import { startTestCameras, type TestCameras } from './support/testcamera.ts';

const CREDENTIALS = { user: 'cam', password: 'basic-only' };

let cameras: TestCameras;
const relay = new RtspRelay();
const children = new ChildProcesses();
beforeAll(async () => {
  cameras = await startTestCameras({
    cameras: 1,
    profile: 'low',
    onvifPort: false,
    authMethod: 'basic',
    auth: [{ camera: 1, ...CREDENTIALS }],
  });
  await relay.start();
  children.start();
}, 60_000);
afterAll(async () => {
  await children.stop();
  await relay.stop();
  await cameras?.stop();
});

const OPTIONS = { timeoutMs: 8_000 };

/** The status of one OPTIONS request to a relay URL. */
async function optionsStatus(url: string): Promise<number> {
  const connection = await RtspConnection.open({ host: '127.0.0.1', port: relay.port }, 5_000);
  try {
    return (await connection.request('OPTIONS', url)).status;
  } finally {
    connection.close();
  }
}

describe('the camera relay', () => {
  it("answers a Basic-only camera's challenge with the stored credentials; ffprobe sees its streams", async () => {
    const url = cameras.cameras[0]!.rtspUrl;
    const probed = await probeStreams(children, relay, { url, credentials: CREDENTIALS }, OPTIONS);
    expect(probed.ok && probed.value.some((s) => s.kind === 'video')).toBe(true);
    expect(relay.ticketCount).toBe(0);
  }, 30_000);

  it('passes the camera refusing wrong or missing credentials on as unauthorized', async () => {
    const url = cameras.cameras[0]!.rtspUrl;
    const wrong = await probeStreams(
      children,
      relay,
      { url, credentials: { user: 'cam', password: 'wrong' } },
      OPTIONS,
    );
    expect(wrong).toMatchObject({ ok: false, failure: 'unauthorized' });
    const none = await probeStreams(children, relay, { url, credentials: null }, OPTIONS);
    expect(none).toMatchObject({ ok: false, failure: 'unauthorized' });
    expect(relay.ticketCount).toBe(0);
  }, 30_000);

  it('answers 404 to a secret it does not know, or one whose child has ended', async () => {
    const input = relay.open({ url: cameras.cameras[0]!.rtspUrl, credentials: CREDENTIALS });
    expect(input.url).toMatch(new RegExp(`^rtsp://127\\.0\\.0\\.1:${relay.port}/[\\w-]{32}/`));
    expect(input.url).not.toContain(CREDENTIALS.password);
    expect(await optionsStatus(input.url)).toBe(200);
    input.release();
    expect(await optionsStatus(input.url)).toBe(404);
    expect(await optionsStatus(`rtsp://127.0.0.1:${relay.port}/guessed/stream`)).toBe(404);
  }, 30_000);
});
