/** A camera with sound (`audio`): its streams carry an AAC tone besides the video; the others stay silent. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCli } from '../src/cli-options.ts';
import { startTestCameras, type TestCameras } from '../src/index.ts';
import { streamKinds } from './helpers/media-tools.ts';

let cameras: TestCameras;

beforeAll(async () => {
  cameras = await startTestCameras({ cameras: 2, audio: [1], onvifPort: false });
});

afterAll(async () => {
  await cameras?.stop();
});

describe('audio', () => {
  it('is AAC on both streams of the camera with sound (TCP and UDP), absent on the other', async () => {
    const [one, two] = cameras.cameras;
    expect(one!.audio).toBe('AAC');
    expect(two!.audio).toBeUndefined();
    const kinds = await Promise.all([
      streamKinds(one!.rtspUrl),
      streamKinds(one!.secondaryUrl, 'udp'),
      streamKinds(two!.rtspUrl),
    ]);
    expect(kinds).toEqual([
      ['video:h264', 'audio:aac:16000:1'],
      ['video:h264', 'audio:aac:16000:1'],
      ['video:h264'],
    ]);
  });

  it('is asked for with --audio N or --audio all', () => {
    expect(parseCli(['--cameras', '3', '--audio', '1', '--audio', '3']).cameras.audio).toEqual([1, 3]);
    expect(parseCli(['--audio', 'all']).cameras.audio).toBe(true);
    expect(() => parseCli(['--audio', 'x'])).toThrow(/--audio "x"/);
  });

  it('names only cameras that exist', async () => {
    await expect(startTestCameras({ cameras: 1, audio: [2] })).rejects.toThrow(/audio names camera 2/);
  });
});
