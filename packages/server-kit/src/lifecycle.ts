/**
 * Long-lived components (schedulers, pools, pollers, child-process supervisors, connections to other
 * services) have a start and a stop. A server's composition root registers them here; the app starts them
 * once it is built and stops them, in reverse order, when it closes (`runWhileOpen`).
 *
 * This file imports nothing, so domain code may name `LongLived` (through `@argus/server-kit/lifecycle`)
 * without reaching the HTTP layer.
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

/** A job run every `everyMs` while the process runs (not kept alive by it). */
export function periodic(name: string, everyMs: number, run: () => void): LongLived {
  let timer: NodeJS.Timeout | null = null;
  return {
    name,
    start() {
      timer = setInterval(run, everyMs);
      timer.unref();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = null;
    },
  };
}
