/**
 * CPU time of a process and all its descendants, read from /proc (Linux): user + system time of each, plus
 * the time of the children each has waited for, so a child that ends during a measurement still counts
 * (its time moves to its parent's). `cpuShare` turns two readings into the share of one core.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { processTree } from './process-tree.ts';

/** Clock ticks per second of /proc's times (USER_HZ). */
const TICKS_PER_S = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;

/** utime + stime + cutime + cstime of one process, in seconds (0 once it has ended). */
export function cpuSecondsOf(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // After "pid (comm) ": state is field 3; utime, stime, cutime, cstime are fields 14–17.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = fields.slice(11, 15).reduce((sum, field) => sum + Number(field), 0);
    return ticks / TICKS_PER_S;
  } catch {
    return 0;
  }
}

export interface CpuReading {
  atMs: number;
  cpuS: number;
}

/** The CPU seconds `root` and its descendants have used so far. */
export function readTreeCpu(root: number): CpuReading {
  const cpuS = processTree(root).reduce((sum, pid) => sum + cpuSecondsOf(pid), 0);
  return { atMs: performance.now(), cpuS };
}

/** CPU used between two readings as a percentage of one core. */
export function cpuShare(from: CpuReading, to: CpuReading): number {
  return ((to.cpuS - from.cpuS) / ((to.atMs - from.atMs) / 1000)) * 100;
}

/** The machine's cores: "% of the machine" is the share of one core divided by them. */
export const CORES = cpus().length;

/** CPU time the whole machine has spent busy and in all, from /proc/stat, in seconds of one core. */
export interface MachineCpuReading {
  busyS: number;
  totalS: number;
}

export function readMachineCpu(): MachineCpuReading {
  const line = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0]!;
  // cpu user nice system idle iowait irq softirq steal guest guest_nice (guest time is inside user).
  const [user, nice, system, idle, iowait, irq, softirq, steal] = line
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number);
  const idleTicks = idle! + iowait!;
  const busyTicks = user! + nice! + system! + irq! + softirq! + steal!;
  return { busyS: busyTicks / TICKS_PER_S, totalS: (busyTicks + idleTicks) / TICKS_PER_S };
}

/** How busy the whole machine was between two readings, as a percentage of all its cores. */
export const machineBusy = (from: MachineCpuReading, to: MachineCpuReading): number =>
  ((to.busyS - from.busyS) / (to.totalS - from.totalS)) * 100;
