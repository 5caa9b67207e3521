/**
 * Bounds on the ffmpeg work media requests start (issue 14 item 7; docs/api-decisions.md "Media work"): per
 * user and for the whole server, counted by kind. A request past a bound is refused at once with 503 and
 * `Retry-After`, never queued: a player or script asks again, and a camera never sees more sessions than the
 * recorders and live remuxers open.
 */
import { Unavailable } from '@argus/contract';

/** Long streams (`/media` live and exports) and short segment remuxes (HLS of the archive). */
export type MediaWork = 'stream' | 'segment';

export interface MediaWorkLimit {
  perUser: number;
  total: number;
  /** The `Retry-After` of a refusal, in seconds. */
  retryAfterS: number;
}

/**
 * [design] A user may run 4 streams (a few exports or progressive players at once) and 16 segment remuxes
 * (a 16-camera archive grid fetches one segment per player); the server 16 and 32 (2 cores: a remux of a
 * segment takes well under a second, a stream lasts as long as its client).
 */
export const MEDIA_WORK_LIMITS: Record<MediaWork, MediaWorkLimit> = {
  stream: { perUser: 4, total: 16, retryAfterS: 10 },
  segment: { perUser: 16, total: 32, retryAfterS: 1 },
};

/** [design] When to ask again for a transcode (webm) refused for the server-wide bound of transcodes. */
export const TRANSCODE_RETRY_AFTER_S = 30;

export interface MediaBudget {
  work: MediaWork;
  userId: string;
}

export class MediaLimits {
  private readonly counts = new Map<string, number>();

  constructor(private readonly limits: Record<MediaWork, MediaWorkLimit> = MEDIA_WORK_LIMITS) {}

  private count(key: string): number {
    return this.counts.get(key) ?? 0;
  }

  private add(key: string, n: number): void {
    const next = this.count(key) + n;
    if (next > 0) this.counts.set(key, next);
    else this.counts.delete(key);
  }

  /** Takes a place for the work, or throws Unavailable (503 with `Retry-After`); returns its release. */
  take(budget: MediaBudget): () => void {
    const limit = this.limits[budget.work];
    const total = budget.work;
    const mine = `${budget.work}/${budget.userId}`;
    const options = { retryAfterS: limit.retryAfterS };
    if (this.count(mine) >= limit.perUser)
      throw new Unavailable('Too many media streams of this user run now; try again later.', options);
    if (this.count(total) >= limit.total)
      throw new Unavailable('Too many media streams run on this server now; try again later.', options);
    this.add(mine, 1);
    this.add(total, 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.add(mine, -1);
      this.add(total, -1);
    };
  }
}
