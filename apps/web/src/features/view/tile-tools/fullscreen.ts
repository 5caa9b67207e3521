import { useSyncExternalStore } from 'react';

/**
 * The Fullscreen API for a tile or the whole wall: one element at a time fills the screen, Esc (the browser's
 * own) or the same button leaves.
 */
export function toggleFullscreen(element: Element | null): void {
  if (!element) return;
  if (document.fullscreenElement === element) {
    void document.exitFullscreen().catch(() => undefined);
    return;
  }
  // Refused (no user gesture, or the page is in an iframe that does not allow it): nothing changes.
  void element.requestFullscreen?.().catch(() => undefined);
}

const subscribe = (onChange: () => void) => {
  document.addEventListener('fullscreenchange', onChange);
  return () => document.removeEventListener('fullscreenchange', onChange);
};

/** The element that fills the screen now, or null. */
export function useFullscreenElement(): Element | null {
  return useSyncExternalStore(
    subscribe,
    () => document.fullscreenElement,
    () => null,
  );
}

/** Whether fullscreen is possible at all on this page (not in an iframe that withholds it). */
export const canFullscreen = (): boolean => typeof document !== 'undefined' && document.fullscreenEnabled;
