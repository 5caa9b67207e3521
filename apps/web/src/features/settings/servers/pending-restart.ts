/**
 * A restart in progress survives a page reload (the shell reloads the page when the server comes back after
 * being unavailable): the server id and the runtime id it had before the restart are kept in
 * sessionStorage until a new runtime id is seen.
 */
const STORAGE_KEY = 'argus.settings.pendingRestart';
/** A restart not confirmed within this time is forgotten. */
export const PENDING_RESTART_MAX_AGE_MS = 10 * 60_000;

interface PendingRestart {
  serverId: string;
  runtimeId: string;
  startedAtMs: number;
}

function readAll(): PendingRestart[] {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? (parsed as PendingRestart[]) : [];
  } catch {
    return [];
  }
}

function writeAll(items: PendingRestart[]): void {
  if (items.length === 0) sessionStorage.removeItem(STORAGE_KEY);
  else sessionStorage.setItem(STORAGE_KEY, JSON.stringify(items));
}

/** The runtime id before a restart of this server that is still awaited, or null. */
export function pendingRestartOf(serverId: string, nowMs = Date.now()): string | null {
  const item = readAll().find((p) => p.serverId === serverId);
  return item && nowMs - item.startedAtMs < PENDING_RESTART_MAX_AGE_MS ? item.runtimeId : null;
}

export function rememberRestart(serverId: string, runtimeId: string, nowMs = Date.now()): void {
  writeAll([
    ...readAll().filter((p) => p.serverId !== serverId),
    { serverId, runtimeId, startedAtMs: nowMs },
  ]);
}

export function forgetRestart(serverId: string): void {
  writeAll(readAll().filter((p) => p.serverId !== serverId));
}
