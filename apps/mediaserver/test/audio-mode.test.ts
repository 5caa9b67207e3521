/** A camera's sound in what the server writes: off, as it is (AAC), or transcoded; learnt from the analysis. */
import { describe, expect, it } from 'vitest';
import { audioModeOf } from '../src/media/audio-mode.ts';
import { audioModeOfStream, learntStreamParams } from '../src/modules/device-pool/media-streams.ts';

const video = { kind: 'video', codecName: 'h264', profile: '', width: 640, height: 360, fps: 15 } as const;
const sound = (codecName: string) =>
  ({ ...video, kind: 'audio', codecName, width: 0, height: 0, fps: 0 }) as const;

describe('audio mode', () => {
  it('is off without audioEnabled, copies AAC, and transcodes any other or unknown codec', () => {
    expect(audioModeOf(false, 'aac')).toBe('off');
    expect(audioModeOf(true, 'aac')).toBe('copy');
    expect(audioModeOf(true, 'pcm_mulaw')).toBe('aac');
    expect(audioModeOf(true, undefined)).toBe('aac');
  });

  it("follows each stream's audio codec as the analysis stored it", () => {
    const params = learntStreamParams([video, sound('aac')], [video, sound('pcm_alaw')]);
    expect(params.isAudioSupported).toBe('true');
    expect(audioModeOfStream(true, params.mediaStreams, 0)).toBe('copy');
    expect(audioModeOfStream(true, params.mediaStreams, 1)).toBe('aac');
    expect(audioModeOfStream(false, params.mediaStreams, 0)).toBe('off');
    const silent = learntStreamParams([video], null);
    expect(silent.isAudioSupported).toBe('false');
    expect(silent.mediaStreams).not.toContain('audioCodecName');
  });
});
