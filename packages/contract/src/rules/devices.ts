/**
 * What a camera's record implies (spec 000 §3 derived fields, §4 camera status): its streams as the server
 * learnt them (`parameters.mediaStreams`), the highest fps, dual streaming, whether motion is on, whether it
 * is a plain stream, its aspect ratio, its recording settings and the status the console shows.
 */
import type { DeviceStatus, MotionType } from '../schemas/device-enums.ts';
import { parseMotionType } from '../schemas/device-enums.ts';
import {
  activeTask,
  type CameraAbilities,
  type MatchLevel,
  RECORDING_MODES,
  type RecordingMode,
  recordingModeMatch,
  type ScheduleTask,
  UNKNOWN_CAMERA_MAX_FPS,
} from './schedule.ts';

/**
 * One stream of `mediaStreams` (`{"streams": [...]}`, the 5.1 shape). `codec` is FFmpeg's AVCodecID number;
 * `customStreamParams` holds what Argus learnt beyond that (`fps`, `codecName`, `profile`).
 */
export interface MediaStreamInfo {
  encoderIndex: number;
  resolution: string;
  transcodingRequired: boolean;
  codec: number;
  customStreamParams: Record<string, string>;
}

/** FFmpeg AVCodecID numbers of the codecs cameras send (the `codec` of a media stream). */
export const AV_CODEC_IDS: Readonly<Record<string, number>> = {
  mjpeg: 7,
  mpeg4: 12,
  h264: 27,
  hevc: 173,
  pcm_mulaw: 65542,
  pcm_alaw: 65543,
  aac: 86018,
  opus: 86076,
};

/** The parameter names the server writes after analysing a camera's streams. */
export const MEDIA_PARAMS = {
  mediaStreams: 'mediaStreams',
  hasDualStreaming: 'hasDualStreaming',
  isAudioSupported: 'isAudioSupported',
  streamUrls: 'streamUrls',
  firmware: 'firmware',
  overrideAr: 'overrideAr',
} as const;

/** A parameter value: stored as text, JSON where it is JSON. */
function jsonOf(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return undefined;
  }
}

/** The streams of `mediaStreams` (JSON text or object); empty when absent or unreadable. */
export function parseMediaStreams(value: unknown): MediaStreamInfo[] {
  const parsed = jsonOf(value) as { streams?: unknown } | undefined;
  if (!parsed || typeof parsed !== 'object' || !Array.isArray(parsed.streams)) return [];
  return parsed.streams.filter(
    (s): s is MediaStreamInfo =>
      s !== null && typeof s === 'object' && typeof (s as MediaStreamInfo).resolution === 'string',
  );
}

export function formatMediaStreams(streams: readonly MediaStreamInfo[]): string {
  return JSON.stringify({ streams });
}

/** `1280x720` → {width, height}, or null. */
export function parseResolution(text: string): { width: number; height: number } | null {
  const m = /^(\d+)x(\d+)$/.exec(text.trim());
  if (!m) return null;
  const width = Number(m[1]);
  const height = Number(m[2]);
  return width > 0 && height > 0 ? { width, height } : null;
}

/** The highest fps of the streams; a camera not analysed yet is assumed to manage 30. */
export function maxFpsOf(streams: readonly MediaStreamInfo[]): number {
  const fps = streams
    .map((s) => Number(s.customStreamParams?.fps))
    .filter((f) => Number.isFinite(f) && f > 0);
  return fps.length ? Math.round(Math.max(...fps)) : UNKNOWN_CAMERA_MAX_FPS;
}

/** Dual streaming needs two or more video streams (spec 000 §9); the parameter says so when set. */
export function hasDualStreamingOf(parameters: Readonly<Record<string, unknown>>): boolean {
  const flag = jsonOf(parameters[MEDIA_PARAMS.hasDualStreaming]);
  if (typeof flag === 'boolean') return flag;
  return parseMediaStreams(parameters[MEDIA_PARAMS.mediaStreams]).length >= 2;
}

export function motionEnabledOf(motionType: MotionType | string): boolean {
  return parseMotionType(motionType) !== 'none';
}

/** Vendors of plain stream cameras: generic RTSP, multicast, or the HTTP plugin (spec 000 §3, §5.9). */
export const STREAM_VENDORS = [
  'GENERIC_RTSP',
  'GENERIC_MULTICAST',
  'GENERIC_HTTP',
  'HTTP_URL_PLUGIN',
] as const;

export function isStreamVendor(vendor: string): boolean {
  return (STREAM_VENDORS as readonly string[]).includes(vendor.trim().toUpperCase());
}

