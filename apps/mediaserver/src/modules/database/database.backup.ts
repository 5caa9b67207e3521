/**
 * A consistent copy of the live system database, taken with SQLite's online backup API (never a file copy,
 * which could catch a half-written page or miss what the write-ahead log still holds). This server's archive
 * index, motion periods and motion cells are left out: they describe files on this server, and a restore
 * keeps the ones it has (db/restore-swap.ts).
 */
import { randomUUID } from 'node:crypto';
import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { SERVER_TABLES } from '../../db/restore-swap.ts';

export async function backupDatabase(client: Database.Database, tempDir: string): Promise<Buffer> {
  const file = join(tempDir, `backup-${randomUUID()}.sqlite`);
  try {
    await client.backup(file);
    const copy = new Database(file);
    try {
      for (const table of SERVER_TABLES) copy.prepare(`DELETE FROM "${table}"`).run();
      copy.exec('VACUUM');
    } finally {
      copy.close();
    }
    return await readFile(file);
  } finally {
    await rm(file, { force: true });
  }
}
