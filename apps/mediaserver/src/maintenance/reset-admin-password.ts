/**
 * Recovery of a lost owner password (`--reset-admin-password`): on a stopped server's data dir, sets a new
 * password for the system's owner (the built-in `admin` unless it was renamed), checked against the full
 * password policy, and ends every session the owner had, as a password change does.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { DomainError } from '@argus/contract';
import { digestHa1, hashPassword } from '../auth/password.ts';
import { createRoot } from '../composition.ts';
import type { ServerConfig } from '../config.ts';
import { DATABASE_FILE, inTransaction } from '../db/database.ts';
import { runningServerPid } from '../host/pid-file.ts';
import { isNewSystem } from '../modules/system/index.ts';

/** A reason the reset cannot be done, for the person at the terminal. */
export class ResetRefused extends Error {}

/** Checks what can be checked before asking for a password. */
export function checkCanReset(dataDir: string): void {
  const pid = runningServerPid(dataDir);
  if (pid !== null)
    throw new ResetRefused(
      `The media server is running on this data dir (process ${pid}). Stop it first, then run this again.`,
    );
  if (!existsSync(join(dataDir, DATABASE_FILE)))
    throw new ResetRefused(`There is no system database in ${dataDir}. Give the server's --data-dir.`);
}

/** Sets the owner's new password; returns the owner's user name. */
export async function resetAdminPassword(config: ServerConfig, password: string): Promise<string> {
  checkCanReset(config.dataDir);
  const root = await createRoot(config);
  try {
    if (isNewSystem(root.settings))
      throw new ResetRefused(
        'This system is not set up yet: `admin` / `admin` works until the setup wizard sets a password.',
      );
    const owner = root.users.list().find((u) => u.isOwner && u.type === 'local');
    if (!owner) throw new ResetRefused('This system has no local owner whose password could be reset.');
    try {
      root.passwords.check(password, 'password', true);
    } catch (err) {
      if (err instanceof DomainError) throw new ResetRefused(err.message);
      throw err;
    }
    const passwordHash = await hashPassword(password);
    inTransaction(root.db, () => {
      root.users.update(owner.id, {
        passwordHash,
        digestHa1: owner.isHttpDigestEnabled ? digestHa1(owner.name, password) : null,
      });
      root.sessions.revokeForUser(owner.id);
    });
    return owner.name;
  } finally {
    root.db.$client.close();
  }
}
