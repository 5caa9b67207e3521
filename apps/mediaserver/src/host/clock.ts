/** Time facts of the host: time zone, its offset, uptime. */
import { uptime } from 'node:os';

/** IANA time zone of the host, e.g. `Europe/Berlin`; `UTC` when the runtime cannot tell. */
export function timeZoneId(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** Offset of local time from UTC at `atMs`, in ms (east of UTC positive). */
export function timeZoneOffsetMs(atMs: number): number {
  const minutes = -new Date(atMs).getTimezoneOffset();
  return minutes === 0 ? 0 : minutes * 60_000;
}

/** Time since the host booted, in ms. */
export function hostUptimeMs(): number {
  return Math.round(uptime() * 1000);
}
