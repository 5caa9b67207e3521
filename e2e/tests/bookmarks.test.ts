/**
 * The Bookmarks page (issue 19) against a real media server recording a real test camera in 2 s chunks:
 * bookmarks the test made through the API are listed with the frame at their start, the search narrows them
 * by text and by tag, play opens View at the bookmark's camera and plays the archive, and delete removes one
 * (the server agrees). /embed/{systemId} shows the View page's video without header or footer. The page and
 * its dialogs are axe-clean in the light and the dark scheme at 1440 and 390 px. The export dialog downloads
 * the same range of two cameras, each file with its own progress, with the time and camera name burned in
 * (H.264, by ffprobe).
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { Download } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BookmarksPage } from '../pages/BookmarksPage.ts';
import { ViewPage } from '../pages/ViewPage.ts';
import { expectDialogPasses, expectNoViolations } from '../support/a11y.ts';
import { ADMIN, ADMIN_PASSWORD, setupSystem } from '../support/api.ts';
import { useBrowser } from '../support/browser.ts';
import { JOURNEY_TIMEOUT_MS, SERVER_START_TIMEOUT_MS, useMediaServer } from '../support/fixtures.ts';
import { logInThroughUi } from '../support/flows.ts';
import { addRecordingCamera, waitForRecordedSince } from '../support/recording.ts';
import { startTestCameras, type TestCameras } from '../support/testcamera.ts';

const run = promisify(execFile);
const CAMERA = 'Dock door';
const OTHER_CAMERA = 'Yard gate';
/** Archive behind now before the bookmarks are made (they lie inside it). */
const ARCHIVE_NEEDED_MS = 24_000;

interface Bookmark {
  id: string;
  name: string;
}

