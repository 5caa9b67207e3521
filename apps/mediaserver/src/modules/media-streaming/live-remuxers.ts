/**
 * Live HLS from the camera itself: one ffmpeg per camera and stream, started when a player first asks,
 * copying the stream (no re-encode) into short HLS segments in a temporary folder, and stopped once no player
 * has asked for ~30 s. Their number is bounded; past the bound a request gets null (the caller falls back
 * to the recorded chunks). A camera stream being recorded needs none: its recorder keeps a live window of its
 * own (`recorded`), served first (segments `rec_NNNNN.ts`, where a remuxer's are `seg_NNNNN.ts`). Live
 * `/media` streams read the same windows (`window`), so a camera never sees a session per viewer.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { type AudioMode, audioArgs } from '../../media/audio-mode.ts';
import type { ChildInput } from '../../media/camera-input.ts';
import type { StreamQuality } from './archive-reader.ts';
import type { MediaProcess, MediaProcesses } from './media-processes.ts';

export const LIVE_IDLE_MS = 30_000;
export const MAX_LIVE_REMUXERS = 16;
/** How long a first request waits for the first segment. */
const FIRST_SEGMENT_WAIT_MS = 15_000;
const PLAYLIST = 'index.m3u8';
const SEGMENT_NAME = /^seg_\d{1,9}\.ts$/;
const RECORDER_SEGMENT_NAME = /^rec_\d{1,9}\.ts$/;

export function liveRemuxerArgs(url: string, dir: string, audio: AudioMode = 'off'): string[] {
  return [
    ...['-hide_banner', '-nostdin', '-nostats', '-loglevel', 'error'],
    ...['-rtsp_transport', 'tcp', '-timeout', '5000000', '-i', url],
    ...['-map', '0:v', '-c:v', 'copy', ...audioArgs(audio), '-f', 'hls'],
    ...['-hls_time', '1', '-hls_list_size', '6', '-hls_flags', 'delete_segments+omit_endlist'],
    ...['-hls_segment_filename', join(dir, 'seg_%05d.ts'), join(dir, PLAYLIST)],
  ];
}

interface Remuxer {
  dir: string;
  process: MediaProcess;
  audio: AudioMode;
  lastUsedMs: number;
  ended: boolean;
  /** Live `/media` streams reading its window now (it is not idle while any does). */
  readers: number;
}

/** A live HLS window to read from: its playlist file, held fresh until released. */
export interface LiveWindow {
  file: string;
  release(): void;
}

export interface LiveRemuxersDeps {
  processes: MediaProcesses;
  clock: () => number;
  /** Where the temporary folders go. */
  rootDir: string;
  idleMs?: number;
  max?: number;
  /** The camera's sound in its live segments (audio-mode.ts); none when absent. */
  audioOf?: (cameraId: string, quality: StreamQuality) => AudioMode;
  /** The live window a recorder of the camera stream keeps fresh now (playlist text, its file and folder). */
  recorded?: (
    cameraId: string,
    quality: StreamQuality,
  ) => { playlist: string; file: string; dir: string } | null;
}

export class LiveRemuxers {
  readonly name = 'live remuxers';
  private readonly running = new Map<string, Remuxer>();
  private sweeper: NodeJS.Timeout | null = null;

  constructor(private readonly d: LiveRemuxersDeps) {}

  get count(): number {
    return this.running.size;
  }

  /**
   * The remuxer's playlist text (segment names relative), once it has a segment; null when no remuxer may
   * start now. Rejects when the camera's stream ends before a first segment.
   */
  async playlist(
    cameraId: string,
    quality: StreamQuality,
    input: () => ChildInput | null,
  ): Promise<string | null> {
    const recorded = this.d.recorded?.(cameraId, quality);
    if (recorded) return recorded.playlist;
    const remuxer = this.ensure(cameraId, quality, input);
    if (!remuxer) return null;
    return await this.firstSegment(remuxer);
  }

