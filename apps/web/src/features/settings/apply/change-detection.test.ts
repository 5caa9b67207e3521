import { describe, expect, it } from 'vitest';
import { changedValues, hasChanges, isSameValue } from './change-detection.ts';

describe('change detection', () => {
  it('compares current values with the original values, deeply', () => {
    expect(isSameValue({ a: [1, { b: 2 }] }, { a: [1, { b: 2 }] })).toBe(true);
    expect(isSameValue({ a: [1, { b: 2 }] }, { a: [1, { b: 3 }] })).toBe(false);
    expect(isSameValue(1, '1')).toBe(false);
    expect(isSameValue(null, {})).toBe(false);
  });

  it('returns only the fields that differ', () => {
    const original = {
      systemName: 'Lab',
      smtpPort: 25,
      statisticsAllowed: true,
      watermark: { opacity: 0.3 },
    };
    const current = {
      systemName: 'Lab 2',
      smtpPort: 25,
      statisticsAllowed: true,
      watermark: { opacity: 0.5 },
    };
    expect(changedValues(original, current)).toEqual({ systemName: 'Lab 2', watermark: { opacity: 0.5 } });
    expect(hasChanges(original, current)).toBe(true);
    expect(hasChanges(original, { ...original })).toBe(false);
  });

  it('a value changed and changed back is no change', () => {
    const original = { name: 'a' };
    expect(changedValues(original, { name: 'b' })).toEqual({ name: 'b' });
    expect(changedValues(original, { name: 'a' })).toEqual({});
  });
});
