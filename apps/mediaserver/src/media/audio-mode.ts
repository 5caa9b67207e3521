/**
 * A camera's sound in what the server writes from its stream (recorded chunks, live HLS, live fMP4): none
 * when the camera's `audioEnabled` is off (Nx: the sound is neither recorded nor sent); AAC as it is, since it
 * goes into Matroska, MPEG-TS and the MP4 browsers play alike; anything else (G.711 and other codecs MPEG-TS
 * and Media Source Extensions do not take) transcoded to AAC, the audio only. A codec the stream analysis has
 * not learnt yet is transcoded too: that always plays. Only the first audio track is kept.
 */

export type AudioMode = 'off' | 'copy' | 'aac';

/** Audio codecs (ffprobe's names) that go as they are into every container the server writes. */
const AS_IT_IS = new Set(['aac']);
/** [design] The bitrate of sound the server transcodes (mono speech and alarms need no more). */
const AAC_BITRATE = '64k';

export function audioModeOf(enabled: boolean, codecName: string | null | undefined): AudioMode {
  if (!enabled) return 'off';
  return codecName && AS_IT_IS.has(codecName) ? 'copy' : 'aac';
}

/** ffmpeg's output arguments for the sound of input 0 (the video's are the caller's). */
export function audioArgs(mode: AudioMode): string[] {
  switch (mode) {
    case 'off':
      return ['-an'];
    case 'copy':
      return ['-map', '0:a:0?', '-c:a', 'copy'];
    case 'aac':
      return ['-map', '0:a:0?', '-c:a', 'aac', '-b:a', AAC_BITRATE];
  }
}
