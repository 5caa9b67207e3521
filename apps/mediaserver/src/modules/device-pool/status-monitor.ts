/**
 * The device pool's status monitor: checks every camera continuously (the cheap check, never ffprobe), with
 * bounded concurrency, every 10 s while a camera is online; one that is not is tried again promptly, after
 * 1 s doubling up to 4 s, so a camera that comes back is seen within seconds (issue 13: a 60 s cap left a
 * camera Offline for 48 s after it was back, and its archive with a gap to match). A camera away for longer
 * than 2 min is checked every 30 s: many dead cameras must not crowd the checks of the others (its recorder
 * still tries every 10 s). A status
 * that changes is stored, which publishes it on the change feed. It follows the devices table: a new camera,
 * or one whose URL or credentials changed, is checked at once. Checks are asynchronous and never hold up
 * requests.
 *
 * The observed status passes through `decideStatus` before it is stored: the recording engine will turn
 * Online into Recording there (spec 000 §4, media-server-api §5.5).
 */
import type { DeviceStatus } from '@argus/contract/mediaserver';
import type { LongLived } from '@argus/server-kit/lifecycle';
import type { DeviceRow, ProbeTarget } from '../devices/index.ts';
import { DueQueue } from './due-queue.ts';
import type { ObservedStatus, StatusCheck } from './status-check.ts';

export interface StatusMonitorOptions {
  /** Between checks of an online camera. */
  onlineIntervalMs: number;
  /** The first wait before checking a camera that failed its check again (it doubles from there). */
  offlineFirstIntervalMs: number;
  /** The longest wait between checks of an offline camera, while its outage is short. */
  offlineMaxIntervalMs: number;
  /** An outage this long is a long one. */
  longOutageMs: number;
  /** Between checks of a camera in a long outage. */
  longOutageIntervalMs: number;
  /** Checks running at once. */
  concurrency: number;
  /** One check's time limit. */
  timeoutMs: number;
}

export const DEFAULT_STATUS_MONITOR_OPTIONS: StatusMonitorOptions = {
  onlineIntervalMs: 10_000,
  offlineFirstIntervalMs: 1000,
  offlineMaxIntervalMs: 4000,
  longOutageMs: 120_000,
  longOutageIntervalMs: 30_000,
  concurrency: 32,
  timeoutMs: 5000,
};

/** The devices as the monitor sees them. */
export interface MonitoredDevices {
  list(): readonly DeviceRow[];
  /** Changes whenever the devices (or what their probe keys read) change. */
  revision(): string | number;
  findById(id: string): DeviceRow | undefined;
  /** Changes when the URL, the stream URLs or the credentials change; cheap (opens no secret). */
  probeKey(row: DeviceRow): string;
  probeTarget(row: DeviceRow): ProbeTarget;
  setStatus(id: string, status: DeviceStatus): boolean;
}

export interface StatusMonitorDeps {
  devices: MonitoredDevices;
  check: StatusCheck;
  /** Subscribes to changes of the devices table; returns the unsubscribe function. */
  follow(listener: () => void): () => void;
  options?: Partial<StatusMonitorOptions>;
  /** The hook of the recording engine: what to store for an observed status. */
  decideStatus?: (row: DeviceRow, observed: ObservedStatus) => DeviceStatus;
  /** Told of every finished check (stream analysis waits for a camera to be online). */
  onChecked?: (row: DeviceRow, observed: ObservedStatus) => void;
  clock?: () => number;
}

interface Entry {
  key: string;
  dueAt: number;
  failures: number;
  /** When its checks started failing (null while it answers). */
  failingSinceMs: number | null;
  inFlight: boolean;
}

export class DeviceStatusMonitor implements LongLived {
  readonly name = 'device status monitor';
  private readonly options: StatusMonitorOptions;
  private readonly entries = new Map<string, Entry>();
  /** Every entry by its due time (stale copies are skipped): finding what is due costs no scan. */
  private readonly due = new DueQueue<{ id: string; entry: Entry }>();
  private readonly running = new Set<Promise<void>>();
  private seenRevision: string | number = -1;
  private timer: NodeJS.Timeout | null = null;
  private unfollow: (() => void) | null = null;
  private abort = new AbortController();
  private active = 0;
  private checks = 0;

  constructor(private readonly d: StatusMonitorDeps) {
    this.options = { ...DEFAULT_STATUS_MONITOR_OPTIONS, ...d.options };
  }

  private now(): number {
    return (this.d.clock ?? Date.now)();
  }

