/**
 * Recorded and motion periods for drawing and seeking, pure: the server's periods (`durationMs` -1 while the
 * last chunk is written, i.e. up to now) as merged spans, the spans of a window as pixel bars (neighbours
 * closer than a pixel joined), and where the recording continues from a time.
 */
import type { RecordedPeriod, ServerRecordedPeriods } from '@argus/contract/mediaserver';
import { type TimeWindow, xOfMs } from './timeline-scale.ts';

export interface TimeSpan {
  startMs: number;
  endMs: number;
  /**
   * The recording goes on (its last chunk is being written): the span lasts past `endMs`, which is only the
   * time it was last drawn for; a seek after it is still recorded.
   */
  open?: boolean;
}

export interface Bar {
  x: number;
  width: number;
}

/** The periods of every server of a recordedTimePeriods reply (per server, or flat). */
export function periodsOfReply(reply: readonly (RecordedPeriod | ServerRecordedPeriods)[]): RecordedPeriod[] {
  return reply.flatMap((entry) => ('periods' in entry ? entry.periods : [entry]));
}

/** Spans in time order, overlapping or touching ones joined (open when any part of it is). */
function merged(spans: readonly TimeSpan[]): TimeSpan[] {
  const out: TimeSpan[] = [];
  for (const s of [...spans].sort((a, b) => a.startMs - b.startMs)) {
    const last = out.at(-1);
    if (last && s.startMs <= last.endMs) {
      last.endMs = Math.max(last.endMs, s.endMs);
      if (s.open) last.open = true;
    } else out.push({ ...s });
  }
  return out;
}

/** Periods as spans in time order, overlapping or touching ones joined; -1 lasts until `nowMs`, and on. */
export function spansOf(periods: readonly RecordedPeriod[], nowMs: number): TimeSpan[] {
  return merged(
    periods.map((p) =>
      p.durationMs < 0
        ? { startMs: p.startTimeMs, endMs: Math.max(nowMs, p.startTimeMs), open: true }
        : { startMs: p.startTimeMs, endMs: p.startTimeMs + p.durationMs },
    ),
  );
}

/**
 * The spans within a window as pixel bars at least 1 px wide, and inside the window (a short recording at
 * its right edge too), bars closer than `minGapPx` joined.
 */
export function barsOf(spans: readonly TimeSpan[], w: TimeWindow, widthPx: number, minGapPx = 1): Bar[] {
  const bars: Bar[] = [];
  for (const s of spans) {
    if (s.endMs <= w.startMs || s.startMs >= w.endMs) continue;
    const x0 = Math.max(0, xOfMs(w, widthPx, s.startMs));
    const x1 = Math.min(widthPx, xOfMs(w, widthPx, s.endMs));
    const last = bars.at(-1);
    if (last && x0 - (last.x + last.width) < minGapPx) last.width = Math.max(last.width, x1 - last.x);
    else bars.push({ x: Math.max(0, Math.min(x0, widthPx - 1)), width: Math.max(1, x1 - x0) });
  }
  return bars;
}

/** The span holding `ms`, if any (an open one holds every time after its start). */
export function spanAt(spans: readonly TimeSpan[], ms: number): TimeSpan | undefined {
  return spans.find((s) => s.startMs <= ms && (ms < s.endMs || s.open === true));
}

/** `ms` when it is recorded, else the start of the next recording; null when nothing is recorded after it. */
export function recordedFrom(spans: readonly TimeSpan[], ms: number): number | null {
  if (spanAt(spans, ms)) return ms;
  return spans.find((s) => s.startMs > ms)?.startMs ?? null;
}

/** How much of a range is recorded, in ms. */
export function recordedWithin(spans: readonly TimeSpan[], range: TimeSpan): number {
  return spans.reduce(
    (sum, s) => sum + Math.max(0, Math.min(s.endMs, range.endMs) - Math.max(s.startMs, range.startMs)),
    0,
  );
}

/** Finer spans for part of the time (a zoomed window's), the coarser ones of the whole window elsewhere. */
export function combineSpans(
  coarse: readonly TimeSpan[],
  fine: readonly TimeSpan[],
  fineRange: TimeSpan,
): TimeSpan[] {
  const outside = coarse.flatMap((s) => {
    const parts: TimeSpan[] = [];
    if (s.startMs < fineRange.startMs)
      parts.push({ startMs: s.startMs, endMs: Math.min(s.endMs, fineRange.startMs) });
    if (s.endMs > fineRange.endMs)
      parts.push({
        startMs: Math.max(s.startMs, fineRange.endMs),
        endMs: s.endMs,
        ...(s.open ? { open: true } : {}),
      });
    return parts;
  });
  const inside = fine
    .map((s) => ({
      startMs: Math.max(s.startMs, fineRange.startMs),
      endMs: Math.min(s.endMs, fineRange.endMs),
      ...(s.open ? { open: true } : {}),
    }))
    .filter((s) => s.endMs > s.startMs);
  return merged([...outside, ...inside]);
}
