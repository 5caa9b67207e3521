/**
 * The View page for `screenshots.ts`: a test camera that records all day in 2 s chunks, and a wait until its
 * video plays (a page with live video never goes network-idle).
 */
import type { Page } from 'playwright-core';
import { ViewPage } from '../pages/ViewPage.ts';
import type { ApiClient } from '../support/api.ts';
import { addRecordingCamera } from '../support/recording.ts';
import { startTestCameras, type TestCameras } from '../support/testcamera.ts';

export const VIEW_PATH = '/view';
/** Server options for a View shot: a short chunk so the time line shows archive within seconds. */
export const VIEW_SERVER_ARGS = ['--recording-chunk-seconds', '2'];

/** Starts a test camera, adds it as "Front gate" and has it record always; stop the cameras afterwards. */
export async function startRecordingCamera(api: ApiClient, token: string): Promise<TestCameras> {
  const cameras = await startTestCameras({ cameras: 1, profile: 'low', onvifPort: false });
  await addRecordingCamera(api, token, { url: cameras.cameras[0]!.rtspUrl, name: 'Front gate' });
  return cameras;
}

/** Waits until the open camera's video plays. */
export async function waitViewPlaying(page: Page): Promise<void> {
  await new ViewPage(page).waitVideoProgress(1, 60_000);
}
