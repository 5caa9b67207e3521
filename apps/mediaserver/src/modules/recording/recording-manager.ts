/**
 * The recording engine's process manager: keeps exactly the recorders that the cameras' plans ask for
 * (recording-plan.ts in the contract), one per camera and stream, on the storage placement chooses. It
 * reconciles whenever devices, their parameters or storages change and once a second (schedules follow the
 * clock), starts and stops recorders accordingly, and on stop ends every recorder and waits for it.
 *
 * A stream recorded on motion gets a recorder with a motion gate: it writes short segments all the time and
 * the gate keeps those near motion (with the camera's record-before and record-after margins). An event rule
 * may ask a camera to record for a while (`ruleStream`). Only cameras that hold a license channel record
 * (`licenseAllows`, from the licenses module).
 */
import { join } from 'node:path';
import type { RecordingPlan, StreamRecording } from '@argus/contract/mediaserver';
import type { LongLived } from '@argus/server-kit/lifecycle';
import type { AudioMode } from '../../media/audio-mode.ts';
import type { CameraInputs } from '../../media/camera-input.ts';
import { WorkerSet } from '../../media/worker-set.ts';
import type { ArchiveRepository, ChunkQuality } from '../archive/index.ts';
import { type GateCounts, MotionGate, type MotionMargins } from './motion-gate.ts';
import type { PlacementCandidate } from './placement.ts';
import { chooseStorage } from './placement.ts';
import { Recorder } from './recorder.ts';
import type { RuleStream } from './rule-recordings.ts';

/** The work folder of recorders under a storage (not part of the archive layout, so rebuild skips it). */
export const WORK_FOLDER = '.recording';
const RECONCILE_MS = 1000;
/** [design] Segment length on motion: the granularity of what is kept around motion. */
export const MOTION_SEGMENT_SECONDS = 2;

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
  /** Seconds kept before and after motion. */
  motionMargins: () => MotionMargins;
  /** The camera's sound in a stream's chunks (audio-mode.ts): a change starts a new recorder. */
  audio: (quality: ChunkQuality) => AudioMode;
}

export interface RecordingManagerDeps {
  thisServerId: string;
  cameras: () => readonly RecordedCamera[];
  storages: () => readonly PlacementCandidate[];
  repo: ArchiveRepository;
  clock: () => number;
  segmentSeconds: number;
  ffmpeg?: string;
  /** Where a recorder's ffmpeg reads the camera from (the relay: no credentials in its command line). */
  inputs: CameraInputs;
  follow: (listener: () => void) => () => void;
  /** Where recorders keep their live HLS windows (one folder each); no live output without it. */
  liveRoot?: string;
  /** The stream an event rule records on this camera now (rule-recordings.ts); null when none. */
  ruleStream?: (cameraId: string, atMs: number) => RuleStream | null;
  /** Licensing hook: may this camera record? */
  licenseAllows?: (cameraId: string) => boolean;
  /** A camera started or stopped writing chunks (its status is re-checked). */
  onRecordingChange?: (cameraId: string) => void;
  /** Whether motion of a camera touched [fromMs, toMs] (recent motion; the detectors feed it). */
  motionTouches?: (cameraId: string, fromMs: number, toMs: number) => boolean;
  /** A recorder lost its stream (told once per outage; see `RecorderDeps.onStreamLost`). */
  onStreamLost?: (
    cameraId: string,
    quality: ChunkQuality,
    reason: 'networkConnectionClosed' | 'networkNoFrame',
  ) => void;
  /** Repairs or drops chunks a dead ffmpeg left open. */
  repairChunks?: (chunkIds: number[]) => void;
  log: (level: 'info' | 'warn' | 'error', message: string, fields: Record<string, unknown>) => void;
}

const STREAMS: readonly { quality: ChunkQuality; plan: 'primary' | 'secondary' }[] = [
  { quality: 'hi', plan: 'primary' },
  { quality: 'low', plan: 'secondary' },
];

/**
 * A plan with an event rule's recording: the rule's stream (the secondary when asked for and there is one,
 * else the primary) records always where the plan leaves it off; a stream on motion stays on motion (its gate
 * counts the rule's window as motion).
 */
export function withRuleStream(plan: RecordingPlan, secondary: boolean): RecordingPlan {
  const stream = secondary ? 'secondary' : 'primary';
  return plan[stream] === 'off' ? { ...plan, [stream]: 'always' } : plan;
}

export class RecordingManager implements LongLived {
  readonly name = 'recording manager';
  private readonly recorders: WorkerSet<Recorder>;
  /** Numbers the recorders' live folders: a new recorder never shares one with a recorder still stopping. */
  private liveSerial = 0;
  private nextLiveSerial(): number {
    this.liveSerial += 1;
    return this.liveSerial;
  }

  constructor(private readonly d: RecordingManagerDeps) {
    this.recorders = new WorkerSet({
      tickMs: RECONCILE_MS,
      follow: d.follow,
      reconcile: () => this.reconcile(),
    });
  }

  start(): void {
    this.recorders.start();
  }

  async stop(): Promise<void> {
    await this.recorders.stop();
  }

