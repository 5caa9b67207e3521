/**
 * The camera relay against a real test camera that offers only Basic (the credentials were given for it, so
 * the relay answers Basic): ffprobe reads the stream through a ticket, wrong or missing credentials come back
 * as unauthorized, a ticket ends with its child and admits one connection, and a secret the relay does not
 * know (or no longer knows) is a 404 before anything reaches the camera. Against a scripted Digest camera on loopback: the relay answers
 * Digest for the camera's URL, the camera never sees the secret, and its URLs in headers and the SDP come
 * back as the relay's.
 */
import { createHash } from 'node:crypto';
import { createServer } from 'node:net';
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

  it('answers 404 to a secret it does not know, one already taken, or one whose child has ended', async () => {
    const input = relay.open({ url: cameras.cameras[0]!.rtspUrl, credentials: CREDENTIALS });
    expect(input.url).toMatch(new RegExp(`^rtsp://127\\.0\\.0\\.1:${relay.port}/[\\w-]{32}/`));
    expect(input.url).not.toContain(CREDENTIALS.password);
    expect(await optionsStatus(input.url)).toBe(200);
    // The ticket was the first connection's: one who read the URL in `ps` gets nothing with it.
    expect(await optionsStatus(input.url)).toBe(404);
    input.release();
    expect(await optionsStatus(input.url)).toBe(404);
    expect(await optionsStatus(`rtsp://127.0.0.1:${relay.port}/guessed/stream`)).toBe(404);
  }, 30_000);
});

/** A camera that wants Digest and answers DESCRIBE with its own absolute URLs; it keeps what it was sent. */
async function digestCamera() {
  const requests: string[] = [];
  const md5 = (text: string) => createHash('md5').update(text).digest('hex');
  const server = createServer((socket) => {
    socket.on('data', (chunk) => {
      const text = chunk.toString('latin1');
      requests.push(text);
      const cseq = /CSeq: *(\d+)/i.exec(text)?.[1] ?? '0';
      const [method = '', uri = ''] = text.split(' ');
      const response = /response="([0-9a-f]+)"/.exec(text)?.[1];
      const ha1 = md5('cam:cams:digest-pass');
      const expected = md5(`${ha1}:n1:${md5(`${method}:${uri}`)}`);
      if (response !== expected) {
        socket.write(
          `RTSP/1.0 401 Unauthorized\r\nCSeq: ${cseq}\r\nWWW-Authenticate: Digest realm="cams", nonce="n1"\r\n\r\n`,
        );
        return;
      }
      const base = `rtsp://127.0.0.1:${port}/s/`;
      const sdp = `v=0\r\nm=video 0 RTP/AVP 96\r\na=control:${base}track1\r\n`;
      socket.write(
        `RTSP/1.0 200 OK\r\nCSeq: ${cseq}\r\nContent-Base: ${base}\r\nContent-Type: application/sdp\r\n` +
          `Content-Length: ${sdp.length}\r\n\r\n${sdp}`,
      );
    });
    socket.on('error', () => {});
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { port, requests, close: () => new Promise<void>((done) => server.close(() => done())) };
}

describe('the camera relay with a Digest camera', () => {
  it('answers Digest for the camera URL and gives the camera URLs back as its own', async () => {
    const camera = await digestCamera();
    const input = relay.open({
      url: `rtsp://127.0.0.1:${camera.port}/s`,
      credentials: { user: 'cam', password: 'digest-pass' },
    });
    const secret = new URL(input.url).pathname.split('/')[1]!;
    const connection = await RtspConnection.open({ host: '127.0.0.1', port: relay.port }, 5_000);
    try {
      const reply = await connection.request('DESCRIBE', input.url, { Accept: 'application/sdp' });
      expect(reply.status).toBe(200);
      const relayBase = `rtsp://127.0.0.1:${relay.port}/${secret}/s/`;
      expect(reply.headers.get('content-base')).toEqual([relayBase]);
      expect(reply.body).toContain(`a=control:${relayBase}track1`);
      expect(reply.body).not.toContain(`:${camera.port}/`);
      const sent = camera.requests.join('');
      expect(sent).toContain(`DESCRIBE rtsp://127.0.0.1:${camera.port}/s RTSP/1.0`);
      expect(sent).toMatch(/Authorization: Digest username="cam"/);
      expect(sent).not.toContain(secret);
      expect(sent).not.toContain('digest-pass');
    } finally {
      connection.close();
      input.release();
      await camera.close();
    }
  });
});
