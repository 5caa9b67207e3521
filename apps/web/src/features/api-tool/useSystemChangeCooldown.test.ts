import { API_TOOL_SYSTEM_CHANGE_COOLDOWN_MS } from '@argus/contract';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSystemChangeCooldown } from './useSystemChangeCooldown.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('system change cooldown', () => {
  it('lets the first system send at once, and the next one after the cooldown', () => {
    const { result, rerender } = renderHook(({ id }) => useSystemChangeCooldown(id, true), {
      initialProps: { id: 'a' },
    });
    expect(result.current).toBe(0);
    rerender({ id: 'b' });
    expect(result.current).toBe(API_TOOL_SYSTEM_CHANGE_COOLDOWN_MS / 1000);
    // The count goes down a second at a time (each tick renders, then sets the next timer).
    const seconds = API_TOOL_SYSTEM_CHANGE_COOLDOWN_MS / 1000;
    for (let left = seconds - 1; left >= 0; left--) {
      act(() => vi.advanceTimersByTime(1000));
      expect(result.current).toBe(left);
    }
  });

  it('does not wait in local mode, which has one system', () => {
    const { result, rerender } = renderHook(({ id }) => useSystemChangeCooldown(id, false), {
      initialProps: { id: 'a' },
    });
    rerender({ id: 'b' });
    expect(result.current).toBe(0);
  });
});
