/**
 * The schedule editor's brush (spec 000 §4 recording types, §9 default fps 15): which recording types and fps a
 * camera allows and why not, asked of the contract's schedule rules; and the legend colours.
 */
import {
  type CameraAbilities,
  CONSOLE_STREAM_QUALITIES,
  defaultFps,
  type ModeUnavailableReason,
  modeUnavailableReason,
  RECORDING_TYPE_OF_MODE,
  type RecordingMode,
  type RecordingType,
} from '@argus/contract/mediaserver';
import type { CellBrush } from './schedule-grid.ts';

/** The brush types in the order the editor offers them: the three modes, then no recording. */
export const BRUSH_TYPES = ['always', 'motion', 'motionLowRes', 'never'] as const;
export type BrushType = (typeof BRUSH_TYPES)[number];

export const BRUSH_QUALITIES = CONSOLE_STREAM_QUALITIES;

export function recordingTypeOfBrush(type: BrushType): RecordingType {
  return type === 'never' ? 'never' : RECORDING_TYPE_OF_MODE[type];
}

export function brushTypeOf(recordingType: RecordingType): BrushType {
  const mode = (Object.keys(RECORDING_TYPE_OF_MODE) as RecordingMode[]).find(
    (m) => RECORDING_TYPE_OF_MODE[m] === recordingType,
  );
  return mode ?? 'never';
}

/** Why the camera cannot record with this brush type, or null. */
export function brushTypeReason(type: BrushType, camera: CameraAbilities): ModeUnavailableReason | null {
  return type === 'never' ? null : modeUnavailableReason(type, camera);
}

export type FpsProblem = 'fpsTooLow' | 'fpsAboveMax';

/** What is wrong with an fps for the camera, or null. */
export function fpsProblem(fps: number, camera: Pick<CameraAbilities, 'maxFps'>): FpsProblem | null {
  if (!Number.isInteger(fps) || fps < 1) return 'fpsTooLow';
  return fps > camera.maxFps ? 'fpsAboveMax' : null;
}

export interface Brush {
  type: BrushType;
  streamQuality: CellBrush['streamQuality'];
  fps: number;
  bitrateKbps: number;
}

/** The brush an editor starts with: always, high quality, the default fps of the camera. */
export function defaultBrush(camera: Pick<CameraAbilities, 'maxFps'>): Brush {
  return { type: 'always', streamQuality: 'high', fps: defaultFps(camera), bitrateKbps: 0 };
}

/** The brush can paint: its type is allowed and its fps fits the camera. */
export function brushUsable(brush: Brush, camera: CameraAbilities): boolean {
  return (
    brushTypeReason(brush.type, camera) === null &&
    (brush.type === 'never' || fpsProblem(brush.fps, camera) === null) &&
    Number.isInteger(brush.bitrateKbps) &&
    brush.bitrateKbps >= 0
  );
}

/** The cell a brush paints. */
export function cellOfBrush(brush: Brush): CellBrush {
  return {
    recordingType: recordingTypeOfBrush(brush.type),
    streamQuality: brush.streamQuality,
    fps: brush.fps,
    bitrateKbps: brush.bitrateKbps,
  };
}

/**
 * Legend colours (Mantine palette names, shade 6 in light and 8 in dark): distinct hues that white text reads
 * on in both schemes. An empty cell shows the page background.
 */
export const BRUSH_COLORS: Readonly<Record<BrushType, string>> = {
  always: 'red',
  motion: 'yellow',
  motionLowRes: 'orange',
  never: 'gray',
};
