/**
 * The server's child processes (ffprobe now, recorders later), supervised: each runs with a timeout and an
 * abort signal, is killed when either fires, and is always waited for, so none outlives its caller or becomes
 * a zombie. Stopping the component kills whatever still runs, and so does the server process exiting.
 */
import type { ChildProcess } from 'node:child_process';
import type { LongLived } from '@argus/server-kit/lifecycle';
import { spawnTied } from './tied-spawn.ts';

export interface RunOptions {
  timeoutMs: number;
  signal?: AbortSignal | undefined;
  /** Called with each line of standard output; returning `'stop'` ends the process early (not a failure). */
  onLine?: (line: string) => 'stop' | undefined;
  /** Output kept beyond this is dropped (the tail of stderr is what explains a failure). */
  maxOutputBytes?: number;
}

export interface RunResult {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
  timedOut: boolean;
  /** Ended by `onLine` asking to stop. */
  stoppedEarly: boolean;
}

const DEFAULT_MAX_OUTPUT = 4 * 1024 * 1024;

export class ChildProcesses implements LongLived {
  readonly name = 'child processes';
  private readonly running = new Set<ChildProcess>();
  private stopped = false;
  private readonly killAll = () => {
    for (const child of this.running) child.kill('SIGKILL');
  };

  start(): void {
    this.stopped = false;
    process.on('exit', this.killAll);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    process.off('exit', this.killAll);
    const waits = [...this.running].map(
      (child) => new Promise<void>((done) => child.once('close', () => done())),
    );
    this.killAll();
    await Promise.all(waits);
  }

  /** How many children run now. */
  get count(): number {
    return this.running.size;
  }

  /** Runs a program (no shell) and resolves once it has exited, however it ended. */
  run(command: string, args: readonly string[], options: RunOptions): Promise<RunResult> {
    if (this.stopped) return Promise.reject(new Error('The server is stopping.'));
    if (options.signal?.aborted) return Promise.reject(new Error('Aborted.'));
    const max = options.maxOutputBytes ?? DEFAULT_MAX_OUTPUT;
    return new Promise((resolve, reject) => {
      const child = spawnTied(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
      this.running.add(child);
      let stdout = '';
      let stderr = '';
      let pending = '';
      let timedOut = false;
      let stoppedEarly = false;
      const kill = () => child.kill('SIGKILL');
      const timer = setTimeout(() => {
        timedOut = true;
        kill();
      }, options.timeoutMs);
      options.signal?.addEventListener('abort', kill, { once: true });
      child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
        if (stdout.length < max) stdout += chunk;
        if (!options.onLine || stoppedEarly) return;
        pending += chunk;
        const lines = pending.split('\n');
        pending = lines.pop() ?? '';
        for (const line of lines)
          if (options.onLine(line) === 'stop') {
            stoppedEarly = true;
            kill();
            break;
          }
      });
      child.stderr!.setEncoding('utf8').on('data', (chunk: string) => {
        stderr = (stderr + chunk).slice(-64 * 1024);
      });
      child.once('error', (error) => {
        clearTimeout(timer);
        options.signal?.removeEventListener('abort', kill);
        this.running.delete(child);
        reject(error);
      });
      child.once('close', (code, signal) => {
        clearTimeout(timer);
        options.signal?.removeEventListener('abort', kill);
        this.running.delete(child);
        resolve({ code, signal, stdout, stderr, timedOut, stoppedEarly });
      });
    });
  }
}
