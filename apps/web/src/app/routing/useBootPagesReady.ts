import i18next from 'i18next';
import { useEffect, useState } from 'react';
import { loadNamespaces } from '../../i18n/i18n.ts';
import { type PageRouteHandle, pageHandleOf } from './lazy-page.tsx';

function waitsFor(page: Partial<PageRouteHandle>): boolean {
  if (page.pageCode && !page.pageCode.isLoaded()) return true;
  return (page.namespaces ?? []).some((ns) => !i18next.hasLoadedNamespace(ns));
}

function whenReady(page: Partial<PageRouteHandle>): Promise<unknown> {
  return Promise.allSettled([page.pageCode?.settled(), page.namespaces && loadNamespaces(page.namespaces)]);
}

/**
 * Whether the pages of the first address (a layout, a tab guard, the page) can render at once: their code and
 * texts are in. Until then the caller shows its own loader, not each page's Suspense fallback: React reveals
 * content that suspended no sooner than 300 ms after a fallback showed, so a page whose code arrived a moment
 * late would wait that long. Only the first address waits here; later navigations show the page's own loader
 * inside the layout, and a load that fails is left to the page, which shows why.
 */
export function useBootPagesReady(handles: readonly unknown[], enabled: boolean): boolean {
  const [released, setReleased] = useState(false);
  const waiting = enabled && !released ? handles.map(pageHandleOf).filter(waitsFor) : [];
  const pending = waiting.length > 0;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the pages waited for are those of this render
  useEffect(() => {
    if (!pending) {
      if (enabled) setReleased(true);
      return;
    }
    let live = true;
    void Promise.all(waiting.map(whenReady)).then(() => {
      if (live) setReleased(true);
    });
    return () => {
      live = false;
    };
  }, [pending, enabled]);
  return !pending;
}
