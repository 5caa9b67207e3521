/**
 * Cameras that record, through the public API: an "always" task for every hour of every day (spec 000 §4),
 * for journeys that need an archive.
 */
import type { ApiClient } from './api.ts';

export const ALWAYS_RECORDING_TASKS = [1, 2, 3, 4, 5, 6, 7].map((dayOfWeek) => ({
  dayOfWeek,
  startTime: 0,
  endTime: 86_400,
  recordingType: 'always',
  fps: 15,
}));

/** Adds a camera by its stream URL and has it record always; returns its id without braces. */
export async function addRecordingCamera(
  api: ApiClient,
  token: string,
  camera: { url: string; name: string },
): Promise<string> {
  const added = await api.json<{ id: string }>('POST', '/rest/v2/devices', camera, token);
  const id = added.id.replace(/[{}]/g, '');
  await api.json(
    'PATCH',
    `/rest/v2/devices/${id}`,
    { schedule: { isEnabled: true, tasks: ALWAYS_RECORDING_TASKS } },
    token,
  );
  return id;
}

interface PeriodsReply {
  reply: { periods: { startTimeMs: number; durationMs: number }[] }[];
}

/** Waits until a camera's recorded periods began at least `ms` ago (it records from when it is found online). */
export async function waitForRecordedSince(
  api: ApiClient,
  token: string,
  cameraId: string,
  ms: number,
  timeoutMs = 60_000,
): Promise<void> {
  const recordedSince = async () => {
    const periods = await api.json<PeriodsReply>(
      'GET',
      `/ec2/recordedTimePeriods?cameraId=${cameraId}&keepSmallChunks`,
      undefined,
      token,
    );
    const starts = periods.reply.flatMap((s) => s.periods.map((p) => p.startTimeMs));
    return starts.length ? Date.now() - Math.min(...starts) : 0;
  };
  const deadline = Date.now() + timeoutMs;
  while ((await recordedSince()) < ms) {
    if (Date.now() > deadline) throw new Error(`less than ${ms} ms recorded after ${timeoutMs} ms`);
    await new Promise((next) => setTimeout(next, 500));
  }
}
