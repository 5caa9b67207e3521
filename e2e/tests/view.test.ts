/**
 * The View page (issue 9) against a real media server recording a real test camera in 2 s chunks. A Live
 * Viewer sees live video only: no time line, no export, and the arrow keys do not reach the archive. An
 * administrator opens /view, picks the camera (the address becomes /view/{id}) and its live video plays;
 * a click on the time line plays the archive (view-live-edge.test.ts: also the last seconds before live),
 * L goes back to live; a range selected on the time line exports in one click as an mkv named after the
 * camera and the range, whose length is the range's (ffprobe); a bookmark of it is listed and plays.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ViewPage } from '../pages/ViewPage.ts';
import { ADMIN, ADMIN_PASSWORD, createUser, setupSystem } from '../support/api.ts';
import { useBrowser } from '../support/browser.ts';
import { JOURNEY_TIMEOUT_MS, SERVER_START_TIMEOUT_MS, useMediaServer } from '../support/fixtures.ts';
import { logInThroughUi } from '../support/flows.ts';
import { addRecordingCamera, waitForRecordedSince } from '../support/recording.ts';
import { startTestCameras, type TestCameras } from '../support/testcamera.ts';

const run = promisify(execFile);
const CAMERA = 'Loading bay';
const LIVE_VIEWER = { name: 'watcher', password: 'Watch-only-42' };
/** Archive the journeys need behind now: a range to click, select and export. */
const ARCHIVE_NEEDED_MS = 44_000;
/** A time well inside the archive, in closed 2 s chunks. */
const BEFORE_END_OF_ARCHIVE_MS = 36_000;
/** The camera is found online and starts recording within seconds; this is the most the wait may take. */
const ARCHIVE_WAIT_MS = 60_000;

/** Length and codec of a media file, by ffprobe. */
async function probe(file: string): Promise<{ durationS: number; codec: string; format: string }> {
  const { stdout } = await run('ffprobe', [
    '-v',
    'error',
    '-print_format',
    'json',
    '-show_format',
    '-show_streams',
    file,
  ]);
  const json = JSON.parse(stdout) as {
    format: { duration: string; format_name: string };
    streams: { codec_type: string; codec_name: string }[];
  };
  const video = json.streams.find((s) => s.codec_type === 'video');
  return {
    durationS: Number(json.format.duration),
    codec: video?.codec_name ?? '',
    format: json.format.format_name,
  };
}

