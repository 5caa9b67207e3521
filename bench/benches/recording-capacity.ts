/**
 * Recording capacity on this machine: the CPU (% of the whole machine, all cores) and memory (RSS of the
 * supervisor, the server and every ffmpeg it runs) of a media server recording 1, 8, 32 and 128 test cameras
 * always, both streams (1280×720 at about 2 Mbps and 320×180), stream copy into chunks. Target: 128 cameras
 * under 50 % of the machine. RSS counts the libraries every ffmpeg maps once per process (about 50 MB of an
 * ffmpeg's RSS), so PSS, which splits shared pages among the processes, is given too: it is what the
 * cameras really add.
 *
 * One server and one set of test cameras (as many as the top level) (shared encoding: each stream encoded once for all) serve every
 * level: an idle window first (no camera), then cameras are added up to each level; once every stream of
 * the level has closed a chunk, a steady-state window measures CPU from /proc (with readings every few
 * seconds for the spread) and memory at its end. Per camera is the cost above the idle server, divided by the
 * cameras. The test cameras' own CPU is measured apart and not counted against the server; the whole
 * machine's busy share is kept too, to show how much other work shared the cores.
 *
 * Settings: BENCH_RECORDING_CAMERAS (levels, default 1,8,32,128), BENCH_RECORDING_WINDOW_S (30; quick 10),
 * BENCH_RECORDING_CHUNK_S (chunk length, 10; quick 5); BENCH_QUICK=1 for the quick values.
 */
import { type CpuWindow, measureCpuWindow } from '../src/cpu-window.ts';
import type { BenchFigure } from '../src/figure.ts';
import { pause } from '../src/http.ts';
import { addCameras, everyDay, everyStreamRecording, withRecordingRig } from '../src/recorded-cameras.ts';
import { SERVER_PROCESS_KINDS, type TreeMemory, treeMemory } from '../src/server-processes.ts';
import { listSetting, numberSetting } from '../src/settings.ts';
import { round } from '../src/stats.ts';

const BENCH = 'recording-capacity';
export const TARGET_CAMERAS = 128;
export const CPU_TARGET_PERCENT = 50;
const LEVELS = listSetting('BENCH_RECORDING_CAMERAS', [1, 8, 32, TARGET_CAMERAS]);
const WINDOW_S = numberSetting('BENCH_RECORDING_WINDOW_S', 30, 10);
const CHUNK_S = numberSetting('BENCH_RECORDING_CHUNK_S', 10, 5);
/** Readings within a window, for its spread. */
const READ_EVERY_S = 5;
/** After the last stream of a level closed its first chunk. */
const SETTLE_S = 3;

interface Level {
  cameras: number;
  cpu: CpuWindow;
  memory: TreeMemory;
  /** Measured bitrate of the primary streams' chunks closed during the window, Mbps per camera. */
  primaryMbps: number;
  /** Streams that closed a chunk during the window, of all the level's streams. */
  streamsWriting: string;
}

const serverCpu = (w: CpuWindow) => w.trees.server!.percentOfMachine;

async function measure(
  label: string,
  server: number,
  cameras: number,
): Promise<{ cpu: CpuWindow; memory: TreeMemory }> {
  const cpu = await measureCpuWindow({
    trees: { server, cameras },
    seconds: WINDOW_S,
    everyS: READ_EVERY_S,
    breakdown: { tree: 'server', kinds: SERVER_PROCESS_KINDS },
  });
  const memory = treeMemory(server);
  console.log(
    `  ${BENCH}: ${label}: server ${serverCpu(cpu)} % of the machine (${cpu.trees.server!.perIntervalPercent.join(', ')}), ` +
      `${memory.rssMB} MB RSS in ${memory.processes} processes; test cameras ${cpu.trees.cameras!.percentOfMachine} %; ` +
      `machine busy ${cpu.machineBusyPercent} %, load ${cpu.loadAverage.join(' ')}`,
  );
  return { cpu, memory };
}

