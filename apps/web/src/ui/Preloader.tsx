import { LOADER_DELAY_MS, MIN_LOADER_MS } from '@argus/contract';
import { Center, Loader } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

export { LOADER_DELAY_MS, MIN_LOADER_MS };

/**
 * Returns `active`, but keeps returning true for at least `minMs` after it first became true. `shownSince`
 * tells when a loader that this one continues was first shown (the page's static preloader), or will be: one
 * that ends before it showed ends at once.
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
    const now = Date.now();
    const left = shownAt + minMs - now;
    if (left <= 0 || now < shownAt) {
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

/** How long from now until a loader may show: LOADER_DELAY_MS after the page started loading. */
const appearanceDelayMs = () => Math.max(0, LOADER_DELAY_MS - Math.round(globalThis.performance?.now() ?? 0));

/**
 * The preloader shown while the app or a page is not ready. While the page is young (LOADER_DELAY_MS since it
 * started loading) it is there but transparent, continuing the static one of index.html, which appears then.
 */
export function Preloader({ fullScreen = true }: { fullScreen?: boolean }) {
  // Never suspends: it is the fallback while a language loads (en_US, bundled, answers meanwhile).
  const { t } = useTranslation('common', { useSuspense: false });
  const [delayMs] = useState(appearanceDelayMs);
  return (
    <Center
      h={fullScreen ? '100dvh' : '100%'}
      mih={fullScreen ? undefined : 200}
      data-testid="preloader"
      className={delayMs > 0 ? 'appear-later' : undefined}
      style={delayMs > 0 ? { animationDelay: `${delayMs}ms` } : undefined}
    >
      <Loader aria-label={t('loading')} />
    </Center>
  );
}

/**
 * When the static preloader of index.html shows (LOADER_DELAY_MS after the page started loading), on the
 * `Date.now()` clock. The app's preloader continues it, so the minimum display time counts from then, and an
 * app ready before then shows no loader at all.
 */
export function bootPreloaderShownAt(): number | null {
  const origin = globalThis.performance?.timeOrigin;
  return origin ? Math.round(origin + LOADER_DELAY_MS) : null;
}
