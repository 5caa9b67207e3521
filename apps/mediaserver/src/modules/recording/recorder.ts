/**
 * One recorder: a supervised ffmpeg child that pulls one stream of a camera into chunks (chunk-writer.ts).
 * When ffmpeg ends by itself (the camera went away, the network broke) it is started again after a backoff
 * that doubles from 1 s up to 10 s and resets once a run has recorded a chunk, or at once when the camera is
 * seen answering again (`retryNow`). `stop` asks ffmpeg to finish
 * (SIGTERM: it closes and lists the segment it was writing) and kills it if it has not ended within 3 s.
 * Each ffmpeg run reads the camera through its own relay ticket (camera-input.ts), which ends with the run;
 * errors name only the camera.
 * A recorder on motion has a gate (motion-gate.ts) that keeps only the segments near motion; it outlives the
 * ffmpeg runs, and its last segments are decided when the recorder stops.
 */
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import type { AudioMode } from '../../media/audio-mode.ts';
import { type CameraInputs, type CameraSource, releaseWithChild } from '../../media/camera-input.ts';
import { RestartBackoff } from '../../media/restart-backoff.ts';
import { spawnTied } from '../../media/tied-spawn.ts';
import type { ArchiveRepository, ChunkQuality } from '../archive/index.ts';
import { ChunkWriter } from './chunk-writer.ts';
import { parseSegmentLine, RECORDER_LIVE_PLAYLIST, recorderArgs } from './ffmpeg-recorder-args.ts';
import type { GateCounts, MotionGate } from './motion-gate.ts';

const STOP_GRACE_MS = 3000;

export interface RecorderSpec {
  cameraId: string;
  quality: ChunkQuality;
  /** The camera stream (URL and credentials). */
  source: CameraSource;
  storage: { id: string; root: string };
  workDir: string;
  segmentSeconds: number;
  marker: string;
  /** The camera's sound in the chunks (audio-mode.ts). */
  audio: AudioMode;
  /** Where ffmpeg keeps a live HLS window of the stream as it records (none without it). */
  liveDir?: string | undefined;
}

/** A live window older than this is stale (ffmpeg stopped writing it). */
const LIVE_FRESH_MS = 5000;

export interface RecorderDeps {
  repo: ArchiveRepository;
  clock: () => number;
  ffmpeg?: string;
  inputs: CameraInputs;
  /** Told when the recorder starts or stops writing chunks. */
  onStateChange: (recording: boolean) => void;
  log: (level: 'info' | 'warn' | 'error', message: string, fields: Record<string, unknown>) => void;
  /** Chunks left open by an ffmpeg that died (repaired from their files, or dropped). */
  onAbandoned: (chunkIds: number[]) => void;
  /** Keeps track of the children (the process exit hook kills what is left). */
  track: (child: ChildProcess, alive: boolean) => void;
  /** Recording on motion: what decides which segments stay. */
  gate?: MotionGate | undefined;
  /**
   * ffmpeg ended by itself: after it had written this run (`networkConnectionClosed`) or without a frame
   * (`networkNoFrame`). Told once per outage: not again until a segment is written.
   */
  onStreamLost?: ((reason: 'networkConnectionClosed' | 'networkNoFrame') => void) | undefined;
}

export class Recorder {
  private child: ChildProcess | null = null;
  private exited: Promise<void> = Promise.resolve();
  private stopping = false;
  private readonly backoff = new RestartBackoff();
  private recording = false;
  /** The current outage was told (cleared when a segment opens). */
  private outageTold = false;

  constructor(
    readonly spec: RecorderSpec,
    private readonly d: RecorderDeps,
  ) {}

  /** Writing a chunk now. */
  get isRecording(): boolean {
    return this.recording;
  }

