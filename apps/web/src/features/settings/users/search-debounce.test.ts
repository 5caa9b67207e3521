import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { searchDebouncer } from './search-debounce.ts';

describe('search debouncer', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('applies the first keystroke at once and the last one after a pause', () => {
    const applied: string[] = [];
    const search = searchDebouncer((t) => applied.push(t), 100);
    search.input('a');
    expect(applied).toEqual(['a']);
    search.input('ab');
    vi.advanceTimersByTime(60);
    search.input('abc');
    vi.advanceTimersByTime(99);
    expect(applied).toEqual(['a']);
    vi.advanceTimersByTime(1);
    expect(applied).toEqual(['a', 'abc']);
    // After a quiet period the next keystroke applies at once again.
    vi.advanceTimersByTime(100);
    search.input('abcd');
    expect(applied).toEqual(['a', 'abc', 'abcd']);
  });

  it('applies what waits on flush and forgets it on cancel', () => {
    const applied: string[] = [];
    const search = searchDebouncer((t) => applied.push(t), 100);
    search.input('a');
    search.input('ab');
    search.flush();
    expect(applied).toEqual(['a', 'ab']);
    search.input('abc');
    search.cancel();
    vi.advanceTimersByTime(500);
    expect(applied).toEqual(['a', 'ab']);
  });
});
