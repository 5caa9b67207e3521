/**
 * Page code loads once, whether it is preloaded or first rendered; a preload that failed does not stick (the
 * page loads again when it renders); the boot preload starts every page an address matches, and nothing for
 * an address no page matches.
 */
import { render, screen } from '@testing-library/react';
import { createElement, Suspense } from 'react';
import type { RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { lazyPage } from './lazy-page.tsx';
import { pageCode } from './page-code.ts';
import { preloadMatchedPages } from './preload-matched-pages.ts';

const Page = () => createElement('p', null, 'the page');

/** Renders the page's lazy component, as its route does, and waits for it. */
async function renderPage(code: ReturnType<typeof pageCode>) {
  render(createElement(Suspense, { fallback: 'loading' }, createElement(code.current())));
  await screen.findByText('the page');
}

describe('page code', () => {
  it('is loaded once, by a preload or the first render, whichever comes first', async () => {
    const load = vi.fn(() => Promise.resolve({ default: Page }));
    const code = pageCode(load);
    code.preload();
    code.preload();
    await renderPage(code);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('once preloaded, renders at once without suspending (React would hold a revealed page back 300 ms)', async () => {
    const code = pageCode(() => Promise.resolve({ default: Page }));
    code.preload();
    await vi.waitFor(() => expect(code.current()).toBe(Page));
    render(createElement(Suspense, { fallback: 'loading' }, createElement(code.current())));
    expect(screen.getByText('the page')).toBeTruthy();
    expect(screen.queryByText('loading')).toBeNull();
  });

  it('loads again after a preload that failed', async () => {
    const load = vi
      .fn<() => Promise<{ default: typeof Page }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ default: Page });
    const code = pageCode(load);
    code.preload();
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await Promise.resolve();
    await renderPage(code);
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('preloading the pages an address matches', () => {
  it('starts the layout, the guard and the page at once, and the data the page shows first', async () => {
    const layout = vi.fn(() => Promise.resolve({ default: Page }));
    const guard = vi.fn(() => Promise.resolve({ default: Page }));
    const page = vi.fn(() => Promise.resolve({ default: Page }));
    const other = vi.fn(() => Promise.resolve({ default: Page }));
    const prefetch = vi.fn(() => Promise.resolve());
    const routes: RouteObject[] = [
      {
        path: 'settings',
        lazy: lazyPage(layout),
        children: [
          { lazy: lazyPage(guard), children: [{ path: 'cameras', lazy: lazyPage(page, { prefetch }) }] },
          { path: 'users', lazy: lazyPage(other) },
        ],
      },
    ];
    const context = { scope: { systemId: 'local', client: {}, basePath: '' }, queryClient: {} } as never;
    preloadMatchedPages(routes, '/settings/cameras', context);
    await vi.waitFor(() => expect(page).toHaveBeenCalled());
    expect(layout).toHaveBeenCalled();
    expect(guard).toHaveBeenCalled();
    expect(other).not.toHaveBeenCalled();
    // What the page shows first is fetched with it, in the system's scope.
    expect(prefetch).toHaveBeenCalledWith(context);
    preloadMatchedPages(routes, '/nowhere', context);
  });
});
