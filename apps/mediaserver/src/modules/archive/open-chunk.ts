/**
 * How much of a chunk being written can be read now. Its recorder flushes each Matroska cluster to the file
 * as soon as it is complete (ffmpeg-recorder-args.ts), so the file holds the stream from the chunk's start up
 * to its last write: the readable part lasts from `startMs` to the file's modification time (never past
 * now), less one cluster's margin for a write that is under way. A closed chunk reads whole. This is the
 * one rule that export, archive HLS and thumbnails follow, so the chunk being written is archive like any
 * other (issue 13).
 */
import { statSync } from 'node:fs';

/** [design] What is left off the end of an open chunk: the cluster ffmpeg may be writing at this moment. */
export const OPEN_CHUNK_MARGIN_MS = 500;

export interface ChunkExtent {
  startMs: number;
  /** -1 while the chunk is being written. */
  durationMs: number;
  file: string;
}

/** The ms of a chunk that can be read now from its start: its duration, or for an open chunk what is written. */
export function readableDurationMs(chunk: ChunkExtent, nowMs: number): number {
  if (chunk.durationMs >= 0) return chunk.durationMs;
  try {
    const written = statSync(chunk.file);
    if (written.size === 0) return 0;
    return Math.max(0, Math.floor(Math.min(nowMs, written.mtimeMs) - OPEN_CHUNK_MARGIN_MS - chunk.startMs));
  } catch {
    return 0;
  }
}

/** A chunk with its open duration replaced by what can be read now (a closed one as it is). */
export function asReadable<T extends ChunkExtent>(chunk: T, nowMs: number): T {
  return chunk.durationMs >= 0 ? chunk : { ...chunk, durationMs: readableDurationMs(chunk, nowMs) };
}
