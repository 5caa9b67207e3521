/**
 * The colours of the graphs' series: Mantine palette colours, a lighter shade on the dark scheme so that lines
 * stay readable on both backgrounds. The legend uses the CSS variable; the canvas needs the colour itself.
 */
const PALETTE = ['blue', 'orange', 'teal', 'grape', 'yellow', 'cyan', 'pink', 'lime', 'indigo', 'red'];

export type ColorScheme = 'light' | 'dark';

/** The CSS variable of the n-th series' colour. */
export function seriesColorVar(index: number, scheme: ColorScheme): string {
  const name = PALETTE[index % PALETTE.length];
  return `--mantine-color-${name}-${scheme === 'dark' ? 4 : 7}`;
}

/** The value of a CSS variable of the page (canvas drawing takes no `var()`); `fallback` when it has none. */
export function cssColor(variable: string, fallback: string): string {
  const value = getComputedStyle(document.documentElement).getPropertyValue(variable).trim();
  return value || fallback;
}
