/**
 * A long archive without recording it: rows of the archive index (`archive_chunks`) written straight into
 * the system database of a stopped server's data dir, as the recording engine would have written them
 * (consecutive closed chunks on the data dir's first storage, with their files' paths in the archive layout).
 * The files do not exist: for calls that read only the index, such as `/ec2/recordedTimePeriods`.
 */
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { DATABASE_FILE } from './seed-devices.ts';

export type Quality = 'hi' | 'low';

export interface SeededArchive {
  cameraId: string;
  qualities: readonly Quality[];
  /** The last chunk ends here. */
  endMs: number;
  chunks: number;
  chunkMs: number;
  /** Bytes of each chunk (default 15 MB: 60 s at 2 Mbps). */
  sizeBytes?: number;
}

const QUALITY_FOLDERS: Record<Quality, string> = { hi: 'hi_quality', low: 'low_quality' };
const pad = (n: number) => String(n).padStart(2, '0');

/** `<root>/<quality>/<camera>/<YYYY>/<MM>/<DD>/<HH>/<start>_<duration>.mkv` (archive-layout.ts). */
function chunkFile(root: string, quality: Quality, cameraId: string, startMs: number, durationMs: number) {
  const d = new Date(startMs);
  const hour = [d.getUTCFullYear(), pad(d.getUTCMonth() + 1), pad(d.getUTCDate()), pad(d.getUTCHours())];
  return join(root, QUALITY_FOLDERS[quality], cameraId, ...hour.map(String), `${startMs}_${durationMs}.mkv`);
}

/** Inserts the archives in one transaction; returns the rows written. */
export function seedArchive(dataDir: string, archives: readonly SeededArchive[]): number {
  const db = new Database(join(dataDir, DATABASE_FILE), { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    const storage = db.prepare('SELECT id, path FROM storages ORDER BY rowid LIMIT 1').get() as
      | { id: string; path: string }
      | undefined;
    if (!storage) throw new Error(`seedArchive: no storage in ${dataDir}`);
    const insert = db.prepare(
      `INSERT INTO archive_chunks (camera_id, quality, storage_id, start_ms, duration_ms, file, size_bytes)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    );
    let rows = 0;
    db.transaction(() => {
      for (const a of archives)
        for (const quality of a.qualities)
          for (let i = 0; i < a.chunks; i++) {
            const startMs = a.endMs - (a.chunks - i) * a.chunkMs;
            const file = chunkFile(storage.path, quality, a.cameraId, startMs, a.chunkMs);
            insert.run(a.cameraId, quality, storage.id, startMs, a.chunkMs, file, a.sizeBytes ?? 15_000_000);
            rows += 1;
          }
    })();
    return rows;
  } finally {
    db.close();
  }
}
