import { Alert, Loader } from '@mantine/core';
import { useInterval } from '@mantine/hooks';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { reloadWhenSafe } from '../../app/reload/reload-when-safe.ts';
import { useOnServerRecovered, usePingServer, useServerUnavailable } from './system.api.ts';

/** Poll period while the server is unavailable. */
export const PING_INTERVAL_MS = 3000;

/**
 * Watches availability for the whole app; while the server is unavailable it shows a banner and pings
 * `/api/ping` until the server answers, then reloads the page (spec 000 §4), asking first when the page holds
 * unsaved edits.
 */
const reloadPage = () => reloadWhenSafe('recovered');

export interface UnavailableBannerProps {
  /** Runs when the server answers again; reloads the page by default. */
  onRecovered?: () => void;
  pingIntervalMs?: number;
}

export function UnavailableBanner({
  onRecovered = reloadPage,
  pingIntervalMs = PING_INTERVAL_MS,
}: UnavailableBannerProps) {
  const { t } = useTranslation('common');
  const unavailable = useServerUnavailable();
  const pingServer = usePingServer();
  useOnServerRecovered(onRecovered);
  const interval = useInterval(() => void pingServer().catch(() => undefined), pingIntervalMs);
  useEffect(() => {
    if (!unavailable) return;
    interval.start();
    return interval.stop;
  }, [unavailable, interval.start, interval.stop]);
  if (!unavailable) return null;
  return (
    <Alert
      role="alert"
      color="red"
      variant="filled"
      radius={0}
      icon={<Loader size="xs" color="white" />}
      data-testid="unavailable-banner"
      style={{ position: 'sticky', top: 0, zIndex: 300 }}
    >
      {t('availability.unavailable')}
    </Alert>
  );
}
