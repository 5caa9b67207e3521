/**
 * Long-lived parts of the cloud (housekeeping now; later the links to media servers) have a start and a
 * stop. The composition root registers them here; the app starts them once built and stops them, in
 * reverse order, when it closes.
 */
export interface LongLived {
  readonly name: string;
  start(): void | Promise<void>;
  stop(): void | Promise<void>;
}

export class Lifecycle {
  private readonly components: LongLived[] = [];
  private started: LongLived[] = [];

  add<T extends LongLived>(component: T): T {
    this.components.push(component);
    return component;
  }

  async start(): Promise<void> {
    for (const c of this.components) {
      await c.start();
      this.started.push(c);
    }
  }

  async stop(): Promise<void> {
    const running = this.started.reverse();
    this.started = [];
    for (const c of running) await c.stop();
  }
}

/** A job run every `everyMs` while the process runs (not kept alive by it); a failed run waits for the next. */
export function periodic(
  name: string,
  everyMs: number,
  run: () => Promise<void>,
  onError: (error: unknown) => void,
): LongLived {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  return {
    name,
    start() {
      timer = setInterval(() => {
        if (running) return;
        running = run()
          .catch(onError)
          .finally(() => {
            running = null;
          });
      }, everyMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  };
}
