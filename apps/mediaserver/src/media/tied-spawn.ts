/**
 * Spawns a child that dies with the server: the program runs under util-linux `setpriv --pdeathsig KILL`,
 * which asks the kernel to kill it as soon as its parent (this process) ends, however it ends (kill -9
 * included), and then becomes the program itself (same pid, same arguments in `/proc/<pid>/cmdline`). Without
 * it, an ffmpeg whose server was killed keeps pulling a camera until its next write fails, or forever when it
 * only writes files. Where `setpriv` is missing the program is spawned directly (the exit hooks and the stale
 * process sweep at the next start still apply).
 */
import { type ChildProcess, type SpawnOptions, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';

const SETPRIV = '/usr/bin/setpriv';
let setprivAvailable: boolean | undefined;

/** The command line that runs `command` tied to this process. */
export function tiedCommand(command: string, args: readonly string[]): [string, string[]] {
  setprivAvailable ??= existsSync(SETPRIV);
  return setprivAvailable ? [SETPRIV, ['--pdeathsig', 'KILL', '--', command, ...args]] : [command, [...args]];
}

export function spawnTied(command: string, args: readonly string[], options: SpawnOptions): ChildProcess {
  const [program, programArgs] = tiedCommand(command, args);
  return spawn(program, programArgs, options);
}
