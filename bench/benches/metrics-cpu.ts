/**
 * What the health metrics cost: the CPU the media server spends, as a share of one core, while a client
 * polls what the Information and Monitoring pages poll once a second (`/rest/v2/system/metrics/values`,
 * `…/alarms` and `/api/statistics`) with 1,000 cameras, minus the same server's CPU over an equal window in
 * which nobody polls (the load collector then sleeps). The windows alternate, so other work on the machine
 * falls on both alike; the figure is the median of the rounds' differences. The cameras are copies of one camera record seeded into the database (their status
 * checks run in both windows); their archive figures are the archive index's grouped queries.
 */
import type { BenchFigure } from '../src/figure.ts';
import { getJson, pause } from '../src/http.ts';
import { cpuShare, readTreeCpu } from '../src/process-cpu.ts';
import { seedDevices } from '../src/seed-devices.ts';
import { startBenchServer } from '../src/setup.ts';
import { median, round } from '../src/stats.ts';

const BENCH = 'metrics-cpu';
const CAMERAS = Number(process.env.BENCH_METRICS_CAMERAS ?? 1000);
/** Each window; BENCH_CPU_WINDOW_S overrides. Longer than the collector's 30 s idle delay. */
const WINDOW_S = Number(process.env.BENCH_CPU_WINDOW_S ?? 40);
const ROUNDS = 3;
const POLLED = ['/rest/v2/system/metrics/values', '/rest/v2/system/metrics/alarms', '/api/statistics'];
/** At most 2 % of a core for what two open pages ask each second. */
const LIMIT_PERCENT = 2;

function seedCameras() {
  return async (running: { server: { url: string }; ownerToken: string }) => {
    const template = await getJson<{ id: string }>(
      `${running.server.url}/rest/v1/devices`,
      running.ownerToken,
      {
        method: 'POST',
        body: JSON.stringify({ url: 'rtsp://127.0.0.1:9/camera-0', name: 'Camera 0' }),
      },
    );
    return (dataDir: string) => {
      seedDevices(dataDir, {
        templateId: template.id,
        count: CAMERAS - 1,
        urlOf: (i) => `rtsp://127.0.0.1:9/camera-${i + 1}`,
      });
    };
  };
}

/** The server's CPU over one window, polling every second or not at all. */
async function windowCpu(pid: number, poll: (() => Promise<void>) | null): Promise<number> {
  const start = readTreeCpu(pid);
  const endAt = performance.now() + WINDOW_S * 1000;
  while (performance.now() < endAt) {
    const tickAt = performance.now();
    if (poll) await poll();
    await pause(Math.max(0, 1000 - (performance.now() - tickAt)));
  }
  return cpuShare(start, readTreeCpu(pid));
}

export async function metricsCpu(): Promise<BenchFigure[]> {
  const argus = await startBenchServer({ seed: seedCameras() });
  try {
    const base = argus.server.url;
    const poll = async () => {
      await Promise.all(POLLED.map((path) => getJson(`${base}${path}`, argus.ownerToken)));
    };
    const values = await getJson<{ cameras?: Record<string, unknown> }>(
      `${base}/rest/v2/system/metrics/values?_with=cameras`,
      argus.ownerToken,
    );
    const cameras = Object.keys(values.cameras ?? {}).length;
    // The collector stops 30 s after the last reader: the first idle window starts after that.
    await pause(31_000);
    const idle: number[] = [];
    const polling: number[] = [];
    for (let r = 0; r < ROUNDS; r += 1) {
      idle.push(round(await windowCpu(argus.server.pid, null)));
      polling.push(round(await windowCpu(argus.server.pid, poll)));
      // Let the collector go idle again before the next idle window.
      await pause(31_000);
    }
    const cost = Math.max(0, median(polling.map((p, i) => p - idle[i]!)));
    return [
      {
        bench: BENCH,
        id: `${BENCH}.cost`,
        metric: `media server CPU for metrics values, alarms and statistics polled every second, ${cameras.toLocaleString('en-US')} cameras`,
        value: round(cost),
        unit: '% of a core',
        target: { of: 'value', bound: 'max', limit: LIMIT_PERCENT },
        details: { windowS: WINDOW_S, idlePercent: idle, pollingPercent: polling, cameras },
      },
    ];
  } finally {
    await argus.stop();
  }
}
