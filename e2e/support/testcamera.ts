/**
 * The simulated cameras of `tools/testcamera` (real RTSP from GStreamer, ONVIF) for end-to-end tests.
 * Loaded by path: the testcamera package has no `exports` entry and its sources are outside this project's
 * file list. The shapes below are the part of its `TestCameras` these tests use.
 */

export interface TestCameraInfo {
  index: number;
  rtspUrl: string;
  secondaryUrl: string;
  onvifPort?: number;
  onvifUrl?: string;
  credentials?: { user: string; password: string };
  vendor: string;
  model: string;
  mac: string;
  /** PTZ cameras: where the head points now (pan, tilt from -1 to 1; zoom from 0 to 1). */
  ptz?: { pan: number; tilt: number; zoom: number };
}

export interface TestCameras {
  readonly cameras: readonly TestCameraInfo[];
  setOnline(index: number, online: boolean): Promise<void>;
  /** The moving ball (true) or a still picture with the clock (false). */
  setMotion(index: number, moving: boolean): Promise<void>;
  stop(): Promise<void>;
}

export interface TestCameraOptions {
  cameras: number;
  auth?: { camera: number; user: string; password: string }[];
  profile?: 'standard' | 'low';
  /** `shared`: each stream encoded once for all cameras (the default above 4 cameras). */
  encoding?: 'per-camera' | 'shared';
  onvifPort?: number | false;
  /** Cameras with a PTZ head and an ONVIF PTZ service (numbers, or true for all). */
  ptz?: number[] | boolean;
  /** Burn the wall clock into each frame as a bar code (bench/src/timecode.ts reads it). */
  timecode?: boolean;
  /** Start with the moving ball (default) or a still picture. */
  motion?: boolean;
  /** Cameras with sound, an AAC tone (numbers, or true for all). */
  audio?: number[] | boolean;
}

const LIBRARY = new URL('../../tools/testcamera/src/index.ts', import.meta.url).href;

export async function startTestCameras(options: TestCameraOptions): Promise<TestCameras> {
  const library = (await import(LIBRARY)) as { startTestCameras(o: TestCameraOptions): Promise<TestCameras> };
  return library.startTestCameras(options);
}
