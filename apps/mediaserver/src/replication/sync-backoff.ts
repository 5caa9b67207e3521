/**
 * The wait before a peer link dials again: 1, 2, 5, 10, then 30 s (the supervisor's steps), each shortened
 * by up to half at random so that servers that lost a peer together do not dial it together. A link that
 * stayed up `resetAfterMs` starts from the first step again.
 */
export const SYNC_BACKOFF_STEPS_MS = [1000, 2000, 5000, 10_000, 30_000] as const;
export const SYNC_BACKOFF_RESET_MS = 30_000;

export class SyncBackoff {
  private failures = 0;

  constructor(
    private readonly steps: readonly number[] = SYNC_BACKOFF_STEPS_MS,
    private readonly resetAfterMs = SYNC_BACKOFF_RESET_MS,
    private readonly random: () => number = Math.random,
  ) {}

  nextDelayMs(): number {
    const step = this.steps[Math.min(this.failures, this.steps.length - 1)]!;
    this.failures++;
    return Math.round(step * (0.5 + this.random() / 2));
  }

  /** A link ended after being up `upMs` (0 when it never came up). */
  linkEnded(upMs: number): void {
    if (upMs >= this.resetAfterMs) this.failures = 0;
  }
}
