import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MIN_LOADER_MS, useMinimumDuration } from './Preloader.tsx';

describe('a loader kept for its minimum time', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(10_000);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('that ends before it showed ends at once: a page ready early shows no loader', () => {
    const showsAt = 10_450;
    const { result, rerender } = renderHook(
      ({ active }) => useMinimumDuration(active, MIN_LOADER_MS, () => showsAt),
      {
        initialProps: { active: true },
      },
    );
    expect(result.current).toBe(true);
    vi.setSystemTime(10_300);
    rerender({ active: false });
    expect(result.current).toBe(false);
  });

  it('that showed stays for the minimum time from when it showed', () => {
    const showsAt = 10_450;
    const { result, rerender } = renderHook(
      ({ active }) => useMinimumDuration(active, MIN_LOADER_MS, () => showsAt),
      {
        initialProps: { active: true },
      },
    );
    vi.setSystemTime(10_600);
    rerender({ active: false });
    expect(result.current).toBe(true);
    act(() => {
      vi.advanceTimersByTime(showsAt + MIN_LOADER_MS - 10_600 - 1);
    });
    expect(result.current).toBe(true);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current).toBe(false);
  });
});