export async function recordingCapacity(): Promise<BenchFigure[]> {
  const rig = { cameras: Math.max(...LEVELS), chunkSeconds: CHUNK_S };
  return withRecordingRig(rig, async ({ cameras, camerasPid, bench, archive }) => {
    const server = bench.server.pid;
    const idle = await measure('idle, no camera', server, camerasPid);
    const levels: Level[] = [];
    const ids: string[] = [];
    for (const count of [...LEVELS].sort((a, b) => a - b)) {
      const added = cameras.cameras.slice(ids.length, count);
      ids.push(...(await addCameras(bench.server, bench.ownerToken, added, everyDay('always'))));
      // A level the test cameras cannot serve on this machine ends the run with the levels measured so far.
      const recording = await everyStreamRecording(archive, ids).then(
        () => true,
        (error: Error) => {
          console.log(`  ${BENCH}: ${count} cameras not measured: ${error.message}`);
          return false;
        },
      );
      if (!recording) break;
      await pause(SETTLE_S * 1000);
      const windowStartMs = Date.now();
      const { cpu, memory } = await measure(`${count} cameras`, server, camerasPid);
      const writing = archive.closedChunks(ids, windowStartMs).size;
      levels.push({
        cameras: count,
        cpu,
        memory,
        primaryMbps: round(archive.bitrate(ids, 'hi', windowStartMs).mbps, 2),
        streamsWriting: `${writing} of ${ids.length * 2}`,
      });
    }
    if (!levels.length) throw new Error('no level of cameras recorded on every stream');
    return figures(idle, levels);
  });
}

function figures(idle: { cpu: CpuWindow; memory: TreeMemory }, levels: Level[]): BenchFigure[] {
  const perCamera = (level: Level) => ({
    cpu: round((serverCpu(level.cpu) - serverCpu(idle.cpu)) / level.cameras, 2),
    rssMB: round((level.memory.rssMB - idle.memory.rssMB) / level.cameras),
  });
  const details = (level: Level) => ({
    cameras: level.cameras,
    windowS: level.cpu.seconds,
    serverPercentOfMachine: serverCpu(level.cpu),
    idleServerPercentOfMachine: serverCpu(idle.cpu),
    perIntervalPercent: level.cpu.trees.server!.perIntervalPercent,
    cpuByKind: level.cpu.kinds,
    memory: level.memory,
    idleMemory: idle.memory,
    testCamerasPercentOfMachine: level.cpu.trees.cameras!.percentOfMachine,
    machineBusyPercent: level.cpu.machineBusyPercent,
    loadAverage: level.cpu.loadAverage,
    primaryMbpsPerCamera: level.primaryMbps,
    streamsWritingInWindow: level.streamsWriting,
    chunkS: CHUNK_S,
  });
  const top = levels.at(-1)!;
  const out: BenchFigure[] = [
    {
      bench: BENCH,
      id: `${BENCH}.cpu-${top.cameras}`,
      metric: `server CPU, ${top.cameras} cameras recording always (2 streams each, stream copy)`,
      value: serverCpu(top.cpu),
      unit: '% of machine',
      ...(top.cameras === TARGET_CAMERAS
        ? { target: { of: 'value' as const, bound: 'max' as const, limit: CPU_TARGET_PERCENT } }
        : {}),
      details: details(top),
    },
  ];
  for (const level of levels) {
    const each = perCamera(level);
    out.push(
      {
        bench: BENCH,
        id: `${BENCH}.cpu-per-camera-${level.cameras}`,
        metric: `server CPU per recorded camera above idle, at ${level.cameras}`,
        value: each.cpu,
        unit: '% of machine',
        details: details(level),
      },
      {
        bench: BENCH,
        id: `${BENCH}.rss-per-camera-${level.cameras}`,
        metric: `server RSS (with ffmpeg children) per recorded camera above idle, at ${level.cameras}`,
        value: each.rssMB,
        unit: 'MB',
        details: { totalMB: level.memory.rssMB, idleMB: idle.memory.rssMB, pssMB: level.memory.pssMB },
      },
    );
  }
  out.push({
    bench: BENCH,
    id: `${BENCH}.pss-per-camera-${top.cameras}`,
    metric: `server PSS (shared pages split) per recorded camera above idle, at ${top.cameras}`,
    value: round((top.memory.pssMB - idle.memory.pssMB) / top.cameras),
    unit: 'MB',
    details: { totalMB: top.memory.pssMB, idleMB: idle.memory.pssMB },
  });
  out.push({
    bench: BENCH,
    id: `${BENCH}.test-cameras-cpu-${top.cameras}`,
    metric: `test cameras' own CPU serving ${top.cameras} cameras (not counted above)`,
    value: top.cpu.trees.cameras!.percentOfMachine,
    unit: '% of machine',
  });
  return out;
}
