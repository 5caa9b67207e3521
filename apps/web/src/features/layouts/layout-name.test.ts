import { describe, expect, it } from 'vitest';
import { LAYOUT_NAME_MAX, layoutNameProblem } from './layout-name.ts';
import { sortLayouts } from './layouts.api.ts';

const layouts = [
  { id: '1', name: 'Lobby' },
  { id: '2', name: 'Parking ' },
];

describe('layout name', () => {
  it('is required', () => {
    expect(layoutNameProblem('', layouts)).toBe('required');
    expect(layoutNameProblem('   ', layouts)).toBe('required');
    expect(layoutNameProblem('x'.repeat(LAYOUT_NAME_MAX + 1), layouts)).toBe('tooLong');
  });

  it('is not the name of another layout, in any case', () => {
    expect(layoutNameProblem('lobby', layouts)).toBe('taken');
    expect(layoutNameProblem(' PARKING', layouts)).toBe('taken');
    expect(layoutNameProblem('Lobby', layouts, '1')).toBeNull();
    expect(layoutNameProblem('Gate', layouts)).toBeNull();
  });

  it('lists layouts by name', () => {
    const sorted = sortLayouts([{ name: 'b' }, { name: 'A' }, { name: 'c' }] as never);
    expect(sorted.map((l) => l.name)).toEqual(['A', 'b', 'c']);
  });
});
