/**
 * The storage monitor: looks at every storage of this server on an interval (and whenever a request asks for
 * a storage's state), keeps what it saw last, and when a storage goes offline or comes back it stores the new
 * status (which the change feed publishes) and emits `storageFailure` or `storageRecovered` on the event bus.
 * Started once by the composition root; a check never overlaps the previous one, and stopping waits for the
 * check under way.
 */
import { parseStoragePath } from '@argus/contract/mediaserver';
import type { ServerEventBus } from '../../events/event-bus.ts';
import { type StorageObservation, type StorageProber, UNUSABLE_FOLDER } from './storage-probe.ts';
import type { StoragesRepository } from './storages.repository.ts';
import type { StorageRow } from './storages.table.ts';

/** How often storages are looked at unless the root is told otherwise. */
export const STORAGE_CHECK_INTERVAL_MS = 30_000;

export interface StorageMonitorDeps {
  repo: StoragesRepository;
  prober: StorageProber;
  bus: ServerEventBus;
  thisServerId: string;
  clock: () => number;
  intervalMs?: number;
  /** Called after a status was stored (writers in the process poke the change feed). */
  onStatusChange?: () => void;
  onError?: (error: unknown) => void;
}

export class StorageMonitor {
  readonly name = 'storage monitor';
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private stopped = true;
  private readonly lastSeen = new Map<string, StorageObservation>();

  constructor(private readonly d: StorageMonitorDeps) {}

  start(): void {
    this.stopped = false;
    this.timer = setInterval(() => void this.checkAll(), this.d.intervalMs ?? STORAGE_CHECK_INTERVAL_MS);
    this.timer.unref();
    void this.checkAll();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.stopped = true;
    await this.running;
  }

  /** Looks at every storage of this server (joins a check under way). */
  checkAll(): Promise<void> {
    this.running ??= this.checkEach().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  /** What the last look at a storage found, if it was looked at. */
  lastSeenOf(id: string): StorageObservation | undefined {
    return this.lastSeen.get(id);
  }

  /** Looks at a storage now and records what changed. */
  async observe(row: StorageRow): Promise<StorageObservation> {
    const path = parseStoragePath(row.path);
    const seen = path ? await this.d.prober.probe(path) : UNUSABLE_FOLDER;
    this.record(row, seen);
    return seen;
  }

  private async checkEach(): Promise<void> {
    try {
      const rows = this.d.repo.listOfServer(this.d.thisServerId);
      await Promise.all(rows.map((row) => this.observe(row)));
    } catch (error) {
      this.d.onError?.(error);
    }
  }

  private record(probed: StorageRow, seen: StorageObservation): void {
    if (this.stopped) return;
    const row = this.d.repo.findById(probed.id);
    // Removed, or moved to another path while it was being looked at: what was seen no longer applies.
    if (!row || row.path !== probed.path) return;
    this.lastSeen.set(row.id, seen);
    const status = seen.isOnline ? 'Online' : 'Offline';
    if (row.status === status) return;
    const timestampMs = this.d.clock();
    this.d.repo.setStatus(row.id, status, timestampMs);
    this.d.onStatusChange?.();
    const what = { serverId: row.serverId, storageId: row.id, url: row.path, timestampMs };
    if (seen.isOnline) this.d.bus.emit('storageRecovered', { type: 'storageRecovered', ...what });
    else
      this.d.bus.emit('storageFailure', { type: 'storageFailureEvent', ...what, reason: 'storageIoError' });
  }
}
