/**
 * Long-running workers kept by key (recorders, motion detectors): reconciled against what is wanted when a
 * followed change comes and once a tick; a worker no longer wanted is stopped, a new one started. The
 * children they spawn are tracked here, so that the process exiting kills what is left and stopping waits for
 * every worker, those being stopped included.
 */
import type { ChildProcess } from 'node:child_process';

export interface Worker {
  start(): void;
  stop(): Promise<void>;
}

export interface WorkerSetOptions {
  tickMs: number;
  follow: (listener: () => void) => () => void;
  /** Works out what is wanted and calls `sync` (only while the set runs). */
  reconcile: () => void;
}

export class WorkerSet<W extends Worker> {
  private readonly workers = new Map<string, W>();
  private readonly stopping = new Set<Promise<void>>();
  private readonly children = new Set<ChildProcess>();
  private timer: NodeJS.Timeout | null = null;
  private unfollow: (() => void) | null = null;
  private readonly killAll = () => {
    for (const child of this.children) child.kill('SIGKILL');
  };

  constructor(private readonly o: WorkerSetOptions) {}

  /** Between start and stop. */
  get running(): boolean {
    return this.timer !== null;
  }

  /** How many workers run (or wait to restart). */
  get size(): number {
    return this.workers.size;
  }

  values(): IterableIterator<W> {
    return this.workers.values();
  }

  get(key: string): W | undefined {
    return this.workers.get(key);
  }

  /** Handed to workers: they say when a child of theirs starts and ends. */
  readonly track = (child: ChildProcess, alive: boolean): void => {
    if (alive) this.children.add(child);
    else this.children.delete(child);
  };

  start(): void {
    process.on('exit', this.killAll);
    this.unfollow = this.o.follow(() => this.o.reconcile());
    this.timer = setInterval(() => this.o.reconcile(), this.o.tickMs);
    this.timer.unref();
    this.o.reconcile();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.unfollow?.();
    this.unfollow = null;
    const all = [...this.workers.values()];
    this.workers.clear();
    await Promise.all([...all.map((w) => w.stop()), ...this.stopping]);
    process.off('exit', this.killAll);
  }

  /** Keeps exactly the wanted keys: stops the others (stopping goes on in the background), starts the new. */
  sync(wanted: ReadonlyMap<string, () => W>): void {
    for (const [key, worker] of this.workers)
      if (!wanted.has(key)) {
        this.workers.delete(key);
        const stopped = worker.stop().finally(() => this.stopping.delete(stopped));
        this.stopping.add(stopped);
      }
    for (const [key, make] of wanted)
      if (!this.workers.has(key)) {
        const worker = make();
        this.workers.set(key, worker);
        worker.start();
      }
  }
}
