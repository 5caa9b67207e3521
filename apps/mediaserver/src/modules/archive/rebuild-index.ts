/**
 * The archive index as the archive rebuild feeds it (storages/archive-rebuild.ts): every chunk found on disk
 * that the index lacks is added if it decodes as video (a file that only has a chunk's name, copied or made
 * by anyone who can write to the storage, never reaches the timeline or playback); when a rebuild of some
 * storages completes, closed chunks of those storages that it did not find (their files are gone) are dropped
 * from the index. An interrupted rebuild drops nothing. Chunks being written are left alone: their files are
 * in the recorders' work folders.
 */
import type { ArchiveChunk, ArchiveIndex } from '../storages/index.ts';
import type { ArchiveRepository } from './archive.repository.ts';

export interface RebuildIndexSummary {
  added: number;
  dropped: number;
  /** Files with a chunk's name that did not decode as video. */
  skipped: number;
}

export interface RebuildIndexDeps {
  repo: ArchiveRepository;
  /** Whether a file decodes as video (a key frame of its first video stream). */
  decodesAsVideo(file: string): Promise<boolean>;
  onEnded?: (summary: RebuildIndexSummary) => void;
}

export function rebuildIndexOf(d: RebuildIndexDeps): ArchiveIndex {
  let seen = new Set<string>();
  let added = 0;
  let skipped = 0;
  return {
    rebuildStarted: () => {
      seen = new Set();
      added = 0;
      skipped = 0;
    },
    addChunk: async (c: ArchiveChunk) => {
      // Files the index has were written by the recorders: only new ones are decoded.
      if (!d.repo.hasFile(c.file)) {
        if (!(await d.decodesAsVideo(c.file))) {
          skipped += 1;
          return;
        }
        const id = d.repo.add({
          cameraId: c.cameraId,
          quality: c.quality,
          storageId: c.storageId,
          startMs: c.startMs,
          durationMs: c.durationMs,
          file: c.file,
        });
        if (id !== null) added += 1;
      }
      seen.add(c.file);
    },
    rebuildEnded: (storageIds, completed) => {
      let dropped = 0;
      if (completed) {
        const missing = d.repo
          .closedOfStorages(storageIds)
          .filter((c) => !seen.has(c.file))
          .map((c) => c.id);
        d.repo.remove(missing);
        dropped = missing.length;
      }
      seen = new Set();
      d.onEnded?.({ added, dropped, skipped });
    },
  };
}