describe('Bookmarks page', () => {
  const ms = useMediaServer({ extraArgs: ['--recording-chunk-seconds', '2'] });
  const browser = useBrowser();
  let cameras: TestCameras | undefined;
  let cameraId = '';
  let otherId = '';
  let token = '';
  const made: Bookmark[] = [];

  const bookmark = async (name: string, agoMs: number, tags: string[], description = '') => {
    const b = await ms().api.json<Bookmark>(
      'POST',
      `/rest/v1/devices/${cameraId}/bookmarks`,
      { name, description, startTimeMs: Date.now() - agoMs, durationMs: 4000, tags },
      token,
    );
    made.push(b);
  };

  beforeAll(async () => {
    [cameras, token] = await Promise.all([
      startTestCameras({ cameras: 2, profile: 'low', onvifPort: false }),
      setupSystem(ms().api),
    ]);
    cameraId = await addRecordingCamera(ms().api, token, { url: cameras.cameras[0]!.rtspUrl, name: CAMERA });
    otherId = await addRecordingCamera(ms().api, token, {
      url: cameras.cameras[1]!.rtspUrl,
      name: OTHER_CAMERA,
    });
    await waitForRecordedSince(ms().api, token, cameraId, ARCHIVE_NEEDED_MS, 60_000);
    await bookmark('Forklift at the dock', 18_000, ['dock', 'night'], 'Pallet dropped near bay 2');
    await bookmark('Gate left open', 12_000, ['gate']);
  }, 3 * SERVER_START_TIMEOUT_MS);
  afterAll(() => cameras?.stop());

  it(
    'lists the bookmarks, searches them by text and tag, plays one on View and deletes one',
    async () => {
      const { page } = browser();
      const bookmarks = new BookmarksPage(page);
      await logInThroughUi(page, ms().url('/bookmarks'), ADMIN, ADMIN_PASSWORD);
      await bookmarks.heading.waitFor();
      // Newest first, each with the recorded frame at its start.
      await bookmarks.waitNames(['Gate left open', 'Forklift at the dock']);
      await bookmarks
        .row('Forklift at the dock')
        .locator('[data-testid="bookmark-thumbnail"][data-loaded="true"] img')
        .waitFor();
      expect(await bookmarks.row('Forklift at the dock').textContent()).toContain(CAMERA);

      // Text (in the description too), then a tag.
      await bookmarks.search.fill('pallet');
      await bookmarks.waitNames(['Forklift at the dock']);
      await bookmarks.search.fill('no such thing');
      await bookmarks.empty.waitFor();
      expect(await bookmarks.empty.textContent()).toBe('No bookmark matches the search.');
      await bookmarks.search.fill('');
      await bookmarks.waitNames(['Gate left open', 'Forklift at the dock']);
      await bookmarks.chooseTag('gate');
      await bookmarks.waitNames(['Gate left open']);
      await page.getByTestId('bookmarks-clear').click();
      await bookmarks.waitNames(['Gate left open', 'Forklift at the dock']);

      // Play opens View at the bookmark's camera and plays the archive there.
      const forklift = made.find((b) => b.name === 'Forklift at the dock')!;
      await bookmarks
        .row('Forklift at the dock')
        .getByRole('button', { name: 'Play Forklift at the dock' })
        .click();
      await page.waitForURL(`**/view/${cameraId}`);
      const view = new ViewPage(page);
      await page.locator(`[data-testid="camera-workspace"][data-camera-id="${cameraId}"]`).waitFor();
      await view.waitSource('archive');
      await view.waitVideoProgress(1);
      expect(forklift.id).toBeTruthy();

      // Back on the page: delete the other one; the server has it no more.
      await page.goBack();
      await bookmarks.waitNames(['Gate left open', 'Forklift at the dock']);
      await bookmarks.row('Gate left open').getByRole('button', { name: 'Delete Gate left open' }).click();
      await bookmarks.removeDialog.getByRole('button', { name: 'Delete', exact: true }).click();
      await bookmarks.removeDialog.waitFor({ state: 'hidden' });
      await bookmarks.waitNames(['Forklift at the dock']);
      const left = await ms().api.json<Bookmark[]>('GET', '/rest/v1/devices/*/bookmarks', undefined, token);
      expect(left.map((b) => b.name)).toEqual(['Forklift at the dock']);
    },
    JOURNEY_TIMEOUT_MS,
  );

  it(
    '/embed/{systemId} shows the video alone, without header and footer',
    async () => {
      const { page } = browser();
      await logInThroughUi(page, ms().url('/embed/this-system'), ADMIN, ADMIN_PASSWORD);
      const view = new ViewPage(page);
      await page.getByTestId('view-page').waitFor();
      await view.waitSource('live');
      await view.waitVideoProgress(1);
      expect(await page.getByRole('banner').count()).toBe(0);
      expect(await page.getByTestId('footer').count()).toBe(0);
      // Opening the camera keeps the page embedded.
      await view.camera(CAMERA).click();
      await page.waitForURL(`**/embed/this-system/${cameraId}`);
      expect(await page.getByRole('banner').count()).toBe(0);
    },
    JOURNEY_TIMEOUT_MS,
  );

  it(
    'is accessible in both schemes, wide and narrow, with its search and its delete confirmation',
    async () => {
      const { page } = browser();
      const bookmarks = new BookmarksPage(page);
      await page.setViewportSize({ width: 1440, height: 900 });
      await logInThroughUi(page, ms().url('/bookmarks'), ADMIN, ADMIN_PASSWORD);
      await bookmarks.rows.first().waitFor();
      await page.waitForLoadState('networkidle');
      await expectNoViolations(page, 'Bookmarks page');
      await bookmarks.rows
        .first()
        .getByRole('button', { name: /^Delete / })
        .click();
      await expectDialogPasses(page, bookmarks.removeDialog, 'delete-bookmark dialog');
      await bookmarks.rows
        .first()
        .getByRole('button', { name: /^Edit / })
        .click();
      await expectDialogPasses(
        page,
        page.getByRole('dialog', { name: 'Edit bookmark' }),
        'edit-bookmark dialog',
      );
      await bookmarks.search.fill('nothing like this');
      await bookmarks.empty.waitFor();
      await expectNoViolations(page, 'Bookmarks page, no match');
    },
    JOURNEY_TIMEOUT_MS,
  );

  it(
    'exports the same range of two cameras, one file each, with the time and camera name drawn on',
    async () => {
      const { page } = browser();
      const view = new ViewPage(page);
      // The archive a few seconds back: the export's range is the minute up to there.
      await logInThroughUi(
        page,
        ms().url(`/view/${cameraId}?time=${Date.now() - 6000}`),
        ADMIN,
        ADMIN_PASSWORD,
      );
      await page.waitForURL(`**/view/${cameraId}`);
      await view.waitSource('archive');
      await view.exportButton.click();
      await view.exportDialog.waitFor();
      await view.exportDialog.getByTestId('export-cameras').click();
      await page.getByRole('option', { name: OTHER_CAMERA, exact: true }).click();
      await page.keyboard.press('Escape');
      await view.exportDialog.getByRole('checkbox', { name: 'Date and time (UTC)' }).check();
      await view.exportDialog.getByRole('checkbox', { name: 'Camera name' }).check();
      await view.exportDialog.getByText('Download the recorded video of the chosen cameras').waitFor();
      const asked: string[] = [];
      page.on('request', (r) => {
        if (r.url().includes('/media/')) asked.push(r.url());
      });
      await view.exportDialog.getByRole('button', { name: 'Download', exact: true }).click();
      for (const name of [CAMERA, OTHER_CAMERA])
        await view.exportDialog
          .getByRole('progressbar', { name: `Export progress of ${name}` })
          .and(page.locator('[aria-valuenow="100"]'))
          .waitFor({ timeout: 60_000 });
      // Each file is saved when it is in (Chromium lets the first through without asking); its link saves it again.
      const downloads: Download[] = [];
      for (const name of [CAMERA, OTHER_CAMERA]) {
        const [download] = await Promise.all([
          page.waitForEvent('download'),
          view.exportDialog.getByRole('link', { name: `Save again (${name})` }).click(),
        ]);
        downloads.push(download);
      }
      expect(downloads.map((d) => d.suggestedFilename().split(' 20')[0])).toEqual([CAMERA, OTHER_CAMERA]);
      for (const download of downloads) {
        const { stdout } = await run('ffprobe', [
          ...[
            '-v',
            'error',
            '-select_streams',
            'v:0',
            '-show_entries',
            'stream=codec_name',
            '-of',
            'csv=p=0',
          ],
          await download.path(),
        ]);
        expect(stdout.trim()).toBe('h264');
      }
      // One request per camera, each asking for the overlay (the server's transcode is tested in the API tests).
      expect(asked.map((url) => new URL(url).pathname.split('/').pop()).sort()).toEqual(
        [`${cameraId}.mkv`, `${otherId}.mkv`].sort(),
      );
      for (const url of asked) expect(new URL(url).searchParams.get('overlay')).toBe('cameraName,timestamp');
    },
    JOURNEY_TIMEOUT_MS,
  );
});
