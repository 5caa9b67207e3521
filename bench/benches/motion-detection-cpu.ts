/**
 * What the software motion detector costs (apps/mediaserver/src/modules/motion: one ffmpeg per camera that
 * decodes its secondary stream, keeps 5 frames a second and scales them to the 44×32 grid): the CPU of a
 * server recording 8 test cameras (as in recording-capacity: 1280×720 at about 2 Mbps and 320×180, shared
 * encoding) with a motion-only schedule against the same 8 cameras recording always, per camera, and the
 * difference. Both modes run both streams' recorders (on motion they write 2 s segments that a gate keeps
 * near motion), so the difference is the detectors and the gates; the detectors' own ffmpeg CPU is given
 * apart. The clip the cameras loop moves all the time, so motion is seen and segments are kept.
 *
 * The modes alternate on one server (always, motion-only, always, …: a neighbour's burst hits both alike);
 * each window starts once the server runs exactly the processes of the mode. CPU is % of the whole machine
 * (all cores), from /proc; the test cameras' CPU is not counted.
 *
 * Settings: BENCH_MOTION_CAMERAS (8), BENCH_MOTION_ROUNDS (2; quick 1), BENCH_MOTION_WINDOW_S (30; quick
 * 10), BENCH_RECORDING_CHUNK_S (10; quick 5); BENCH_QUICK=1 for the quick values.
 */
import { type CpuWindow, measureCpuWindow } from '../src/cpu-window.ts';
import type { BenchFigure } from '../src/figure.ts';
import { pause, waitFor } from '../src/http.ts';
import { commandOf, processTree } from '../src/process-tree.ts';
import {
  addCameras,
  everyDay,
  everyStreamRecording,
  type RecordingType,
  setSchedules,
  withRecordingRig,
} from '../src/recorded-cameras.ts';
import { kindOf, SERVER_PROCESS_KINDS } from '../src/server-processes.ts';
import { numberSetting } from '../src/settings.ts';
import { median, round } from '../src/stats.ts';

const BENCH = 'motion-detection-cpu';
const CAMERAS = numberSetting('BENCH_MOTION_CAMERAS', 8);
const ROUNDS = numberSetting('BENCH_MOTION_ROUNDS', 2, 1);
const WINDOW_S = numberSetting('BENCH_MOTION_WINDOW_S', 30, 10);
const CHUNK_S = numberSetting('BENCH_RECORDING_CHUNK_S', 10, 5);
/** The recorders' segment length on motion (MOTION_SEGMENT_SECONDS of the recording manager). */
const MOTION_SEGMENT_S = 2;
const READ_EVERY_S = 5;
/** After the server runs the mode's processes: the new recorders' first segments open. */
const SETTLE_S = 5;

const MODES = { always: 'always', motion: 'metadataOnly' } as const satisfies Record<string, RecordingType>;
type Mode = keyof typeof MODES;

/** Processes of the server by kind; recorders by their segment length. */
function running(root: number): { detectors: number; recorders: Map<number, number> } {
  let detectors = 0;
  const recorders = new Map<number, number>();
  for (const pid of processTree(root)) {
    const command = commandOf(pid) ?? '';
    const kind = kindOf(command);
    if (kind === 'motion detector') detectors += 1;
    if (kind !== 'recorder') continue;
    const segment = Number(/segment_time[ =](\d+)/.exec(command)?.[1]);
    recorders.set(segment, (recorders.get(segment) ?? 0) + 1);
  }
  return { detectors, recorders };
}

/** The server runs exactly what the mode needs: a recorder per stream with its segment, detectors on motion. */
function inMode(root: number, mode: Mode): boolean {
  const now = running(root);
  const segment = mode === 'motion' ? Math.min(CHUNK_S, MOTION_SEGMENT_S) : CHUNK_S;
  return (
    now.detectors === (mode === 'motion' ? CAMERAS : 0) &&
    now.recorders.size === 1 &&
    now.recorders.get(segment) === CAMERAS * 2
  );
}

interface Window {
  mode: Mode;
  cpu: CpuWindow;
  /** Chunks archived during the window (on motion: the segments the gates kept). */
  archived: number;
}

