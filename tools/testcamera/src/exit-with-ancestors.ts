/**
 * The CLI runs under wrappers (npm → sh → tsx → node). When one of them is killed, the rest of the
 * chain is orphaned rather than signalled, so the CLI watches its ancestors and stops when any of
 * them is gone (its parent changes). Linux /proc; elsewhere this does nothing.
 */
import { readFileSync } from 'node:fs';

const MAX_ANCESTORS = 8;
const CHECK_EVERY_MS = 1000;

export function parentOf(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // "pid (command) state ppid …": the command may hold spaces and parentheses.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[1]);
  } catch {
    return undefined;
  }
}

/** This process and its ancestors below init, each with the parent it has now. */
export function ancestry(pid = process.pid): { pid: number; parent: number }[] {
  const chain: { pid: number; parent: number }[] = [];
  let current = pid;
  while (chain.length < MAX_ANCESTORS) {
    const parent = parentOf(current);
    if (parent === undefined || parent <= 1) break;
    chain.push({ pid: current, parent });
    current = parent;
  }
  return chain;
}

export function exitWithAncestors(onGone: () => void): void {
  const chain = ancestry();
  if (chain.length === 0) return;
  const timer = setInterval(() => {
    if (chain.some(({ pid, parent }) => parentOf(pid) !== parent)) {
      clearInterval(timer);
      onGone();
    }
  }, CHECK_EVERY_MS);
  timer.unref();
}
