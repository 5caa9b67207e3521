/**
 * At start, before any recorder runs: chunks the index still marks as being written were cut by a crash
 * (and so are those of a recorder whose ffmpeg died without closing its segment).
 * Each is probed with ffprobe; a readable one gets its duration from its packets and moves to its place in the
 * archive layout, like a chunk closed normally; an unreadable or missing one is dropped (file and row).
 */
import { mkdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { ChildProcesses } from '../../media/child-processes.ts';
import { FFPROBE_PATH } from '../../media/ffprobe.ts';
import { chunkPath } from '../storages/index.ts';
import type { ArchiveRepository } from './archive.repository.ts';

export interface RepairSummary {
  repaired: number;
  dropped: number;
}

/**
 * The duration of a media file in ms from its video packets (first to last timestamp, plus one frame), or
 * null when ffprobe finds none. The packets are read rather than the header: a file cut by a crash has no
 * duration in its header. Rejects when ffprobe cannot be run (the server is stopping).
 */
export async function probeDurationMs(children: ChildProcesses, file: string): Promise<number | null> {
  const result = await children.run(
    FFPROBE_PATH,
    ['-v', 'error', '-select_streams', 'v:0', '-show_entries', 'packet=pts_time', '-of', 'csv=p=0', file],
    { timeoutMs: 30_000 },
  );
  const times = result.stdout
    .split('\n')
    .map((line) => Number.parseFloat(line))
    .filter((t) => Number.isFinite(t));
  if (times.length < 2) return null;
  const first = Math.min(...times);
  const last = Math.max(...times);
  const frame = (last - first) / (times.length - 1);
  return Math.round((last - first + frame) * 1000);
}

export async function repairOpenChunks(d: {
  repo: ArchiveRepository;
  children: ChildProcesses;
  storageRoot: (storageId: string) => string | null;
  /** Only these chunks (a recorder that ended without closing them); all open chunks when left out. */
  ids?: readonly number[];
}): Promise<RepairSummary> {
  const summary: RepairSummary = { repaired: 0, dropped: 0 };
  for (const chunk of d.repo.open(d.ids)) {
    const root = d.storageRoot(chunk.storageId);
    let durationMs: number | null = null;
    try {
      durationMs = root ? await probeDurationMs(d.children, chunk.file) : null;
    } catch {
      break; // ffprobe cannot run now: the rest stays open, for the next start
    }
    if (root && durationMs !== null) {
      const target = join(root, chunkPath(chunk.quality, chunk.cameraId, chunk.startMs, durationMs));
      try {
        mkdirSync(dirname(target), { recursive: true });
        const sizeBytes = statSync(chunk.file).size;
        d.repo.close(chunk.id, { file: target, startMs: chunk.startMs, durationMs, sizeBytes }, () =>
          renameSync(chunk.file, target),
        );
        summary.repaired += 1;
        continue;
      } catch {
        // Could not be moved: dropped below.
      }
    }
    rmSync(chunk.file, { force: true });
    d.repo.remove([chunk.id]);
    summary.dropped += 1;
  }
  return summary;
}
