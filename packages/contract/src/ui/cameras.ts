/**
 * Console constants for cameras (spec 000 §9): the default recording fps, the default motion mask, the colours
 * of the ten motion sensitivity levels, and the legend colours of the recording types.
 */
import { DEFAULT_MOTION_MASK, MOTION_SENSITIVITY_LEVELS } from '../rules/motion-mask.ts';
import { DEFAULT_RECORDING_FPS } from '../rules/schedule.ts';
import type { RecordingType } from '../schemas/device-enums.ts';

export { DEFAULT_MOTION_MASK, DEFAULT_RECORDING_FPS, MOTION_SENSITIVITY_LEVELS };

/**
 * One colour per sensitivity level, 0 (no detection, transparent in the editor) to 9 (most sensitive). The
 * spec names ten colours but not their values; these run from cool to hot so that a higher level reads as
 * more sensitive.
 */
export const MOTION_SENSITIVITY_COLORS = [
  'transparent',
  '#1f5fbf',
  '#2a8cd6',
  '#2bb3b3',
  '#3aa856',
  '#8cbf26',
  '#e0c020',
  '#f08c1a',
  '#e8562a',
  '#c8202a',
] as const;

/** Legend colours of the schedule grid per recording type. */
export const RECORDING_TYPE_COLORS: Readonly<Record<RecordingType, string>> = {
  always: '#c8202a',
  metadataOnly: '#e0c020',
  metadataAndLowQuality: '#f08c1a',
  never: 'transparent',
};

/** The schedule grid: 7 days by 24 hours. */
export const SCHEDULE_GRID_DAYS = 7;
export const SCHEDULE_GRID_HOURS = 24;
/** How often the console refreshes camera statuses on the Cameras page. */
export const CAMERA_STATUS_REFRESH_MS = 10_000;
/** How often the add-camera dialog asks for a search's progress. */
export const CAMERA_SEARCH_POLL_MS = 1000;
/** Spec 000 §9: "camera credential update 1500". */
export const CAMERA_CREDENTIALS_UPDATE_MS = 1500;
