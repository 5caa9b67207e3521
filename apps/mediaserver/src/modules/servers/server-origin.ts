/**
 * Where another server of the system answers: its `url` (e.g. `https://192.168.1.10:7001`), else the first
 * of its `endpoints` (`host:port`) over HTTPS, which every server serves on its port (media-server-api §1.1).
 */
import type { ServerRow } from './servers.table.ts';

function httpOrigin(text: string): URL | null {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? new URL(url.origin) : null;
  } catch {
    return null;
  }
}

/** The origin to reach a server at, or null when its record names none. */
export function serverOrigin(row: Pick<ServerRow, 'url' | 'endpoints'>): URL | null {
  if (row.url) {
    const url = httpOrigin(row.url);
    if (url) return url;
  }
  for (const endpoint of row.endpoints) {
    const url = httpOrigin(`https://${endpoint}`);
    if (url) return url;
  }
  return null;
}
