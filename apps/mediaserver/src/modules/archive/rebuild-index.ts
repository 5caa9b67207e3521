/**
 * The archive index as the archive rebuild feeds it (storages/archive-rebuild.ts): every chunk found on disk
 * that the index lacks is added; when a rebuild of some storages completes, closed chunks of those storages
 * that it did not find (their files are gone) are dropped from the index. An interrupted rebuild drops
 * nothing. Chunks being written are left alone: their files are in the recorders' work folders.
 */
import type { ArchiveChunk, ArchiveIndex } from '../storages/index.ts';
import type { ArchiveRepository } from './archive.repository.ts';

export interface RebuildIndexSummary {
  added: number;
  dropped: number;
}

export function rebuildIndexOf(
  repo: ArchiveRepository,
  onEnded?: (summary: RebuildIndexSummary) => void,
): ArchiveIndex {
  let seen = new Set<string>();
  let added = 0;
  return {
    rebuildStarted: () => {
      seen = new Set();
      added = 0;
    },
    addChunk: (c: ArchiveChunk) => {
      seen.add(c.file);
      const id = repo.add({
        cameraId: c.cameraId,
        quality: c.quality,
        storageId: c.storageId,
        startMs: c.startMs,
        durationMs: c.durationMs,
        file: c.file,
      });
      if (id !== null) added += 1;
    },
    rebuildEnded: (storageIds, completed) => {
      let dropped = 0;
      if (completed) {
        const missing = repo
          .closedOfStorages(storageIds)
          .filter((c) => !seen.has(c.file))
          .map((c) => c.id);
        repo.remove(missing);
        dropped = missing.length;
      }
      seen = new Set();
      onEnded?.({ added, dropped });
    },
  };
}
