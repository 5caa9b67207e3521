/** From options and chosen ports to the list of cameras: numbers, ports, URLs, identity, credentials. */
import { type StreamProfile, streamProfiles } from './stream-profiles.ts';
import type { Credentials, Encoding, TestCameraInfo, TestCameraOptions } from './types.ts';

export const HOST = '127.0.0.1';
export const MAX_CAMERAS = 5000;
export const VENDOR = 'Argus';
export const MODEL = 'TestCamera';
export const FIRMWARE = '1.0.0';
/** Up to this many cameras encode their own streams by default; more share one encoder per profile. */
export const PER_CAMERA_ENCODING_LIMIT = 4;

export interface PlanPorts {
  rtspPort: number;
  onvifPort?: number;
}

export interface CameraPlan {
  cameras: TestCameraInfo[];
  streams: StreamProfile[];
  encoding: Encoding;
}

/** A locally administered MAC (02:…) made from the RTSP port, so it is unique on this machine and
 * stable across runs with the same ports, as a real camera's is. */
export function macFor(rtspPort: number): string {
  const bytes = [0x02, 0x41, 0x52, 0x00, rtspPort >> 8, rtspPort & 0xff];
  return bytes.map((b) => b.toString(16).padStart(2, '0')).join(':');
}

export function credentialsFor(options: TestCameraOptions, index: number): Credentials | undefined {
  const own = options.auth?.find((entry) => entry.camera === index);
  if (own) return { user: own.user, password: own.password };
  if (options.user !== undefined) return { user: options.user, password: options.password ?? '' };
  return undefined;
}

export function validateOptions(options: TestCameraOptions): void {
  const { cameras } = options;
  if (!Number.isInteger(cameras) || cameras < 1 || cameras > MAX_CAMERAS)
    throw new Error(`cameras must be a whole number from 1 to ${MAX_CAMERAS}`);
  for (const entry of options.auth ?? []) {
    if (!Number.isInteger(entry.camera) || entry.camera < 1 || entry.camera > cameras)
      throw new Error(`auth names camera ${entry.camera}, but there are cameras 1 to ${cameras}`);
    if (!entry.user) throw new Error(`auth for camera ${entry.camera} has no user name`);
  }
  if (options.password !== undefined && options.user === undefined)
    throw new Error('a password needs a user (--user)');
  for (const name of ['ptz', 'audio'] as const) {
    const list = options[name];
    if (Array.isArray(list))
      for (const index of list)
        if (!Number.isInteger(index) || index < 1 || index > cameras)
          throw new Error(`${name} names camera ${index}, but there are cameras 1 to ${cameras}`);
  }
  for (const rule of options.flap ?? []) {
    if (!(rule.seconds > 0)) throw new Error('flap seconds must be above 0');
    if (rule.camera !== undefined && (rule.camera < 1 || rule.camera > cameras))
      throw new Error(`flap names camera ${rule.camera}, but there are cameras 1 to ${cameras}`);
  }
  const fps = options.fps ?? 15;
  if (!Number.isInteger(fps) || fps < 1 || fps > 60)
    throw new Error('fps must be a whole number from 1 to 60');
  const keyframe = options.keyframeSeconds ?? 1;
  if (!(keyframe > 0 && keyframe <= 10))
    throw new Error('keyframe interval must be above 0 and at most 10 s');
}

function checkPortRange(name: string, first: number, count: number): void {
  if (!Number.isInteger(first) || first < 1 || first + count - 1 > 65535)
    throw new Error(`${name} ${first} with ${count} cameras runs past port 65535`);
}

function overlaps(a: number, b: number, count: number): boolean {
  return a < b + count && b < a + count;
}

/** Whether camera `index` has a PTZ head. */
export function isPtzCamera(options: TestCameraOptions, index: number): boolean {
  return options.ptz === true || (Array.isArray(options.ptz) && options.ptz.includes(index));
}

/** Whether camera `index` sends sound. */
export function hasAudio(options: TestCameraOptions, index: number): boolean {
  return options.audio === true || (Array.isArray(options.audio) && options.audio.includes(index));
}

export function planCameras(options: TestCameraOptions, ports: PlanPorts): CameraPlan {
  validateOptions(options);
  const count = options.cameras;
  checkPortRange('RTSP port', ports.rtspPort, count);
  if (ports.onvifPort !== undefined) {
    checkPortRange('ONVIF port', ports.onvifPort, count);
    if (overlaps(ports.rtspPort, ports.onvifPort, count))
      throw new Error(
        `the RTSP ports (${ports.rtspPort}+) and ONVIF ports (${ports.onvifPort}+) overlap for ${count} cameras`,
      );
  }
  const streams = streamProfiles(options);
  const encoding = options.encoding ?? (count <= PER_CAMERA_ENCODING_LIMIT ? 'per-camera' : 'shared');
  const cameras = Array.from({ length: count }, (_, i): TestCameraInfo => {
    const index = i + 1;
    const rtspPort = ports.rtspPort + i;
    const onvifPort = ports.onvifPort === undefined ? undefined : ports.onvifPort + i;
    const base = `rtsp://${HOST}:${rtspPort}`;
    const cameraStreams = streams.map((s) => ({ ...s, url: `${base}${s.path}`, codec: 'H264' as const }));
    const credentials = credentialsFor(options, index);
    return {
      index,
      name: `TestCamera ${index}`,
      host: HOST,
      rtspPort,
      rtspUrl: cameraStreams[0]!.url,
      secondaryUrl: cameraStreams[1]!.url,
      streams: cameraStreams,
      ...(onvifPort === undefined
        ? {}
        : { onvifPort, onvifUrl: `http://${HOST}:${onvifPort}/onvif/device_service` }),
      ...(credentials ? { credentials } : {}),
      vendor: VENDOR,
      model: MODEL,
      firmware: FIRMWARE,
      serial: `ARGUS-TC-${rtspPort}`,
      mac: macFor(rtspPort),
      online: true,
      moving: options.motion ?? true,
      ...(isPtzCamera(options, index) ? { ptz: { pan: 0, tilt: 0, zoom: 0 } } : {}),
      ...(hasAudio(options, index) ? { audio: 'AAC' as const } : {}),
    };
  });
  return { cameras, streams, encoding };
}