  start(): void {
    if (this.stopping || this.child) return;
    const { spec } = this;
    mkdirSync(spec.workDir, { recursive: true });
    // Its own folder (numbered per recorder), empty before each run; recording goes on without it if need be.
    if (spec.liveDir)
      try {
        rmSync(spec.liveDir, { recursive: true, force: true });
        mkdirSync(spec.liveDir, { recursive: true });
      } catch (error) {
        this.d.log('warn', 'No live window for this recorder', {
          cameraId: spec.cameraId,
          error: String(error),
        });
      }
    const writer = new ChunkWriter({
      repo: this.d.repo,
      cameraId: spec.cameraId,
      quality: spec.quality,
      storage: spec.storage,
      workDir: spec.workDir,
      clock: this.d.clock,
      onError: (message, error) =>
        this.d.log('error', message, { cameraId: spec.cameraId, error: String(error) }),
      gate: this.d.gate,
    });
    const input = this.d.inputs.open(spec.source);
    const child = spawnTied(this.d.ffmpeg ?? 'ffmpeg', recorderArgs({ ...spec, url: input.url }), {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    releaseWithChild(child, input);
    this.child = child;
    this.d.track(child, true);
    let wroteThisRun = false;
    const onLine = (line: string) => {
      const seen = parseSegmentLine(line);
      if (!seen) return;
      if (seen.kind === 'opened') {
        writer.opened(seen.file);
        wroteThisRun = true;
        this.outageTold = false;
        this.setRecording(true);
      } else {
        writer.closed(seen.name, seen.startS, seen.endS);
        this.backoff.reset();
      }
    };
    const stdout = createInterface({ input: child.stdout! });
    const stderr = createInterface({ input: child.stderr! });
    stdout.on('line', onLine);
    stderr.on('line', onLine);
    const outputDone = Promise.all([
      new Promise((done) => stdout.once('close', done)),
      new Promise((done) => stderr.once('close', done)),
    ]);
    this.exited = new Promise<void>((done) => {
      child.once('error', () => {});
      child.once('close', async (code, signal) => {
        await outputDone;
        this.d.track(child, false);
        this.child = null;
        this.setRecording(false);
        const abandoned = writer.abandon();
        if (abandoned.length) this.d.onAbandoned(abandoned);
        if (!this.stopping) {
          const retryInMs = this.backoff.schedule(() => this.start());
          const { cameraId, quality } = this.spec;
          this.d.log('warn', 'Recorder ended; restarting', { cameraId, quality, code, signal, retryInMs });
          if (wroteThisRun || !this.outageTold)
            this.d.onStreamLost?.(wroteThisRun ? 'networkConnectionClosed' : 'networkNoFrame');
          this.outageTold = true;
        }
        done();
      });
    });
  }

  /** The camera answers again: a recorder waiting to restart starts now rather than after its backoff. */
  retryNow(): void {
    if (!this.stopping && !this.child && this.backoff.waiting) this.backoff.now();
  }

  private setRecording(recording: boolean): void {
    if (this.recording === recording) return;
    this.recording = recording;
    this.d.onStateChange(recording);
  }

  /**
   * The live HLS playlist ffmpeg keeps as it records (segment names relative to `spec.liveDir`), while it
   * is fresh and has a segment; null otherwise.
   */
  livePlaylist(): string | null {
    if (!this.spec.liveDir || !this.recording) return null;
    const file = join(this.spec.liveDir, RECORDER_LIVE_PLAYLIST);
    try {
      if (!existsSync(file) || this.d.clock() - statSync(file).mtimeMs > LIVE_FRESH_MS) return null;
      const text = readFileSync(file, 'utf8');
      return /^rec_/m.test(text) ? text : null;
    } catch {
      return null;
    }
  }

  /** What its motion gate kept and dropped; null when it records always. */
  get motionCounts(): GateCounts | null {
    return this.d.gate?.counts ?? null;
  }

  /** Decides what the motion gate can decide now (called every second). */
  tick(): void {
    this.d.gate?.settle();
  }

  /** Stops for good: the chunk being written is closed and indexed (on motion: kept if motion was near). */
  async stop(): Promise<void> {
    this.stopping = true;
    this.backoff.cancel();
    const child = this.child;
    if (child) {
      child.kill('SIGTERM');
      const kill = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
      await this.exited;
      clearTimeout(kill);
    }
    this.d.gate?.settle(true);
    if (this.spec.liveDir) rmSync(this.spec.liveDir, { recursive: true, force: true });
  }
}
