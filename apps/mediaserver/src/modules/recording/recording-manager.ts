/**
 * The recording engine's process manager: keeps exactly the recorders that the cameras' plans ask for
 * (recording-plan.ts in the contract), one per camera and stream, on the storage placement chooses. It
 * reconciles whenever devices, their parameters or storages change and once a second (schedules follow the
 * clock), starts and stops recorders accordingly, and on stop ends every recorder and waits for it.
 *
 * Only `always` streams are recorded for now: motion recording waits for the motion detector (issue 9), so a
 * motion stream records nothing yet. The license check is a hook that allows everything until licensing.
 */
import type { ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import type { RecordingPlan } from '@argus/contract';
import type { LongLived } from '../../lifecycle.ts';
import type { ArchiveRepository, ChunkQuality } from '../archive/index.ts';
import { urlWithCredentials } from './ffmpeg-recorder-args.ts';
import type { PlacementCandidate } from './placement.ts';
import { chooseStorage } from './placement.ts';
import { Recorder } from './recorder.ts';

/** The work folder of recorders under a storage (not part of the archive layout, so rebuild skips it). */
export const WORK_FOLDER = '.recording';
const RECONCILE_MS = 1000;

export interface RecordedCamera {
  id: string;
  serverId: string;
  plan: (atMs: number) => RecordingPlan;
  /** Primary and secondary URLs and credentials. */
  target: () => {
    url: string;
    secondaryUrl: string | null;
    credentials: { user: string; password: string } | null;
    key: string;
  };
}

export interface RecordingManagerDeps {
  thisServerId: string;
  cameras: () => readonly RecordedCamera[];
  storages: () => readonly PlacementCandidate[];
  repo: ArchiveRepository;
  clock: () => number;
  segmentSeconds: number;
  ffmpeg?: string;
  follow: (listener: () => void) => () => void;
  /** Licensing hook: may this camera record? */
  licenseAllows?: (cameraId: string) => boolean;
  /** A camera started or stopped writing chunks (its status is re-checked). */
  onRecordingChange?: (cameraId: string) => void;
  /** Repairs or drops chunks a dead ffmpeg left open. */
  repairChunks?: (chunkIds: number[]) => void;
  log: (level: 'info' | 'warn' | 'error', message: string, fields: Record<string, unknown>) => void;
}

const STREAMS: readonly { quality: ChunkQuality; plan: 'primary' | 'secondary' }[] = [
  { quality: 'hi', plan: 'primary' },
  { quality: 'low', plan: 'secondary' },
];

export class RecordingManager implements LongLived {
  readonly name = 'recording manager';
  private readonly recorders = new Map<string, Recorder>();
  private readonly children = new Set<ChildProcess>();
  private readonly stopping = new Set<Promise<void>>();
  private timer: NodeJS.Timeout | null = null;
  private unfollow: (() => void) | null = null;
  private readonly killAll = () => {
    for (const child of this.children) child.kill('SIGKILL');
  };

  constructor(private readonly d: RecordingManagerDeps) {}

  start(): void {
    process.on('exit', this.killAll);
    this.unfollow = this.d.follow(() => this.reconcile());
    this.timer = setInterval(() => this.reconcile(), RECONCILE_MS);
    this.timer.unref();
    this.reconcile();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.unfollow?.();
    this.unfollow = null;
    const all = [...this.recorders.values()];
    this.recorders.clear();
    await Promise.all([...all.map((r) => r.stop()), ...this.stopping]);
    process.off('exit', this.killAll);
  }

  /** A camera writes chunks of any stream now. */
  isRecording(cameraId: string): boolean {
    for (const r of this.recorders.values()) if (r.spec.cameraId === cameraId && r.isRecording) return true;
    return false;
  }

  /** How many recorders run (or wait to restart). */
  get count(): number {
    return this.recorders.size;
  }

  /** Brings the recorders in line with the plans; cheap when nothing changed. */
  reconcile(): void {
    if (!this.timer) return;
    const now = this.d.clock();
    const wanted = new Map<string, () => Recorder>();
    let storage: PlacementCandidate | null | undefined;
    for (const camera of this.d.cameras()) {
      if (camera.serverId !== this.d.thisServerId) continue;
      const plan = camera.plan(now);
      if (plan.primary !== 'always' && plan.secondary !== 'always') continue;
      if (this.d.licenseAllows && !this.d.licenseAllows(camera.id)) continue;
      storage ??= chooseStorage(this.d.storages());
      if (!storage) continue;
      const target = camera.target();
      for (const stream of STREAMS) {
        if (plan[stream.plan] !== 'always') continue;
        const url = stream.plan === 'primary' ? target.url : target.secondaryUrl;
        if (!url) continue;
        const where = storage;
        const key = [camera.id, stream.quality, where.id, target.key].join('\n');
        wanted.set(key, () => this.newRecorder(camera.id, stream.quality, url, target.credentials, where));
      }
    }
    for (const [key, recorder] of this.recorders)
      if (!wanted.has(key)) {
        this.recorders.delete(key);
        const stopped = recorder.stop().finally(() => this.stopping.delete(stopped));
        this.stopping.add(stopped);
      }
    for (const [key, make] of wanted)
      if (!this.recorders.has(key)) {
        const recorder = make();
        this.recorders.set(key, recorder);
        recorder.start();
      }
  }

  private newRecorder(
    cameraId: string,
    quality: ChunkQuality,
    url: string,
    credentials: { user: string; password: string } | null,
    storage: PlacementCandidate,
  ): Recorder {
    return new Recorder(
      {
        cameraId,
        quality,
        url: urlWithCredentials(url, credentials),
        storage: { id: storage.id, root: storage.root },
        workDir: join(storage.root, WORK_FOLDER, `${cameraId}_${quality}`),
        segmentSeconds: this.d.segmentSeconds,
        marker: this.d.thisServerId,
      },
      {
        repo: this.d.repo,
        clock: this.d.clock,
        ...(this.d.ffmpeg ? { ffmpeg: this.d.ffmpeg } : {}),
        log: this.d.log,
        onStateChange: () => this.d.onRecordingChange?.(cameraId),
        onAbandoned: (ids) => this.d.repairChunks?.(ids),
        track: (child, alive) => (alive ? this.children.add(child) : this.children.delete(child)),
      },
    );
  }
}
