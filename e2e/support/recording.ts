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

/**
 * Cameras record only while they hold a license channel: starts the system's trial (4 cameras for 30 days), as
 * a new owner does under Licenses; a system whose trial has begun already answers 409, which is fine.
 */
export async function startTrial(api: ApiClient, token: string): Promise<void> {
  const res = await api.call('POST', '/rest/v1/licenses/trial', {}, token);
  if (!res.ok && res.status !== 409)
    throw new Error(`starting the trial failed: ${res.status} ${await res.text()}`);
}

/** Adds a camera by its stream URL and has it record always (on the trial license); returns its id. */
export async function addRecordingCamera(
  api: ApiClient,
  token: string,
  camera: { url: string; name: string },
): Promise<string> {
  await startTrial(api, token);
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

/** Adds the test cameras in order, named `names`, each recording always; returns their ids in that order. */
export async function addRecordingCameras(
  api: ApiClient,
  token: string,
  cameras: readonly { rtspUrl: string }[],
  names: readonly string[],
): Promise<string[]> {
  const ids: string[] = [];
  for (const [i, name] of names.entries()) {
    const camera = cameras[i];
    if (!camera) throw new Error(`no test camera for "${name}"`);
    ids.push(await addRecordingCamera(api, token, { url: camera.rtspUrl, name }));
  }
  return ids;
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