  /**
   * The live window of a camera stream for a reader that streams it on (live `/media`): the recorder's, else
   * a remuxer's (started if need be, kept while read); null when no remuxer may start now. Rejects when the
   * camera's stream ends before a first segment.
   */
  async window(
    cameraId: string,
    quality: StreamQuality,
    input: () => ChildInput | null,
  ): Promise<LiveWindow | null> {
    const recorded = this.d.recorded?.(cameraId, quality);
    if (recorded) return { file: recorded.file, release: () => {} };
    const remuxer = this.ensure(cameraId, quality, input);
    if (!remuxer) return null;
    remuxer.readers += 1;
    let held = true;
    const release = () => {
      if (!held) return;
      held = false;
      remuxer.readers -= 1;
      remuxer.lastUsedMs = this.d.clock();
    };
    try {
      await this.firstSegment(remuxer);
    } catch (error) {
      release();
      throw error;
    }
    return { file: join(remuxer.dir, PLAYLIST), release };
  }

  /** The remuxer's playlist text once it has a segment. */
  private async firstSegment(remuxer: Remuxer): Promise<string> {
    const file = join(remuxer.dir, PLAYLIST);
    const deadline = this.d.clock() + FIRST_SEGMENT_WAIT_MS;
    for (;;) {
      remuxer.lastUsedMs = this.d.clock();
      const text = existsSync(file) ? readFileSync(file, 'utf8') : '';
      if (/^seg_/m.test(text)) return text;
      if (remuxer.ended) throw new Error('The camera stream ended.');
      if (this.d.clock() > deadline) throw new Error('No live segment came in time.');
      await Promise.race([delay(100), remuxer.process.exited]);
    }
  }

  /** The file of a live segment, if its remuxer still runs and has it. */
  segmentFile(cameraId: string, quality: StreamQuality, name: string): string | null {
    if (RECORDER_SEGMENT_NAME.test(name)) {
      const recorded = this.d.recorded?.(cameraId, quality);
      const file = recorded && join(recorded.dir, name);
      return file && existsSync(file) ? file : null;
    }
    const remuxer = this.running.get(`${cameraId}/${quality}`);
    if (!remuxer || !SEGMENT_NAME.test(name)) return null;
    remuxer.lastUsedMs = this.d.clock();
    const file = join(remuxer.dir, name);
    return existsSync(file) ? file : null;
  }

  /** The running remuxer of a stream (with the camera's sound as it is now), or a new one reading `input` (its ticket ends with the process). */
  private ensure(cameraId: string, quality: StreamQuality, input: () => ChildInput | null): Remuxer | null {
    const key = `${cameraId}/${quality}`;
    const audio = this.d.audioOf?.(cameraId, quality) ?? 'off';
    const existing = this.running.get(key);
    if (existing && !existing.ended) {
      if (existing.audio === audio) return existing;
      // The camera's sound changed: a new remuxer takes the stream's place.
      existing.process.kill();
      this.running.delete(key);
    }
    if (this.running.size >= (this.d.max ?? MAX_LIVE_REMUXERS)) return null;
    const source = input();
    if (!source) return null;
    let process: MediaProcess;
    let dir: string;
    try {
      mkdirSync(this.d.rootDir, { recursive: true });
      dir = mkdtempSync(join(this.d.rootDir, 'live-'));
      process = this.d.processes.spawn(liveRemuxerArgs(source.url, dir, audio), { onExit: source.release });
    } catch (error) {
      source.release();
      throw error;
    }
    process.output.resume();
    const remuxer: Remuxer = { dir, process, audio, lastUsedMs: this.d.clock(), ended: false, readers: 0 };
    this.running.set(key, remuxer);
    process.exited.then(() => {
      remuxer.ended = true;
      if (this.running.get(key) === remuxer) this.running.delete(key);
      rmSync(dir, { recursive: true, force: true });
    });
    return remuxer;
  }

  /** Stops remuxers no player asked for lately. */
  sweep(): void {
    const idleMs = this.d.idleMs ?? LIVE_IDLE_MS;
    for (const remuxer of this.running.values())
      if (remuxer.readers === 0 && this.d.clock() - remuxer.lastUsedMs > idleMs) remuxer.process.kill();
  }

  start(): void {
    this.sweeper = setInterval(() => this.sweep(), Math.max(1000, (this.d.idleMs ?? LIVE_IDLE_MS) / 6));
    this.sweeper.unref();
  }

  async stop(): Promise<void> {
    if (this.sweeper) clearInterval(this.sweeper);
    this.sweeper = null;
    const remuxers = [...this.running.values()];
    for (const remuxer of remuxers) remuxer.process.kill();
    await Promise.all(remuxers.map((r) => r.process.exited));
  }
}