describe('View page', () => {
  const ms = useMediaServer({ extraArgs: ['--recording-chunk-seconds', '2'] });
  const browser = useBrowser();
  let cameras: TestCameras | undefined;
  let cameraId = '';
  let token = '';

  /** The camera records from when the server finds it online; waits until enough archive is behind now. */
  const waitForArchive = () =>
    waitForRecordedSince(ms().api, token, cameraId, ARCHIVE_NEEDED_MS, ARCHIVE_WAIT_MS);

  beforeAll(async () => {
    [cameras, token] = await Promise.all([
      startTestCameras({ cameras: 1, profile: 'low', onvifPort: false }),
      setupSystem(ms().api),
    ]);
    cameraId = await addRecordingCamera(ms().api, token, { url: cameras.cameras[0]!.rtspUrl, name: CAMERA });
    await createUser(ms().api, token, { ...LIVE_VIEWER, role: 'liveViewer' });
  }, 2 * SERVER_START_TIMEOUT_MS);
  afterAll(() => cameras?.stop());

  it(
    'shows a Live Viewer live video only: no time line, no export, no archive by the keys',
    async () => {
      const { page } = browser();
      const view = new ViewPage(page);
      await logInThroughUi(page, ms().url(`/view/${cameraId}`), LIVE_VIEWER.name, LIVE_VIEWER.password);
      await view.waitSource('live');
      await view.waitVideoProgress(1);
      await view.liveOnly.waitFor();
      expect(await view.timeline.count()).toBe(0);
      expect(await view.exportButton.count()).toBe(0);
      expect(await view.bookmarkButton.count()).toBe(0);
      expect(await view.selectRange.count()).toBe(0);
      await page.locator('body').press('ArrowLeft');
      await page.locator('body').press('Shift+ArrowLeft');
      await view.waitVideoProgress(0.5);
      expect(await view.source()).toBe('live');
    },
    JOURNEY_TIMEOUT_MS,
  );

  it(
    'lists the cameras in a tree by server, finds one by search, and moves and opens with the keys',
    async () => {
      const { page } = browser();
      const view = new ViewPage(page);
      const server = await ms().api.json<{ name: string }>(
        'GET',
        '/rest/v1/servers/this/info',
        undefined,
        token,
      );
      await logInThroughUi(page, ms().url('/view'), ADMIN, ADMIN_PASSWORD);
      // By server: the server's group, open, with its one camera.
      const group = view.cameraGroup(server.name);
      await group.waitFor();
      expect(await group.getAttribute('aria-expanded')).toBe('true');
      expect(await group.textContent()).toContain('1');
      await view.camera(CAMERA).waitFor();

      // A search that matches nothing, then one that finds the camera in its group.
      await view.searchCameras('no such camera');
      await page.getByText('No camera matches.').waitFor();
      await view.searchCameras('bay');
      await view.camera(CAMERA).waitFor();
      await group.waitFor();

      // Left goes from the camera to its group and collapses it; Right expands it; Down and Enter open the camera.
      await view.camera(CAMERA).focus();
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('ArrowLeft');
      await view.camera(CAMERA).waitFor({ state: 'detached' });
      expect(await group.getAttribute('aria-expanded')).toBe('false');
      await page.keyboard.press('ArrowRight');
      await view.camera(CAMERA).waitFor();
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await page.waitForURL(`**/view/${cameraId}`);
    },
    JOURNEY_TIMEOUT_MS,
  );

  it(
    'plays live, then the archive from the time line, exports a selected range and bookmarks it',
    async () => {
      const { page } = browser();
      const view = new ViewPage(page);
      await logInThroughUi(page, ms().url('/view'), ADMIN, ADMIN_PASSWORD);
      await view.camera(CAMERA).click();
      await page.waitForURL(`**/view/${cameraId}`);
      await view.waitSource('live');
      await view.waitVideoProgress(1.5);
      await view.liveBadge.waitFor();

      // Zoom in with the keys (+) to a few minutes, then click on the archive: it plays.
      for (let i = 0; i < 4; i++) await page.keyboard.press('+');
      await waitForArchive();
      await view.clickTime(Date.now() - BEFORE_END_OF_ARCHIVE_MS);
      await view.waitSource('archive');
      await view.waitVideoProgress(1);
      expect(await view.playheadTime.textContent()).not.toBe('');

      // L goes back to live.
      await page.locator('body').press('l');
      await view.waitSource('live');
      await view.liveBadge.waitFor();

      // Select 6 s of the archive on the time line and export it as mkv (the default).
      const range = {
        startMs: Date.now() - BEFORE_END_OF_ARCHIVE_MS - 6000,
        endMs: Date.now() - BEFORE_END_OF_ARCHIVE_MS,
      };
      await view.selectRange.click();
      await view.dragTimes(range.startMs, range.endMs);
      await view.selection.waitFor();
      await view.exportButton.click();
      await view.exportDialog.waitFor();
      // One click downloads with progress and saves the file, named after the camera and the range.
      const [download] = await Promise.all([
        page.waitForEvent('download', { timeout: 30_000 }),
        view.exportDialog.getByRole('button', { name: 'Download', exact: true }).click(),
      ]);
      const day = new Date(range.startMs);
      const date = [day.getFullYear(), day.getMonth() + 1, day.getDate()]
        .map((n) => String(n).padStart(2, '0'))
        .join('-');
      expect(download.suggestedFilename()).toMatch(
        new RegExp(`^${CAMERA} ${date} \\d{2}\\.\\d{2}\\.\\d{2} - \\d{2}\\.\\d{2}\\.\\d{2}\\.mkv$`),
      );
      const progress = view.exportDialog.getByRole('progressbar', { name: 'Export progress' });
      expect(await progress.getAttribute('aria-valuenow')).toBe('100');
      expect(await view.exportDialog.getByRole('status').textContent()).toMatch(/ downloaded$/);
      // The browser's own download says so, and names its file the same.
      const [direct] = await Promise.all([
        page.waitForEvent('download', { timeout: 30_000 }),
        view.exportDialog.getByRole('link', { name: /^Download with the browser instead/ }).click(),
      ]);
      expect(direct.suggestedFilename()).toBe(download.suggestedFilename());
      const file = await download.path();
      const media = await probe(file);
      expect(media.format).toContain('matroska');
      expect(media.codec).toBe('h264');
      // Chunks are joined without re-encoding from the keyframe before the start: within a second or two.
      const selectedS = Number((await view.selection.textContent())?.match(/\((\d+) sec\)/)?.[1] ?? 6);
      expect(media.durationS).toBeGreaterThan(selectedS - 1.5);
      expect(media.durationS).toBeLessThan(selectedS + 3);
      await page.keyboard.press('Escape');
      await view.exportDialog.waitFor({ state: 'hidden' });

      // Bookmark the selection; it is listed, and choosing it plays the archive.
      await view.bookmarkButton.click();
      await view.bookmarkDialog.getByRole('textbox', { name: /^Name/ }).fill('Delivery truck');
      await view.bookmarkDialog.getByRole('button', { name: 'Add bookmark', exact: true }).click();
      await view.bookmarkDialog.waitFor({ state: 'hidden' });
      await view.waitSource('live');
      await view.bookmarks.filter({ hasText: 'Delivery truck' }).getByRole('button').first().click();
      await view.waitSource('archive');
      await view.waitVideoProgress(1);
    },
    JOURNEY_TIMEOUT_MS,
  );
});
