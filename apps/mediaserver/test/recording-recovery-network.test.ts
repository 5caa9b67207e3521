/**
 * A camera that comes back records again within seconds (issue 13): with the product's status intervals, a
 * test camera that refuses connections for 16 s and then answers is Recording again, with new chunks, within
 * the offline checks' cap and a recorder start; it used to wait for a status check up to 60 s away and a
 * recorder backoff up to 30 s (the archive gap was 62 s for a 16 s outage). bench/benches/recording-recovery.ts
 * measures the gap.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { recordingApp } from './support/recording.ts';
import { startTestCameras, type TestCameras } from './support/testcamera.ts';

let cameras: TestCameras;
beforeAll(async () => {
  cameras = await startTestCameras({ cameras: 1, profile: 'low', onvifPort: false });
}, 60_000);
afterAll(() => cameras?.stop());

const OUTAGE_MS = 16_000;
/** The offline checks' cap (4 s), a recorder start and its first 1 s chunk, with room for a loaded machine. */
const BACK_WITHIN = { timeout: 10_000, interval: 100 };

describe('a camera back after an outage', () => {
  it('records again within seconds', async () => {
    const { t, id, statusBecomes, chunksReach } = await recordingApp(cameras.cameras[0]!.rtspUrl, {
      statusMonitor: {},
    });
    await statusBecomes('Recording');
    await chunksReach(2);
    try {
      await cameras.setOnline(1, false);
      await statusBecomes('Offline');
      // The outage itself: the camera stays away this long whatever the server does.
      await new Promise((done) => setTimeout(done, OUTAGE_MS));
    } finally {
      await cameras.setOnline(1, true);
    }
    const backAt = Date.now();
    const closedSince = () =>
      t.root.recording.repo.list(id).filter((c) => c.durationMs >= 0 && c.startMs >= backAt);
    await vi.waitFor(() => expect(closedSince().length).toBeGreaterThan(0), BACK_WITHIN);
    await statusBecomes('Recording');
  }, 90_000);
});
