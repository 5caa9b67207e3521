import { describe, expect, it } from 'vitest';
import { rowAfterKey, withFocusedRow } from './row-navigation.ts';
import { withGaps } from './virtual-rows.ts';

describe('row navigation', () => {
  it('moves by one, a page, or to either end, within the list', () => {
    expect(rowAfterKey('ArrowDown', 3, 10, 4)).toBe(4);
    expect(rowAfterKey('ArrowDown', 9, 10, 4)).toBe(9);
    expect(rowAfterKey('ArrowUp', 0, 10, 4)).toBe(0);
    expect(rowAfterKey('PageDown', 8, 10, 4)).toBe(9);
    expect(rowAfterKey('PageUp', 5, 10, 4)).toBe(1);
    expect(rowAfterKey('PageDown', 5, 10, 0)).toBe(6);
    expect(rowAfterKey('Home', 5, 10, 4)).toBe(0);
    expect(rowAfterKey('End', 5, 10, 4)).toBe(9);
    expect(rowAfterKey('Enter', 5, 10, 4)).toBeNull();
    expect(rowAfterKey('ArrowDown', 0, 0, 4)).toBeNull();
  });

  it('keeps the focused row among the rendered ones', () => {
    expect(withFocusedRow([10, 11, 12], 2, 100)).toEqual([2, 10, 11, 12]);
    expect(withFocusedRow([10, 11, 12], 11, 100)).toEqual([10, 11, 12]);
    expect(withFocusedRow([10, 11, 12], null, 100)).toEqual([10, 11, 12]);
    expect(withFocusedRow([0, 1], 50, 20)).toEqual([0, 1]);
  });
});

describe('table gaps', () => {
  const row = (index: number) => ({ index, start: 100 + index * 40, end: 140 + index * 40 });

  it('fills the rows not rendered before, between and after the rendered ones', () => {
    const segments = withGaps([row(0), row(5), row(6)], 100, 400);
    expect(segments.map((s) => (s.kind === 'gap' ? s.height : `row ${s.row.index}`))).toEqual([
      'row 0',
      160,
      'row 5',
      'row 6',
      120,
    ]);
  });

  it('is one gap as tall as the list when nothing is rendered', () => {
    expect(withGaps([], 0, 300)).toEqual([{ kind: 'gap', key: 'gap-end', height: 300 }]);
  });
});
