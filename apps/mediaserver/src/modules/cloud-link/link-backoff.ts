/**
 * The wait before the cloud link's next try (docs/cloud-link.md §1): exponential backoff with full jitter, so
 * that servers which lost the cloud together do not come back together.
 */
import { LINK_BACKOFF } from '@argus/contract/cloud';

export interface BackoffTimings {
  /** The ceiling of the first wait. */
  firstMs: number;
  /** The ceiling never grows past this. */
  maxMs: number;
  /** A link that stayed up this long starts the next series of tries from `firstMs` again. */
  resetAfterMs: number;
}

export class LinkBackoff {
  private failures = 0;

  constructor(
    private readonly timings: BackoffTimings = LINK_BACKOFF,
    private readonly random: () => number = Math.random,
  ) {}

  /** The wait before the next try: anything from 0 to the ceiling, which doubles with every failure. */
  nextDelayMs(): number {
    const ceiling = Math.min(this.timings.maxMs, this.timings.firstMs * 2 ** this.failures);
    this.failures = Math.min(this.failures + 1, 30);
    return Math.round(this.random() * ceiling);
  }

  /** A link went down after being up `upMs`: a long enough one forgets the failures before it. */
  linkEnded(upMs: number): void {
    if (upMs >= this.timings.resetAfterMs) this.failures = 0;
  }
}
