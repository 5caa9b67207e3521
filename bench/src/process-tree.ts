/**
 * Resident memory of a process and all its descendants, read from /proc (Linux): RSS, and PSS (each shared
 * page divided among the processes that map it; many ffmpeg children share their libraries).
 */
import { readdirSync, readFileSync } from 'node:fs';

export interface ProcessMemory {
  pid: number;
  /** The command line, shortened. */
  command: string;
  rssMB: number;
  /** Proportional set size; undefined where /proc does not tell it. */
  pssMB?: number;
}

/** pid → parent pid of every process now running. */
function parents(): Map<number, number> {
  const map = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // "pid (comm) state ppid …": comm may hold spaces and parentheses, so read after the last ")".
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      map.set(Number(entry), ppid);
    } catch {
      // the process ended while we looked
    }
  }
  return map;
}

/** The command line of a process (arguments joined by spaces), or undefined once it has ended. */
export function commandOf(pid: number): string | undefined {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ').trim();
  } catch {
    return undefined;
  }
}

function pssKBOf(pid: number): number | undefined {
  try {
    const rollup = readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8');
    const kb = /^Pss:\s+(\d+) kB/m.exec(rollup)?.[1];
    return kb === undefined ? undefined : Number(kb);
  } catch {
    return undefined;
  }
}

function memoryOf(pid: number): ProcessMemory | undefined {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const rssKB = Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? 0);
    const command = commandOf(pid);
    if (command === undefined) return undefined;
    const pssKB = pssKBOf(pid);
    return {
      pid,
      command: command.slice(0, 100),
      rssMB: rssKB / 1024,
      ...(pssKB === undefined ? {} : { pssMB: pssKB / 1024 }),
    };
  } catch {
    return undefined;
  }
}

/** `root` and the pids of every descendant now running. */
export function processTree(root: number): number[] {
  const parentOf = parents();
  const tree = [root];
  for (let i = 0; i < tree.length; i++)
    for (const [pid, ppid] of parentOf) if (ppid === tree[i]) tree.push(pid);
  return tree;
}

/** `root` and every descendant, each with its RSS. */
export function processTreeMemory(root: number): ProcessMemory[] {
  return processTree(root)
    .map(memoryOf)
    .filter((m): m is ProcessMemory => m !== undefined);
}

export const totalRssMB = (tree: ProcessMemory[]) => tree.reduce((sum, p) => sum + p.rssMB, 0);

/** Descendants of `root` (itself included) whose command line contains `needle`. */
export const descendantsRunning = (root: number, needle: string): number[] =>
  processTree(root).filter((pid) => commandOf(pid)?.includes(needle));
