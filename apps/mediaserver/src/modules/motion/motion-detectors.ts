/**
 * The motion detectors' manager: keeps exactly one detector for each camera that needs motion now (its
 * recording plan records a stream on motion), none for the others, so a camera that records always or never
 * costs no decoding. It reconciles whenever devices or their parameters change and once a second (schedules
 * follow the clock); a camera whose stream address or credentials changed gets a new detector, a changed mask
 * applies to the running one.
 */
import type { LongLived } from '@argus/server-kit/lifecycle';
import type { CameraInputs, CameraSource } from '../../media/camera-input.ts';
import { WorkerSet } from '../../media/worker-set.ts';
import type { MotionCells } from './motion-cells.ts';
import { MotionDetector } from './motion-detector.ts';
import type { MotionTracker } from './motion-tracker.ts';

const RECONCILE_MS = 1000;

export interface WatchedCamera {
  id: string;
  /** The stream to analyse (the secondary one where there is one), with credentials. */
  source: CameraSource;
  /** Changes when the stream's URL or credentials change (a new detector then). */
  key: string;
  /** Per-cell thresholds of the camera's mask. */
  thresholds: Float64Array;
}

export interface MotionDetectorsDeps {
  /** The cameras that need motion detection now. */
  cameras: () => readonly WatchedCamera[];
  tracker: MotionTracker;
  /** Which cells moved, for motion search. */
  cells: MotionCells;
  clock: () => number;
  marker: string;
  ffmpeg?: string;
  /** Where a detector's ffmpeg reads the camera from (the relay: no credentials in its command line). */
  inputs: CameraInputs;
  follow: (listener: () => void) => () => void;
  log: (level: 'info' | 'warn' | 'error', message: string, fields: Record<string, unknown>) => void;
}

export class MotionDetectors implements LongLived {
  readonly name = 'motion detectors';
  private readonly detectors: WorkerSet<MotionDetector>;

  constructor(private readonly d: MotionDetectorsDeps) {
    this.detectors = new WorkerSet({
      tickMs: RECONCILE_MS,
      follow: d.follow,
      reconcile: () => this.reconcile(),
    });
  }

  /** How many detectors run (or wait to restart). */
  get count(): number {
    return this.detectors.size;
  }

  /** Whether a camera's motion is being watched. */
  watches(cameraId: string): boolean {
    for (const detector of this.detectors.values()) if (detector.spec.cameraId === cameraId) return true;
    return false;
  }

  start(): void {
    this.detectors.start();
  }

  async stop(): Promise<void> {
    await this.detectors.stop();
    this.d.cells.flush();
  }

  /** Brings the detectors in line with the cameras that need them; cheap when nothing changed. */
  reconcile(): void {
    if (!this.detectors.running) return;
    const wanted = new Map<string, () => MotionDetector>();
    for (const camera of this.d.cameras()) {
      const key = `${camera.id}\n${camera.key}`;
      const running = this.detectors.get(key);
      if (running) running.thresholds = camera.thresholds;
      wanted.set(key, () => this.newDetector(camera));
    }
    this.detectors.sync(wanted);
  }

  private newDetector(camera: WatchedCamera): MotionDetector {
    return new MotionDetector(
      { cameraId: camera.id, source: camera.source, marker: this.d.marker, thresholds: camera.thresholds },
      {
        clock: this.d.clock,
        inputs: this.d.inputs,
        ...(this.d.ffmpeg ? { ffmpeg: this.d.ffmpeg } : {}),
        onFrame: (moving, atMs, cells) => {
          this.d.tracker.frame(camera.id, moving, atMs);
          this.d.cells.frame(camera.id, cells, atMs);
        },
        onBlind: () => this.d.tracker.blind(camera.id),
        log: this.d.log,
        track: this.detectors.track,
      },
    );
  }
}
