/**
 * Export with an overlay against a real recording of the test camera: `overlay=timestamp,cameraName` gives a
 * playable H.264 mp4 whose picture differs from the plain export's where the texts are drawn; without it the
 * recorded packets are copied byte for byte (same codec, same packet sizes, so the same bit rate). An unknown
 * overlay is refused (422).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { probeBytes } from './support/media-probe.ts';
import { recordingApp } from './support/recording.ts';
import { startTestCameras, type TestCameras } from './support/testcamera.ts';

let cameras: TestCameras;
let work: string;
beforeAll(async () => {
  cameras = await startTestCameras({ cameras: 1, profile: 'low', onvifPort: false });
  work = mkdtempSync(join(tmpdir(), 'argus-overlay-test-'));
}, 60_000);
afterAll(() => {
  cameras?.stop();
  rmSync(work, { recursive: true, force: true });
});

function saved(bytes: Buffer, name: string): string {
  const file = join(work, name);
  writeFileSync(file, bytes);
  return file;
}

/** The video packets' sizes, in order. */
function packetSizes(file: string): number[] {
  const out = execFileSync(
    'ffprobe',
    ['-v', 'error', '-select_streams', 'v:0', '-show_entries', 'packet=size', '-of', 'csv=p=0', file],
    { encoding: 'utf8' },
  );
  return out.split('\n').filter(Boolean).map(Number);
}

/** The first frame, grey, 160×120, as bytes. */
function firstFrame(file: string): Buffer {
  return execFileSync('ffmpeg', [
    ...['-v', 'error', '-i', file, '-frames:v', '1', '-vf', 'scale=160:120,format=gray'],
    ...['-f', 'rawvideo', 'pipe:1'],
  ]);
}

/** Mean absolute difference of two grey pictures in rows [fromRow, toRow) of the left 64 columns. */
function difference(a: Buffer, b: Buffer, fromRow: number, toRow: number): number {
  let sum = 0;
  for (let row = fromRow; row < toRow; row++)
    for (let col = 0; col < 64; col++) sum += Math.abs(a[row * 160 + col]! - b[row * 160 + col]!);
  return sum / ((toRow - fromRow) * 64);
}

describe('export overlay', () => {
  it('transcodes with the time and camera name drawn, and copies the streams without', async () => {
    const { t, auth, id, closedChunks, chunksReach } = await recordingApp(cameras.cameras[0]!.rtspUrl);
    await chunksReach(5);
    const chunk = closedChunks()[1]!;
    const pos = chunk.startMs;
    const url = (extra: string) => `/media/${id}.mp4?pos=${pos}&endPos=${pos + chunk.durationMs}${extra}`;

    const plain = await t.request({ method: 'GET', url: url(''), headers: auth });
    expect(plain.statusCode, plain.body.slice(0, 200)).toBe(200);
    const overlaid = await t.request({
      method: 'GET',
      url: url('&overlay=timestamp,cameraName'),
      headers: auth,
    });
    expect(overlaid.statusCode, overlaid.body.slice(0, 200)).toBe(200);
    expect(overlaid.headers['content-type']).toBe('video/mp4');

    // Without an overlay: the chunk's packets as they were recorded.
    const plainFile = saved(plain.rawPayload, 'plain.mp4');
    const source = probeBytes(execFileSync('cat', [chunk.file]), 'mkv');
    const copied = probeBytes(plain.rawPayload, 'mp4');
    expect(copied.videoCodec).toBe(source.videoCodec);
    expect(copied.height).toBe(source.height);
    expect(packetSizes(plainFile)).toEqual(packetSizes(chunk.file).slice(0, packetSizes(plainFile).length));

    // With one: a playable H.264 mp4 of the same length, its packets new, its picture drawn on.
    const overlaidFile = saved(overlaid.rawPayload, 'overlaid.mp4');
    const drawn = probeBytes(overlaid.rawPayload, 'mp4');
    expect(drawn.formatName).toContain('mp4');
    expect(drawn.videoCodec).toBe('h264');
    expect(drawn.videoPackets).toBeGreaterThan(0);
    expect(drawn.durationS).toBeGreaterThan(copied.durationS - 0.5);
    expect(packetSizes(overlaidFile)).not.toEqual(packetSizes(plainFile));
    const before = firstFrame(plainFile);
    const after = firstFrame(overlaidFile);
    expect(before.length).toBe(160 * 120);
    // The name is drawn at the top, the time at the bottom: both bands differ far more than codec noise.
    expect(difference(before, after, 2, 10)).toBeGreaterThan(8);
    expect(difference(before, after, 110, 118)).toBeGreaterThan(8);
    // Elsewhere the picture is the same picture.
    expect(difference(before, after, 50, 70)).toBeLessThan(6);

    const unknown = await t.request({ method: 'GET', url: url('&overlay=logo'), headers: auth });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errorString).toMatch(/Unknown overlay "logo"/);
    await t.close();
  }, 90_000);
});
