import { describe, expect, it } from 'vitest';
import {
  type CameraRecord,
  DEFAULT_DEVICE_OPTIONS,
  DEFAULT_DEVICE_SCHEDULE,
  derivedCameraFields,
  diagnosticsMessage,
  displayedCameraStatus,
  formatMediaStreams,
  hasDualStreamingOf,
  isStreamVendor,
  type MediaStreamInfo,
  manualAddCamerasOfQuery,
  maxFpsOf,
  parseMediaStreams,
  type ScheduleTask,
} from '../src/mediaserver/index.ts';

const stream = (encoderIndex: number, resolution: string, fps: string): MediaStreamInfo => ({
  encoderIndex,
  resolution,
  transcodingRequired: false,
  codec: 27,
  customStreamParams: { fps, codecName: 'h264' },
});

function camera(parameters: Record<string, unknown>, fields: Partial<CameraRecord> = {}): CameraRecord {
  return {
    vendor: 'GENERIC_RTSP',
    options: DEFAULT_DEVICE_OPTIONS,
    schedule: DEFAULT_DEVICE_SCHEDULE,
    motion: { type: 'software' },
    parameters,
    ...fields,
  };
}

describe('derived camera fields (spec 000 §3)', () => {
  it('read the streams of mediaStreams, as JSON text or object', () => {
    const text = formatMediaStreams([stream(0, '1280x720', '25'), stream(1, '320x180', '10')]);
    expect(JSON.parse(text)).toEqual({ streams: [stream(0, '1280x720', '25'), stream(1, '320x180', '10')] });
    expect(parseMediaStreams(text)).toHaveLength(2);
    expect(parseMediaStreams(JSON.parse(text))).toHaveLength(2);
    expect(parseMediaStreams('not json')).toEqual([]);
    expect(parseMediaStreams(undefined)).toEqual([]);
  });

  it('maxFps is the highest stream fps, 30 before the streams are known', () => {
    expect(maxFpsOf([stream(0, '1280x720', '25'), stream(1, '320x180', '30')])).toBe(30);
    expect(maxFpsOf([stream(0, '1280x720', '12.5')])).toBe(13);
    expect(maxFpsOf([])).toBe(30);
  });

  it('dual streaming needs two or more streams, unless the parameter says otherwise', () => {
    const two = formatMediaStreams([stream(0, '1280x720', '25'), stream(1, '320x180', '10')]);
    expect(hasDualStreamingOf({ mediaStreams: two })).toBe(true);
    expect(hasDualStreamingOf({ mediaStreams: formatMediaStreams([stream(0, '1280x720', '25')]) })).toBe(
      false,
    );
    expect(hasDualStreamingOf({ mediaStreams: two, hasDualStreaming: 'false' })).toBe(false);
    expect(hasDualStreamingOf({})).toBe(false);
  });

  it('motionEnabled, isStream, defaultRatio and recordingSettings', () => {
    const streams = formatMediaStreams([stream(0, '1280x720', '25')]);
    const derived = derivedCameraFields(camera({ mediaStreams: streams }));
    expect(derived).toMatchObject({
      maxFps: 25,
      hasDualStreaming: false,
      motionEnabled: true,
      isStream: true,
    });
    expect(derived.defaultRatio).toBeCloseTo(16 / 9);
    expect(derived.recordingSettings).toEqual({
      isEnabled: false,
      modes: { always: 0, motion: 0, motionLowRes: 0 },
      maxFps: 25,
      minArchivePeriodS: 86_400,
      maxArchivePeriodS: 2_592_000,
    });
    expect(derivedCameraFields(camera({}, { motion: { type: 'none' } })).motionEnabled).toBe(false);
    expect(
      derivedCameraFields(camera({ overrideAr: '4:3', mediaStreams: streams })).defaultRatio,
    ).toBeCloseTo(4 / 3);
    expect(derivedCameraFields(camera({})).defaultRatio).toBeCloseTo(4 / 3);
    expect(isStreamVendor('generic_rtsp')).toBe(true);
    expect(isStreamVendor('Acme')).toBe(false);
  });
});

describe('the status the console shows (spec 000 §4)', () => {
  const monday10 = new Date(2024, 0, 1, 10, 0, 0);
  const task = (fields: Partial<ScheduleTask>): ScheduleTask => ({
    dayOfWeek: 1,
    startTime: 9 * 3600,
    endTime: 11 * 3600,
    recordingType: 'always',
    streamQuality: 'high',
    fps: 15,
    bitrateKbps: 0,
    metadataTypes: 'none',
    ...fields,
  });
  it('is Recording inside a task that is not never, otherwise Scheduled; other statuses stay', () => {
    expect(displayedCameraStatus('Online', { isEnabled: true, tasks: [task({})] }, monday10)).toBe(
      'Recording',
    );
    expect(
      displayedCameraStatus(
        'Online',
        { isEnabled: true, tasks: [task({ recordingType: 'never' })] },
        monday10,
      ),
    ).toBe('Scheduled');
    expect(
      displayedCameraStatus('Online', { isEnabled: true, tasks: [task({ dayOfWeek: 2 })] }, monday10),
    ).toBe('Scheduled');
    expect(displayedCameraStatus('Online', { isEnabled: false, tasks: [task({})] }, monday10)).toBe('Online');
    expect(displayedCameraStatus('Offline', { isEnabled: true, tasks: [task({})] }, monday10)).toBe(
      'Offline',
    );
    expect(displayedCameraStatus('Unauthorized', { isEnabled: true, tasks: [task({})] }, monday10)).toBe(
      'Unauthorized',
    );
  });
});

describe('manual camera add and diagnostics texts', () => {
  it('reads numbered cameras from a GET add query', () => {
    expect(
      manualAddCamerasOfQuery({
        user: 'u',
        url0: 'rtsp://a/1',
        uniqueId0: 'x',
        manufacturer0: 'GENERIC_RTSP',
        name0: 'Gate',
        url1: 'rtsp://b',
      }),
    ).toEqual([
      { url: 'rtsp://a/1', uniqueId: 'x', manufacturer: 'GENERIC_RTSP', name: 'Gate' },
      { url: 'rtsp://b', uniqueId: undefined, manufacturer: undefined, name: undefined },
    ]);
    expect(() => manualAddCamerasOfQuery({ user: 'u' })).toThrow(/url0/);
  });

  it('fills the parameters of a diagnostics text', () => {
    expect(diagnosticsMessage('notAuthorised', ['rtsp://127.0.0.1:554/x'])).toBe(
      'Not authorized. URL rtsp://127.0.0.1:554/x.',
    );
    expect(diagnosticsMessage('cannotEstablishConnection', [])).toMatch(
      /^Cannot connect to http port \(unknown\)\./,
    );
  });
});
