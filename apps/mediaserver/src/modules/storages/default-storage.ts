/**
 * The default storage: a folder in the data dir, made and registered as a main storage at the first start,
 * so that a fresh system can record. Once made it is an ordinary storage: a user who removes it does not get
 * it back at the next start.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_STORAGE_FOLDER } from './storage-location.ts';
import type { StoragesService } from './storages.service.ts';

const DEFAULT_STORAGE_MADE_KEY = 'defaultStorageCreated';

export interface DefaultStorageDeps {
  dataDir: string;
  localState: { get<T>(key: string): T | undefined; set(key: string, value: unknown): void };
  service: StoragesService;
}

export async function ensureDefaultStorage(d: DefaultStorageDeps): Promise<void> {
  if (d.localState.get<boolean>(DEFAULT_STORAGE_MADE_KEY)) return;
  const path = join(d.dataDir, DEFAULT_STORAGE_FOLDER);
  mkdirSync(path, { recursive: true });
  if (!d.service.list('this').some((row) => row.path === path))
    await d.service.create('this', { path, isUsedForWriting: true, isBackup: false });
  d.localState.set(DEFAULT_STORAGE_MADE_KEY, true);
}
