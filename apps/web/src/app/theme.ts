import { BREAKPOINTS, HEADER_HEIGHT_PX, type ThemePreference } from '@argus/contract';
import { createTheme, localStorageColorSchemeManager } from '@mantine/core';

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
  primaryColor: 'blue',
  defaultRadius: 'sm',
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
