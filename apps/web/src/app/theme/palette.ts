import type { MantineColorsTuple } from '@mantine/core';

/**
 * Argus's brand colour, a peacock blue (the hundred eyes of Argus ended up in the peacock's tail). Shade 6 is
 * the filled colour of the light scheme and 7 of the dark one: white text on either passes 4.5:1, and so does
 * shade 6 as text on white and shade 4 as text on the dark scheme's surfaces (see palette.test.ts).
 */
export const BRAND_PALETTE: MantineColorsTuple = [
  '#e7f5fa',
  '#cde9f3',
  '#9dd3e8',
  '#69bcdc',
  '#3fa8d2',
  '#2199c9',
  '#0b71a0',
  '#0a6590',
  '#08557a',
  '#054461',
];

export const BRAND_COLOR = 'argus';

/**
 * Mantine's red, two steps darker from shade 5 on: filled red (delete buttons, the unavailable banner) keeps
 * white text at 4.5:1 and more in both schemes (Mantine's red-6 gives 3.3:1).
 */
export const DANGER_PALETTE: MantineColorsTuple = [
  '#fff5f5',
  '#ffe3e3',
  '#ffc9c9',
  '#ffa8a8',
  '#ff8787',
  '#f25757',
  '#d6332f',
  '#c02a2a',
  '#a82424',
  '#8a1c1c',
];

/** Which shade is "filled" per scheme (Mantine's `primaryShade`). */
export const BRAND_SHADES = { light: 6, dark: 7 } as const;

/**
 * Text colours that keep 4.5:1 on every surface of their scheme (body, paper, the default and hover greys).
 * Mantine's own dimmed grey (#868e96 on white: 3.3:1) and error red (red-6 on white: 3.3:1) do not.
 */
export const ACCESSIBLE_TEXT = {
  light: { dimmed: '#5c636a', error: '#c92a2a' },
  dark: { dimmed: '#a6a6a6', error: '#ff8787' },
} as const;

/** Surfaces text is drawn on, per scheme (Mantine's body, default, default-hover and gray-1/dark-6 backgrounds). */
export const SURFACES = {
  light: ['#ffffff', '#f8f9fa', '#f1f3f5'],
  dark: ['#242424', '#2e2e2e', '#3b3b3b'],
} as const;
