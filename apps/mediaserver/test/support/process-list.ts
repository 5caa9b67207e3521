/**
 * What `ps` shows any local user: the command lines of this process's descendants, read from `/proc`. A
 * sampler keeps every command line it saw, so short-lived children (ffprobe) are caught too.
 */
import { readdirSync, readFileSync } from 'node:fs';

interface ProcessEntry {
  pid: number;
  ppid: number;
  cmdline: string;
}

function processes(): ProcessEntry[] {
  return readdirSync('/proc').flatMap((name) => {
    if (!/^\d+$/.test(name)) return [];
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      const cmdline = readFileSync(`/proc/${name}/cmdline`, 'utf8').split('\0').join(' ').trim();
      return [{ pid: Number(name), ppid, cmdline }];
    } catch {
      return []; // It ended while being read.
    }
  });
}

/** Command lines of the descendants of `root`, leaving out the subtrees whose command line matches `skip`. */
export function descendantCommandLines(root: number, skip: RegExp): string[] {
  const all = processes();
  const out: string[] = [];
  const walk = (pid: number) => {
    for (const child of all.filter((p) => p.ppid === pid)) {
      if (skip.test(child.cmdline)) continue;
      out.push(child.cmdline);
      walk(child.pid);
    }
  };
  walk(root);
  return out;
}

/** Samples the descendants' command lines until stopped; `seen` holds every distinct one. */
export function sampleCommandLines(skip: RegExp, everyMs = 20) {
  const seen = new Set<string>();
  const timer = setInterval(() => {
    for (const line of descendantCommandLines(process.pid, skip)) seen.add(line);
  }, everyMs);
  return {
    seen,
    stop: () => clearInterval(timer),
  };
}
