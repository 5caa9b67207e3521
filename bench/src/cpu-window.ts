/**
 * CPU over a measurement window, read from /proc at its start, its end and every `everyS` between: of each
 * named process tree (a server and every child it runs, a test camera), of the kinds of process in one tree
 * told apart by their command lines (the server itself, its recorders, its motion detectors), and of the
 * whole machine, which tells how much other work shared the cores meanwhile.
 */
import { loadAverage } from './machine.ts';
import { CORES, cpuSecondsOf, cpuShare, machineBusy, readMachineCpu, readTreeCpu } from './process-cpu.ts';
import { commandOf, processTree } from './process-tree.ts';
import { round } from './stats.ts';

export interface CpuWindowOptions {
  /** Process trees by name, each by its root pid. */
  trees: Record<string, number>;
  seconds: number;
  /** Seconds between readings, for the spread over the window (default: one interval, the window). */
  everyS?: number;
  /** Kinds of process in one of the trees: name → test of the whole command line; the first match counts. */
  breakdown?: { tree: string; kinds: Record<string, RegExp> };
}

export interface TreeCpu {
  /** Over the whole window, as a percentage of all the machine's cores. */
  percentOfMachine: number;
  /** Each interval between readings, % of the machine. */
  perIntervalPercent: number[];
}

export interface CpuWindow {
  seconds: number;
  cores: number;
  trees: Record<string, TreeCpu>;
  /**
   * % of the machine per kind of process in the breakdown tree, of the processes that ran through the whole
   * window (a process that started or ended meanwhile counts only in the tree's total), `other` for the rest.
   */
  kinds: Record<string, { processes: number; percentOfMachine: number }>;
  /** The whole machine, % of all its cores (the trees above and anything else running). */
  machineBusyPercent: number;
  /** Load averages at the end of the window. */
  loadAverage: number[];
}

type Snapshot = Map<number, { kind: string; cpuS: number }>;

function snapshot(root: number, kinds: Record<string, RegExp>): Snapshot {
  const map: Snapshot = new Map();
  for (const pid of processTree(root)) {
    const command = commandOf(pid);
    if (command === undefined) continue;
    const kind = Object.entries(kinds).find(([, test]) => test.test(command))?.[0] ?? 'other';
    map.set(pid, { kind, cpuS: cpuSecondsOf(pid) });
  }
  return map;
}

const ofMachine = (percentOfCore: number) => round(percentOfCore / CORES);

export async function measureCpuWindow(options: CpuWindowOptions): Promise<CpuWindow> {
  const names = Object.keys(options.trees);
  const everyMs = Math.min(options.everyS ?? options.seconds, options.seconds) * 1000;
  const { breakdown } = options;
  const startedAt = performance.now();
  const machineFrom = readMachineCpu();
  const readings = [names.map((name) => readTreeCpu(options.trees[name]!))];
  const kindsFrom = breakdown && snapshot(options.trees[breakdown.tree]!, breakdown.kinds);
  const kindsAt = kindsFrom && performance.now();
  const endAt = startedAt + options.seconds * 1000;
  while (performance.now() < endAt - 5) {
    await new Promise((done) => setTimeout(done, Math.min(everyMs, endAt - performance.now())));
    readings.push(names.map((name) => readTreeCpu(options.trees[name]!)));
  }
  const kindsTo = breakdown && snapshot(options.trees[breakdown.tree]!, breakdown.kinds);
  const machineTo = readMachineCpu();
  const trees = Object.fromEntries(
    names.map((name, i) => {
      const first = readings[0]![i]!;
      const last = readings.at(-1)![i]!;
      const perInterval = readings.slice(1).map((r, k) => ofMachine(cpuShare(readings[k]![i]!, r[i]!)));
      return [name, { percentOfMachine: ofMachine(cpuShare(first, last)), perIntervalPercent: perInterval }];
    }),
  );
  const kinds: CpuWindow['kinds'] = {};
  if (kindsFrom && kindsTo && kindsAt !== undefined) {
    const elapsedS = (performance.now() - kindsAt) / 1000;
    const used = new Map<string, { processes: number; cpuS: number }>();
    for (const [pid, to] of kindsTo) {
      const from = kindsFrom.get(pid);
      if (!from || from.kind !== to.kind) continue;
      const entry = used.get(to.kind) ?? { processes: 0, cpuS: 0 };
      entry.processes += 1;
      entry.cpuS += to.cpuS - from.cpuS;
      used.set(to.kind, entry);
    }
    for (const [kind, entry] of used)
      kinds[kind] = {
        processes: entry.processes,
        percentOfMachine: ofMachine((entry.cpuS / elapsedS) * 100),
      };
  }
  return {
    seconds: round((performance.now() - startedAt) / 1000),
    cores: CORES,
    trees,
    kinds,
    machineBusyPercent: round(machineBusy(machineFrom, machineTo)),
    loadAverage: loadAverage(),
  };
}
