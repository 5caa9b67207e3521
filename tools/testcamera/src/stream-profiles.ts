import type { ProfileName, Resolution, TestCameraOptions } from './types.ts';

export interface StreamProfile {
  key: 'primary' | 'secondary';
  path: string;
  width: number;
  height: number;
  fps: number;
  bitrateKbps: number;
}

const PROFILES: Record<ProfileName, { primary: Resolution; secondary: Resolution }> = {
  standard: { primary: { width: 1280, height: 720 }, secondary: { width: 320, height: 180 } },
  low: { primary: { width: 640, height: 360 }, secondary: { width: 320, height: 180 } },
};

export const DEFAULT_FPS = 15;
export const STREAM_PATHS = { primary: '/primary', secondary: '/secondary' } as const;

/** About 0.1 bit per pixel at 15 fps: enough for a test pattern, like a camera's default. */
function bitrateFor({ width, height }: Resolution, fps: number): number {
  return Math.max(64, Math.round((width * height * fps * 0.1) / 1000 / 8) * 8);
}

export function streamProfiles(options: TestCameraOptions): StreamProfile[] {
  const profile = PROFILES[options.profile ?? 'standard'];
  const fps = options.fps ?? DEFAULT_FPS;
  const sizes = {
    primary: options.primary ?? profile.primary,
    secondary: options.secondary ?? profile.secondary,
  };
  return (['primary', 'secondary'] as const).map((key) => ({
    key,
    path: STREAM_PATHS[key],
    ...sizes[key],
    fps,
    bitrateKbps: bitrateFor(sizes[key], fps),
  }));
}

/** `1280x720` → {width: 1280, height: 720}; even sizes only (H.264 with 4:2:0 needs them). */
export function parseResolution(text: string): Resolution {
  const match = /^(\d+)[xX×](\d+)$/.exec(text.trim());
  const width = Number(match?.[1]);
  const height = Number(match?.[2]);
  if (!match || width < 16 || height < 16 || width > 7680 || height > 4320 || width % 2 || height % 2)
    throw new Error(`invalid resolution "${text}" (expected WIDTHxHEIGHT, even numbers, e.g. 1280x720)`);
  return { width, height };
}
