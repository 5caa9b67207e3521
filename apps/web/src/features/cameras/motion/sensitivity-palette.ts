/**
 * The ten motion sensitivity colours (spec 000 §9), level 0 (no detection) to 9. Level 0 has no colour: the
 * frame shows through. Levels 1..9 run from blue (least sensitive) to red (most), each of a middle lightness
 * so that it stands out by at least 3:1 from the frame in the light and in the dark scheme.
 */
import { MOTION_SENSITIVITY_LEVELS } from '@argus/contract/mediaserver';

export const SENSITIVITY_COLORS: readonly (string | null)[] = [
  null,
  '#127ae2',
  '#0d88a0',
  '#0b8e62',
  '#0b8e0b',
  '#54890b',
  '#897e0b',
  '#af6c0e',
  '#d44c11',
  '#ed2626',
];

/** The backgrounds of the motion frame in the light and the dark scheme. */
export const FRAME_BACKGROUNDS = { light: '#f8f9fa', dark: '#1a1b1e' } as const;

export const SENSITIVITY_LEVELS = Array.from({ length: MOTION_SENSITIVITY_LEVELS }, (_, i) => i);

export function sensitivityColor(level: number): string | null {
  return SENSITIVITY_COLORS[level] ?? null;
}

function channel(c: number): number {
  const v = c / 255;
  return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
}

/** WCAG relative luminance of `#rrggbb`. */
export function luminance(hex: string): number {
  const n = Number.parseInt(hex.slice(1), 16);
  return 0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255);
}

/** WCAG contrast ratio of two `#rrggbb` colours. */
export function contrast(a: string, b: string): number {
  const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p) as [number, number];
  return (x + 0.05) / (y + 0.05);
}