  /** How many checks have finished (benchmarks read it). */
  get checksDone(): number {
    return this.checks;
  }

  start(): void {
    this.abort = new AbortController();
    this.unfollow = this.d.follow(() => this.kick());
    const tickMs = Math.max(20, Math.min(250, Math.floor(this.options.onlineIntervalMs / 4)));
    this.timer = setInterval(() => this.kick(), tickMs);
    this.timer.unref();
    this.kick();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.unfollow?.();
    this.unfollow = null;
    this.abort.abort();
    await Promise.all([...this.running]);
    this.entries.clear();
    this.due.clear();
    this.seenRevision = -1;
  }

  /** Checks a camera as soon as a slot is free (after a change of its credentials, say). */
  recheck(id: string): void {
    const entry = this.entries.get(id);
    if (entry) this.schedule(id, entry, 0);
    this.kick();
  }

  private schedule(id: string, entry: Entry, dueAt: number): void {
    entry.dueAt = dueAt;
    this.due.push(dueAt, { id, entry });
  }

  /** Follows the table (on its changes and on the timer), then starts the checks that are due. */
  private kick(): void {
    if (!this.timer) return;
    this.reconcile();
    this.startDue();
  }

  /** Starts the checks that are due, earliest first, up to the concurrency. */
  private startDue(): void {
    if (!this.timer) return;
    const now = this.now();
    while (this.active < this.options.concurrency) {
      const next = this.due.popDue(now);
      if (!next) break;
      const { id, entry } = next.item;
      // A copy from before the entry was rescheduled, checked or dropped.
      if (this.entries.get(id) !== entry || entry.inFlight || entry.dueAt !== next.at) continue;
      const run = this.run(id, entry).finally(() => this.running.delete(run));
      this.running.add(run);
    }
  }

  private reconcile(): void {
    const revision = this.d.devices.revision();
    if (revision === this.seenRevision) return;
    this.seenRevision = revision;
    const present = new Set<string>();
    for (const row of this.d.devices.list()) {
      present.add(row.id);
      const key = this.d.devices.probeKey(row);
      const entry = this.entries.get(row.id);
      if (!entry) {
        const added: Entry = { key, dueAt: 0, failures: 0, failingSinceMs: null, inFlight: false };
        this.entries.set(row.id, added);
        this.schedule(row.id, added, 0);
      } else if (entry.key !== key) {
        entry.key = key;
        entry.failures = 0;
        entry.failingSinceMs = null;
        this.schedule(row.id, entry, 0);
      }
    }
    for (const id of this.entries.keys()) if (!present.has(id)) this.entries.delete(id);
  }

  private nextWait(entry: Entry, now: number): number {
    const o = this.options;
    if (entry.failures === 0 || entry.failingSinceMs === null) return o.onlineIntervalMs;
    if (now - entry.failingSinceMs >= o.longOutageMs) return o.longOutageIntervalMs;
    return Math.min(o.offlineMaxIntervalMs, o.offlineFirstIntervalMs * 2 ** (entry.failures - 1));
  }

  private async run(id: string, entry: Entry): Promise<void> {
    const row = this.d.devices.findById(id);
    if (!row) {
      this.entries.delete(id);
      return;
    }
    entry.inFlight = true;
    this.active += 1;
    const key = entry.key;
    let observed: ObservedStatus;
    try {
      observed = await this.d.check(this.d.devices.probeTarget(row), {
        timeoutMs: this.options.timeoutMs,
        signal: this.abort.signal,
      });
    } catch {
      observed = 'Offline';
    } finally {
      entry.inFlight = false;
      this.active -= 1;
    }
    this.checks += 1;
    if (this.abort.signal.aborted) return;
    // The camera changed while it was checked: the result is about the old URL or credentials; check again.
    if (this.entries.get(id) !== entry) return this.startDue();
    if (entry.key !== key) {
      this.schedule(id, entry, 0);
      return this.startDue();
    }
    const now = this.now();
    entry.failures = observed === 'Online' ? 0 : entry.failures + 1;
    entry.failingSinceMs = observed === 'Online' ? null : (entry.failingSinceMs ?? now);
    this.schedule(id, entry, now + this.nextWait(entry, now));
    const current = this.d.devices.findById(id);
    if (current) {
      this.d.devices.setStatus(id, this.d.decideStatus?.(current, observed) ?? observed);
      this.d.onChecked?.(current, observed);
    }
    this.startDue();
  }
}
