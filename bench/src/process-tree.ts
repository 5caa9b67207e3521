/** Resident memory of a process and all its descendants, read from /proc (Linux). */
import { readdirSync, readFileSync } from 'node:fs';

export interface ProcessMemory {
  pid: number;
  /** The command line, shortened. */
  command: string;
  rssMB: number;
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

function memoryOf(pid: number): ProcessMemory | undefined {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const rssKB = Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? 0);
    const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ').trim();
    return { pid, command: command.slice(0, 100), rssMB: rssKB / 1024 };
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
