/**
 * The cloud's long-lived parts run in the shared lifecycle (`@argus/server-kit/lifecycle`); what the cloud adds
 * is a periodic job whose runs are asynchronous (database housekeeping), awaited on stop.
 */
import type { LongLived } from '@argus/server-kit/lifecycle';

export { Lifecycle, type LongLived } from '@argus/server-kit/lifecycle';

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
