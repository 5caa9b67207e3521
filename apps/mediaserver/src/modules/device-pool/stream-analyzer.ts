/**
 * Learning a camera's streams with ffprobe once it is online: codec, resolution and fps of the primary and
 * secondary stream become `parameters.mediaStreams` (the 5.1 shape, see media-streams.ts), with
 * `hasDualStreaming` and `isAudioSupported`. A camera is analysed again when its URL or credentials change.
 * Few analyses run at once (each is an ffprobe process); failures are retried after a while.
 */
import type { LongLived } from '@argus/server-kit/lifecycle';
import type { CameraInputs } from '../../media/camera-input.ts';
import type { ChildProcesses } from '../../media/child-processes.ts';
import { type ProbedStream, probeStreams } from '../../media/ffprobe.ts';
import type { DeviceRow, ProbeTarget } from '../devices/index.ts';
import type { ParamRecord } from '../resources/index.ts';
import { learntStreamParams } from './media-streams.ts';

export interface AnalysedDevices {
  findById(id: string): DeviceRow | undefined;
  paramsOf(id: string): ParamRecord;
  probeKey(row: DeviceRow): string;
  probeTarget(row: DeviceRow): ProbeTarget;
  setLearntParams(id: string, params: Record<string, string>): void;
}

export interface StreamAnalyzerOptions {
  concurrency: number;
  timeoutMs: number;
  /** How long a failed analysis waits before it is tried again. */
  retryAfterMs: number;
}

const DEFAULTS: StreamAnalyzerOptions = { concurrency: 2, timeoutMs: 15_000, retryAfterMs: 60_000 };

export class StreamAnalyzer implements LongLived {
  readonly name = 'stream analyzer';
  private readonly options: StreamAnalyzerOptions;
  /** The probe key each device was last analysed with. */
  private readonly analysed = new Map<string, string>();
  private readonly failedAt = new Map<string, number>();
  private readonly queue: string[] = [];
  private readonly queued = new Set<string>();
  private readonly running = new Set<Promise<void>>();
  private abort = new AbortController();
  private started = false;

  constructor(
    private readonly d: {
      devices: AnalysedDevices;
      children: ChildProcesses;
      inputs: CameraInputs;
      options?: Partial<StreamAnalyzerOptions>;
      clock?: () => number;
    },
  ) {
    this.options = { ...DEFAULTS, ...d.options };
  }

  start(): void {
    this.abort = new AbortController();
    this.started = true;
  }

  async stop(): Promise<void> {
    this.started = false;
    this.abort.abort();
    this.queue.length = 0;
    this.queued.clear();
    await Promise.all([...this.running]);
  }

  /** Whether the device's streams are unknown for its current URL and credentials. */
  needs(row: DeviceRow): boolean {
    const key = this.d.devices.probeKey(row);
    const done = this.analysed.get(row.id);
    if (done === undefined && this.d.devices.paramsOf(row.id).mediaStreams) {
      // Analysed before this process started.
      this.analysed.set(row.id, key);
      return false;
    }
    if (done === key) return false;
    const failed = this.failedAt.get(row.id);
    return failed === undefined || (this.d.clock ?? Date.now)() - failed >= this.options.retryAfterMs;
  }

  /** Queues an analysis of an online camera that needs one. */
  consider(row: DeviceRow): void {
    if (!this.started || this.queued.has(row.id) || !this.needs(row)) return;
    this.queued.add(row.id);
    this.queue.push(row.id);
    this.pump();
  }

  private pump(): void {
    while (this.started && this.running.size < this.options.concurrency && this.queue.length) {
      const id = this.queue.shift()!;
      const run = this.analyse(id).finally(() => {
        this.running.delete(run);
        this.queued.delete(id);
        this.pump();
      });
      this.running.add(run);
    }
  }

  private async probe(url: string, target: ProbeTarget): Promise<ProbedStream[] | null> {
    const source = { url, credentials: target.credentials };
    const outcome = await probeStreams(this.d.children, this.d.inputs, source, {
      timeoutMs: this.options.timeoutMs,
      signal: this.abort.signal,
    });
    return outcome.ok ? outcome.value : null;
  }

  private async analyse(id: string): Promise<void> {
    const row = this.d.devices.findById(id);
    if (!row) return;
    const target = this.d.devices.probeTarget(row);
    const key = this.d.devices.probeKey(row);
    const primary = await this.probe(target.url, target);
    const secondary = primary && target.secondaryUrl ? await this.probe(target.secondaryUrl, target) : null;
    if (this.abort.signal.aborted) return;
    if (!primary) {
      this.failedAt.set(id, (this.d.clock ?? Date.now)());
      return;
    }
    this.failedAt.delete(id);
    this.analysed.set(id, key);
    this.d.devices.setLearntParams(id, learntStreamParams(primary, secondary));
  }
}
