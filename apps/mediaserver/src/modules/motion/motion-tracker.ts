/**
 * Motion periods from the detectors' frames. A period starts with the first frame that moves and ends once
 * no frame has moved for `holdMs` (or the detector stops seeing the camera); it then ends at its last moving
 * frame and is stored. The period going on now, and those that ended lately, are kept in memory: the
 * recorders' motion gates ask about the last minutes many times a second, the API asks the store. Each start
 * and end is published (the rules engine's camera motion event).
 */
import type { CameraMotionEvent } from '../../events/event-bus.ts';
import type { MotionPeriod, MotionRepository } from './motion.repository.ts';

/** [design] Stillness that ends a period: short pauses in a movement stay one period. */
export const MOTION_HOLD_MS = 1500;
/** How long ended periods stay in memory for the motion gates (longer than any record-before/after). */
const RECENT_MS = 15 * 60_000;

interface Open {
  startMs: number;
  lastMotionMs: number;
}

interface Ended {
  startMs: number;
  endMs: number;
}

export interface MotionTrackerDeps {
  repo: MotionRepository;
  clock: () => number;
  emit: (event: CameraMotionEvent) => void;
  holdMs?: number;
}

export class MotionTracker {
  private readonly open = new Map<string, Open>();
  private readonly recent = new Map<string, Ended[]>();

  constructor(private readonly d: MotionTrackerDeps) {}

  /** One analysed frame of a camera. */
  frame(cameraId: string, moving: boolean, atMs: number): void {
    const open = this.open.get(cameraId);
    if (moving) {
      if (open) open.lastMotionMs = atMs;
      else {
        this.open.set(cameraId, { startMs: atMs, lastMotionMs: atMs });
        this.d.emit({ type: 'cameraMotionEvent', cameraId, state: 'Active', timestampMs: atMs });
      }
      return;
    }
    if (open && atMs - open.lastMotionMs > (this.d.holdMs ?? MOTION_HOLD_MS)) this.end(cameraId, open);
  }

  /** The detector no longer sees the camera: a period going on ends at its last motion. */
  blind(cameraId: string): void {
    const open = this.open.get(cameraId);
    if (open) this.end(cameraId, open);
  }

  private end(cameraId: string, open: Open): void {
    this.open.delete(cameraId);
    const ended = { startMs: open.startMs, endMs: open.lastMotionMs };
    const kept = (this.recent.get(cameraId) ?? []).filter((p) => p.endMs > this.d.clock() - RECENT_MS);
    kept.push(ended);
    this.recent.set(cameraId, kept);
    this.d.repo.add({ cameraId, startMs: ended.startMs, durationMs: ended.endMs - ended.startMs });
    this.d.emit({ type: 'cameraMotionEvent', cameraId, state: 'Inactive', timestampMs: ended.endMs });
  }

  /** Motion is going on now. */
  isActive(cameraId: string): boolean {
    return this.open.has(cameraId);
  }

  /** Whether any motion of the last minutes touched [fromMs, toMs] (inclusive: one frame is a moment). */
  overlaps(cameraId: string, fromMs: number, toMs: number): boolean {
    const open = this.open.get(cameraId);
    if (open && open.startMs <= toMs && open.lastMotionMs >= fromMs) return true;
    return (this.recent.get(cameraId) ?? []).some((p) => p.startMs <= toMs && p.endMs >= fromMs);
  }

  /**
   * The periods of the cameras overlapping [startMs, endMs): stored ones, and the one going on now with
   * `durationMs` -1 (as a chunk being written).
   */
  periods(cameraIds: readonly string[], startMs: number, endMs: number): MotionPeriod[] {
    const stored = this.d.repo.overlapping(cameraIds, startMs, endMs);
    const now = cameraIds.flatMap((cameraId) => {
      const open = this.open.get(cameraId);
      return open && open.startMs < endMs ? [{ cameraId, startMs: open.startMs, durationMs: -1 }] : [];
    });
    return [...stored, ...now].sort((a, b) => a.startMs - b.startMs);
  }
}
