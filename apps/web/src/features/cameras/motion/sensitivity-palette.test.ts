import { MOTION_SENSITIVITY_LEVELS } from '@argus/contract/mediaserver';
import { describe, expect, it } from 'vitest';
import { contrast, FRAME_BACKGROUNDS, SENSITIVITY_COLORS, sensitivityColor } from './sensitivity-palette.ts';

describe('motion sensitivity palette', () => {
  it('has one entry per level, level 0 without colour', () => {
    expect(SENSITIVITY_COLORS).toHaveLength(MOTION_SENSITIVITY_LEVELS);
    expect(sensitivityColor(0)).toBeNull();
    expect(sensitivityColor(10)).toBeNull();
  });

  it('gives levels 1..9 distinct colours', () => {
    const colours = SENSITIVITY_COLORS.slice(1);
    expect(new Set(colours).size).toBe(9);
    for (const c of colours) expect(c).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('makes every colour stand out from the frame in light and dark (3:1)', () => {
    for (const c of SENSITIVITY_COLORS.slice(1)) {
      expect(contrast(c!, FRAME_BACKGROUNDS.light)).toBeGreaterThanOrEqual(3);
      expect(contrast(c!, FRAME_BACKGROUNDS.dark)).toBeGreaterThanOrEqual(3);
    }
  });

  it('computes WCAG contrast', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#777777', '#777777')).toBe(1);
  });
});
