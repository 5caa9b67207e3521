/**
 * One camera's motion detector: a supervised ffmpeg child (motion-detector-args.ts) whose output is a stream
 * of grid-sized grey frames; each frame is compared with the one before under the mask's thresholds and the
 * result (whether and which cells moved) goes to `onFrame`. When ffmpeg ends by itself (the camera went away) it is started again after a
 * backoff (restart-backoff.ts), reset once a run has delivered frames. Each run reads the camera through
 * its own relay ticket (camera-input.ts), which ends with the run.
 */
import type { ChildProcess } from 'node:child_process';
import { MOTION_CELL_BYTES } from '@argus/contract/mediaserver';
import { type CameraInputs, type CameraSource, releaseWithChild } from '../../media/camera-input.ts';
import { RestartBackoff } from '../../media/restart-backoff.ts';
import { spawnTied } from '../../media/tied-spawn.ts';
import { ANALYSIS_FRAME_BYTES, movingCells } from './frame-motion.ts';
import { motionDetectorArgs } from './motion-detector-args.ts';

export interface MotionDetectorSpec {
  cameraId: string;
  /** The camera stream (URL and credentials). */
  source: CameraSource;
  marker: string;
  thresholds: Float64Array;
}

export interface MotionDetectorDeps {
  ffmpeg?: string;
  inputs: CameraInputs;
  clock: () => number;
  /** One analysed frame: did anything move, and which cells (a bit set of the grid)? */
  onFrame: (moving: boolean, atMs: number, cells: Uint8Array) => void;
  /** The detector stopped seeing the camera (ffmpeg ended or was stopped). */
  onBlind: (atMs: number) => void;
  log: (level: 'info' | 'warn' | 'error', message: string, fields: Record<string, unknown>) => void;
  /** Keeps track of the children (the process exit hook kills what is left). */
  track: (child: ChildProcess, alive: boolean) => void;
}

export class MotionDetector {
  private child: ChildProcess | null = null;
  private exited: Promise<void> = Promise.resolve();
  private stopping = false;
  private readonly backoff = new RestartBackoff();
  /** Per-cell thresholds of the camera's mask; a new mask applies from the next frame. */
  thresholds: Float64Array;

  constructor(
    readonly spec: MotionDetectorSpec,
    private readonly d: MotionDetectorDeps,
  ) {
    this.thresholds = spec.thresholds;
  }

  start(): void {
    if (this.stopping || this.child) return;
    const input = this.d.inputs.open(this.spec.source);
    const args = motionDetectorArgs({ url: input.url, marker: this.spec.marker });
    const child = spawnTied(this.d.ffmpeg ?? 'ffmpeg', args, { stdio: ['ignore', 'pipe', 'ignore'] });
    releaseWithChild(child, input);
    this.child = child;
    this.d.track(child, true);
    let previous: Uint8Array | null = null;
    let pending: Buffer = Buffer.alloc(0);
    child.stdout!.on('data', (data: Buffer) => {
      pending = pending.length ? Buffer.concat([pending, data]) : data;
      while (pending.length >= ANALYSIS_FRAME_BYTES) {
        const frame = new Uint8Array(pending.subarray(0, ANALYSIS_FRAME_BYTES));
        pending = pending.subarray(ANALYSIS_FRAME_BYTES);
        if (previous) {
          const cells = new Uint8Array(MOTION_CELL_BYTES);
          const moving = movingCells(previous, frame, this.thresholds, cells);
          this.d.onFrame(moving > 0, this.d.clock(), cells);
        } else this.backoff.reset();
        previous = frame;
      }
    });
    this.exited = new Promise<void>((done) => {
      child.once('error', () => {});
      child.once('close', (code, signal) => {
        this.d.track(child, false);
        this.child = null;
        this.d.onBlind(this.d.clock());
        if (!this.stopping) {
          const retryInMs = this.backoff.schedule(() => this.start());
          const fields = { cameraId: this.spec.cameraId, code, signal, retryInMs };
          this.d.log('warn', 'Motion detector ended; restarting', fields);
        }
        done();
      });
    });
  }

  /** Stops for good. */
  async stop(): Promise<void> {
    this.stopping = true;
    this.backoff.cancel();
    this.child?.kill('SIGKILL');
    await this.exited;
  }
}
