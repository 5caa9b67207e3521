/** A stream's title for a camera's default name: the session's `s=` line, unless it only names the server. */
import { describe, expect, it } from 'vitest';
import { sdpTitle } from '../src/media/sdp.ts';

const sdp = (session: string) =>
  ['v=0', 'o=- 1 1 IN IP4 127.0.0.1', session, 'i=rtsp-server', 't=0 0', 'm=video 0 RTP/AVP 96', ''].join(
    '\r\n',
  );

describe('sdpTitle', () => {
  it('is the session name a camera gives', () => {
    expect(sdpTitle(sdp('s=Warehouse gate'))).toBe('Warehouse gate');
  });

  it('is empty for the generic names servers put there, and never the session information', () => {
    for (const generic of [
      's=Session streamed with GStreamer',
      's=Media Presentation',
      's=-',
      's= ',
      's=Session',
    ])
      expect(sdpTitle(sdp(generic)), generic).toBe('');
    expect(sdpTitle('v=0\r\ni=Camera\r\n')).toBe('');
  });
});
