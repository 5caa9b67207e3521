/**
 * The rebuild (re-index) of a server's archive (media-server-api §4.3.7): a scan of the storages of the main
 * or backup pool that reports every chunk it finds (archive-layout.ts) to the archive index. A `full` rebuild
 * is asked for by a client and covers the pool; a `partial` one covers a storage that came back online. Each
 * pool runs one scan at a time; progress is chunks scanned over chunks counted, per storage (`progress`) and
 * over the pool (`totalProgress`). A stop takes effect at the next chunk.
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { ArchivePool, StorageScanInfo, StorageScanState } from '@argus/contract/mediaserver';
import { type ArchiveChunk, archiveChunks } from './archive-layout.ts';
import type { StorageRow } from './storages.table.ts';

/**
 * Where found chunks go: the recording engine's archive index plugs in here. A rebuild first says which
 * storages it re-reads (their chunks are reported again), then reports each chunk, then says how it ended.
 */
export interface ArchiveIndex {
  rebuildStarted?(storageIds: readonly string[]): void;
  addChunk(chunk: ArchiveChunk): void | Promise<void>;
  rebuildEnded?(storageIds: readonly string[], completed: boolean): void;
}

/** Until the recording engine brings its index, found chunks are only counted. */
export const COUNTING_ARCHIVE_INDEX: ArchiveIndex = { addChunk() {} };

export interface RebuildSummary {
  pool: ArchivePool;
  state: StorageScanState;
  chunks: number;
  completed: boolean;
}

export interface ArchiveRebuildDeps {
  storages: {
    listOfServer(serverId: string): readonly StorageRow[];
    findById(id: string): StorageRow | undefined;
  };
  thisServerId: string;
  index: ArchiveIndex;
  onFinished?: (summary: RebuildSummary) => void;
}

interface Job {
  info: StorageScanInfo;
  storageIds: ReadonlySet<string>;
  abort: AbortController;
  done: Promise<void>;
}

const idle = (): StorageScanInfo => ({
  state: 'none',
  path: '',
  progress: 0,
  totalProgress: 0,
  chunks: 0,
  cameras: 0,
});
export const poolOf = (row: { isBackup: boolean }): ArchivePool => (row.isBackup ? 'backup' : 'main');
/** Only folders of this machine can be read; shares are not mounted. */
const isScannable = (row: StorageRow) => row.path.startsWith('/');
/** Yield to other work this often during a scan. */
const YIELD_EVERY = 256;

export class ArchiveRebuild {
  readonly name = 'archive rebuild';
  private readonly jobs: Record<ArchivePool, Job | null> = { main: null, backup: null };
  private readonly last: Record<ArchivePool, StorageScanInfo> = { main: idle(), backup: idle() };

  constructor(private readonly d: ArchiveRebuildDeps) {}

  status(pool: ArchivePool): StorageScanInfo {
    return { ...(this.jobs[pool]?.info ?? this.last[pool]) };
  }

  isRebuilding(storageId: string): boolean {
    return Object.values(this.jobs).some((job) => job?.storageIds.has(storageId));
  }

  /** A full rebuild of a pool; one under way goes on, a partial one gives way. */
  startFull(pool: ArchivePool): void {
    if (this.jobs[pool]?.info.state === 'full') return;
    this.stop(pool);
    const rows = this.d.storages.listOfServer(this.d.thisServerId).filter((r) => poolOf(r) === pool);
    this.run(pool, 'full', rows.filter(isScannable));
  }

  /** A partial rebuild of one storage of this server, unless its pool is being scanned already. */
  startPartial(storageId: string): void {
    const row = this.d.storages.findById(storageId);
    if (!row || row.serverId !== this.d.thisServerId || !isScannable(row) || this.jobs[poolOf(row)]) return;
    this.run(poolOf(row), 'partial', [row]);
  }

  stop(pool: ArchivePool): void {
    const job = this.jobs[pool];
    if (!job) return;
    job.abort.abort();
    this.jobs[pool] = null;
    this.last[pool] = { ...job.info, state: 'none', path: '' };
  }

  start(): void {}

  /** Stops every scan and waits for them to end (the server is closing). */
  async stopAll(): Promise<void> {
    const running = Object.values(this.jobs).flatMap((job) => (job ? [job.done] : []));
    for (const pool of Object.keys(this.jobs) as ArchivePool[]) this.stop(pool);
    await Promise.all(running);
  }

  private run(pool: ArchivePool, state: StorageScanState, rows: readonly StorageRow[]): void {
    const job: Job = {
      info: { state, path: '', progress: 0, totalProgress: 0, chunks: 0, cameras: 0 },
      storageIds: new Set(rows.map((r) => r.id)),
      abort: new AbortController(),
      done: Promise.resolve(),
    };
    this.jobs[pool] = job;
    job.done = this.scan(pool, job, rows)
      .catch(() => undefined)
      .finally(() => {
        if (this.jobs[pool] !== job) return;
        this.jobs[pool] = null;
        this.last[pool] = { ...job.info, state: 'none', path: '' };
      });
  }

  private async scan(pool: ArchivePool, job: Job, rows: readonly StorageRow[]): Promise<void> {
    const { signal } = job.abort;
    const stopped = new Promise<void>((resolve) => signal.addEventListener('abort', () => resolve()));
    const ids = rows.map((r) => r.id);
    this.d.index.rebuildStarted?.(ids);
    const counts: number[] = [];
    for (const row of rows) {
      let n = 0;
      for await (const _ of archiveChunks(row.id, row.path, signal)) n += 1;
      counts.push(n);
    }
    const total = counts.reduce((a, b) => a + b, 0);
    const cameras = new Set<string>();
    let scanned = 0;
    for (const [i, row] of rows.entries()) {
      if (signal.aborted) break;
      const count = counts[i]!;
      let mine = 0;
      Object.assign(job.info, { path: row.path, progress: count === 0 ? 1 : 0 });
      for await (const chunk of archiveChunks(row.id, row.path, signal)) {
        await Promise.race([this.d.index.addChunk(chunk), stopped]);
        if (signal.aborted) break;
        mine += 1;
        scanned += 1;
        cameras.add(chunk.cameraId);
        Object.assign(job.info, { chunks: scanned, cameras: cameras.size });
        job.info.progress = Math.min(1, mine / count);
        job.info.totalProgress = Math.min(1, scanned / total);
        if (scanned % YIELD_EVERY === 0) await nextTurn();
      }
    }
    const completed = !signal.aborted;
    if (completed) Object.assign(job.info, { progress: 1, totalProgress: 1 });
    this.d.index.rebuildEnded?.(ids, completed);
    this.d.onFinished?.({ pool, state: job.info.state, chunks: scanned, completed });
  }
}
