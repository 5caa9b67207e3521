/**
 * Supervises the RTSP server: a `/usr/bin/python3` child running GStreamer's RTSP server
 * (python/testcamera_server.py). It talks JSON lines: the configuration and commands on stdin,
 * replies and events on stdout; stderr carries its log.
 *
 * The child runs in its own process group, which stop() ends as a whole. If this process dies, the
 * child exits too: its stdin closes and the kernel signals it (PR_SET_PDEATHSIG).
 */
import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import type { RtspServerConfig } from './rtsp-config.ts';

const SCRIPT = fileURLToPath(new URL('../python/testcamera_server.py', import.meta.url));
/** Debian's Python has the GObject bindings (python3-gi); a pyenv or venv python on PATH may not. */
export const PYTHON = process.env.TESTCAMERA_PYTHON ?? '/usr/bin/python3';
const STOP_GRACE_MS = 5000;
const LOG_TAIL_LINES = 30;

interface Pending {
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
}

type Event =
  | { event: 'ready' }
  | { event: 'fatal'; error: string }
  | { event: 'reply'; id: number; ok: boolean; result?: unknown; error?: string };

export class RtspProcess {
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();
  private readonly logTail: string[] = [];
  private readonly exited: Promise<void>;
  private exitHook = () => this.killGroup('SIGKILL');
  private running = true;

  private constructor(
    private readonly child: ChildProcessWithoutNullStreams,
    log: ((line: string) => void) | undefined,
  ) {
    process.on('exit', this.exitHook);
    this.exited = new Promise((resolve) => {
      child.once('exit', () => {
        this.running = false;
        process.off('exit', this.exitHook);
        for (const { reject } of this.pending.values()) reject(new Error('the RTSP server exited'));
        this.pending.clear();
        resolve();
      });
    });
    createInterface({ input: child.stderr }).on('line', (line) => {
      this.logTail.push(line);
      if (this.logTail.length > LOG_TAIL_LINES) this.logTail.shift();
      log?.(line);
    });
  }

  get pid(): number {
    return this.child.pid!;
  }

  /** Starts the server and resolves once every camera that starts online is listening. */
  static start(config: RtspServerConfig, log?: (line: string) => void): Promise<RtspProcess> {
    const child = spawn(PYTHON, ['-B', SCRIPT], {
      stdio: ['pipe', 'pipe', 'pipe'],
      detached: true,
      env: { ...process.env, PYTHONUNBUFFERED: '1', PYTHONDONTWRITEBYTECODE: '1' },
    });
    const server = new RtspProcess(child, log);
    return new Promise((resolve, reject) => {
      const fail = (message: string) => {
        server.killGroup('SIGKILL');
        reject(new Error(message));
      };
      child.once('error', (error) => fail(`cannot run ${PYTHON}: ${error.message}`));
      child.once('exit', (code, signal) =>
        fail(`the RTSP server exited (${signal ?? code}) before it was ready${server.tail()}`),
      );
      createInterface({ input: child.stdout }).on('line', (line) => {
        const event = server.parse(line);
        if (!event) return;
        if (event.event === 'ready') resolve(server);
        else if (event.event === 'fatal') fail(`the RTSP server could not start: ${event.error}`);
        else server.settle(event);
      });
      child.stdin.on('error', () => {}); // a dead child is reported through 'exit'
      child.stdin.write(`${JSON.stringify(config)}\n`);
    });
  }

  /** Sends a command and resolves with its result once the server has carried it out. */
  command(command: Record<string, unknown>): Promise<unknown> {
    if (!this.running) return Promise.reject(new Error('the RTSP server is not running'));
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.child.stdin.write(`${JSON.stringify({ ...command, id })}\n`);
    });
  }

  /** Asks the server to stop, then ends its whole process group if it has not exited in time. */
  async stop(): Promise<void> {
    if (this.running) {
      this.child.stdin.end(`${JSON.stringify({ cmd: 'stop', id: 0 })}\n`);
      const timer = setTimeout(() => this.killGroup('SIGKILL'), STOP_GRACE_MS);
      await this.exited;
      clearTimeout(timer);
    }
  }

  private killGroup(signal: NodeJS.Signals): void {
    if (!this.running) return;
    try {
      process.kill(-this.pid, signal);
    } catch {
      // the group is already gone
    }
  }

  private parse(line: string): Event | undefined {
    try {
      return JSON.parse(line) as Event;
    } catch {
      this.logTail.push(line);
      return undefined;
    }
  }

  private settle(event: Event): void {
    if (event.event !== 'reply') return;
    const pending = this.pending.get(event.id);
    if (!pending) return;
    this.pending.delete(event.id);
    if (event.ok) pending.resolve(event.result);
    else pending.reject(new Error(event.error ?? 'command failed'));
  }

  private tail(): string {
    return this.logTail.length ? `:\n${this.logTail.join('\n')}` : '';
  }
}
