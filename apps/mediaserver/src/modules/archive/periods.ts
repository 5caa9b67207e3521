/**
 * Recorded periods from chunks (`/ec2/recordedTimePeriods`): chunks sorted by start are joined into periods
 * when the gap between them is at most `detail` ms; a period whose last chunk is being written keeps
 * `durationMs` -1. Without `keepSmallChunks`, periods shorter than `detail` are dropped (too small to draw).
 */
import type { RecordedPeriod } from '@argus/contract/mediaserver';

export interface ChunkSpan {
  startMs: number;
  /** -1 while being written. */
  durationMs: number;
}

export interface MergeOptions {
  detailMs: number;
  keepSmallChunks: boolean;
  limit?: number | undefined;
}

export function mergePeriods(chunks: readonly ChunkSpan[], options: MergeOptions): RecordedPeriod[] {
  const sorted = [...chunks].sort((a, b) => a.startMs - b.startMs);
  const out: RecordedPeriod[] = [];
  let current: RecordedPeriod | null = null;
  const detail = Math.max(0, options.detailMs);
  for (const chunk of sorted) {
    if (
      current &&
      current.durationMs !== -1 &&
      chunk.startMs <= current.startTimeMs + current.durationMs + detail
    ) {
      current.durationMs =
        chunk.durationMs === -1
          ? -1
          : Math.max(current.durationMs, chunk.startMs + chunk.durationMs - current.startTimeMs);
      continue;
    }
    if (current && current.durationMs === -1) continue; // later chunks are inside the open one
    current = { startTimeMs: chunk.startMs, durationMs: chunk.durationMs } as RecordedPeriod;
    out.push(current);
  }
  const kept = options.keepSmallChunks
    ? out
    : out.filter((p) => p.durationMs === -1 || p.durationMs >= detail || detail === 0);
  return options.limit !== undefined && options.limit > 0 ? kept.slice(0, options.limit) : kept;
}
