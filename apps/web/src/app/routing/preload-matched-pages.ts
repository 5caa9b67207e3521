import { matchRoutes, type RouteObject } from 'react-router';
import { loadNamespaces } from '../../i18n/i18n.ts';
import { type PagePrefetchContext, pageHandleOf } from './lazy-page.tsx';

/**
 * Starts loading the code of every page an address matches (a layout, a tab guard, the page), all at once,
 * their texts and what they show first, before the app has rendered or asked who is logged in. For a boot with a
 * session likely: without one, the login modal shows and neither is needed.
 */
export function preloadMatchedPages(
  routes: RouteObject[],
  pathname: string,
  context: PagePrefetchContext,
): void {
  for (const match of matchRoutes(routes, pathname) ?? []) {
    const lazy = match.route.lazy;
    if (typeof lazy !== 'function') continue;
    void Promise.resolve(lazy()).then(
      (route) => {
        const page = pageHandleOf((route as { handle?: unknown }).handle);
        page.pageCode?.preload();
        if (page.namespaces) loadNamespaces(page.namespaces).catch(() => undefined);
        page.prefetch?.(context).catch(() => undefined);
      },
      () => undefined,
    );
  }
}
