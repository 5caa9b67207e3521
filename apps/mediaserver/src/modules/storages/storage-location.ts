/**
 * A storage path as a client sends it, turned into what is stored: the path without a share's password, the
 * key that two storages must not share, and the password sealed with the system's secret box (§3.10).
 */
import { realpath } from 'node:fs/promises';
import { join } from 'node:path';
import { InvalidParameter } from '@argus/contract';
import {
  isSystemFolder,
  isWithinFolder,
  parseStoragePath,
  publicStoragePath,
  redactStoragePath,
  type StoragePath,
  storagePathKey,
} from '@argus/contract/mediaserver';

export interface StorageLocation {
  parsed: StoragePath;
  /** What replies show: no password. */
  path: string;
  pathKey: string;
  /** The password the path carried, if any. */
  password: string | null;
}

/** The folder of the default storage in the data dir (default-storage.ts). */
export const DEFAULT_STORAGE_FOLDER = 'storage';

/**
 * A local folder that is never a storage root: a system folder, the data dir or a folder that holds it (the
 * server's database, logs and live segments would be scanned and pruned as archive), or a folder inside the
 * data dir other than the default storage's.
 */
export function isRefusedRoot(path: string, dataDir: string): boolean {
  if (isSystemFolder(path) || isWithinFolder(dataDir, path)) return true;
  return isWithinFolder(path, dataDir) && !isWithinFolder(path, join(dataDir, DEFAULT_STORAGE_FOLDER));
}

/** The same for a folder and for where it really is (a link to a system folder is that folder). */
export async function isRefusedFolder(path: string, dataDir: string): Promise<boolean> {
  if (isRefusedRoot(path, dataDir)) return true;
  const real = await realpath(path).catch(() => null);
  return real !== null && real !== path && isRefusedRoot(real, dataDir);
}

/** Seals and opens stored passwords (db/secret-box.ts). */
export interface Sealer {
  seal(plain: string): string;
  open(sealed: string): string | null;
}

/** ``Invalid parameter `<field>`: <path>.`` (the password, if any, shown as `***`) for a path that is none. */
export function storageLocation(text: string, field: string): StorageLocation {
  const parsed = parseStoragePath(text);
  if (!parsed) throw new InvalidParameter(field, redactStoragePath(text));
  return {
    parsed,
    path: publicStoragePath(parsed),
    pathKey: storagePathKey(parsed),
    password: parsed.kind === 'local' ? null : parsed.password,
  };
}

/**
 * The sealed password to store: a new one when the path gives one; the stored one when the path gives none
 * and still names the same share and user (a client writing back the path it read, which has no password);
 * none otherwise.
 */
export function sealedPasswordFor(
  location: StorageLocation,
  previous: { path: string; sealedPassword: string | null } | undefined,
  secrets: Sealer,
): string | null {
  if (location.password !== null) return secrets.seal(location.password);
  if (previous && previous.path === location.path) return previous.sealedPassword;
  return null;
}

/** Parameter names that look like secrets are not stored: a share's password belongs in its URL. */
const SECRET_NAME = /password|passwd|token|authkey/i;

export function storableParameters(parameters: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(parameters).filter(([name]) => !SECRET_NAME.test(name)));
}
