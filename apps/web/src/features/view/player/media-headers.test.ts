import { describe, expect, it, vi } from 'vitest';
import { xhrSetupOf } from './playback-engine.ts';

const RELAY = 'http://abc.relay.localhost:7080';

/** An XMLHttpRequest as hls.js hands it over: not opened yet. */
function request() {
  const xhr = { readyState: XMLHttpRequest.UNSENT as number, open: vi.fn(), setRequestHeader: vi.fn() };
  xhr.open.mockImplementation(() => {
    xhr.readyState = XMLHttpRequest.OPENED;
  });
  return xhr;
}

describe("hls.js's requests of a cloud system's media", () => {
  const handlers = { onRefused: vi.fn(), onCrash: vi.fn(), onSegment: vi.fn() };

  it("carry the system's token to the relay, opening the request first", async () => {
    const setup = xhrSetupOf(`${RELAY}/web/hls/c1.m3u8?hi=true`, {
      ...handlers,
      mediaHeaders: async () => ({ Authorization: 'Bearer system-token' }),
    })!;
    const xhr = request();
    await setup(xhr as unknown as XMLHttpRequest, `${RELAY}/web/hls/c1/seg.ts?authKey=k`);
    expect(xhr.open).toHaveBeenCalledWith('GET', `${RELAY}/web/hls/c1/seg.ts?authKey=k`, true);
    expect(xhr.setRequestHeader).toHaveBeenCalledWith('Authorization', 'Bearer system-token');
  });

  it('never send it to another origin', async () => {
    const setup = xhrSetupOf(`${RELAY}/web/hls/c1.m3u8`, {
      ...handlers,
      mediaHeaders: async () => ({ Authorization: 'Bearer system-token' }),
    })!;
    const xhr = request();
    await setup(xhr as unknown as XMLHttpRequest, 'https://elsewhere.example/seg.ts');
    expect(xhr.setRequestHeader).not.toHaveBeenCalled();
  });

  it('are left alone with a cookie session (local mode)', () => {
    expect(xhrSetupOf('/web/hls/c1.m3u8', handlers)).toBeUndefined();
  });
});
