/**
 * When to start a supervised child again after it ended by itself (a camera went away, the network broke):
 * the wait doubles from 1 s up to 10 s, and starts over from 1 s once a run has gone well. The owner may
 * start it at once instead (`now`), when it learns that what the child needs is back (issue 13: a camera back
 * after an outage waited up to 30 s for its recorder).
 */
export const RESTART_BACKOFF_MS = { first: 1000, max: 10_000 };

export class RestartBackoff {
  private failures = 0;
  private timer: NodeJS.Timeout | null = null;
  private again: (() => void) | null = null;

  /** Runs `again` after the next wait; returns the wait in ms. */
  schedule(again: () => void): number {
    const waitMs = Math.min(RESTART_BACKOFF_MS.max, RESTART_BACKOFF_MS.first * 2 ** this.failures);
    this.failures += 1;
    this.again = again;
    this.timer = setTimeout(() => this.now(), waitMs);
    this.timer.unref();
    return waitMs;
  }

  /** A run went well: the next wait is the first one again. */
  reset(): void {
    this.failures = 0;
  }

  /** Whether a start is scheduled. */
  get waiting(): boolean {
    return this.timer !== null;
  }

  /** Runs the scheduled start now (nothing when none is scheduled). */
  now(): void {
    const again = this.again;
    this.cancel();
    again?.();
  }

  /** Forgets a scheduled start. */
  cancel(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.again = null;
  }
}
