import { Text } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverWallClock, utcOffsetText } from './server-format.ts';

interface ServerClockProps {
  /** The server's time when the runtime information was read. */
  serverTimeMs: number;
  /** Local time (Date.now()) when it was read. */
  readAtMs: number;
  timeZoneOffsetMs: number;
  timeZoneId: string;
}

/** The server's time, ticking every second, with its time zone. */
export function ServerClock({ serverTimeMs, readAtMs, timeZoneOffsetMs, timeZoneId }: ServerClockProps) {
  const { i18n } = useTranslation();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const locale = useMemo(() => i18n.language.replace('_', '-'), [i18n.language]);
  const current = serverTimeMs + (now - readAtMs);
  return (
    <div>
      <Text size="sm" ff="monospace" data-testid="server-clock">
        {serverWallClock(current, timeZoneOffsetMs, locale)}
      </Text>
      <Text size="xs" c="dimmed">
        {[timeZoneId, utcOffsetText(timeZoneOffsetMs)].filter(Boolean).join(' · ')}
      </Text>
    </div>
  );
}
