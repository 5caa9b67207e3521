import type { DeviceStatus } from '@argus/contract/mediaserver';
import { useCallback, useEffect, useState } from 'react';

/** How long the page follows a camera closely after its credentials changed. */
const CHECK_FOR_MS = 20_000;

/** When new credentials were saved (null: not checking); the page polls the camera quickly meanwhile. */
export function useCredentialsCheck() {
  const [since, setSince] = useState<number | null>(null);
  const start = useCallback(() => setSince(Date.now()), []);
  const stop = useCallback(() => setSince(null), []);
  return { since, checking: since !== null, start, stop };
}

/**
 * Ends a credentials check once the camera's status is no longer Unauthorized or Offline, or CHECK_FOR_MS
 * after it started.
 */
export function useCredentialsCheckEnd(
  status: DeviceStatus | undefined,
  since: number | null,
  stop: () => void,
) {
  const settled = status !== undefined && status !== 'Unauthorized' && status !== 'Offline';
  useEffect(() => {
    if (since === null) return;
    if (settled) return stop();
    const timer = setTimeout(stop, Math.max(0, since + CHECK_FOR_MS - Date.now()));
    return () => clearTimeout(timer);
  }, [since, settled, stop]);
}
