/**
 * The archive side of one recorder: a segment ffmpeg opens is indexed at once as being written
 * (`durationMs` -1, its file in the work folder); when ffmpeg reports it closed, the file moves to its place
 * in the archive layout (archive-layout.ts) in the same transaction that writes its start, duration and size.
 *
 * Start times follow the stream's own clock from the moment ffmpeg opened the first segment, so the chunks of
 * a run follow each other without gaps; a chunk never ends after the wall clock at its closing (a camera
 * sends a burst of buffered frames on connecting, which runs the stream clock ahead) nor starts before the
 * previous one ended.
 *
 * A recorder on motion has a gate (motion-gate.ts): its segments are not indexed while written; each closed
 * one goes to the gate, which keeps or deletes it once motion near it is known.
 */
import { mkdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import type { ArchiveRepository, ChunkQuality } from '../archive/index.ts';
import { chunkPath } from '../storages/index.ts';
import type { ClosedSegment } from './motion-gate.ts';

export interface ChunkWriterDeps {
  repo: ArchiveRepository;
  cameraId: string;
  quality: ChunkQuality;
  storage: { id: string; root: string };
  workDir: string;
  clock: () => number;
  onError: (message: string, error: unknown) => void;
  /** Where closed segments go instead of the index (recording on motion). */
  gate?: { offer(segment: ClosedSegment): void } | undefined;
}

interface OpenChunk {
  id: number | null;
  file: string;
  openedAtMs: number;
}

export class ChunkWriter {
  private readonly open = new Map<string, OpenChunk>();
  private baseMs: number | null = null;
  private lastEndMs = 0;
  /** Chunks closed by this writer. */
  closedCount = 0;

  constructor(private readonly d: ChunkWriterDeps) {}

  /** ffmpeg opened a segment file. */
  opened(file: string): void {
    const name = basename(file);
    if (this.open.has(name)) return;
    const openedAtMs = this.d.clock();
    if (this.d.gate) {
      this.open.set(name, { id: null, file, openedAtMs });
      return;
    }
    const id = this.d.repo.add({
      cameraId: this.d.cameraId,
      quality: this.d.quality,
      storageId: this.d.storage.id,
      startMs: openedAtMs,
      durationMs: -1,
      file,
    });
    this.open.set(name, { id, file, openedAtMs });
  }

  /**
   * The indexed chunks ffmpeg never closed (it died): forgets them and returns their ids, for repair. A gated
   * writer's unfinished segments are deleted (motion recording keeps only whole segments).
   */
  abandon(): number[] {
    if (this.d.gate) for (const c of this.open.values()) rmSync(c.file, { force: true });
    const ids = [...this.open.values()].flatMap((c) => (c.id === null ? [] : [c.id]));
    this.open.clear();
    return ids;
  }

  /** ffmpeg closed a segment: `startS`/`endS` in stream seconds. */
  closed(name: string, startS: number, endS: number): void {
    if (!this.open.has(name)) this.opened(join(this.d.workDir, name));
    const chunk = this.open.get(name)!;
    this.open.delete(name);
    this.baseMs ??= chunk.openedAtMs - startS * 1000;
    const durationMs = Math.max(0, Math.round((endS - startS) * 1000));
    const startMs = Math.max(
      this.lastEndMs,
      Math.round(Math.min(this.baseMs + startS * 1000, this.d.clock() - durationMs)),
    );
    this.baseMs = startMs - startS * 1000;
    this.lastEndMs = startMs + durationMs;
    const target = join(this.d.storage.root, chunkPath(this.d.quality, this.d.cameraId, startMs, durationMs));
    try {
      const sizeBytes = statSync(chunk.file).size;
      if (this.d.gate) {
        this.d.gate.offer({ file: chunk.file, startMs, durationMs, sizeBytes });
        this.closedCount += 1;
        return;
      }
      mkdirSync(dirname(target), { recursive: true });
      if (chunk.id === null) return;
      this.d.repo.close(chunk.id, { file: target, startMs, durationMs, sizeBytes }, () =>
        renameSync(chunk.file, target),
      );
      this.closedCount += 1;
    } catch (error) {
      this.d.onError('Could not move a recorded chunk into the archive', error);
    }
  }
}
