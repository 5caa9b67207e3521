import { matchRoutes, type RouteObject } from 'react-router';
import { pageCodeOf } from './lazy-page.tsx';

/**
 * Starts loading the code of every page an address matches (a layout, a tab guard, the page), all at once,
 * before the app has rendered or asked who is logged in. For a boot with a session likely: without one, the
 * login modal shows and the pages' code is not needed.
 */
export function preloadMatchedPages(routes: RouteObject[], pathname: string): void {
  for (const match of matchRoutes(routes, pathname) ?? []) {
    const lazy = match.route.lazy;
    if (typeof lazy !== 'function') continue;
    void Promise.resolve(lazy()).then(
      (route) => pageCodeOf((route as { handle?: unknown }).handle)?.preload(),
      () => undefined,
    );
  }
}
