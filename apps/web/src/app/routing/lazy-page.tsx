import type { ComponentType } from 'react';
import { pageCode } from './page-code.ts';
import { RoutedPage } from './RoutedPage.tsx';

/**
 * A route's `lazy` for a page whose code loads when the page renders, not when the route matches: React
 * Router resolves the `lazy` of every matched route at once, which would fetch the settings pages behind the
 * login modal. With React.lazy, a guard that shows the login modal keeps its children's code unloaded. A
 * load that fails shows why in the page's place and can be retried (`RoutedPage`).
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>) {
  const element = <RoutedPage code={pageCode(load)} />;
  return async () => ({ element });
}
