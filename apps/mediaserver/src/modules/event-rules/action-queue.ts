/**
 * Actions run here, off the emitter's call: a bounded queue with a few actions in flight at once. An event
 * source never waits for an e-mail or an HTTP call; when the queue is full, the action is dropped and said
 * so in the log (a flood must not grow the server's memory without bound).
 */
export type Job = () => Promise<void>;

export interface ActionQueueOptions {
  /** Actions waiting at most (default 10,000). */
  capacity?: number;
  /** Actions running at once (default 8). */
  concurrency?: number;
}

export class ActionQueue {
  private readonly waiting: Job[] = [];
  private running = 0;
  private readonly capacity: number;
  private readonly concurrency: number;
  private idleWaiters: (() => void)[] = [];

  constructor(
    private readonly onError: (error: unknown) => void,
    private readonly onDropped: () => void,
    options: ActionQueueOptions = {},
  ) {
    this.capacity = options.capacity ?? 10_000;
    this.concurrency = options.concurrency ?? 8;
  }

  push(job: Job): void {
    if (this.waiting.length >= this.capacity) {
      this.onDropped();
      return;
    }
    this.waiting.push(job);
    this.next();
  }

  /** Resolves when nothing waits and nothing runs. */
  idle(): Promise<void> {
    if (this.running === 0 && this.waiting.length === 0) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  private next(): void {
    while (this.running < this.concurrency && this.waiting.length > 0) {
      const job = this.waiting.shift()!;
      this.running += 1;
      // A job runs on a later turn (the emitter's call returns first); what it throws is reported.
      Promise.resolve()
        .then(job)
        .catch(this.onError)
        .finally(() => {
          this.running -= 1;
          this.next();
          if (this.running === 0 && this.waiting.length === 0) {
            const waiters = this.idleWaiters;
            this.idleWaiters = [];
            for (const resolve of waiters) resolve();
          }
        });
    }
  }
}
