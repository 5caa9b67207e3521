import { BREAKPOINTS, HEADER_HEIGHT_PX, type ThemePreference } from '@argus/contract';
import { type CSSVariablesResolver, createTheme, Input, localStorageColorSchemeManager } from '@mantine/core';
import { accessibleColorVariables } from './theme/accessible-colors.ts';
import focusRing from './theme/focus-ring.module.css';
import {
  ACCESSIBLE_TEXT,
  BRAND_COLOR,
  BRAND_PALETTE,
  BRAND_SHADES,
  DANGER_PALETTE,
} from './theme/palette.ts';

/** Themes (spec 000 §9): auto follows the operating system. */
export const THEMES: readonly ThemePreference[] = ['light', 'dark', 'auto'];
export type ThemeName = ThemePreference;

/** localStorage key holding the chosen theme. */
export const THEME_STORAGE_KEY = 'theme';

export const colorSchemeManager = localStorageColorSchemeManager({ key: THEME_STORAGE_KEY });

/** Header height (spec 000 §9). */
export const HEADER_HEIGHT = HEADER_HEIGHT_PX;

const em = (px: number) => `${px / 16}em`;

export const theme = createTheme({
  colors: { [BRAND_COLOR]: BRAND_PALETTE, red: DANGER_PALETTE },
  primaryColor: BRAND_COLOR,
  primaryShade: BRAND_SHADES,
  // Text on a filled colour is white or black, whichever contrasts more (the crossover of the two is this
  // luminance): every filled button and badge keeps at least 4.58:1.
  autoContrast: true,
  luminanceThreshold: 0.179,
  defaultRadius: 'sm',
  components: {
    Input: Input.extend({ classNames: { input: focusRing.input } }),
    // A dialog's or drawer's header is no banner of the page: a <header> outside <main> is one (axe: one banner only).
    ModalHeader: { defaultProps: { component: 'div' } },
    DrawerHeader: { defaultProps: { component: 'div' } },
  },
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  // Spec §9 breakpoints mapped onto Mantine's: xs SM 576, sm MD 768 (mobile below), md LG 992, lg XL 1280, xl XXL 1440.
  breakpoints: {
    xs: em(BREAKPOINTS.sm),
    sm: em(BREAKPOINTS.md),
    md: em(BREAKPOINTS.lg),
    lg: em(BREAKPOINTS.xl),
    xl: em(BREAKPOINTS.xxl),
  },
});

/** Where the theme's CSS variables are declared: `:root`, but more specific than the stylesheet's defaults. */
export const THEME_VARIABLES_SELECTOR = 'html:root';

/** Text colours that pass WCAG AA contrast in both schemes (axe-clean); Mantine's defaults do not. */
export const cssVariablesResolver: CSSVariablesResolver = (resolved) => {
  const colorText = accessibleColorVariables(resolved.colors);
  return {
    variables: {},
    light: {
      ...colorText.light,
      '--mantine-color-dimmed': ACCESSIBLE_TEXT.light.dimmed,
      '--mantine-color-error': ACCESSIBLE_TEXT.light.error,
    },
    dark: {
      ...colorText.dark,
      '--mantine-color-dimmed': ACCESSIBLE_TEXT.dark.dimmed,
      '--mantine-color-error': ACCESSIBLE_TEXT.dark.error,
    },
  };
};
