/** The link's clocks (docs/cloud-link.md §1, §4); tests shorten them through `RootOverrides.linkTimings`. */
import { LINK_GRACE_MS, LINK_PING_MS, LINK_SILENCE_MS, LINK_STALE_MS } from '@argus/contract/cloud';

export interface LinkTimings {
  /** How often the cloud pings each link. */
  pingMs: number;
  /** A link whose pong has not come for this long is dropped. */
  silenceMs: number;
  /** How often the node refreshes `seen_at` of the links it holds. */
  seenRefreshMs: number;
  /** A live row not seen for this long is a dead node's: the system counts as offline. */
  staleMs: number;
  /** A system stays online this long after its link dropped. */
  graceMs: number;
}

export const DEFAULT_LINK_TIMINGS: LinkTimings = {
  pingMs: LINK_PING_MS,
  silenceMs: LINK_SILENCE_MS,
  seenRefreshMs: LINK_PING_MS,
  staleMs: LINK_STALE_MS,
  graceMs: LINK_GRACE_MS,
};
