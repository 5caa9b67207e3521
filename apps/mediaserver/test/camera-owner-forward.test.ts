/** Which camera a media request is for (http/camera-owner-forward.ts): the URLs the media routes answer. */
import { describe, expect, it } from 'vitest';
import { mediaCameraKey } from '../src/http/camera-owner-forward.ts';

describe('mediaCameraKey', () => {
  it('reads the camera of HLS playlists and segments, media files and sockets, under /web too', () => {
    expect(mediaCameraKey('/hls/cam-1.m3u8?hi')).toBe('cam-1');
    expect(mediaCameraKey('/hls/cam-1/segment-3.ts?authKey=x')).toBe('cam-1');
    expect(mediaCameraKey('/media/%7Bcam-1%7D.mp4?pos=1')).toBe('{cam-1}');
    expect(mediaCameraKey('/web/media/cam-1.webm')).toBe('cam-1');
  });

  it('reads the camera of thumbnails and recorded periods from the query', () => {
    expect(mediaCameraKey('/ec2/cameraThumbnail?cameraId=cam-2&time=LATEST')).toBe('cam-2');
    expect(mediaCameraKey('/ec2/recordedTimePeriods?cameraId=cam-3')).toBe('cam-3');
  });

  it('is null for any other request', () => {
    expect(mediaCameraKey('/rest/v1/devices/cam-1')).toBeNull();
    expect(mediaCameraKey('/ec2/cameraThumbnail')).toBeNull();
    expect(mediaCameraKey('/hls')).toBeNull();
  });
});
