/**
 * A storage filling up as an event of the rules: `storageFailureEvent` with the reason `storageFull`
 * (media-server-api §5.10). A storage of this server that is used for writing is full when the storage
 * monitor last found it online but no longer taking chunks: not writable, or with no more free space than its
 * reserve (`spaceLimitB`, where placement stops choosing it). One event when it becomes full; it may fire
 * again after the storage had room again. Looked at on a timer (the storage monitor's interval).
 */
import type { LongLived } from '@argus/server-kit/lifecycle';
import type { VmsEvent } from '../event-rules/index.ts';

export interface WatchedStorage {
  id: string;
  url: string;
  isUsedForWriting: boolean;
  reservedB: number;
  /** What the storage monitor last found; undefined before its first look. */
  seen: { isOnline: boolean; isWritable: boolean; freeSpace: number } | undefined;
}

export interface StorageFullSourceDeps {
  thisServerId: string;
  storages: () => readonly WatchedStorage[];
  intervalMs: number;
  clock: () => number;
  emit: (event: VmsEvent) => void;
}

/** Is a storage online and unable to take more chunks? */
export function isStorageFull(s: WatchedStorage): boolean {
  if (!s.isUsedForWriting || !s.seen?.isOnline) return false;
  return !s.seen.isWritable || (s.seen.freeSpace >= 0 && s.seen.freeSpace <= s.reservedB);
}

export class StorageFullSource implements LongLived {
  readonly name = 'storage full events';
  private readonly full = new Set<string>();
  private timer: NodeJS.Timeout | null = null;

  constructor(private readonly d: StorageFullSourceDeps) {}

  start(): void {
    this.timer = setInterval(() => this.look(), this.d.intervalMs);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** Emits for each storage that became full since the last look. */
  look(): void {
    const present = new Set<string>();
    for (const storage of this.d.storages()) {
      present.add(storage.id);
      if (!isStorageFull(storage)) {
        this.full.delete(storage.id);
        continue;
      }
      if (this.full.has(storage.id)) continue;
      this.full.add(storage.id);
      this.d.emit({
        type: 'storageFailureEvent',
        state: 'Undefined',
        timestampMs: this.d.clock(),
        serverId: this.d.thisServerId,
        resourceId: storage.id,
        reasonCode: 'storageFull',
        caption: storage.url,
        description: 'The storage takes no more recordings',
      });
    }
    for (const id of this.full) if (!present.has(id)) this.full.delete(id);
  }
}
