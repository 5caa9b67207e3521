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
  /**
   * The page: the component itself once its code has loaded, a lazy component until then (the same one until
   * `retry`). A page frame takes it once per mount: switching would mount the page again.
   */
  current(): ComponentType | LazyExoticComponent<ComponentType>;
  /** Starts loading the page's code now, before the page renders (its first render then uses that load). */
  preload(): void;
  /** Whether the code has loaded (the page renders at once, without suspending). */
  isLoaded(): boolean;
  /** Starts loading the code if needed; settles when it loaded or failed. */
  settled(): Promise<void>;
  /** Forgets a failed load, so that the next render imports the page's code again. */
  retry(): void;
}

/**
 * A page's code, loaded on first render or when preloaded, once. A failed load throws a `PageCodeError` (so
 * that the page's frame can tell it from a page that fails to render) and can be retried: React.lazy alone
 * keeps its failure forever.
 *
 * Code that was preloaded renders at once, without suspending: React reveals content that suspended at most
 * every 300 ms after a fallback showed, so nested pages that each suspended once (layout, tab guard, page)
 * cost that wait even when their code was already there.
 */
export function pageCode(load: () => Promise<PageModule>): PageCode {
  let loading: Promise<PageModule> | null = null;
  let loaded: ComponentType | null = null;
  const start = () => {
    loading ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        loading = null;
        throw new PageCodeError(error);
      },
    );
    return loading;
  };
  const attempt = () => lazy(start);
  let component = attempt();
  return {
    current: () => loaded ?? component,
    preload: () => {
      start().catch(() => undefined);
    },
    isLoaded: () => loaded !== null,
    settled: () =>
      start().then(
        () => undefined,
        () => undefined,
      ),
    retry: () => {
      component = attempt();
    },
  };
}
