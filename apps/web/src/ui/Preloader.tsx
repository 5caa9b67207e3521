import { MIN_LOADER_MS } from '@argus/contract';
import { Center, Loader } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

export { MIN_LOADER_MS };

/**
 * Returns `active`, but keeps returning true for at least `minMs` after it first became true. `shownSince`
 * tells when a loader that this one continues was first shown (the page's static preloader).
 */
export function useMinimumDuration(
  active: boolean,
  minMs = MIN_LOADER_MS,
  shownSince?: () => number | null,
): boolean {
  const [shownAt, setShownAt] = useState<number | null>(() =>
    active ? (shownSince?.() ?? Date.now()) : null,
  );
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
  // Never suspends: it is the fallback while a language loads (en_US, bundled, answers meanwhile).
  const { t } = useTranslation('common', { useSuspense: false });
  return (
    <Center h={fullScreen ? '100dvh' : '100%'} mih={fullScreen ? undefined : 200} data-testid="preloader">
      <Loader aria-label={t('loading')} />
    </Center>
  );
}

/**
 * When the static preloader of index.html was painted (the page's first contentful paint), on the `Date.now()`
 * clock; null where the browser does not report it. The app's preloader continues it, so the minimum display
 * time counts from then.
 */
export function bootPreloaderShownAt(): number | null {
  const paint = globalThis.performance?.getEntriesByName?.('first-contentful-paint')[0];
  return paint ? Math.round(performance.timeOrigin + paint.startTime) : null;
}
