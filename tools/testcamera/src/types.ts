/** The public shapes of the test cameras: what callers pass and what they get back. */

/** Which RTSP challenge a camera with credentials sends; `any` offers Digest and Basic. */
export type AuthMethod = 'digest' | 'basic' | 'any';

/** `per-camera`: each camera encodes its own streams (its name is burned in). `shared`: each stream
 * profile is encoded once and served by every camera (cheap, for hundreds of cameras). */
export type Encoding = 'per-camera' | 'shared';

/** `standard`: 1280×720 + 320×180. `low`: 640×360 + 320×180 (cheaper to encode). */
export type ProfileName = 'standard' | 'low';

export interface Resolution {
  width: number;
  height: number;
}

export interface Credentials {
  user: string;
  password: string;
}

export interface CameraCredentials extends Credentials {
  /** 1-based camera number. */
  camera: number;
}

/** A camera (or all of them when `camera` is absent) goes offline for `seconds`, back for `seconds`, … */
export interface FlapRule {
  camera?: number;
  seconds: number;
}

export interface TestCameraOptions {
  /** How many cameras (1 or more). */
  cameras: number;
  /** RTSP port of camera 1; camera n listens on rtspPort + n - 1. Free ports are chosen when absent. */
  rtspPort?: number;
  /** ONVIF device service port of camera 1 (camera n: onvifPort + n - 1); `false`: no ONVIF.
   * Free ports are chosen when absent. */
  onvifPort?: number | false;
  /** Port of the HTTP control endpoint (loopback); none when absent. */
  controlPort?: number;
  /** Credentials every camera asks for (RTSP and ONVIF). */
  user?: string;
  password?: string;
  /** Per-camera credentials; they win over user/password. */
  auth?: CameraCredentials[];
  /** RTSP challenge for cameras with credentials (default `any`). */
  authMethod?: AuthMethod;
  profile?: ProfileName;
  /** Override the profile's resolutions and frame rate. */
  primary?: Resolution;
  secondary?: Resolution;
  fps?: number;
  /** Seconds between keyframes (default 1). */
  keyframeSeconds?: number;
  /** Default `per-camera` for up to 4 cameras, `shared` above. */
  encoding?: Encoding;
  /** The moving ball (default true); false gives a still picture (the clock still ticks). */
  motion?: boolean;
  /** A video file to loop instead of the test pattern (re-encoded to the stream profiles). */
  file?: string;
  flap?: FlapRule[];
  /** Seconds an encoder keeps running after its last reader left (default 30). */
  lingerSeconds?: number;
  /** Cameras with a simulated pan/tilt/zoom head and an ONVIF PTZ service: their numbers, or true for
   * all. A PTZ camera shows part of a still scene twice its size (no moving ball) and has its own encoders. */
  ptz?: number[] | boolean;
  /** Cameras with sound (a 440 Hz tone, AAC over RTP, on both streams): their numbers, or true for all.
   * The others send video only. */
  audio?: number[] | boolean;
  /**
   * Burn the wall clock into each frame as a bar code a program can read (docs/testcamera.md): for
   * glass-to-glass latency (bench/benches/live-latency.ts).
   */
  timecode?: boolean;
  /** Receives the RTSP server's log lines; they are dropped when absent. */
  log?: (line: string) => void;
}

/** A PTZ position in ONVIF's generic spaces: pan and tilt from -1 to 1, zoom from 0 (wide) to 1. */
export interface PtzPosition {
  pan: number;
  tilt: number;
  zoom: number;
}

export interface StreamInfo {
  key: 'primary' | 'secondary';
  path: string;
  url: string;
  width: number;
  height: number;
  fps: number;
  bitrateKbps: number;
  codec: 'H264';
}

export interface TestCameraInfo {
  /** 1-based camera number. */
  index: number;
  name: string;
  host: string;
  rtspPort: number;
  rtspUrl: string;
  secondaryUrl: string;
  streams: StreamInfo[];
  onvifPort?: number;
  onvifUrl?: string;
  credentials?: Credentials;
  vendor: string;
  model: string;
  firmware: string;
  serial: string;
  mac: string;
  online: boolean;
  moving: boolean;
  /** PTZ cameras only: where the head points now. */
  ptz?: PtzPosition;
  /** Cameras with sound only: the codec of their audio track. */
  audio?: 'AAC';
}

export interface TestCameras {
  readonly cameras: readonly TestCameraInfo[];
  /** Base URL of the control endpoint, when one was asked for. */
  readonly controlUrl?: string;
  /** Resolves once the camera's ports are closed (offline) or listening again (online). */
  setOnline(index: number, online: boolean): Promise<void>;
  /** Starts or stops the moving element; with shared encoding it changes every camera. */
  setMotion(index: number, moving: boolean): Promise<void>;
  /** A PTZ camera moves there at once (and stops any continuous move). */
  setPtz(index: number, position: PtzPosition): Promise<void>;
  /** Stops everything; no process is left behind. */
  stop(): Promise<void>;
}
