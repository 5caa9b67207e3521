/**
 * When to start a supervised child again after it ended by itself (a camera went away, the network broke):
 * the wait doubles from 1 s up to 30 s, and starts over from 1 s once a run has gone well.
 */
export const RESTART_BACKOFF_MS = { first: 1000, max: 30_000 };

export class RestartBackoff {
  private failures = 0;
  private timer: NodeJS.Timeout | null = null;

  /** Runs `again` after the next wait; returns the wait in ms. */
  schedule(again: () => void): number {
    const waitMs = Math.min(RESTART_BACKOFF_MS.max, RESTART_BACKOFF_MS.first * 2 ** this.failures);
    this.failures += 1;
    this.timer = setTimeout(() => {
      this.timer = null;
      again();
    }, waitMs);
    this.timer.unref();
    return waitMs;
  }

  /** A run went well: the next wait is the first one again. */
  reset(): void {
    this.failures = 0;
  }

  /** Forgets a scheduled start. */
  cancel(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }
}
