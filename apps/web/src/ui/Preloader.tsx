import { MIN_LOADER_MS } from '@argus/contract';
import { Center, Loader } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

export { MIN_LOADER_MS };

/**
 * Returns `active`, but keeps returning true for at least `minMs` after it first became true.
 */
export function useMinimumDuration(active: boolean, minMs = MIN_LOADER_MS): boolean {
  const [shownAt, setShownAt] = useState<number | null>(active ? Date.now() : null);
  const [, force] = useState(0);
  useEffect(() => {
    if (active) {
      setShownAt((at) => at ?? Date.now());
      return;
    }
    if (shownAt === null) return;
    const left = shownAt + minMs - Date.now();
    if (left <= 0) {
      setShownAt(null);
      return;
    }
    const timer = setTimeout(() => {
      setShownAt(null);
      force((n) => n + 1);
    }, left);
    return () => clearTimeout(timer);
  }, [active, shownAt, minMs]);
  return active || shownAt !== null;
}

/** The full-page preloader shown while the app is not ready. */
export function Preloader({ fullScreen = true }: { fullScreen?: boolean }) {
  const { t } = useTranslation('common');
  return (
    <Center h={fullScreen ? '100dvh' : '100%'} mih={fullScreen ? undefined : 200} data-testid="preloader">
      <Loader aria-label={t('loading')} />
    </Center>
  );
}
