/**
 * How long portal sessions live [design, docs/api-decisions.md]. Both kinds end after a time without use,
 * and each use moves the end: a "remember me" session has a persistent cookie of 14 days (sent again with
 * the new end when it moves), other sessions a browser-session cookie and 24 h on the server.
 */
export const REMEMBERED_SESSION_MS = 14 * 24 * 3600_000;
export const BROWSER_SESSION_MS = 24 * 3600_000;

/** A session's end moves at most this often: not every request writes its row. */
export const SESSION_TOUCH_INTERVAL_MS = 60_000;

export function sessionLifetimeMs(remember: boolean): number {
  return remember ? REMEMBERED_SESSION_MS : BROWSER_SESSION_MS;
}
