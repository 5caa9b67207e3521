/**
 * Makes thumbnails: a frame of the archive at a time, or the newest frame (live from the camera's secondary
 * stream, then its primary, each with a timeout; else the newest chunk). Every ffmpeg runs supervised and
 * through a small queue (the machine has few cores); the newest frame of a camera is kept for a moment, so a
 * page of previews refreshing together costs one pull per camera.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type CameraInputs, type CameraSource, withCameraInput } from '../../media/camera-input.ts';
import type { ChildProcesses } from '../../media/child-processes.ts';
import { BoundedQueue } from './bounded-queue.ts';
import type { FrameAt, FrameSource, ThumbnailMethod } from './frame-source.ts';
import { chunkFrameArgs, type FrameShape, liveFrameArgs } from './thumbnail-args.ts';

export interface ThumbnailDeps {
  frames: FrameSource;
  children: ChildProcesses;
  clock: () => number;
  /** The camera's live streams, the one to try first (secondary, then primary). */
  liveSourcesOf: (cameraId: string) => CameraSource[];
  /** Where a child reads a camera from (the relay: no credentials in its command line). */
  inputs: CameraInputs;
  ffmpeg?: string | undefined;
  /** How long a live pull may take (default 5 s). */
  liveTimeoutMs?: number;
  /** How long the newest frame of a camera is reused (default 1.5 s). */
  liveCacheMs?: number;
  /** ffmpeg runs at once (default 2) and requests that may wait (default 32). */
  concurrency?: number;
  maxWaiting?: number;
  /** Told of each thumbnail given out (the health metrics' thumbnails/s). */
  onServed?: () => void;
}

export type ThumbnailTime = number | 'latest';

const ARCHIVE_TIMEOUT_MS = 15_000;

interface LatestEntry {
  /** When the frame arrived; null while it is being pulled. */
  atMs: number | null;
  frame: Promise<Buffer | null>;
}

export class ThumbnailService {
  private readonly queue: BoundedQueue;
  private readonly latestCache = new Map<string, LatestEntry>();

  constructor(private readonly d: ThumbnailDeps) {
    this.queue = new BoundedQueue(d.concurrency ?? 2, d.maxWaiting ?? 32);
  }

  /** A JPEG of the camera's frame at `time`, or null when there is none. */
  thumbnail(
    cameraId: string,
    time: ThumbnailTime,
    method: ThumbnailMethod,
    shape: FrameShape,
  ): Promise<Buffer | null> {
    const frame = this.frameAt(cameraId, time, method, shape);
    if (this.d.onServed)
      void frame.then(
        (f) => f && this.d.onServed?.(),
        () => {},
      );
    return frame;
  }

  private frameAt(
    cameraId: string,
    time: ThumbnailTime,
    method: ThumbnailMethod,
    shape: FrameShape,
  ): Promise<Buffer | null> {
    if (time !== 'latest') return this.fromArchive(this.d.frames.at(cameraId, time, method), shape);
    const key = `${cameraId}|${shape.width ?? ''}|${shape.height ?? ''}|${shape.rotate ?? ''}`;
    const now = this.d.clock();
    const ttl = this.d.liveCacheMs ?? 1_500;
    const cached = this.latestCache.get(key);
    // A pull under way is shared; a frame is reused for `ttl` after it arrived.
    if (cached && (cached.atMs === null || now - cached.atMs < ttl)) return cached.frame;
    for (const [k, entry] of this.latestCache)
      if (entry.atMs !== null && now - entry.atMs > ttl) this.latestCache.delete(k);
    const entry: LatestEntry = { atMs: null, frame: this.newest(cameraId, shape) };
    this.latestCache.set(key, entry);
    entry.frame.then(
      () => {
        entry.atMs = this.d.clock();
      },
      () => this.latestCache.delete(key),
    );
    return entry.frame;
  }

  private async newest(cameraId: string, shape: FrameShape): Promise<Buffer | null> {
    const timeoutMs = this.d.liveTimeoutMs ?? 5_000;
    for (const source of this.d.liveSourcesOf(cameraId)) {
      const args = (url: string) => liveFrameArgs(url, shape, '', timeoutMs);
      const live = await this.grab(args, timeoutMs + 1_000, source);
      if (live) return live;
    }
    return this.fromArchive(this.d.frames.latest(cameraId), shape);
  }

  private async fromArchive(at: FrameAt | null, shape: FrameShape): Promise<Buffer | null> {
    if (!at) return null;
    const frame = await this.grab(() => chunkFrameArgs(at.file, at.offsetMs, shape, ''), ARCHIVE_TIMEOUT_MS);
    // Past the last keyframe of a chunk still being written there may be nothing yet: its start has one.
    return (
      frame ??
      (at.offsetMs > 0 ? this.grab(() => chunkFrameArgs(at.file, 0, shape, ''), ARCHIVE_TIMEOUT_MS) : null)
    );
  }

  /**
   * Runs ffmpeg with its output (the last argument, filled in here) in a temporary file; the JPEG or null. A
   * live source gets its relay ticket once its turn in the queue has come, for as long as ffmpeg runs.
   */
  private grab(
    argsOf: (input: string) => string[],
    timeoutMs: number,
    source?: CameraSource,
  ): Promise<Buffer | null> {
    return this.queue.run(() =>
      source
        ? withCameraInput(this.d.inputs, source, (url) => this.runFrame(argsOf(url), timeoutMs))
        : this.runFrame(argsOf(''), timeoutMs),
    );
  }

  private async runFrame(args: string[], timeoutMs: number): Promise<Buffer | null> {
    const out = join(tmpdir(), `argus-thumbnail-${randomUUID()}.jpg`);
    args[args.length - 1] = out;
    try {
      const result = await this.d.children.run(this.d.ffmpeg ?? 'ffmpeg', args, { timeoutMs });
      if (result.code !== 0) return null;
      const jpeg = readFileSync(out);
      return jpeg.length > 0 ? jpeg : null;
    } catch {
      return null;
    } finally {
      rmSync(out, { force: true });
    }
  }
}
