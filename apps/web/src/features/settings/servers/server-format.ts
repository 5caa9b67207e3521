import type { ServerInformation, ServerModel, ServerOsInfo } from '@argus/contract/mediaserver';

/** Console server states (spec 000 §4): the REST status plus client-side `restarting`. */
export type ServerDisplayStatus = ServerModel['status'] | 'restarting';

export const STATUS_COLORS: Record<string, string> = {
  Online: 'green',
  Offline: 'gray',
  Unauthorized: 'orange',
  Incompatible: 'red',
  NotDefined: 'gray',
  mismatchedCertificate: 'red',
  restarting: 'blue',
};

export function osText(os: ServerOsInfo | undefined): string {
  if (!os) return '—';
  const name = [os.variant, os.variantVersion].filter(Boolean).join(' ');
  return name ? `${name} (${os.platform})` : os.platform || '—';
}

/** Every address the server is known at: its endpoints and the addresses it reports, without repeats. */
export function serverAddresses(server: ServerModel | undefined, info?: ServerInformation): string[] {
  const out = new Set<string>();
  for (const e of server?.endpoints ?? []) out.add(e);
  for (const a of info?.remoteAddresses ?? []) out.add(a);
  return [...out];
}

/** `UTC+02:00` for an offset in milliseconds. */
export function utcOffsetText(offsetMs: number): string {
  const total = Math.round(offsetMs / 60_000);
  const sign = total < 0 ? '−' : '+';
  const abs = Math.abs(total);
  return `UTC${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/** The server's wall-clock time for a UTC instant and the server's time-zone offset. */
export function serverWallClock(utcMs: number, offsetMs: number, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'medium',
    timeZone: 'UTC',
  }).format(new Date(utcMs + offsetMs));
}
