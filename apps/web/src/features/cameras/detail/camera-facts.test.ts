import { formatMediaStreams } from '@argus/contract/mediaserver';
import { describe, expect, it } from 'vitest';
import { camera } from '../schedule/camera-fixture.ts';
import { cameraFactsOf } from './camera-facts.ts';

describe('camera overview facts', () => {
  it('reads streams, firmware, audio and dual streaming from the parameters', () => {
    const facts = cameraFactsOf(
      camera({
        url: 'rtsp://admin:secret@192.168.1.20:554/main',
        parameters: {
          mediaStreams: formatMediaStreams([
            {
              encoderIndex: 0,
              resolution: '1920x1080',
              transcodingRequired: false,
              codec: 27,
              customStreamParams: { fps: '25' },
            },
            {
              encoderIndex: 1,
              resolution: '640x360',
              transcodingRequired: false,
              codec: 173,
              customStreamParams: {},
            },
          ]),
          firmware: '1.2.3',
          isAudioSupported: 'true',
        },
      }),
    );
    expect(facts).toEqual({
      firmware: '1.2.3',
      ip: '192.168.1.20',
      streams: [
        { encoder: 0, codec: 'H264', resolution: '1920x1080', fps: 25 },
        { encoder: 1, codec: 'HEVC', resolution: '640x360', fps: null },
      ],
      audio: true,
      dualStreaming: true,
    });
  });

  it('says unknown rather than guessing when the server has not analysed the camera', () => {
    const facts = cameraFactsOf(camera({ parameters: {} }));
    expect(facts.streams).toEqual([]);
    expect(facts.audio).toBeNull();
    expect(facts.dualStreaming).toBe(false);
  });
});