const serverCpu = (w: Window) => w.cpu.trees.server!.percentOfMachine;
const detectorCpu = (w: Window) => w.cpu.kinds['motion detector']?.percentOfMachine ?? 0;

export async function motionDetectionCpu(): Promise<BenchFigure[]> {
  return withRecordingRig({ cameras: CAMERAS, chunkSeconds: CHUNK_S }, async (rig) => {
    const { bench, archive, camerasPid } = rig;
    const server = bench.server.pid;
    const ids = await addCameras(bench.server, bench.ownerToken, rig.cameras.cameras, everyDay('always'));
    await everyStreamRecording(archive, ids);
    const windows: Window[] = [];
    for (let round = 1; round <= ROUNDS; round++)
      for (const mode of Object.keys(MODES) as Mode[]) {
        await setSchedules(bench.server, bench.ownerToken, ids, everyDay(MODES[mode]));
        await waitFor(
          `the server to record in mode ${mode}`,
          () => inMode(server, mode) || undefined,
          60_000,
        );
        await pause(SETTLE_S * 1000);
        const startMs = Date.now();
        const cpu = await measureCpuWindow({
          trees: { server, cameras: camerasPid },
          seconds: WINDOW_S,
          everyS: READ_EVERY_S,
          breakdown: { tree: 'server', kinds: SERVER_PROCESS_KINDS },
        });
        const archived = [...archive.closedChunks(ids, startMs).values()].reduce((a, b) => a + b, 0);
        const window: Window = { mode, cpu, archived };
        windows.push(window);
        console.log(
          `  ${BENCH}: round ${round} ${mode}: server ${serverCpu(window)} % of the machine ` +
            `(detectors ${detectorCpu(window)} %), ${archived} chunks archived; test cameras ` +
            `${cpu.trees.cameras!.percentOfMachine} %; machine busy ${cpu.machineBusyPercent} %, ` +
            `load ${cpu.loadAverage.join(' ')}`,
        );
      }
    return figures(windows);
  });
}

function figures(windows: Window[]): BenchFigure[] {
  const of = (mode: Mode) => windows.filter((w) => w.mode === mode);
  const perCamera = (values: number[]) => round(median(values) / CAMERAS, 2);
  const always = perCamera(of('always').map(serverCpu));
  const motion = perCamera(of('motion').map(serverCpu));
  const details = (mode: Mode) => ({
    cameras: CAMERAS,
    windowS: WINDOW_S,
    serverPercentOfMachine: of(mode).map(serverCpu),
    cpuByKind: of(mode).map((w) => w.cpu.kinds),
    chunksArchivedPerWindow: of(mode).map((w) => w.archived),
    testCamerasPercentOfMachine: of(mode).map((w) => w.cpu.trees.cameras!.percentOfMachine),
    machineBusyPercent: of(mode).map((w) => w.cpu.machineBusyPercent),
    loadAverage: of(mode).map((w) => w.cpu.loadAverage),
  });
  const n = `${CAMERAS} cameras`;
  return [
    {
      bench: BENCH,
      id: `${BENCH}.always-per-camera`,
      metric: `server CPU per camera, ${n} recording always (median of ${of('always').length})`,
      value: always,
      unit: '% of machine',
      details: details('always'),
    },
    {
      bench: BENCH,
      id: `${BENCH}.motion-per-camera`,
      metric: `server CPU per camera, ${n} recording on motion only (median of ${of('motion').length})`,
      value: motion,
      unit: '% of machine',
      details: details('motion'),
    },
    {
      bench: BENCH,
      id: `${BENCH}.difference-per-camera`,
      metric: 'motion-only minus always, per camera (detector and gate)',
      value: round(motion - always, 2),
      unit: '% of machine',
    },
    {
      bench: BENCH,
      id: `${BENCH}.detector-per-camera`,
      metric: 'motion detector ffmpeg alone, per camera (5 fps of 320×180 to 44×32)',
      value: perCamera(of('motion').map(detectorCpu)),
      unit: '% of machine',
    },
  ];
}
