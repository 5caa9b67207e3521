/**
 * The first address waits until its pages' code is in (so none of them suspends and React's 300 ms reveal
 * throttle never applies); after that, nothing waits here again, and a load that failed is left to the page.
 */
import { act, renderHook } from '@testing-library/react';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { pageCode } from './page-code.ts';
import { useBootPagesReady } from './useBootPagesReady.ts';

const Page = () => createElement('p', null, 'the page');

function deferredPage() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const loaded = new Promise<{ default: typeof Page }>((res, rej) => {
    resolve = () => res({ default: Page });
    reject = rej;
  });
  return { code: pageCode(() => loaded), resolve, reject };
}

describe('the pages of the first address', () => {
  it('are held until their code is in, and only while someone is logged in', async () => {
    const layout = deferredPage();
    const page = deferredPage();
    const handles = [{ pageCode: layout.code }, { pageCode: page.code }];
    const { result, rerender } = renderHook(({ enabled }) => useBootPagesReady(handles, enabled), {
      initialProps: { enabled: false },
    });
    expect(result.current).toBe(true);
    rerender({ enabled: true });
    expect(result.current).toBe(false);
    await act(async () => layout.resolve());
    expect(result.current).toBe(false);
    await act(async () => page.resolve());
    expect(result.current).toBe(true);
  });

  it('are released when a load fails (the page shows why), and later addresses never wait', async () => {
    const failing = deferredPage();
    const { result, rerender } = renderHook(({ handles }) => useBootPagesReady(handles, true), {
      initialProps: { handles: [{ pageCode: failing.code }] as unknown[] },
    });
    expect(result.current).toBe(false);
    await act(async () => failing.reject(new TypeError('Failed to fetch dynamically imported module')));
    expect(result.current).toBe(true);
    rerender({ handles: [{ pageCode: deferredPage().code }] });
    expect(result.current).toBe(true);
  });
});
