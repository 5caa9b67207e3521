/** The eye's outline (an almond), the iris, and the lens aperture in it: Argus, who watches. 32 × 32 units. */
export const BRAND_MARK_PATHS = {
  eye: 'M2.5 16C6.6 9.2 11 6 16 6s9.4 3.2 13.5 10C25.4 22.8 21 26 16 26S6.6 22.8 2.5 16Z',
  aperture: 'M18.91 17.06 16.54 19.05 13.63 17.99 13.09 14.94 15.46 12.95 18.37 14.01Z',
  blades:
    'M18.91 17.06L19.65 21.26M16.54 19.05L13.28 21.79M13.63 17.99L9.62 16.54M13.09 14.94L12.35 10.74M15.46 12.95L18.72 10.21M18.37 14.01L22.38 15.46',
} as const;

export interface BrandMarkProps {
  size?: number;
}

/**
 * The Argus mark: an eye whose iris is a camera lens. Decorative (the wordmark or a label names the product).
 * It takes the brand colour of the scheme (the anchor colour reads well on both backgrounds) and draws the
 * aperture in the page's own background colour.
 */
export function BrandMark({ size = 28 }: BrandMarkProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 32 32"
      aria-hidden="true"
      focusable="false"
      style={{ flexShrink: 0, display: 'block' }}
      data-testid="brand-mark"
    >
      <path
        d={BRAND_MARK_PATHS.eye}
        fill="none"
        stroke="var(--mantine-color-anchor)"
        strokeWidth="2.2"
        strokeLinejoin="round"
      />
      <circle cx="16" cy="16" r="6.4" fill="var(--mantine-color-anchor)" />
      <path
        d={BRAND_MARK_PATHS.blades}
        stroke="var(--mantine-color-body)"
        strokeWidth="0.9"
        strokeLinecap="round"
      />
      <path d={BRAND_MARK_PATHS.aperture} fill="var(--mantine-color-body)" />
    </svg>
  );
}
