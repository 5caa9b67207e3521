/**
 * A hybrid logical clock (Kulkarni et al.): the physical time in ms, a logical counter for events within one
 * ms (or while the wall clock lags a clock seen from another server), and the node id, which makes every
 * stamp unique and the order total. Stamps travel and are stored as sortable strings: 12 hex digits of ms,
 * 4 of counter, then the node id, so comparing the strings (in JS or in SQLite's BINARY collation) is
 * comparing the clocks.
 *
 * A remote stamp more than `maxDriftMs` ahead of this server's wall clock is refused (`ClockDriftError`):
 * accepting it would drag every later local stamp into that server's future, and its writes would win every
 * conflict until the wall clocks caught up. The refusal heals itself: once the wall clock passes the stamp's
 * time minus the bound, the same change is accepted.
 */

export interface Hlc {
  ms: number;
  counter: number;
  node: string;
}

/** How far ahead of the local wall clock a remote stamp may be (1 min, as a server's NTP should never be). */
export const MAX_DRIFT_MS = 60_000;

const MS_DIGITS = 12;
const COUNTER_DIGITS = 4;
const MAX_COUNTER = 0xffff;
const NODE = /^[\x21-\x7e]+$/;

export class ClockDriftError extends Error {
  constructor(
    readonly remote: string,
    readonly aheadMs: number,
  ) {
    super(`A clock ${aheadMs} ms ahead of this server's (${remote}) is refused.`);
  }
}

export function encodeHlc(h: Hlc): string {
  return `${h.ms.toString(16).padStart(MS_DIGITS, '0')}-${h.counter.toString(16).padStart(COUNTER_DIGITS, '0')}-${h.node}`;
}

export function decodeHlc(text: string): Hlc {
  const match = /^([0-9a-f]{12})-([0-9a-f]{4})-(.+)$/.exec(text);
  if (!match) throw new Error(`Not a clock stamp: ${text}`);
  return { ms: Number.parseInt(match[1]!, 16), counter: Number.parseInt(match[2]!, 16), node: match[3]! };
}

/** The total order of stamps: by ms, then counter, then node id. */
export function compareHlc(a: Hlc, b: Hlc): number {
  if (a.ms !== b.ms) return a.ms < b.ms ? -1 : 1;
  if (a.counter !== b.counter) return a.counter < b.counter ? -1 : 1;
  return a.node === b.node ? 0 : a.node < b.node ? -1 : 1;
}

export class HybridClock {
  private ms = 0;
  private counter = 0;

  /**
   * `since`: the greatest stamp this node already issued or saw (after a restart, from its log), so that a wall
   * clock set back never issues a stamp below one already given.
   */
  constructor(
    readonly node: string,
    private readonly wall: () => number = Date.now,
    since?: string,
    private readonly maxDriftMs = MAX_DRIFT_MS,
  ) {
    if (!NODE.test(node)) throw new Error(`Not a node id: ${node}`);
    if (since) this.advance(decodeHlc(since));
  }

  /** A new stamp for a local event, greater than every stamp issued or received before. */
  now(): string {
    const pt = this.wall();
    if (pt > this.ms) this.set(pt, 0);
    else this.set(this.ms, this.counter + 1);
    return encodeHlc({ ms: this.ms, counter: this.counter, node: this.node });
  }

  /** Takes in a remote stamp: later local stamps are greater. Throws `ClockDriftError` if it is too far ahead. */
  receive(remote: string): void {
    this.check(remote);
    const r = decodeHlc(remote);
    const pt = this.wall();
    const ms = Math.max(pt, this.ms, r.ms);
    if (ms === this.ms && ms === r.ms) this.set(ms, Math.max(this.counter, r.counter) + 1);
    else if (ms === this.ms) this.set(ms, this.counter + 1);
    else if (ms === r.ms) this.set(ms, r.counter + 1);
    else this.set(ms, 0);
  }

  /** Checks a remote stamp without taking it in (a batch is checked whole before any of it is applied). */
  check(remote: string): void {
    const aheadMs = decodeHlc(remote).ms - this.wall();
    if (aheadMs > this.maxDriftMs) throw new ClockDriftError(remote, aheadMs);
  }

  private advance(h: Hlc): void {
    if (h.ms > this.ms || (h.ms === this.ms && h.counter > this.counter)) this.set(h.ms, h.counter);
  }

  /** A counter past its 4 digits moves to the next ms: the order stays total and the stamp stays short. */
  private set(ms: number, counter: number): void {
    if (counter > MAX_COUNTER) {
      this.ms = ms + 1;
      this.counter = 0;
    } else {
      this.ms = ms;
      this.counter = counter;
    }
  }
}
