/**
 * The one sampler of host load: every `STATISTICS_UPDATE_PERIOD_MS` it reads the host (host-load.ts) and
 * keeps the load since the previous sample, for `/api/statistics` and the metric values. It runs only while
 * somebody asked in the last `IDLE_AFTER_MS` (each reader calls `touch`), so an idle server spends nothing
 * on it. The first reader after a pause gets the averages since boot, until the first tick.
 */
import { STATISTICS_UPDATE_PERIOD_MS } from '@argus/contract/mediaserver';
import type { LongLived } from '@argus/server-kit/lifecycle';
import { type HostLoad, type HostSample, loadBetween, takeSample } from './host-load.ts';

/** How long after the last reader the sampler goes on. */
export const IDLE_AFTER_MS = 30_000;

const BOOT: HostSample = { atMs: 0, cores: [], processCpuUs: 0, net: [], disks: [] };

export interface LoadCollectorDeps {
  clock: () => number;
  periodMs?: number;
  /** Called on each tick, after the sample (counters that follow a running total). */
  onTick?: () => void;
}

export class LoadCollector implements LongLived {
  readonly name = 'load collector';
  private timer: NodeJS.Timeout | null = null;
  private lastTouchMs = 0;
  private previous: HostSample | null = null;
  private current: HostLoad | null = null;
  private stopped = false;
  /** Samples taken since the process started (for tests and the benchmark). */
  samples = 0;

  constructor(private readonly d: LoadCollectorDeps) {}

  get running(): boolean {
    return this.timer !== null;
  }

  start(): void {
    this.stopped = false;
  }

  stop(): void {
    this.stopped = true;
    this.halt();
  }

  /** The load now, starting the sampler when it was idle. */
  load(): HostLoad {
    this.touch();
    if (this.current) return this.current;
    const sample = this.sample();
    this.current = loadBetween(
      { ...BOOT, processCpuUs: 0, atMs: sample.atMs - process.uptime() * 1000 },
      sample,
    );
    return this.current;
  }

  touch(): void {
    this.lastTouchMs = this.d.clock();
    if (this.timer || this.stopped) return;
    this.timer = setInterval(() => this.tick(), this.d.periodMs ?? STATISTICS_UPDATE_PERIOD_MS);
    this.timer.unref();
  }

  private tick(): void {
    if (this.d.clock() - this.lastTouchMs > IDLE_AFTER_MS) {
      this.halt();
      return;
    }
    const before = this.previous;
    const after = this.sample();
    if (before) this.current = loadBetween(before, after);
    this.d.onTick?.();
  }

  private sample(): HostSample {
    const sample = takeSample(this.d.clock());
    this.samples += 1;
    this.previous = sample;
    return sample;
  }

  private halt(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.previous = null;
    this.current = null;
  }
}
