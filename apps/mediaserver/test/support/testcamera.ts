/**
 * The simulated cameras of `tools/testcamera` (real RTSP from GStreamer, ONVIF), for the real-network tests.
 * Loaded by path: the testcamera package has no `exports` entry yet, so `@argus/testcamera` does not resolve
 * and its sources are outside this project's file list. The shapes below are the part of its
 * `TestCameras` these tests use.
 */

export interface TestCameraInfo {
  index: number;
  rtspPort: number;
  rtspUrl: string;
  secondaryUrl: string;
  onvifPort?: number;
  onvifUrl?: string;
  credentials?: { user: string; password: string };
  vendor: string;
  model: string;
  firmware: string;
  serial: string;
  mac: string;
  streams: { key: 'primary' | 'secondary'; url: string; width: number; height: number; fps: number }[];
  /** PTZ cameras: where the head points now (pan, tilt from -1 to 1; zoom from 0 to 1). */
  ptz?: { pan: number; tilt: number; zoom: number };
}

export interface TestCameras {
  readonly cameras: readonly TestCameraInfo[];
  setOnline(index: number, online: boolean): Promise<void>;
  /** The ball moves (true) or the picture stands still but for its clock (false). */
  setMotion(index: number, moving: boolean): Promise<void>;
  stop(): Promise<void>;
}

export interface TestCameraOptions {
  cameras: number;
  auth?: { camera: number; user: string; password: string }[];
  authMethod?: 'digest' | 'basic' | 'any';
  profile?: 'standard' | 'low';
  fps?: number;
  onvifPort?: number | false;
  /** The ball moves from the start (default true). */
  motion?: boolean;
  /** Cameras with a PTZ head and ONVIF PTZ service (numbers, or true for all). */
  ptz?: number[] | boolean;
  /** Cameras with sound, an AAC tone (numbers, or true for all). */
  audio?: number[] | boolean;
}

const LIBRARY = new URL('../../../../tools/testcamera/src/index.ts', import.meta.url).href;

export async function startTestCameras(options: TestCameraOptions): Promise<TestCameras> {
  const library = (await import(LIBRARY)) as { startTestCameras(o: TestCameraOptions): Promise<TestCameras> };
  return library.startTestCameras(options);
}
