/**
 * What a recorder on motion keeps. Its ffmpeg writes short segments all the time; each closed segment waits
 * here until it is known whether motion came near it: a segment is kept when any motion touched it, widened by
 * the camera's record-after margin before it (motion that ended up to that long ago still records) and the
 * record-before margin after it (footage from before motion starts is kept). Once the widened range is past
 * and no motion touched it, the segment is deleted. A kept segment moves into the archive layout and is
 * indexed in one transaction, as a chunk recorded always would be.
 */
import { mkdirSync, renameSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { ArchiveRepository, ChunkQuality } from '../archive/index.ts';
import { chunkPath } from '../storages/index.ts';

/** [design] How late a detector's verdict on a moment may come (decoding and analysis behind the stream). */
export const MOTION_LATENCY_MS = 1500;

export interface ClosedSegment {
  /** The file in the recorder's work folder. */
  file: string;
  startMs: number;
  durationMs: number;
  sizeBytes: number;
}

export interface MotionMargins {
  beforeMs: number;
  afterMs: number;
}

export type SegmentVerdict = 'keep' | 'drop' | 'wait';

/** The verdict on a segment at `nowMs`; `final` decides with what is known (the recorder stops). */
export function segmentVerdict(
  segment: Pick<ClosedSegment, 'startMs' | 'durationMs'>,
  margins: MotionMargins,
  motionTouches: (fromMs: number, toMs: number) => boolean,
  nowMs: number,
  final = false,
): SegmentVerdict {
  const fromMs = segment.startMs - margins.afterMs;
  const toMs = segment.startMs + segment.durationMs + margins.beforeMs;
  if (motionTouches(fromMs, Math.min(toMs, nowMs))) return 'keep';
  return final || nowMs >= toMs + MOTION_LATENCY_MS ? 'drop' : 'wait';
}

export interface MotionGateDeps {
  cameraId: string;
  quality: ChunkQuality;
  storage: { id: string; root: string };
  repo: ArchiveRepository;
  clock: () => number;
  margins: () => MotionMargins;
  motionTouches: (cameraId: string, fromMs: number, toMs: number) => boolean;
  onError: (message: string, error: unknown) => void;
}

/** What a gate has decided so far. */
export interface GateCounts {
  kept: number;
  dropped: number;
  waiting: number;
}

export class MotionGate {
  private readonly pending: ClosedSegment[] = [];
  private kept = 0;
  private dropped = 0;

  constructor(private readonly d: MotionGateDeps) {}

  get counts(): GateCounts {
    return { kept: this.kept, dropped: this.dropped, waiting: this.pending.length };
  }

  offer(segment: ClosedSegment): void {
    this.pending.push(segment);
    this.settle();
  }

  /** Keeps or drops what can be decided now, oldest first; `final` decides everything. */
  settle(final = false): void {
    const touches = (fromMs: number, toMs: number) => this.d.motionTouches(this.d.cameraId, fromMs, toMs);
    const margins = this.d.margins();
    while (this.pending.length > 0) {
      const segment = this.pending[0]!;
      const verdict = segmentVerdict(segment, margins, touches, this.d.clock(), final);
      if (verdict === 'wait') return;
      this.pending.shift();
      if (verdict === 'keep') {
        this.keep(segment);
        this.kept += 1;
      } else {
        rmSync(segment.file, { force: true });
        this.dropped += 1;
      }
    }
  }

  private keep(s: ClosedSegment): void {
    const { cameraId, quality, storage } = this.d;
    const target = join(storage.root, chunkPath(quality, cameraId, s.startMs, s.durationMs));
    try {
      mkdirSync(dirname(target), { recursive: true });
      this.d.repo.addClosed(
        { cameraId, quality, storageId: storage.id, startMs: s.startMs, durationMs: s.durationMs },
        { file: target, sizeBytes: s.sizeBytes },
        () => renameSync(s.file, target),
      );
    } catch (error) {
      rmSync(s.file, { force: true });
      this.d.onError('Could not move a motion chunk into the archive', error);
    }
  }
}
