import { describe, expect, it } from 'vitest';
import { layoutGridOf, matchesLayout } from './layout-search.ts';

describe('layout search', () => {
  it('finds every word of the query in the name, any case', () => {
    expect(matchesLayout({ name: 'Loading bay North' }, 'north BAY')).toBe(true);
    expect(matchesLayout({ name: 'Loading bay North' }, 'south')).toBe(false);
    expect(matchesLayout({ name: 'Lobby' }, '  ')).toBe(true);
  });

  it('reads the grid of a layout when it has one', () => {
    expect(layoutGridOf({ fixedWidth: 3, fixedHeight: 2, items: [] })).toEqual({ cols: 3, rows: 2 });
    expect(layoutGridOf({ fixedWidth: 0, fixedHeight: 0, items: [] })).toBeNull();
  });
});
