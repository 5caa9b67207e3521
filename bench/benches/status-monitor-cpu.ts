/**
 * What watching cameras costs: the CPU the media server (supervisor, server and any child it runs) uses,
 * as a share of one core, while its status monitor checks 1,000 online cameras every 10 s (its default
 * interval), measured from /proc over a window once every camera is online.
 *
 * The cameras are real: 10 simulated cameras of tools/testcamera (GStreamer's RTSP server, shared encoding)
 * and 1,000 camera records spread over them (100 per RTSP URL), so every check is a real RTSP DESCRIBE that
 * a camera answers. One record is created through the API and its streams analysed by the server; the
 * others are copies of it seeded into the database (with its analysed streams, so no ffprobe runs).
 */
import { startTestCameras, type TestCameras } from '../../e2e/support/testcamera.ts';
import type { BenchFigure } from '../src/figure.ts';
import { getJson, pause, waitFor } from '../src/http.ts';
import { cpuShare, readTreeCpu } from '../src/process-cpu.ts';
import { seedDevices } from '../src/seed-devices.ts';
import { startBenchServer } from '../src/setup.ts';
import { round } from '../src/stats.ts';

const BENCH = 'status-monitor-cpu';
export const CAMERAS = Number(process.env.BENCH_MONITORED_CAMERAS ?? 1000);
const RTSP_CAMERAS = 10;
/** The monitor's default interval between checks of an online camera (DEFAULT_STATUS_MONITOR_OPTIONS). */
const CHECK_INTERVAL_S = 10;
/** Six check rounds; BENCH_CPU_WINDOW_S overrides. */
const WINDOW_S = Number(process.env.BENCH_CPU_WINDOW_S ?? 60);
const REST = '/rest/v1/devices';

interface Device {
  id: string;
  status: string;
  parameters?: Record<string, unknown>;
}

/** Creates the template camera and waits for the server to find it online and analyse its streams. */
function seedCameras(cameras: TestCameras) {
  const urlOf = (i: number) => cameras.cameras[i % RTSP_CAMERAS]!.rtspUrl;
  return async (running: { server: { url: string }; ownerToken: string }) => {
    const base = running.server.url + REST;
    const template = await getJson<Device>(base, running.ownerToken, {
      method: 'POST',
      body: JSON.stringify({ url: urlOf(0), name: 'Camera 0' }),
    });
    await waitFor(
      'the template camera to be online with analysed streams',
      async () => {
        const device = await getJson<Device>(`${base}/${template.id}`, running.ownerToken);
        return device.status === 'Online' && device.parameters?.mediaStreams ? device : undefined;
      },
      60_000,
    );
    return (dataDir: string) => {
      seedDevices(dataDir, { templateId: template.id, count: CAMERAS - 1, urlOf: (i) => urlOf(i + 1) });
    };
  };
}

export async function statusMonitorCpu(): Promise<BenchFigure[]> {
  const cameras = await startTestCameras({
    cameras: RTSP_CAMERAS,
    profile: 'low',
    encoding: 'shared',
    onvifPort: false,
  });
  try {
    const argus = await startBenchServer({ seed: seedCameras(cameras) });
    try {
      const list = `${argus.server.url}${REST}`;
      await waitFor(
        `${CAMERAS} cameras online`,
        async () => {
          const devices = await getJson<Device[]>(list, argus.ownerToken);
          const online = devices.filter((d) => d.status === 'Online').length;
          return devices.length === CAMERAS && online === CAMERAS ? online : undefined;
        },
        120_000,
        2000,
      );
      // One full round after the last camera came online, then the window, read once per round.
      await pause(CHECK_INTERVAL_S * 1000);
      const readings = [readTreeCpu(argus.server.pid)];
      for (let s = 0; s < WINDOW_S; s += CHECK_INTERVAL_S) {
        await pause(CHECK_INTERVAL_S * 1000);
        readings.push(readTreeCpu(argus.server.pid));
      }
      const perRound = readings.slice(1).map((r, i) => round(cpuShare(readings[i]!, r)));
      const online = (await getJson<Device[]>(list, argus.ownerToken)).filter(
        (d) => d.status === 'Online',
      ).length;
      return [
        {
          bench: BENCH,
          id: `${BENCH}.cpu`,
          metric: `media server CPU, ${CAMERAS.toLocaleString('en-US')} online cameras checked every ${CHECK_INTERVAL_S} s`,
          value: round(cpuShare(readings[0]!, readings.at(-1)!)),
          unit: '% of a core',
          details: {
            windowS: WINDOW_S,
            perRoundPercent: perRound,
            onlineAtEnd: online,
            rtspCameras: RTSP_CAMERAS,
          },
        },
      ];
    } finally {
      await argus.stop();
    }
  } finally {
    await cameras.stop();
  }
}
