/**
 * The View page for guards (issue 13) against a real media server and two real test cameras. A Viewer and a
 * Live Viewer land on View after logging in at the server's address, and the Viewer's recording schedule
 * says it is read-only. In a 2×2 grid the tiles play the secondary stream (the live socket or the HLS address names `lo`), their
 * captions sit under the picture, the open camera's tile is marked, and a double-click maximises a tile;
 * alone on Auto a camera plays the primary stream (`hi`), and after a server restart it is back on it.
 */
import type { Page, WebSocket as PageSocket, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CameraRecording } from '../pages/CameraRecording.ts';
import { LoginModal } from '../pages/LoginModal.ts';
import { Shell } from '../pages/Shell.ts';
import { ViewPage } from '../pages/ViewPage.ts';
import { ADMIN, ADMIN_PASSWORD, type ApiClient, createUser, login, setupSystem } from '../support/api.ts';
import { useBrowser } from '../support/browser.ts';
import { JOURNEY_TIMEOUT_MS, SERVER_START_TIMEOUT_MS, useMediaServer } from '../support/fixtures.ts';
import { logInThroughUi } from '../support/flows.ts';
import { startTestCameras, type TestCameras } from '../support/testcamera.ts';

const VIEWER = { name: 'guard', password: 'Guard-pass-42' };
const LIVE_VIEWER = { name: 'watcher', password: 'Watch-only-42' };
/** A restarted server is found again within this (its supervisor restarts it at once). */
const RESTART_WAIT_MS = 60_000;

/** The stream an HLS playlist request names: `hi`, `lo`, or none (the server's and the player's choice). */
function streamOf(url: URL): 'hi' | 'lo' | 'none' {
  if (url.searchParams.has('lo') || url.searchParams.get('resolution') === 'low') return 'lo';
  if (url.searchParams.has('hi')) return 'hi';
  // The live socket (issue 19) names the primary stream by naming no resolution.
  if (url.pathname.endsWith('.mp4')) return 'hi';
  return 'none';
}

/** A camera's HLS playlist request: the master playlist, or (`chunked`) a media playlist. */
function playlistOf(request: Request, cameraId: string): { url: URL; master: boolean } | null {
  const url = new URL(request.url());
  if (!url.pathname.endsWith(`/hls/${cameraId}.m3u8`)) return null;
  return { url, master: !url.searchParams.has('chunked') };
}

/** A camera's live socket (fMP4 over MSE, issue 19): the upgrade of `/media/{cameraId}.mp4`. */
function liveSocketOf(socket: PageSocket, cameraId: string): URL | null {
  const url = new URL(socket.url());
  return url.pathname.endsWith(`/media/${cameraId}.mp4`) ? url : null;
}

/**
 * Waits for a player to ask for a camera's `stream`: its HLS master playlist, or its live socket (a player
 * starts live over MSE and falls back to HLS).
 */
function masterPlaylist(page: Page, cameraId: string, stream: 'hi' | 'lo', timeout = 30_000) {
  return Promise.any([
    page.waitForRequest(
      (request) => {
        const playlist = playlistOf(request, cameraId);
        return Boolean(playlist?.master && streamOf(playlist.url) === stream);
      },
      { timeout },
    ),
    page.waitForEvent('websocket', {
      predicate: (socket) => {
        const url = liveSocketOf(socket, cameraId);
        return url !== null && streamOf(url) === stream;
      },
      timeout,
    }),
  ]);
}

/** The runtime id of the server's process (a new one after a restart); null while it does not answer. */
async function runtimeIdOf(api: ApiClient): Promise<string | null> {
  try {
    return (await api.json<{ runtimeId: string }>('GET', '/rest/v1/servers/this/info')).runtimeId;
  } catch {
    return null;
  }
}

