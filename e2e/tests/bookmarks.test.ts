/**
 * The Bookmarks page (issue 19) against a real media server recording a real test camera in 2 s chunks:
 * bookmarks the test made through the API are listed with the frame at their start, the search narrows them
 * by text and by tag, play opens View at the bookmark's camera and plays the archive, and delete removes one
 * (the server agrees). /embed/{systemId} shows the View page's video without header or footer. The page is
 * axe-clean in the light and the dark scheme at 1440 and 390 px.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BookmarksPage } from '../pages/BookmarksPage.ts';
import { ViewPage } from '../pages/ViewPage.ts';
import { expectNoViolations } from '../support/a11y.ts';
import { ADMIN, ADMIN_PASSWORD, setupSystem } from '../support/api.ts';
import { useBrowser } from '../support/browser.ts';
import { JOURNEY_TIMEOUT_MS, SERVER_START_TIMEOUT_MS, useMediaServer } from '../support/fixtures.ts';
import { logInThroughUi } from '../support/flows.ts';
import { addRecordingCamera, waitForRecordedSince } from '../support/recording.ts';
import { startTestCameras, type TestCameras } from '../support/testcamera.ts';

const CAMERA = 'Dock door';
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
      startTestCameras({ cameras: 1, profile: 'low', onvifPort: false }),
      setupSystem(ms().api),
    ]);
    cameraId = await addRecordingCamera(ms().api, token, { url: cameras.cameras[0]!.rtspUrl, name: CAMERA });
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
      await bookmarks.search.fill('nothing like this');
      await bookmarks.empty.waitFor();
      await expectNoViolations(page, 'Bookmarks page, no match');
    },
    JOURNEY_TIMEOUT_MS,
  );
});
