import type { ComponentType } from 'react';
import { type PageCode, pageCode } from './page-code.ts';
import { RoutedPage } from './RoutedPage.tsx';

/** What a page route carries in its `handle`: its code, so that a guard can start loading it early. */
export interface PageRouteHandle {
  pageCode: PageCode;
}

export const pageCodeOf = (handle: unknown): PageCode | null =>
  (handle as Partial<PageRouteHandle> | undefined)?.pageCode ?? null;

/**
 * A route's `lazy` for a page whose code loads when the page renders, not when the route matches: React
 * Router resolves the `lazy` of every matched route at once, which would fetch the settings pages behind the
 * login modal. With React.lazy, a guard that shows the login modal keeps its children's code unloaded; once
 * a user is logged in, the guard preloads every matched page's code at once (`handle.pageCode`), so nested
 * pages do not load one after the other. A load that fails shows why in the page's place and can be retried
 * (`RoutedPage`).
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>) {
  const code = pageCode(load);
  const element = <RoutedPage code={code} />;
  const handle: PageRouteHandle = { pageCode: code };
  return async () => ({ element, handle });
}
