import { luminance } from '@mantine/core';

/** WCAG contrast ratio of two colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [lighter, darker] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

/** WCAG AA for normal text. */
export const TEXT_CONTRAST = 4.5;

/** Whether `color` reads on every one of `surfaces`. */
export function readsOn(color: string, surfaces: readonly string[]): boolean {
  return surfaces.every((surface) => contrastRatio(color, surface) >= TEXT_CONTRAST);
}
