/**
 * The ffmpeg processes that stream media to clients: each is spawned with its output piped to the caller,
 * killed when the caller lets go (the client disconnected) or the server stops, and always waited for, so
 * none is left behind. Transcodes (webm) are bounded, and so is the work of each user and of the server
 * (`media-limits.ts`): past a limit a request is refused rather than queued.
 */
import type { ChildProcess } from 'node:child_process';
import type { Readable } from 'node:stream';
import { spawnTied } from '../../media/tied-spawn.ts';
import { type MediaBudget, MediaLimits } from './media-limits.ts';

export interface MediaProcess {
  /** The process's standard output. */
  output: Readable;
  /** Kills the process (again is harmless). */
  kill(): void;
  /** Settles when the process has exited. */
  exited: Promise<void>;
}

export const DEFAULT_MAX_TRANSCODES = 2;

export class MediaProcesses {
  readonly name = 'media processes';
  private readonly running = new Set<ChildProcess>();
  private transcodes = 0;
  private stopped = false;

  constructor(
    private readonly ffmpeg = 'ffmpeg',
    private readonly maxTranscodes = DEFAULT_MAX_TRANSCODES,
    private readonly limits = new MediaLimits(),
  ) {}

  get count(): number {
    return this.running.size;
  }

  /** Whether another transcode may start now. */
  mayTranscode(): boolean {
    return this.transcodes < this.maxTranscodes;
  }

  /** Throws Unavailable when the work would be refused now (a check before slower preparations). */
  checkBudget(budget: MediaBudget): void {
    this.limits.take(budget)();
  }

  /**
   * Starts ffmpeg. With a `budget`, the work counts against the user's and the server's limits (throws
   * Unavailable past them); without, it is the server's own (live remuxers, bounded where they start).
   */
  spawn(
    args: readonly string[],
    options: { transcode?: boolean; onExit?: () => void; budget?: MediaBudget } = {},
  ): MediaProcess {
    if (this.stopped) throw new Error('The server is stopping.');
    const release = options.budget ? this.limits.take(options.budget) : () => {};
    let child: ChildProcess;
    try {
      child = spawnTied(this.ffmpeg, args, { stdio: ['ignore', 'pipe', 'ignore'] });
    } catch (error) {
      release();
      throw error;
    }
    this.running.add(child);
    if (options.transcode) this.transcodes += 1;
    const exited = new Promise<void>((done) => {
      const end = () => {
        if (!this.running.delete(child)) return;
        if (options.transcode) this.transcodes -= 1;
        release();
        options.onExit?.();
        done();
      };
      child.once('close', end);
      child.once('error', end);
    });
    return { output: child.stdout!, kill: () => child.kill('SIGKILL'), exited };
  }

  start(): void {
    this.stopped = false;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    const waits = [...this.running].map(
      (child) => new Promise<void>((done) => child.once('close', () => done())),
    );
    for (const child of this.running) child.kill('SIGKILL');
    await Promise.all(waits);
  }
}
