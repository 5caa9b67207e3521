/**
 * The archive's recorded runs, kept in memory per camera and stream: chunks that touch (one starts where the
 * other ends, as a recorder writes them) form one run, so a month of continuous recording is one run instead
 * of 43,200 chunks, and the timeline's query (`/ec2/recordedTimePeriods`, polled every 2 s by each viewer)
 * no longer reads every chunk. Runs join only exactly touching or overlapping chunks, so adding and removing a
 * chunk update them exactly: removing a chunk cuts its run at the chunk's own edges. The chunk being written
 * (`durationMs` -1) is kept apart. A stream's runs are loaded from the index when first asked for, then follow
 * the repository's writes (the server is the index's only writer).
 */

/** A chunk's span; `durationMs` -1 while it is being written. */
export interface Span {
  startMs: number;
  durationMs: number;
}

interface Run {
  startMs: number;
  endMs: number;
}

/** One camera stream's runs: sorted, disjoint and not touching; the starts of chunks being written apart. */
export class RunList {
  private readonly runs: Run[] = [];
  private readonly open: number[] = [];

  static of(spans: Iterable<Span>): RunList {
    const list = new RunList();
    for (const span of spans) list.add(span);
    return list;
  }

  /** How many runs (for tests and diagnostics). */
  get size(): number {
    return this.runs.length;
  }

  add(span: Span): void {
    if (span.durationMs < 0) {
      this.open.push(span.startMs);
      this.open.sort((a, b) => a - b);
      return;
    }
    let startMs = span.startMs;
    let endMs = span.startMs + span.durationMs;
    // The first run that ends at or after the new start may touch it; so may those after it.
    const first = this.firstEndingFrom(startMs);
    let last = first;
    while (last < this.runs.length && this.runs[last]!.startMs <= endMs) {
      startMs = Math.min(startMs, this.runs[last]!.startMs);
      endMs = Math.max(endMs, this.runs[last]!.endMs);
      last += 1;
    }
    this.runs.splice(first, last - first, { startMs, endMs });
  }

  remove(span: Span): void {
    if (span.durationMs < 0) {
      const at = this.open.indexOf(span.startMs);
      if (at >= 0) this.open.splice(at, 1);
      return;
    }
    const startMs = span.startMs;
    const endMs = span.startMs + span.durationMs;
    if (endMs <= startMs) return;
    const first = this.firstEndingFrom(startMs + 1);
    let last = first;
    const pieces: Run[] = [];
    while (last < this.runs.length && this.runs[last]!.startMs < endMs) {
      const run = this.runs[last]!;
      if (run.startMs < startMs) pieces.push({ startMs: run.startMs, endMs: startMs });
      if (run.endMs > endMs) pieces.push({ startMs: endMs, endMs: run.endMs });
      last += 1;
    }
    this.runs.splice(first, last - first, ...pieces);
  }

  /** Runs overlapping [startMs, endMs) as spans, and the chunks being written that start before `endMs`. */
  overlapping(startMs: number, endMs: number): Span[] {
    const out: Span[] = [];
    for (let i = this.firstEndingFrom(startMs + 1); i < this.runs.length; i += 1) {
      const run = this.runs[i]!;
      if (run.startMs >= endMs) break;
      out.push({ startMs: run.startMs, durationMs: run.endMs - run.startMs });
    }
    for (const openMs of this.open) if (openMs < endMs) out.push({ startMs: openMs, durationMs: -1 });
    return out;
  }

  /** The index of the first run whose end is at or after `ms` (runs' ends are sorted too). */
  private firstEndingFrom(ms: number): number {
    let lo = 0;
    let hi = this.runs.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.runs[mid]!.endMs < ms) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
}

/** The run lists of every camera stream asked for so far. */
export class RecordedRuns<Quality extends string = string> {
  private readonly lists = new Map<string, RunList>();

  constructor(private readonly load: (cameraId: string, quality: Quality) => Iterable<Span>) {}

  private static key(cameraId: string, quality: string): string {
    return `${cameraId}\n${quality}`;
  }

  /** A stream's runs (loaded from the index on first use). */
  of(cameraId: string, quality: Quality): RunList {
    const key = RecordedRuns.key(cameraId, quality);
    let list = this.lists.get(key);
    if (!list) {
      list = RunList.of(this.load(cameraId, quality));
      this.lists.set(key, list);
    }
    return list;
  }

  /** A chunk was indexed (streams not loaded yet read it when they load). */
  added(cameraId: string, quality: Quality, span: Span): void {
    this.lists.get(RecordedRuns.key(cameraId, quality))?.add(span);
  }

  /** A chunk left the index. */
  removed(cameraId: string, quality: Quality, span: Span): void {
    this.lists.get(RecordedRuns.key(cameraId, quality))?.remove(span);
  }
}