/** The default preview is 640×480 (spec 000 §9): the ratio when nothing better is known. */
export const DEFAULT_ASPECT_RATIO = 4 / 3;

/** The aspect ratio to show: `overrideAr` (`16:9` or a number) when set, else the primary stream's. */
export function defaultRatioOf(parameters: Readonly<Record<string, unknown>>): number {
  const override = String(parameters[MEDIA_PARAMS.overrideAr] ?? '').trim();
  const pair = /^(\d+(?:\.\d+)?)[:/x](\d+(?:\.\d+)?)$/.exec(override);
  if (pair && Number(pair[2]) > 0) return Number(pair[1]) / Number(pair[2]);
  if (Number(override) > 0) return Number(override);
  const primary = parseMediaStreams(parameters[MEDIA_PARAMS.mediaStreams]).find((s) => s.encoderIndex === 0);
  const size = primary ? parseResolution(primary.resolution) : null;
  return size ? size.width / size.height : DEFAULT_ASPECT_RATIO;
}

/** The device fields the derived values read. */
export interface CameraRecord {
  vendor: string;
  options: { isDualStreamingDisabled: boolean };
  schedule: {
    isEnabled: boolean;
    tasks: readonly ScheduleTask[];
    minArchivePeriodS: number;
    maxArchivePeriodS: number;
  };
  motion: { type: MotionType | string };
  parameters: Readonly<Record<string, unknown>>;
}

export function cameraAbilitiesOf(camera: CameraRecord): CameraAbilities {
  return {
    maxFps: maxFpsOf(parseMediaStreams(camera.parameters[MEDIA_PARAMS.mediaStreams])),
    hasDualStreaming: hasDualStreamingOf(camera.parameters),
    dualStreamingDisabled: camera.options.isDualStreamingDisabled,
    motionEnabled: motionEnabledOf(camera.motion.type),
  };
}

/** A summary of how a camera records: on or off, how far each mode is used, its archive periods. */
export interface RecordingSettings {
  isEnabled: boolean;
  modes: Record<RecordingMode, MatchLevel>;
  maxFps: number;
  minArchivePeriodS: number;
  maxArchivePeriodS: number;
}

export function recordingSettingsOf(camera: CameraRecord): RecordingSettings {
  const modes = Object.fromEntries(
    RECORDING_MODES.map((m) => [m, recordingModeMatch(camera.schedule.tasks, m)]),
  ) as Record<RecordingMode, MatchLevel>;
  return {
    isEnabled: camera.schedule.isEnabled,
    modes,
    maxFps: cameraAbilitiesOf(camera).maxFps,
    minArchivePeriodS: camera.schedule.minArchivePeriodS,
    maxArchivePeriodS: camera.schedule.maxArchivePeriodS,
  };
}

/** The derived fields of spec 000 §3, in one object. */
export function derivedCameraFields(camera: CameraRecord) {
  const abilities = cameraAbilitiesOf(camera);
  return {
    maxFps: abilities.maxFps,
    hasDualStreaming: abilities.hasDualStreaming,
    motionEnabled: abilities.motionEnabled,
    isStream: isStreamVendor(camera.vendor),
    defaultRatio: defaultRatioOf(camera.parameters),
    recordingSettings: recordingSettingsOf(camera),
  };
}

/** Status icons of the console: the server's statuses plus `Scheduled` (spec 000 §4). */
export type DisplayedCameraStatus = DeviceStatus | 'Scheduled';

/** Week day 1..7 (Monday first) and seconds since midnight of a local time. */
export function weekTimeOf(date: Date): { dayOfWeek: number; secondOfDay: number } {
  const day = date.getDay();
  return {
    dayOfWeek: day === 0 ? 7 : day,
    secondOfDay: date.getHours() * 3600 + date.getMinutes() * 60 + date.getSeconds(),
  };
}

/**
 * The status the console shows: an Online camera with its schedule on is Recording while a task other than
 * `never` covers the moment, otherwise Scheduled; every other status stays (spec 000 §4, §5.5).
 */
export function displayedCameraStatus(
  status: DeviceStatus,
  schedule: { isEnabled: boolean; tasks: readonly ScheduleTask[] },
  at: Date,
): DisplayedCameraStatus {
  if (status !== 'Online' || !schedule.isEnabled) return status;
  const { dayOfWeek, secondOfDay } = weekTimeOf(at);
  const task = activeTask(schedule.tasks, dayOfWeek, secondOfDay);
  return task && task.recordingType !== 'never' ? 'Recording' : 'Scheduled';
}
