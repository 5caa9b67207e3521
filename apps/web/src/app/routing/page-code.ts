import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

type PageModule = { default: ComponentType };

/** The code of a page did not load: the server is down, or a new build replaced the file. */
export class PageCodeError extends Error {
  constructor(override readonly cause: unknown) {
    super(cause instanceof Error ? cause.message : String(cause));
    this.name = 'PageCodeError';
  }
}

export interface PageCode {
  /** The page as a lazy component; the same one until `retry`. */
  current(): LazyExoticComponent<ComponentType>;
  /** Forgets a failed load, so that the next render imports the page's code again. */
  retry(): void;
}

/**
 * A page's code, loaded on first render. A failed load throws a `PageCodeError` (so that the page's frame can
 * tell it from a page that fails to render) and can be retried: React.lazy alone keeps its failure forever.
 */
export function pageCode(load: () => Promise<PageModule>): PageCode {
  const attempt = () =>
    lazy(() =>
      load().catch((error: unknown) => {
        throw new PageCodeError(error);
      }),
    );
  let component = attempt();
  return {
    current: () => component,
    retry: () => {
      component = attempt();
    },
  };
}
