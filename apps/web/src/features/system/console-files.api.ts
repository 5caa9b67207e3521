import { useCallback } from 'react';
import { isApiError } from '../../lib/api-error.ts';
import { usePingServer } from './system.api.ts';

/** What one of the console's own files (a page's code) looks like from here. */
export type ConsoleFileState = 'present' | 'missing' | 'unreachable';

/**
 * Asks the server for a file of the console itself (not the API): `missing` when it answers without it (404,
 * or a page instead of a script), `unreachable` when it does not answer.
 */
export async function consoleFileState(url: string): Promise<ConsoleFileState> {
  try {
    const res = await fetch(url, { method: 'HEAD', cache: 'no-store', credentials: 'same-origin' });
    if (res.status === 502 || res.status === 504) return 'unreachable';
    if (!res.ok) return 'missing';
    return /javascript/.test(res.headers.get('content-type') ?? '') ? 'present' : 'missing';
  } catch {
    return 'unreachable';
  }
}

/**
 * Whether the system's server answers now (`/api/ping`). A failed ping also marks the server unavailable, so
 * the shell shows its banner and pings until it is back.
 */
export function useServerAnswers(): () => Promise<boolean> {
  const ping = usePingServer();
  return useCallback(
    () =>
      ping().then(
        () => true,
        (error: unknown) => !(isApiError(error) && error.isUnavailable),
      ),
    [ping],
  );
}
