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
