/**
 * What ffprobe found, as the parameters a 5.1 server keeps: `mediaStreams` = `{"streams": [...]}` with one
 * entry per encoder (0 primary, 1 secondary): `resolution` `WxH`, `codec` as FFmpeg's AVCodecID number,
 * `transcodingRequired` (false for what browsers and clients play: H.264, H.265, MJPEG), and
 * `customStreamParams` with what 5.1 does not name: `fps`, `codecName`, `profile`.
 */
import {
  AV_CODEC_IDS,
  formatMediaStreams,
  MEDIA_PARAMS,
  type MediaStreamInfo,
} from '@argus/contract/mediaserver';
import type { ProbedStream } from '../../media/ffprobe.ts';

const PLAYABLE = new Set(['h264', 'hevc', 'mjpeg']);

function streamInfo(encoderIndex: number, video: ProbedStream): MediaStreamInfo {
  return {
    encoderIndex,
    resolution: video.width && video.height ? `${video.width}x${video.height}` : '',
    transcodingRequired: !PLAYABLE.has(video.codecName),
    codec: AV_CODEC_IDS[video.codecName] ?? 0,
    customStreamParams: {
      fps: String(video.fps),
      codecName: video.codecName,
      ...(video.profile ? { profile: video.profile } : {}),
    },
  };
}

/** The parameters to store for a camera's primary (and secondary) stream. */
export function learntStreamParams(
  primary: readonly ProbedStream[],
  secondary: readonly ProbedStream[] | null,
): Record<string, string> {
  const videos = [primary.find((s) => s.kind === 'video'), secondary?.find((s) => s.kind === 'video')].filter(
    (s): s is ProbedStream => s !== undefined,
  );
  const streams = videos.map((video, i) => streamInfo(i, video));
  return {
    [MEDIA_PARAMS.mediaStreams]: formatMediaStreams(streams),
    [MEDIA_PARAMS.hasDualStreaming]: String(streams.length >= 2),
    [MEDIA_PARAMS.isAudioSupported]: String(primary.some((s) => s.kind === 'audio')),
  };
}
