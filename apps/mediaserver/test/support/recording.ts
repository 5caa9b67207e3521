/**
 * A media server set up to record the test camera: short chunks (1 s), fast status and storage checks, and
 * a license and a camera added with an always schedule; helpers to wait for chunks and statuses.
 */
import { expect, vi } from 'vitest';
import { installLicense } from './licenses.ts';
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

/** A week-long schedule of one recording type. */
export const everyDay = (recordingType: string) => ({
  isEnabled: true,
  tasks: ALWAYS.tasks.map((task) => ({ ...task, recordingType })),
});

export interface RecordingAppOptions {
  dataDir?: string;
  /** The camera's schedule (default: always). */
  schedule?: object;
  /** The camera's motion settings. */
  motion?: object;
  /** The camera's parameters (e.g. `streamUrls` of its primary and secondary streams). */
  parameters?: object;
  /** Learn the camera's streams with ffprobe (dual streaming needs it). */
  analyzeStreams?: boolean;
  /** Chunk length in s (default 1). */
  chunkSeconds?: number;
  /** The status monitor's intervals (default: fast ones; `{}` for the product's defaults). */
  statusMonitor?: object;
  /** The camera's user name and password. */
  credentials?: { user: string; password: string };
  /** The camera's options (e.g. `isAudioEnabled`). */
  options?: object;
  /** Shared by the tests of a file (closed by the file, not after each test). */
  shared?: boolean;
}

/** A server with the test camera added, set to record always (or as `options` say). */
export async function recordingApp(url: string, options: RecordingAppOptions = {}) {
  const t: TestApp = await startTestApp({
    ...RECORDING_TEST_OPTIONS,
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.shared ? { shared: true } : {}),
    cameras: {
      ...RECORDING_TEST_OPTIONS.cameras,
      analyzeStreams: options.analyzeStreams ?? false,
      statusMonitor: options.statusMonitor ?? RECORDING_TEST_OPTIONS.cameras.statusMonitor,
    },
    recording: {
      ...RECORDING_TEST_OPTIONS.recording,
      chunkSeconds: options.chunkSeconds ?? RECORDING_TEST_OPTIONS.recording.chunkSeconds,
    },
  });
  const auth = bearer(await t.login('admin', 'admin'));
  await installLicense(t, auth);
  const res = await t.request({
    method: 'POST',
    url: '/rest/v1/devices',
    headers: auth,
    payload: {
      url,
      schedule: options.schedule ?? ALWAYS,
      ...(options.motion ? { motion: options.motion } : {}),
      ...(options.parameters ? { parameters: options.parameters } : {}),
      ...(options.credentials ? { credentials: options.credentials } : {}),
      ...(options.options ? { options: options.options } : {}),
    },
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
