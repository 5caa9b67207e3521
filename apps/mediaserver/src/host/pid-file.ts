/**
 * `<data dir>/mediaserver.pid` names the server process that is using a data dir, so that maintenance
 * commands (`--reset-admin-password`) can refuse to touch a database a running server holds. A file left by a
 * killed server names a process that no longer exists and counts as absent.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const PID_FILE = 'mediaserver.pid';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The pid of a live server process using `dataDir`, or null. */
export function runningServerPid(dataDir: string): number | null {
  let text: string;
  try {
    text = readFileSync(join(dataDir, PID_FILE), 'utf8');
  } catch {
    return null;
  }
  const pid = Number.parseInt(text.trim(), 10);
  return Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid) ? pid : null;
}

/** Records this process as the data dir's server; the returned function removes the record again. */
export function claimPidFile(dataDir: string): () => void {
  const file = join(dataDir, PID_FILE);
  writeFileSync(file, `${process.pid}\n`);
  return () => {
    try {
      if (readFileSync(file, 'utf8').trim() === String(process.pid)) rmSync(file);
    } catch {
      // Already gone.
    }
  };
}
