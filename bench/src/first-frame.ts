/**
 * Time to a camera's first frame on the View page, the same way wherever the page comes from (the console at
 * the media server, or the portal through the cloud's relay): a click on the camera's link in the page's list,
 * then, in the page, until the player's `video` has a frame to show (`readyState` ≥ HAVE_CURRENT_DATA).
 */
import type { Browser, Page } from 'playwright-core';
import { coldContext } from './chromium.ts';
import { getJson, waitFor } from './http.ts';
import { evaluateInPage, initScript } from './in-page.ts';
import type { BenchServer } from './setup.ts';
import { round } from './stats.ts';

/** Clicks the camera's link in the View page's list and resolves with the ms until its video has a frame. */
function openAndWaitForFrame(cameraId: string): Promise<number> {
  const link = document.querySelector<HTMLAnchorElement>(
    `[data-testid="view-camera"][data-camera-id="${cameraId}"] a`,
  );
  if (!link) throw new Error(`no link for camera ${cameraId}`);
  const started = performance.now();
  link.click();
  return new Promise((resolve, reject) => {
    const check = () => {
      const video = document.querySelector<HTMLVideoElement>(
        `[data-testid="player"][data-camera-id="${cameraId}"] video`,
      );
      if (video && video.readyState >= 2) resolve(performance.now() - started);
      else if (performance.now() - started > 60_000) reject(new Error('no frame within 60 s'));
      else requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  });
}

/** Opens the camera on `page` (a View page) and returns the ms to its first frame. */
export async function timeFirstFrame(page: Page, cameraId: string): Promise<number> {
  return round(await evaluateInPage(page, openAndWaitForFrame, cameraId));
}

/** Opens each camera in turn on `page`; the ms to each one's first frame. */
export async function timeFirstFrames(page: Page, cameraIds: readonly string[]): Promise<number[]> {
  const ms: number[] = [];
  for (const id of cameraIds) ms.push(await timeFirstFrame(page, id));
  return ms;
}

/** Waits until every camera of `ids` has one of `statuses` on the server. */
export async function waitCameraStatus(
  url: string,
  token: string,
  ids: readonly string[],
  statuses: readonly string[],
): Promise<void> {
  await waitFor(
    `${ids.length} cameras ${statuses.join(' or ')}`,
    async () => {
      const devices = await getJson<{ id: string; status: string }[]>(`${url}/rest/v1/devices`, token);
      const ready = devices.filter((d) => ids.includes(d.id) && statuses.includes(d.status));
      return ready.length === ids.length || undefined;
    },
    60_000,
  );
}

/**
 * Goes to `viewUrl` (a View page with `landingId` open: the page opens one camera, which is then not
 * measured) and waits for the camera list.
 */
export async function landOnView(page: Page, viewUrl: string, landingId: string): Promise<void> {
  await page.goto(viewUrl);
  await page
    .locator(`[data-testid="view-camera"][data-camera-id="${landingId}"]`)
    .waitFor({ timeout: 30_000 });
}

/** The console's View page at the media server, in a cold context with the owner's cookie session. */
export async function localViewPage(
  browser: Browser,
  bench: BenchServer,
  landingId: string,
  /** Runs in the page before its own scripts (e.g. takes a browser feature away). */
  before?: () => void,
): Promise<Page> {
  const url = bench.server.url;
  const context = await coldContext(browser);
  if (before) await initScript(context, before);
  const login = await context.request.post(`${url}/rest/v1/login/sessions`, {
    data: { username: bench.owner.login, password: bench.owner.password, setCookie: true },
  });
  if (!login.ok()) throw new Error(`login failed: ${login.status()}`);
  const page = await context.newPage();
  await landOnView(page, `${url}/view/${landingId}`, landingId);
  return page;
}