describe('View page for guards', () => {
  const ms = useMediaServer();
  const browser = useBrowser();
  let cameras: TestCameras | undefined;
  const ids: string[] = [];

  beforeAll(async () => {
    let token: string;
    [cameras, token] = await Promise.all([
      startTestCameras({ cameras: 2, profile: 'low', onvifPort: false }),
      setupSystem(ms().api),
    ]);
    for (const [i, name] of ['Front door', 'Yard'].entries()) {
      const added = await ms().api.json<{ id: string }>(
        'POST',
        '/rest/v2/devices',
        { url: cameras.cameras[i]!.rtspUrl, name },
        token,
      );
      ids.push(added.id.replace(/[{}]/g, ''));
    }
    await createUser(ms().api, token, { ...VIEWER, role: 'viewer' });
    await createUser(ms().api, token, { ...LIVE_VIEWER, role: 'liveViewer' });
  }, 2 * SERVER_START_TIMEOUT_MS);
  afterAll(() => cameras?.stop());

  it(
    'a Viewer and a Live Viewer land on View; the Viewer reads that the schedule is read-only',
    async () => {
      const { page } = browser();
      const view = new ViewPage(page);
      await logInThroughUi(page, ms().url('/'), VIEWER.name, VIEWER.password);
      await page.waitForURL((url) => url.pathname === '/view');
      await view.player.waitFor();

      const recording = new CameraRecording(page);
      await page.goto(ms().url(`/settings/cameras/${ids[0]}?tab=recording`));
      await recording.weekGrid.waitFor();
      expect(await recording.readOnlyNotice.textContent()).toMatch(/read-only/);
      expect(await page.getByText(/Drag over the grid to paint/).count()).toBe(0);

      await new Shell(page).logOut();
      await new LoginModal(page).waitOpen();
      await logInThroughUi(page, ms().url('/'), LIVE_VIEWER.name, LIVE_VIEWER.password);
      await page.waitForURL((url) => url.pathname === '/view');
      await view.liveOnly.waitFor();
    },
    JOURNEY_TIMEOUT_MS,
  );

  it(
    'plays the secondary stream in a grid with captions under the picture, maximises a tile on double-click, and the primary alone, after a restart too',
    async () => {
      const session = browser();
      const { page } = session;
      const view = new ViewPage(page);
      await logInThroughUi(page, ms().url(`/view/${ids[0]}`), ADMIN, ADMIN_PASSWORD);
      await view.waitVideoProgress(0.5);

      // 2×2: both cameras ask for their secondary stream; the open one's tile is marked.
      const gridStreams = Promise.all(ids.map((id) => masterPlaylist(page, id, 'lo')));
      await view.showGrid(4);
      await gridStreams;
      expect(await view.selectedTile.getAttribute('data-camera-id')).toBe(ids[0]);
      for (const id of ids) {
        const player = view.tile(id).getByTestId('player');
        await view
          .tile(id)
          .locator('[data-testid="player"][data-state="playing"]')
          .waitFor({ timeout: 30_000 });
        expect(await view.captionUnderPicture(player)).toBe(true);
      }

      // A double-click on the other tile opens it alone, on its primary stream (Auto).
      const primary = masterPlaylist(page, ids[1]!, 'hi');
      await view.tile(ids[1]!).dblclick();
      await page.waitForURL(`**/view/${ids[1]}`);
      await view.grid.and(page.locator('[data-size="1"]')).waitFor();
      await primary;
      await view.waitVideoProgress(0.5);
      expect(await view.captionUnderPicture(view.player)).toBe(true);

      // The server restarts: the player comes back by itself, on the primary stream still.
      session.allow(/Failed to load resource|net::ERR_/);
      const api = ms().api;
      const before = await runtimeIdOf(api);
      const token = await login(api, ADMIN, ADMIN_PASSWORD);
      // Every playlist or live socket the player asks for once the restart is under way (the old process's
      // socket stays open until it stops; attempts while the server is down fail, and those to the new
      // process are the player's way back) names the primary stream. With live over a socket, the player
      // may well be back before the test sees the new process, so what is recorded starts with the restart.
      const afterRestart: URL[] = [];
      let restarting = false;
      page.on('request', (request) => {
        const playlist = playlistOf(request, ids[1]!);
        if (playlist && restarting) afterRestart.push(playlist.url);
      });
      page.on('websocket', (socket) => {
        const url = liveSocketOf(socket, ids[1]!);
        if (url && restarting) afterRestart.push(url);
      });
      await api.json('POST', '/rest/v2/servers/this/restart', {}, token);
      restarting = true;
      const deadline = Date.now() + RESTART_WAIT_MS;
      for (let id = await runtimeIdOf(api); id === null || id === before; id = await runtimeIdOf(api)) {
        if (Date.now() > deadline) throw new Error('the server did not come back after its restart');
        await new Promise((next) => setTimeout(next, 250));
      }
      await expect.poll(() => afterRestart.length, { timeout: RESTART_WAIT_MS }).toBeGreaterThan(0);
      await view.waitVideoProgress(1, RESTART_WAIT_MS);
      expect(afterRestart.map(streamOf).filter((stream) => stream !== 'hi')).toEqual([]);
    },
    JOURNEY_TIMEOUT_MS,
  );
});
