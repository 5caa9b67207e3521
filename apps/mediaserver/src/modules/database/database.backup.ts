/**
 * A consistent copy of the live system database, taken with SQLite's online backup API (never a file copy,
 * which could catch a half-written page or miss what the write-ahead log still holds).
 */
import { randomUUID } from 'node:crypto';
import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type Database from 'better-sqlite3';

export async function backupDatabase(client: Database.Database, tempDir: string): Promise<Buffer> {
  const file = join(tempDir, `backup-${randomUUID()}.sqlite`);
  try {
    await client.backup(file);
    return await readFile(file);
  } finally {
    await rm(file, { force: true });
  }
}
