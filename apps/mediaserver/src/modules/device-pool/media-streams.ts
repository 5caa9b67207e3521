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
  parseMediaStreams,
} from '@argus/contract/mediaserver';
import { type AudioMode, audioModeOf } from '../../media/audio-mode.ts';
import type { ProbedStream } from '../../media/ffprobe.ts';

const PLAYABLE = new Set(['h264', 'hevc', 'mjpeg']);

/** The key in a stream's `customStreamParams` of the codec of its sound (ffprobe's name), where it has sound. */
export const AUDIO_CODEC_PARAM = 'audioCodecName';

function streamInfo(
  encoderIndex: number,
  video: ProbedStream,
  audio: ProbedStream | undefined,
): MediaStreamInfo {
  return {
    encoderIndex,
    resolution: video.width && video.height ? `${video.width}x${video.height}` : '',
    transcodingRequired: !PLAYABLE.has(video.codecName),
    codec: AV_CODEC_IDS[video.codecName] ?? 0,
    customStreamParams: {
      fps: String(video.fps),
      codecName: video.codecName,
      ...(video.profile ? { profile: video.profile } : {}),
      ...(audio ? { [AUDIO_CODEC_PARAM]: audio.codecName } : {}),
    },
  };
}

/** The parameters to store for a camera's primary (and secondary) stream. */
export function learntStreamParams(
  primary: readonly ProbedStream[],
  secondary: readonly ProbedStream[] | null,
): Record<string, string> {
  const probes = [primary, secondary].filter((p): p is readonly ProbedStream[] => p !== null);
  const streams = probes.flatMap((probe) => {
    const video = probe.find((s) => s.kind === 'video');
    return video ? [{ video, audio: probe.find((s) => s.kind === 'audio') }] : [];
  });
  const infos = streams.map(({ video, audio }, i) => streamInfo(i, video, audio));
  return {
    [MEDIA_PARAMS.mediaStreams]: formatMediaStreams(infos),
    [MEDIA_PARAMS.hasDualStreaming]: String(infos.length >= 2),
    [MEDIA_PARAMS.isAudioSupported]: String(primary.some((s) => s.kind === 'audio')),
  };
}

/**
 * How the sound of a camera's stream (encoder 0 primary, 1 secondary) goes into what the server writes: off
 * unless the camera's `audioEnabled` is on, then by the codec the analysis learnt (audio-mode.ts).
 */
export function audioModeOfStream(
  audioEnabled: boolean,
  mediaStreams: string | undefined,
  encoderIndex: number,
): AudioMode {
  const stream = parseMediaStreams(mediaStreams).find((s) => s.encoderIndex === encoderIndex);
  return audioModeOf(audioEnabled, stream?.customStreamParams[AUDIO_CODEC_PARAM]);
}
