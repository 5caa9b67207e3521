import {
  AV_CODEC_IDS,
  type DeviceModel,
  hasDualStreamingOf,
  MEDIA_PARAMS,
  parseMediaStreams,
} from '@argus/contract/mediaserver';

/** One stream of a camera as the Overview shows it. */
export interface StreamFacts {
  /** The camera's encoder (0 primary, 1 secondary). */
  encoder: number;
  codec: string;
  resolution: string;
  /** Null when the server did not learn it. */
  fps: number | null;
}

export interface CameraFacts {
  firmware: string;
  /** Host of the camera's URL (its IP address or host name). */
  ip: string;
  streams: StreamFacts[];
  /** Null when the server did not learn it. */
  audio: boolean | null;
  dualStreaming: boolean;
}

const CODEC_NAMES = new Map(Object.entries(AV_CODEC_IDS).map(([name, id]) => [id, name.toUpperCase()]));

function textOf(value: unknown): string {
  return typeof value === 'string' ? value : value == null ? '' : String(value);
}

function hostOf(url: string): string {
  try {
    return new URL(url).hostname;
  } catch {
    return '';
  }
}

/** What the Overview tab shows of a camera, from its record and the parameters its server wrote. */
export function cameraFactsOf(device: DeviceModel): CameraFacts {
  const params = device.parameters;
  const streams = parseMediaStreams(params[MEDIA_PARAMS.mediaStreams]).map((s): StreamFacts => {
    const custom = s.customStreamParams ?? {};
    const fps = Number(custom.fps);
    return {
      encoder: s.encoderIndex,
      codec: custom.codecName?.toUpperCase() || CODEC_NAMES.get(s.codec) || '',
      resolution: s.resolution,
      fps: Number.isFinite(fps) && fps > 0 ? fps : null,
    };
  });
  const audio = textOf(params[MEDIA_PARAMS.isAudioSupported]);
  return {
    firmware: textOf(params[MEDIA_PARAMS.firmware]),
    ip: hostOf(device.url),
    streams,
    audio: audio === '' ? null : audio === 'true' || audio === '1',
    dualStreaming: hasDualStreamingOf(params),
  };
}
