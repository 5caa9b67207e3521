/**
 * A 16-tile wall (4×4) of test cameras on the View page in Chromium (issue 19), played live for a minute:
 * - frames dropped per minute, summed over the tiles' `video.getVideoPlaybackQuality()` (dropped and total
 *   frames counted from when every tile first had a frame): target no dropped frames, reported as the
 *   percentage of decoded frames shown (target 100 %, its ratio the share shown);
 * - the media server's CPU meanwhile, as % of one core: the server process alone (`dist/main.js`,
 *   /proc/<pid>/stat) and with its supervisor and children (any ffmpeg serving the tiles' streams).
 * On Auto quality the 16 small tiles play the cameras' secondary streams (WallGrid's `tileStreamOf`). The wall is
 * set through the localStorage key the View page keeps it under (useWall.ts), before the page loads. The
 * cameras do not record: each tile's live stream is the server's live remux of the camera.
 *
 * Settings: BENCH_WALL_SECONDS (default 60, quick 20).
 */
import { startTestCameras, type TestCameras } from '../../e2e/support/testcamera.ts';
import { ownerContext, withChromium } from '../src/chromium.ts';
import type { BenchFigure } from '../src/figure.ts';
import { waitCameraStatus } from '../src/first-frame.ts';
import { evaluateInPage, initScript } from '../src/in-page.ts';
import { cpuSecondsOf, cpuShare, readTreeCpu } from '../src/process-cpu.ts';
import { commandOf, processTree } from '../src/process-tree.ts';
import { addCameras } from '../src/recorded-cameras.ts';
import { SERVER_PROCESS_KINDS } from '../src/server-processes.ts';
import { numberSetting } from '../src/settings.ts';
import { startBenchServer } from '../src/setup.ts';
import { round } from '../src/stats.ts';

const BENCH = 'wall-16';
const TILES = 16;
const SECONDS = numberSetting('BENCH_WALL_SECONDS', 60, 20);
const NO_RECORDING = { isEnabled: false, tasks: [] };
/** useWall.ts's WALL_KEY. */
const WALL_KEY = 'argus.view.wall';

interface Playback {
  /** Tiles with a frame to show. */
  playing: number;
  dropped: number;
  total: number;
}

/** In the page: the tiles' videos, summed (a tile's new video element, e.g. after a reconnect, counts anew). */
function wallPlayback(): Playback {
  const videos = [...document.querySelectorAll<HTMLVideoElement>('[data-testid="grid-tile"] video')];
  let dropped = 0;
  let total = 0;
  for (const video of videos) {
    const quality = video.getVideoPlaybackQuality();
    dropped += quality.droppedVideoFrames;
    total += quality.totalVideoFrames;
  }
  return { playing: videos.filter((v) => v.readyState >= 2 && !v.paused).length, dropped, total };
}

/** The server process itself (`dist/main.js`) under the supervisor that was started. */
function serverProcessOf(root: number): number {
  const pid = processTree(root).find((p) => SERVER_PROCESS_KINDS.server!.test(commandOf(p) ?? ''));
  if (pid === undefined) throw new Error(`no dist/main.js process under ${root}`);
  return pid;
}

/** Runs before the page's scripts: a 4×4 wall of these cameras. */
function storeWall(key: string, ids: string[]): void {
  const cells = ids.map((cameraId) => ({ cameraId, zoom: 1, rotation: 0 }));
  localStorage.setItem(key, JSON.stringify({ rows: 4, cols: 4, cells, maximised: null }));
}

export async function wall16(): Promise<BenchFigure[]> {
  let cameras: TestCameras | undefined;
  const bench = await startBenchServer({ ownWebCopy: true });
  try {
    cameras = await startTestCameras({
      cameras: TILES,
      profile: 'standard',
      encoding: 'shared',
      onvifPort: false,
    });
    const ids = await addCameras(bench.server, bench.ownerToken, cameras.cameras, NO_RECORDING);
    await waitCameraStatus(bench.server.url, bench.ownerToken, ids, ['Online']);
    const measured = await withChromium(async (browser) => {
      const context = await ownerContext(browser, bench.server.url, bench.owner);
      await initScript(context, storeWall, WALL_KEY, ids);
      const page = await context.newPage();
      await page.goto(`${bench.server.url}/view/${ids[0]}`);
      await page.locator('[data-testid="player-grid"][data-size="16"]').waitFor({ timeout: 30_000 });
      await page.waitForFunction(
        (tiles) =>
          [...document.querySelectorAll<HTMLVideoElement>('[data-testid="grid-tile"] video')].filter(
            (v) => v.readyState >= 2 && !v.paused,
          ).length >= tiles,
        TILES,
        { timeout: 90_000, polling: 250 },
      );
      const serverPid = serverProcessOf(bench.server.pid);
      const from = await evaluateInPage(page, wallPlayback);
      const cpuFrom = readTreeCpu(bench.server.pid);
      const ownFrom = { atMs: cpuFrom.atMs, cpuS: cpuSecondsOf(serverPid) };
      await page.waitForTimeout(SECONDS * 1000);
      const to = await evaluateInPage(page, wallPlayback);
      const cpuTo = readTreeCpu(bench.server.pid);
      const ownTo = { atMs: cpuTo.atMs, cpuS: cpuSecondsOf(serverPid) };
      await context.close();
      return {
        dropped: to.dropped - from.dropped,
        total: to.total - from.total,
        playingAtEnd: to.playing,
        serverCpu: cpuShare(ownFrom, ownTo),
        treeCpu: cpuShare(cpuFrom, cpuTo),
        seconds: (cpuTo.atMs - cpuFrom.atMs) / 1000,
      };
    });
    const perMinute = (n: number) => (n * 60) / measured.seconds;
    const shown = measured.total > 0 ? (measured.total - measured.dropped) / measured.total : 0;
    console.log(
      `  ${BENCH}: ${measured.seconds.toFixed(0)} s, ${measured.total} frames decoded, ${measured.dropped} dropped ` +
        `(${perMinute(measured.dropped).toFixed(1)}/min), ${measured.playingAtEnd}/${TILES} tiles playing at the end; ` +
        `server CPU ${measured.serverCpu.toFixed(1)} % of a core (${measured.treeCpu.toFixed(1)} % with its children)`,
    );
    const details = {
      seconds: round(measured.seconds, 1),
      droppedFrames: measured.dropped,
      totalFrames: measured.total,
      framesPerMinute: round(perMinute(measured.total), 0),
      playingAtEnd: measured.playingAtEnd,
    };
    return [
      {
        bench: BENCH,
        id: `${BENCH}.dropped-per-minute`,
        metric: `${TILES} live tiles (secondary streams): frames dropped per minute, all tiles`,
        value: round(perMinute(measured.dropped), 1),
        unit: 'frames/min',
        details,
      },
      {
        bench: BENCH,
        id: `${BENCH}.frames-shown`,
        metric: `${TILES} live tiles: decoded frames shown, % (no dropped frames = 100)`,
        value: round(shown * 100, 2),
        unit: '%',
        target: { of: 'value', bound: 'min', limit: 100 },
        details,
      },
      {
        bench: BENCH,
        id: `${BENCH}.server-cpu`,
        metric: `${TILES} live tiles: media server process CPU (% of one core)`,
        value: round(measured.serverCpu, 1),
        unit: '%',
        details: { withChildrenPercent: round(measured.treeCpu, 1) },
      },
    ];
  } finally {
    await cameras?.stop();
    await bench.stop();
  }
}
