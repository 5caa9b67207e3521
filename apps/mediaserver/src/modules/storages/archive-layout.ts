/**
 * Where the archive lives on a storage (the recording engine writes this layout, the rebuild reads it):
 *
 *   <storage>/hi_quality/<cameraId>/<YYYY>/<MM>/<DD>/<HH>/<startMs>_<durationMs>.mkv
 *   <storage>/low_quality/<cameraId>/...                                (the same, for the secondary stream)
 *
 * `cameraId` is the device id (lower case, no braces); the date folders are the UTC hour the chunk starts in;
 * `startMs` is its start in ms since the epoch and `durationMs` its length. Anything else under a storage is
 * not archive and is ignored.
 */
import type { Dir } from 'node:fs';
import { opendir } from 'node:fs/promises';
import { join } from 'node:path';

export const ARCHIVE_QUALITIES = { hi: 'hi_quality', low: 'low_quality' } as const;
export type ArchiveQuality = keyof typeof ARCHIVE_QUALITIES;

/** One recorded chunk found on a storage. */
export interface ArchiveChunk {
  storageId: string;
  quality: ArchiveQuality;
  cameraId: string;
  startMs: number;
  durationMs: number;
  file: string;
}

const CAMERA_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const CHUNK_NAME = /^(\d{1,15})_(\d{1,10})\.mkv$/;
const DATE_PARTS = [/^\d{4}$/, /^\d{2}$/, /^\d{2}$/, /^\d{2}$/];

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The folder of a chunk, relative to its storage. */
export function chunkFolder(quality: ArchiveQuality, cameraId: string, startMs: number): string {
  const d = new Date(startMs);
  return join(
    ARCHIVE_QUALITIES[quality],
    cameraId,
    pad(d.getUTCFullYear(), 4),
    pad(d.getUTCMonth() + 1),
    pad(d.getUTCDate()),
    pad(d.getUTCHours()),
  );
}

/** The path of a chunk, relative to its storage. */
export function chunkPath(
  quality: ArchiveQuality,
  cameraId: string,
  startMs: number,
  durationMs: number,
): string {
  return join(chunkFolder(quality, cameraId, startMs), `${startMs}_${durationMs}.mkv`);
}

/**
 * A chunk from its place under `<storage>/<quality folder>`: `[cameraId, YYYY, MM, DD, HH, name]`. Null when
 * the place does not follow the layout, or the name's time is not in the hour its folders say.
 */
export function parseChunk(
  storageId: string,
  quality: ArchiveQuality,
  parts: readonly string[],
  file: string,
): ArchiveChunk | null {
  if (parts.length !== 6) return null;
  const [cameraId = '', year = '', month = '', day = '', hour = '', name = ''] = parts;
  if (!CAMERA_ID.test(cameraId) || ![year, month, day, hour].every((p, i) => DATE_PARTS[i]!.test(p)))
    return null;
  const m = CHUNK_NAME.exec(name);
  if (!m) return null;
  const startMs = Number(m[1]);
  if (chunkFolder(quality, cameraId, startMs) !== join(ARCHIVE_QUALITIES[quality], ...parts.slice(0, 5)))
    return null;
  return { storageId, quality, cameraId, startMs, durationMs: Number(m[2]), file };
}

async function openFolder(path: string): Promise<Dir | null> {
  try {
    return await opendir(path);
  } catch {
    return null;
  }
}

/** Every chunk on a storage, folder by folder; stops early when `signal` aborts. */
export async function* archiveChunks(
  storageId: string,
  root: string,
  signal: AbortSignal,
): AsyncGenerator<ArchiveChunk> {
  for (const quality of Object.keys(ARCHIVE_QUALITIES) as ArchiveQuality[]) {
    const stack: { path: string; parts: string[] }[] = [
      { path: join(root, ARCHIVE_QUALITIES[quality]), parts: [] },
    ];
    while (stack.length > 0 && !signal.aborted) {
      const { path, parts } = stack.pop()!;
      const dir = await openFolder(path);
      if (!dir) continue;
      const folders: string[] = [];
      for await (const entry of dir) {
        if (signal.aborted) break;
        const file = join(path, entry.name);
        if (entry.isDirectory() && parts.length < 5) folders.push(entry.name);
        else if (entry.isFile() && parts.length === 5) {
          const chunk = parseChunk(storageId, quality, [...parts, entry.name], file);
          if (chunk) yield chunk;
        }
      }
      // Newest folders are scanned last, so a stopped scan has seen the oldest archive.
      for (const name of folders.sort().reverse())
        stack.push({ path: join(path, name), parts: [...parts, name] });
    }
  }
}
