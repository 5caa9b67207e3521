/**
 * A media server set up to record the test camera: short chunks (1 s), fast status and storage checks, and
 * a camera added with an always schedule; helpers to wait for chunks and statuses.
 */
import { expect, vi } from 'vitest';
import { bearer, startTestApp, type TestApp } from './test-app.ts';

export const ALWAYS = {
  isEnabled: true,
  tasks: [1, 2, 3, 4, 5, 6, 7].map((dayOfWeek) => ({
    dayOfWeek,
    startTime: 0,
    endTime: 86_400,
    recordingType: 'always',
    fps: 15,
  })),
};

export const RECORDING_TEST_OPTIONS = {
  cameras: {
    statusMonitor: { onlineIntervalMs: 200, offlineMaxIntervalMs: 400 },
    analyzeStreams: false,
  },
  storageCheckIntervalMs: 200,
  recording: { chunkSeconds: 1, retentionIntervalMs: 3_600_000 },
};

/** A server with the test camera added, set to record always. */
export async function recordingApp(url: string, options: { dataDir?: string } = {}) {
  const t: TestApp = await startTestApp({ ...RECORDING_TEST_OPTIONS, ...options });
  const auth = bearer(await t.login('admin', 'admin'));
  const res = await t.request({
    method: 'POST',
    url: '/rest/v1/devices',
    headers: auth,
    payload: { url, schedule: ALWAYS },
  });
  expect(res.statusCode, res.body).toBe(200);
  const id: string = res.json().id;
  const closedChunks = () => t.root.recording.repo.list(id).filter((c) => c.durationMs >= 0);
  const status = async () =>
    (await t.request({ method: 'GET', url: `/rest/v2/devices/${id}`, headers: auth })).json().status;
  const statusBecomes = (expected: string) =>
    vi.waitFor(async () => expect(await status()).toBe(expected), { timeout: 20_000, interval: 100 });
  const chunksReach = (n: number) =>
    vi.waitFor(() => expect(closedChunks().length).toBeGreaterThanOrEqual(n), {
      timeout: 20_000,
      interval: 100,
    });
  return { t, auth, id, closedChunks, statusBecomes, chunksReach };
}
