import { darken, lighten, type MantineColorsTuple } from '@mantine/core';
import { readsOn } from './contrast.ts';
import { SURFACES } from './palette.ts';

type Variables = Record<string, string>;

/** `color`, darkened or lightened in steps of 5 % until it reads on `surfaces`. */
function adjusted(color: string, surfaces: readonly string[], towards: 'darker' | 'lighter'): string {
  const shift = towards === 'darker' ? darken : lighten;
  let result = color;
  for (let step = 1; step <= 20 && !readsOn(result, surfaces); step++) result = shift(color, 0.05 * step);
  return result;
}

/** The first of `shades` that reads on `surfaces`; else the last one, adjusted until it does. */
function readableShade(
  palette: MantineColorsTuple,
  shades: number[],
  surfaces: readonly string[],
  towards: 'darker' | 'lighter',
): string {
  const found = shades.find((shade) => readsOn(palette[shade]!, surfaces));
  if (found !== undefined) return palette[found]!;
  return adjusted(palette[shades[shades.length - 1]!]!, surfaces, towards);
}

/**
 * Colour text that passes WCAG AA in both schemes, for every palette of the theme: `c="red"` (`-text`) and
 * the text of light variants (badges, alerts, light buttons: `-light-color`, on shade 1). Mantine's defaults
 * use shade 6 on white (red: 3.3:1, green: 2.6:1) and shade 9 on shade 1 (green: 3.8:1).
 */
export function accessibleColorVariables(colors: Record<string, MantineColorsTuple>): {
  light: Variables;
  dark: Variables;
} {
  const light: Variables = {};
  const dark: Variables = {};
  for (const [name, palette] of Object.entries(colors)) {
    if (name === 'dark' || name === 'gray') continue;
    light[`--mantine-color-${name}-text`] = readableShade(palette, [6, 7, 8, 9], SURFACES.light, 'darker');
    light[`--mantine-color-${name}-light-color`] = readableShade(palette, [9], [palette[1]!], 'darker');
    dark[`--mantine-color-${name}-text`] = readableShade(palette, [4, 3, 2, 1, 0], SURFACES.dark, 'lighter');
  }
  return { light, dark };
}
