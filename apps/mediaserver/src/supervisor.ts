/**
 * Restart supervision. `npm run mediaserver` starts a small supervisor process that runs the media server in
 * a forked worker (same script and arguments). A worker that exits with `RESTART_EXIT_CODE` (asked for by
 * `POST /rest/v1/servers/this/restart` or `/api/restart`) is started again; any other exit ends the
 * supervisor with the worker's code. SIGINT/SIGTERM stop both.
 */
import { type ChildProcess, fork } from 'node:child_process';

/** Set in the worker's environment. */
export const WORKER_ENV = 'ARGUS_MEDIASERVER_WORKER';
/** Exit code with which a worker asks to be started again (EX_TEMPFAIL). */
export const RESTART_EXIT_CODE = 75;

export function isWorkerProcess(env: NodeJS.ProcessEnv = process.env): boolean {
  return env[WORKER_ENV] === '1';
}

export function runSupervisor(script: string, args: string[]): void {
  let worker: ChildProcess | null = null;
  let stopping = false;

  const start = () => {
    const child = fork(script, args, { env: { ...process.env, [WORKER_ENV]: '1' }, stdio: 'inherit' });
    worker = child;
    child.once('exit', (code, signal) => {
      worker = null;
      if (!stopping && code === RESTART_EXIT_CODE) {
        start();
        return;
      }
      process.exit(stopping || signal === 'SIGINT' || signal === 'SIGTERM' ? (code ?? 0) : (code ?? 1));
    });
  };

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      stopping = true;
      if (worker) worker.kill(signal);
      else process.exit(0);
    });
  }
  start();
}
