/**
 * Many cameras at once for the benchmarks: copies of one template camera, written straight into the system
 * database of a data dir whose server is stopped (as e2e/support/seed-users.ts does for users). The template
 * is a camera the server itself created (through `POST /rest/v1/devices`), so every column holds what the
 * server writes; each copy gets its own id, physical id, name and URL. The template's learnt parameters
 * (`mediaStreams` and the like) are copied too, so the copies need no stream analysis; its stream URLs are
 * not, so each copy is probed at its own URL.
 */
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';

/** The system database in a data dir (apps/mediaserver/src/db/database.ts, DATABASE_FILE). */
export const DATABASE_FILE = 'system.sqlite';
/** Parameters that point at the template's own streams. */
const NOT_COPIED_PARAMS = ['streamUrls'];

export interface SeedDevicesOptions {
  /** The id of the camera to copy (it stays as it is). */
  templateId: string;
  /** How many copies. */
  count: number;
  /** The URL of copy `i` (0-based). */
  urlOf(i: number): string;
  /** Names are `${prefix}${i + 1}`, zero-padded to the width of `count`. Default `Camera `. */
  prefix?: string;
}

/** Inserts the copies in one transaction; returns their ids in order. */
export function seedDevices(dataDir: string, options: SeedDevicesOptions): string[] {
  const file = join(dataDir, DATABASE_FILE);
  if (!existsSync(file)) throw new Error(`seedDevices: ${file} does not exist`);
  const db = new Database(file, { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    const columns = (db.prepare('SELECT name FROM pragma_table_info(?)').pluck().all('devices') as string[])
      .filter((c) => !['id', 'physical_id', 'name', 'url', 'added_at_ms'].includes(c))
      .join(', ');
    if (!db.prepare('SELECT 1 FROM devices WHERE id = ?').get(options.templateId))
      throw new Error(`seedDevices: no camera ${options.templateId} in ${file}`);
    const copyDevice = db.prepare(
      `INSERT INTO devices (id, physical_id, name, url, added_at_ms, ${columns})
       SELECT ?, ?, ?, ?, ?, ${columns} FROM devices WHERE id = ?`,
    );
    const copyParams = db.prepare(
      `INSERT INTO resource_params (resource_id, name, value)
       SELECT ?, name, value FROM resource_params
       WHERE resource_id = ? AND name NOT IN (${NOT_COPIED_PARAMS.map(() => '?').join(', ')})`,
    );
    const prefix = options.prefix ?? 'Camera ';
    const width = String(options.count).length;
    const ids = Array.from({ length: options.count }, () => randomUUID());
    const addedAt = Date.now();
    db.transaction(() => {
      ids.forEach((id, i) => {
        const url = options.urlOf(i);
        const name = `${prefix}${String(i + 1).padStart(width, '0')}`;
        copyDevice.run(id, `bench-${id}`, name, url, addedAt + i, options.templateId);
        copyParams.run(id, options.templateId, ...NOT_COPIED_PARAMS);
      });
    })();
    return ids;
  } finally {
    db.close();
  }
}
