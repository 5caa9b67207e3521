/**
 * Recorders left behind by a server that died (kill -9, power loss of the worker): at start, every process
 * whose command line carries this server's recorder marker is killed before new recorders start. The marker
 * holds the server id, so another server on the same machine keeps its recorders. Reads `/proc` (Linux).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { RECORDER_MARKER_KEY } from './ffmpeg-recorder-args.ts';

/** The pids of processes whose arguments include `argus_recorder=<marker>`. */
export function recorderPids(marker: string): number[] {
  const needle = `${RECORDER_MARKER_KEY}=${marker}`;
  const pids: number[] = [];
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return pids;
  }
  for (const entry of entries) {
    if (!/^\d+$/.test(entry) || Number(entry) === process.pid) continue;
    try {
      const args = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0');
      if (args.includes(needle)) pids.push(Number(entry));
    } catch {
      // Gone meanwhile, or not ours to read.
    }
  }
  return pids;
}

/** Kills the stale recorders of this server; returns how many there were. */
export function killStaleRecorders(marker: string): number {
  const pids = recorderPids(marker);
  for (const pid of pids) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }
  return pids.length;
}
