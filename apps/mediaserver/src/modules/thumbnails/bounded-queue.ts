/**
 * At most `limit` tasks run at once; the others wait their turn in order. More than `maxWaiting` waiting is
 * refused at once (the caller answers "busy") rather than letting a burst of requests pile up.
 */
export class QueueFull extends Error {
  constructor() {
    super('Too many thumbnails are being made; try again.');
  }
}

export class BoundedQueue {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    private readonly limit: number,
    private readonly maxWaiting: number,
  ) {}

  get active(): number {
    return this.running;
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.limit) {
      if (this.waiting.length >= this.maxWaiting) throw new QueueFull();
      await new Promise<void>((turn) => this.waiting.push(turn));
    } else {
      this.running += 1;
    }
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}
