/**
 * A storage path as a client sends it, turned into what is stored: the path without a share's password, the
 * key that two storages must not share, and the password sealed with the system's secret box (§3.10).
 */
import {
  InvalidParameter,
  parseStoragePath,
  publicStoragePath,
  redactStoragePath,
  type StoragePath,
  storagePathKey,
} from '@argus/contract';

export interface StorageLocation {
  parsed: StoragePath;
  /** What replies show: no password. */
  path: string;
  pathKey: string;
  /** The password the path carried, if any. */
  password: string | null;
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
