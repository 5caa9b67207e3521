/**
 * The burned-in wall clock (`timecode`, for glass-to-glass latency): frames decoded by ffmpeg from the
 * camera's RTSP stream carry, in their bottom rows, a bar code of the milliseconds at which they were made,
 * a little before they are read and moving on with the wall clock from frame to frame.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestCameras, type TestCameras } from '../src/index.ts';

const run = promisify(execFile);
let cameras: TestCameras;

beforeAll(async () => {
  cameras = await startTestCameras({ cameras: 1, profile: 'low', onvifPort: false, timecode: true });
});
afterAll(async () => {
  await cameras?.stop();
});

/** The time (ms modulo 2^32) a grey frame of `width`×`height` carries. */
function timecodeOf(frame: Buffer, width: number, height: number): number {
  const top = (Math.floor(height / 16) - 2) * 16;
  const cell = Math.floor(width / 16);
  let code = 0;
  for (let i = 0; i < 32; i++) {
    const x = (i % 16) * cell + Math.floor(cell / 2);
    const y = top + Math.floor(i / 16) * 16 + 8;
    code = code * 2 + (frame[y * width + x]! > 128 ? 1 : 0);
  }
  return code;
}

describe('timecode', () => {
  it('burns the wall clock into each frame', async () => {
    const { width, height, url } = cameras.cameras[0]!.streams[0]!;
    const { stdout } = await run(
      'ffmpeg',
      [
        ...['-nostdin', '-v', 'error', '-rtsp_transport', 'tcp', '-i', url],
        ...['-frames:v', '10', '-f', 'rawvideo', '-pix_fmt', 'gray', 'pipe:1'],
      ],
      { encoding: 'buffer', maxBuffer: 64 * 1024 * 1024 },
    );
    const read = Date.now() % 2 ** 32;
    const size = width * height;
    const times = Array.from({ length: stdout.length / size }, (_, i) =>
      timecodeOf(stdout.subarray(i * size, (i + 1) * size), width, height),
    );
    expect(times).toHaveLength(10);
    for (const t of times) {
      expect(read - t).toBeGreaterThanOrEqual(0);
      expect(read - t).toBeLessThan(10_000);
    }
    // 15 fps: the clock moves on about 67 ms a frame.
    const steps = times.slice(1).map((t, i) => t - times[i]!);
    for (const step of steps) expect(step).toBeGreaterThan(0);
    expect((times.at(-1)! - times[0]!) / steps.length).toBeGreaterThan(40);
    expect((times.at(-1)! - times[0]!) / steps.length).toBeLessThan(100);
  }, 60_000);
});
