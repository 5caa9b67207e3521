/**
 * HLS behind a path prefix (issue 16): the cloud relay reaches a server at
 * `<cloud>/api/systems/{id}/proxy/...`, so every URI a playlist names (master and media, live and archive,
 * under `/hls` and `/web/hls`) is relative, and resolved against the playlist's URL under such a prefix it
 * stays under the prefix and names a path the server answers (asked here directly, without the prefix, as
 * the relay forwards it).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { playlistUris } from './support/playlist.ts';
import { recordingApp } from './support/recording.ts';
import type { TestApp } from './support/test-app.ts';
import { startTestCameras, type TestCameras } from './support/testcamera.ts';

/** An arbitrary prefix, as the cloud's deprecated relay form puts before the server's own paths. */
const PREFIX = 'http://portal.test/api/systems/5a1e4f0c-0000-4000-8000-000000000001/proxy';

let cameras: TestCameras;
beforeAll(async () => {
  cameras = await startTestCameras({ cameras: 1, profile: 'low', onvifPort: false });
}, 60_000);
afterAll(() => cameras?.stop());

/**
 * The URIs of the playlist read at `path` (the server's own path and query), each resolved as a player
 * behind the prefix resolves it, and mapped back to the server's path the relay would forward.
 */
function pathsBehindPrefix(path: string, playlist: string): string[] {
  const uris = playlistUris(playlist);
  expect(uris.length).toBeGreaterThan(0);
  return uris.map((uri) => {
    // Neither from the root nor absolute: either would leave the prefix.
    expect(uri).not.toMatch(/^(\/|[a-z][a-z0-9+.-]*:)/i);
    const resolved = new URL(uri, `${PREFIX}${path}`).href;
    expect(resolved.startsWith(`${PREFIX}/`), resolved).toBe(true);
    return resolved.slice(PREFIX.length);
  });
}

async function ok(t: TestApp, url: string, headers?: Record<string, string>) {
  const res = await t.request({ method: 'GET', url, ...(headers ? { headers } : {}) });
  expect(res.statusCode, `${url}: ${res.body.slice(0, 200)}`).toBe(200);
  return res;
}

describe('HLS behind a path prefix', () => {
  it('names only relative URIs, which lead back to answered paths, live and archive', async () => {
    const { t, auth, id, closedChunks, chunksReach } = await recordingApp(cameras.cameras[0]!.rtspUrl);
    try {
      await chunksReach(3);
      const pos = closedChunks()[0]!.startMs;
      const endPos = closedChunks()[2]!.startMs + closedChunks()[2]!.durationMs;

      for (const base of ['/hls', '/web/hls']) {
        const archive = `${base}/${id}.m3u8?pos=${pos}&endPos=${endPos}`;
        const [archiveMedia] = pathsBehindPrefix(archive, (await ok(t, archive, auth)).body);
        expect(archiveMedia).toMatch(new RegExp(`^${base}/${id}\\.m3u8\\?authKey=.*&chunked.*&pos=${pos}`));
        // The player has the key only, as a player behind a relay would.
        const segments = pathsBehindPrefix(archiveMedia!, (await ok(t, archiveMedia!)).body);
        for (const segment of segments) {
          expect(segment).toMatch(new RegExp(`^${base}/${id}/[^/?]+\\.ts\\?authKey=`));
          expect((await ok(t, segment)).headers['content-type']).toBe('video/mp2t');
        }

        const live = `${base}/${id}.m3u8`;
        const [liveMedia] = pathsBehindPrefix(live, (await ok(t, live, auth)).body);
        const liveSegments = pathsBehindPrefix(liveMedia!, (await ok(t, liveMedia!)).body);
        expect(liveSegments.at(-1)).toMatch(new RegExp(`^${base}/${id}/live-hi-\\w+_\\d+\\.ts\\?authKey=`));
        await ok(t, liveSegments.at(-1)!);
      }
    } finally {
      await t.close();
    }
  }, 90_000);
});
