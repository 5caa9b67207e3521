/** The configuration line the RTSP server process (python/testcamera_server.py) reads first. */
import type { CameraPlan } from './camera-plan.ts';
import { HOST } from './camera-plan.ts';
import { type PtzView, viewOf } from './ptz/ptz-camera.ts';
import type { AuthMethod } from './types.ts';

export interface RtspServerConfig {
  cameras: {
    index: number;
    name: string;
    rtspPort: number;
    credentials?: { user: string; password: string };
    /** PTZ cameras: the part of the scene in view at the start. */
    ptz?: PtzView;
    /** Sends an audio track besides the video. */
    audio?: boolean;
  }[];
  streams: CameraPlan['streams'];
  keyframeFrames: number;
  authMethod: AuthMethod;
  encoding: CameraPlan['encoding'];
  moving: boolean;
  file: string | null;
  lingerSeconds: number;
  timecode: boolean;
  bindAddress: string;
  realm: string;
  rtspThreads: number;
}

export interface RtspConfigOptions {
  authMethod?: AuthMethod;
  keyframeSeconds?: number;
  motion?: boolean;
  file?: string;
  lingerSeconds?: number;
  timecode?: boolean;
}

export function rtspServerConfig(plan: CameraPlan, options: RtspConfigOptions): RtspServerConfig {
  const fps = plan.streams[0]!.fps;
  return {
    cameras: plan.cameras.map((c) => ({
      index: c.index,
      name: c.name,
      rtspPort: c.rtspPort,
      ...(c.credentials ? { credentials: c.credentials } : {}),
      ...(c.ptz ? { ptz: viewOf(c.ptz) } : {}),
      ...(c.audio ? { audio: true } : {}),
    })),
    streams: plan.streams,
    keyframeFrames: Math.max(1, Math.round(fps * (options.keyframeSeconds ?? 1))),
    authMethod: options.authMethod ?? 'any',
    encoding: plan.encoding,
    moving: options.motion ?? true,
    file: options.file ?? null,
    lingerSeconds: options.lingerSeconds ?? 30,
    timecode: options.timecode ?? false,
    bindAddress: HOST,
    realm: 'Argus TestCamera',
    rtspThreads: 8,
  };
}