  /** A camera writes chunks of any stream now. */
  isRecording(cameraId: string): boolean {
    for (const r of this.recorders.values()) if (r.spec.cameraId === cameraId && r.isRecording) return true;
    return false;
  }

  /** A camera answers its status check: its recorders that wait to restart start now. */
  cameraAnswers(cameraId: string): void {
    for (const r of this.recorders.values()) if (r.spec.cameraId === cameraId) r.retryNow();
  }

  /** The live HLS window a recorder of this camera and stream keeps fresh now, with the folder it is in. */
  liveOf(cameraId: string, quality: ChunkQuality): { playlist: string; dir: string } | null {
    for (const r of this.recorders.values()) {
      if (r.spec.cameraId !== cameraId || r.spec.quality !== quality || !r.spec.liveDir) continue;
      const playlist = r.livePlaylist();
      if (playlist) return { playlist, dir: r.spec.liveDir };
    }
    return null;
  }

  /** Segments the motion recorders of a camera kept, dropped and hold (summed over its streams). */
  motionCounts(cameraId: string): GateCounts {
    const sum: GateCounts = { kept: 0, dropped: 0, waiting: 0 };
    for (const r of this.recorders.values()) {
      const counts = r.spec.cameraId === cameraId ? r.motionCounts : null;
      if (!counts) continue;
      sum.kept += counts.kept;
      sum.dropped += counts.dropped;
      sum.waiting += counts.waiting;
    }
    return sum;
  }

  /** How many recorders run (or wait to restart). */
  get count(): number {
    return this.recorders.size;
  }

  /** Brings the recorders in line with the plans; cheap when nothing changed. */
  reconcile(): void {
    if (!this.recorders.running) return;
    const now = this.d.clock();
    const wanted = new Map<string, () => Recorder>();
    let storage: PlacementCandidate | null | undefined;
    for (const camera of this.d.cameras()) {
      if (camera.serverId !== this.d.thisServerId) continue;
      const ruleStream = this.d.ruleStream?.(camera.id, now) ?? null;
      let plan = camera.plan(now);
      if (plan.primary === 'off' && plan.secondary === 'off' && !ruleStream) continue;
      if (this.d.licenseAllows && !this.d.licenseAllows(camera.id)) continue;
      storage ??= chooseStorage(this.d.storages());
      if (!storage) continue;
      const target = camera.target();
      if (ruleStream) plan = withRuleStream(plan, ruleStream === 'secondary' && target.secondaryUrl !== null);
      for (const stream of STREAMS) {
        const mode = plan[stream.plan];
        if (mode === 'off' || (mode === 'motion' && !this.d.motionTouches)) continue;
        const url = stream.plan === 'primary' ? target.url : target.secondaryUrl;
        if (!url) continue;
        const where = storage;
        const audio = camera.audio(stream.quality);
        const key = [camera.id, stream.quality, mode, where.id, target.key, audio].join('\n');
        wanted.set(key, () =>
          this.newRecorder({
            camera,
            quality: stream.quality,
            mode,
            url,
            credentials: target.credentials,
            where,
            audio,
          }),
        );
      }
    }
    this.recorders.sync(wanted);
    for (const recorder of this.recorders.values()) recorder.tick();
  }

  private newRecorder(r: {
    camera: RecordedCamera;
    quality: ChunkQuality;
    mode: Exclude<StreamRecording, 'off'>;
    url: string;
    credentials: { user: string; password: string } | null;
    where: PlacementCandidate;
    audio: AudioMode;
  }): Recorder {
    const cameraId = r.camera.id;
    const storage = { id: r.where.id, root: r.where.root };
    const onError = (message: string, error: unknown) =>
      this.d.log('error', message, { cameraId, error: String(error) });
    const touches = this.d.motionTouches;
    const gate =
      r.mode === 'motion' && touches
        ? new MotionGate({
            cameraId,
            quality: r.quality,
            storage,
            repo: this.d.repo,
            clock: this.d.clock,
            margins: r.camera.motionMargins,
            motionTouches: touches,
            onError,
          })
        : undefined;
    return new Recorder(
      {
        cameraId,
        quality: r.quality,
        source: { url: r.url, credentials: r.credentials },
        storage,
        workDir: join(r.where.root, WORK_FOLDER, `${cameraId}_${r.quality}`),
        segmentSeconds: gate
          ? Math.min(this.d.segmentSeconds, MOTION_SEGMENT_SECONDS)
          : this.d.segmentSeconds,
        marker: this.d.thisServerId,
        audio: r.audio,
        liveDir: this.d.liveRoot
          ? join(this.d.liveRoot, `${cameraId}_${r.quality}_${this.nextLiveSerial()}`)
          : undefined,
      },
      {
        repo: this.d.repo,
        clock: this.d.clock,
        ...(this.d.ffmpeg ? { ffmpeg: this.d.ffmpeg } : {}),
        inputs: this.d.inputs,
        log: this.d.log,
        onStateChange: () => this.d.onRecordingChange?.(cameraId),
        onAbandoned: (ids) => this.d.repairChunks?.(ids),
        track: this.recorders.track,
        gate,
        onStreamLost: (reason) => this.d.onStreamLost?.(cameraId, r.quality, reason),
      },
    );
  }
}
