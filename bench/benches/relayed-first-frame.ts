/**
 * What watching through the cloud costs (docs/cloud-link.md §6): the time from opening a recording camera on
 * the portal's View page (`/systems/<id>/view`, which reaches the media server through the relay host
 * `<id>.relay.localhost:<port>`) to its first frame, against the same on the console at the media server (as
 * live-first-frame measures it). The same cameras and the same measurement (first-frame.ts), interleaved: each
 * camera is opened in both pages one after the other, the first page alternating from camera to camera, so
 * neither path always finds the server's live window warmed by the other.
 * - Cold: each camera opened for the first time in the page.
 * - Warm: each opened again.
 * Target: relayed ≤ 1.5 × local. The cloud (on a throwaway PostgreSQL database) serves the portal at its public
 * URL, the only origin the relay admits for CORS; the media server is bound to it with `cloudBind`.
 *
 * Settings: BENCH_RELAYED_CAMERAS (recording cameras, each opened cold once per page; default 4, quick 2).
 */
import { rmSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { logInToPortal } from '../../e2e/support/cloud-portal.ts';
import { startTestCameras, type TestCameras } from '../../e2e/support/testcamera.ts';
import { snapshotWebApp } from '../../e2e/support/web-app.ts';
import { coldContext, withChromium } from '../src/chromium.ts';
import { benchDatabase, seedAccount, startBenchCloud } from '../src/cloud.ts';
import { bindAndLink, systemToken } from '../src/cloud-binding.ts';
import type { BenchFigure } from '../src/figure.ts';
import { landOnView, localViewPage, timeFirstFrame, waitCameraStatus } from '../src/first-frame.ts';
import { addCameras, everyDay } from '../src/recorded-cameras.ts';
import { numberSetting } from '../src/settings.ts';
import { startBenchServer } from '../src/setup.ts';
import { median } from '../src/stats.ts';

const BENCH = 'relayed-first-frame';
export const RELAYED_MAX_RATIO = 1.5;
const CAMERAS = numberSetting('BENCH_RELAYED_CAMERAS', 4, 2);
/** Cameras that record always; 60 s chunks. */
const RECORDING = everyDay('always');
/** What the owner's cloud token must open on the server before the portal can: the cloud user exists. */
const ACCEPTED_PATH = '/rest/v1/servers/this/info';

type Mode = 'local' | 'relayed';
type Samples = Record<Mode, number[]>;

/** Opens every camera once in both pages, alternating which page goes first; ms per page. */
async function interleavedPass(pages: Record<Mode, Page>, ids: readonly string[]): Promise<Samples> {
  const samples: Samples = { local: [], relayed: [] };
  for (const [i, id] of ids.entries()) {
    const order: Mode[] = i % 2 ? ['relayed', 'local'] : ['local', 'relayed'];
    for (const mode of order) samples[mode].push(await timeFirstFrame(pages[mode], id));
  }
  return samples;
}

function ratioFigure(kind: 'cold' | 'warm', what: string, samples: Samples): BenchFigure {
  return {
    bench: BENCH,
    id: `${BENCH}.${kind}`,
    metric: `${what}: portal through the relay vs console at the server, median of ${samples.relayed.length}`,
    value: median(samples.relayed),
    baseline: median(samples.local),
    unit: 'ms',
    target: { of: 'ratio', bound: 'max', limit: RELAYED_MAX_RATIO },
    details: { relayed: samples.relayed, local: samples.local },
  };
}

export async function relayedFirstFrame(): Promise<BenchFigure[]> {
  const database = await benchDatabase();
  const webDist = await snapshotWebApp();
  let cameras: TestCameras | undefined;
  try {
    const cloud = await startBenchCloud(database.url, { webDist });
    try {
      const account = await seedAccount(database.url, 1);
      const systemId = account.systemIds[0]!;
      const token = await systemToken(cloud.url, account, systemId);
      const bench = await startBenchServer({ ownWebCopy: true, cloudUrl: cloud.url });
      try {
        cameras = await startTestCameras({ cameras: CAMERAS + 1, profile: 'standard', onvifPort: false });
        await bindAndLink(bench, account, systemId, token, ACCEPTED_PATH);
        const ids = await addCameras(bench.server, bench.ownerToken, cameras.cameras, RECORDING);
        await waitCameraStatus(bench.server.url, bench.ownerToken, ids, ['Recording']);
        // Both pages land on a camera that is not measured (the page opens one).
        const landingId = ids.pop()!;
        const { cold, warm } = await withChromium(async (browser) => {
          const local = await localViewPage(browser, bench, landingId);
          const relayed = await (await coldContext(browser)).newPage();
          await logInToPortal(relayed, { at: (path) => cloud.url + path }, account);
          await landOnView(relayed, `${cloud.url}/systems/${systemId}/view/${landingId}`, landingId);
          const pages = { local, relayed };
          const coldMs = await interleavedPass(pages, ids);
          const warmMs = await interleavedPass(pages, ids);
          await Promise.all([local.context().close(), relayed.context().close()]);
          return { cold: coldMs, warm: warmMs };
        });
        const text = (s: Samples) => `relayed ${s.relayed.join(', ')} ms, local ${s.local.join(', ')} ms`;
        console.log(`  ${BENCH}: cold ${text(cold)}; warm ${text(warm)}`);
        return [
          ratioFigure('cold', 'open a recording camera on the View page to its first live frame (HLS)', cold),
          ratioFigure('warm', 'the same for a camera opened again', warm),
        ];
      } finally {
        await cameras?.stop();
        await bench.stop();
      }
    } finally {
      await cloud.stop();
    }
  } finally {
    await database.drop();
    rmSync(webDist, { recursive: true, force: true });
  }
}
