/**
 * The server's own activity counters for the health metrics: events counted where they happen (an API call,
 * a rule that fired, a thumbnail made, a chunk written) in one-second buckets over the last minute, so a
 * reply gives the rate of the last second and of the last minute without a timer. Camera disconnects are
 * kept with their times for a day (the `offlineEvents` of a camera, since this process started).
 */

/** Events per one-second bucket over the last `RATE_WINDOW_S` seconds. */
export const RATE_WINDOW_S = 60;
const DAY_MS = 24 * 3_600_000;

export class RollingCounter {
  private readonly buckets = new Float64Array(RATE_WINDOW_S);
  /** The second the newest bucket counts. */
  private second = 0;

  constructor(private readonly clock: () => number) {}

  hit(amount = 1): void {
    const buckets = this.advance();
    const i = this.second % RATE_WINDOW_S;
    buckets[i] = buckets[i]! + amount;
  }

  /** Per second over the last completed second. */
  lastSecond(): number {
    this.advance();
    return this.buckets[(this.second - 1 + RATE_WINDOW_S) % RATE_WINDOW_S]!;
  }

  /** Per second over the last minute (the completed seconds). */
  lastMinute(): number {
    const buckets = this.advance();
    let sum = 0;
    for (let i = 0; i < RATE_WINDOW_S; i += 1) if (i !== this.second % RATE_WINDOW_S) sum += buckets[i]!;
    return sum / (RATE_WINDOW_S - 1);
  }

  /** Clears the buckets of the seconds that passed since the last hit. */
  private advance(): Float64Array {
    const now = Math.floor(this.clock() / 1000);
    const passed = Math.min(now - this.second, RATE_WINDOW_S);
    for (let i = 1; i <= passed; i += 1) this.buckets[(this.second + i) % RATE_WINDOW_S] = 0;
    if (now > this.second) this.second = now;
    return this.buckets;
  }
}

/** Rolling counters by key (a storage's bytes written, a camera stream's bytes recorded). */
export class KeyedCounters {
  private readonly counters = new Map<string, RollingCounter>();

  constructor(private readonly clock: () => number) {}

  hit(key: string, amount = 1): void {
    let counter = this.counters.get(key);
    if (!counter) {
      counter = new RollingCounter(this.clock);
      this.counters.set(key, counter);
    }
    counter.hit(amount);
  }

  of(key: string): RollingCounter | undefined {
    return this.counters.get(key);
  }
}

/** When each camera disconnected in the last day. */
export class DisconnectLog {
  private readonly times = new Map<string, number[]>();

  constructor(private readonly clock: () => number) {}

  add(cameraId: string): void {
    const list = this.times.get(cameraId) ?? [];
    list.push(this.clock());
    this.times.set(cameraId, list);
  }

  /** Disconnects of a camera in the last 24 hours. */
  lastDay(cameraId: string): number {
    const list = this.times.get(cameraId);
    if (!list) return 0;
    const since = this.clock() - DAY_MS;
    while (list.length && list[0]! < since) list.shift();
    return list.length;
  }
}

export class MetricsCounters {
  readonly apiCalls: RollingCounter;
  readonly actionsTriggered: RollingCounter;
  readonly thumbnails: RollingCounter;
  readonly transactions: RollingCounter;
  /** Bytes written into each storage's archive (chunks closed). */
  readonly storageWrites: KeyedCounters;
  /** Bytes recorded per camera stream, keyed `<cameraId>/<quality>`. */
  readonly streamBytes: KeyedCounters;
  readonly disconnects: DisconnectLog;

  constructor(clock: () => number) {
    this.apiCalls = new RollingCounter(clock);
    this.actionsTriggered = new RollingCounter(clock);
    this.thumbnails = new RollingCounter(clock);
    this.transactions = new RollingCounter(clock);
    this.storageWrites = new KeyedCounters(clock);
    this.streamBytes = new KeyedCounters(clock);
    this.disconnects = new DisconnectLog(clock);
  }
}
