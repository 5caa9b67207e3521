import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { theme } from '../theme.ts';
import { accessibleColorVariables } from './accessible-colors.ts';
import { contrastRatio, TEXT_CONTRAST } from './contrast.ts';
import { ACCESSIBLE_TEXT, BRAND_PALETTE, BRAND_SHADES, DANGER_PALETTE, SURFACES } from './palette.ts';

const resolved = mergeMantineTheme(DEFAULT_THEME, theme);
const WHITE = '#ffffff';

describe('colours pass WCAG AA contrast in both schemes', () => {
  it('the brand colour: white on the filled shade of each scheme, text on every surface', () => {
    expect(contrastRatio(WHITE, BRAND_PALETTE[BRAND_SHADES.light])).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    expect(contrastRatio(WHITE, BRAND_PALETTE[BRAND_SHADES.dark])).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    for (const surface of SURFACES.light)
      expect(contrastRatio(BRAND_PALETTE[6], surface)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    // Links in the dark scheme are shade 4 (Mantine's anchor colour); the menu's hover grey is the darkest test.
    for (const surface of SURFACES.dark.slice(0, 2))
      expect(contrastRatio(BRAND_PALETTE[4], surface)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
  });

  it('dimmed and error text on every surface (Mantine’s #868e96 gives 3.3:1 on white)', () => {
    for (const scheme of ['light', 'dark'] as const)
      for (const surface of SURFACES[scheme]) {
        expect(contrastRatio(ACCESSIBLE_TEXT[scheme].dimmed, surface)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
        expect(contrastRatio(ACCESSIBLE_TEXT[scheme].error, surface)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
      }
  });

  it('white on filled red (delete buttons, the unavailable banner)', () => {
    expect(contrastRatio(WHITE, DANGER_PALETTE[BRAND_SHADES.light])).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    expect(contrastRatio(WHITE, DANGER_PALETTE[BRAND_SHADES.dark])).toBeGreaterThanOrEqual(TEXT_CONTRAST);
  });

  it('coloured text and light variants of every palette', () => {
    const { light, dark } = accessibleColorVariables(resolved.colors);
    for (const [name, palette] of Object.entries(resolved.colors)) {
      if (name === 'dark' || name === 'gray') continue;
      for (const surface of SURFACES.light)
        expect(contrastRatio(light[`--mantine-color-${name}-text`]!, surface), name).toBeGreaterThanOrEqual(
          4.5,
        );
      for (const surface of SURFACES.dark)
        expect(contrastRatio(dark[`--mantine-color-${name}-text`]!, surface), name).toBeGreaterThanOrEqual(
          4.5,
        );
      expect(
        contrastRatio(light[`--mantine-color-${name}-light-color`]!, palette[1]),
        name,
      ).toBeGreaterThanOrEqual(4.5);
    }
  });
});
