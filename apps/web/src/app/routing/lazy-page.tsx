import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { SystemScope } from '../scope/system-scope.ts';
import { type PageCode, pageCode } from './page-code.ts';
import { RoutedPage } from './RoutedPage.tsx';

/** What a page's early data fetch gets: the system it shows and the app's query cache. */
export interface PagePrefetchContext {
  scope: SystemScope;
  queryClient: QueryClient;
}

/** Starts fetching what a page shows first (loaded lazily itself: the login page carries none of it). */
export type PagePrefetch = (context: PagePrefetchContext) => Promise<unknown>;

/** What a page route carries in its `handle`: its code, texts and data, so that they can load early. */
export interface PageRouteHandle {
  pageCode: PageCode;
  /** The text namespaces the page asks for on its first render. */
  namespaces?: readonly string[] | undefined;
  prefetch?: PagePrefetch | undefined;
}

export interface PageOptions {
  namespaces?: readonly string[];
  prefetch?: PagePrefetch;
}

export const pageHandleOf = (handle: unknown): Partial<PageRouteHandle> =>
  (handle as Partial<PageRouteHandle> | undefined) ?? {};

export const pageCodeOf = (handle: unknown): PageCode | null => pageHandleOf(handle).pageCode ?? null;

/**
 * A route's `lazy` for a page whose code loads when the page renders, not when the route matches: React
 * Router resolves the `lazy` of every matched route at once, which would fetch the settings pages behind the
 * login modal. With React.lazy, a guard that shows the login modal keeps its children's code unloaded; once
 * a user is logged in, the guard preloads every matched page's code at once (`handle.pageCode`), so nested
 * pages do not load one after the other. A load that fails shows why in the page's place and can be retried
 * (`RoutedPage`).
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>, options: PageOptions = {}) {
  const code = pageCode(load);
  const element = <RoutedPage code={code} />;
  const handle: PageRouteHandle = { pageCode: code, ...options };
  return async () => ({ element, handle });
}
