import { describe, expect, it } from 'vitest';
import { behindLiveS, KEEP_S, liveEdgeSeek, MAX_BEHIND_S, TARGET_BEHIND_S, trimBefore } from './live-edge.ts';
import { mimeTypeOfMessage, socketUrlOf } from './mse-live.ts';

describe('the live edge over MSE (issue 19)', () => {
  it('leaves a picture within half a second of the newest frame alone', () => {
    expect(liveEdgeSeek(9.6, [{ start: 0, end: 10 }])).toBeNull();
    expect(liveEdgeSeek(10 - MAX_BEHIND_S, [{ start: 0, end: 10 }])).toBeNull();
  });

  it('jumps to just before the newest frame when further behind, or before the buffer', () => {
    expect(liveEdgeSeek(8, [{ start: 0, end: 10 }])).toBeCloseTo(10 - TARGET_BEHIND_S);
    // A gap: the last range is what is live.
    expect(
      liveEdgeSeek(3, [
        { start: 0, end: 4 },
        { start: 20, end: 22 },
      ]),
    ).toBeCloseTo(22 - TARGET_BEHIND_S);
    // The first fragments of a stream dated far from zero.
    expect(liveEdgeSeek(0, [{ start: 5000, end: 5000.05 }])).toBe(5000);
    expect(liveEdgeSeek(0, [])).toBeNull();
  });

  it('trims the buffer behind the picture once there is more than it keeps', () => {
    expect(trimBefore(15, [{ start: 0, end: 16 }])).toBeNull();
    expect(trimBefore(30, [{ start: 0, end: 31 }])).toBe(30 - KEEP_S);
    expect(trimBefore(30, [])).toBeNull();
  });

  it('tells how far behind live the picture is', () => {
    expect(behindLiveS(9.75, [{ start: 0, end: 10 }])).toBeCloseTo(0.25);
    expect(behindLiveS(11, [{ start: 0, end: 10 }])).toBe(0);
    expect(behindLiveS(1, [])).toBe(0);
  });
});

describe('the live socket', () => {
  it('reads the type the server names, and nothing else', () => {
    expect(mimeTypeOfMessage('{"mimeType":"video/mp4; codecs=\\"avc1.64001f\\""}')).toBe(
      'video/mp4; codecs="avc1.64001f"',
    );
    expect(mimeTypeOfMessage('{"mimeType":"text/html"}')).toBeNull();
    expect(mimeTypeOfMessage('not json')).toBeNull();
  });

  it('opens the media path over ws or wss as the page goes, relay prefix and query kept', () => {
    expect(socketUrlOf('/web/media/c1.mp4', 'http://127.0.0.1:7001/view')).toBe(
      'ws://127.0.0.1:7001/web/media/c1.mp4',
    );
    expect(socketUrlOf('/web/media/c1.mp4?resolution=low', 'https://nvr.local/view/c1')).toBe(
      'wss://nvr.local/web/media/c1.mp4?resolution=low',
    );
    expect(
      socketUrlOf('https://portal.test/api/systems/s1/proxy/web/media/c1.mp4', 'https://portal.test/'),
    ).toBe('wss://portal.test/api/systems/s1/proxy/web/media/c1.mp4');
  });
});
