import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../test/render.tsx';
import { createOriginClient } from '../app/clients/origin-client.ts';
import { createApiClient } from './api-client.ts';
import { ApiRequestError } from './api-error.ts';
import { cookieSessionAuth } from './auth-strategy.ts';
import { mediaStreamingEndpoints, thumbnailsEndpoints } from './endpoints.ts';
import { mediaServerErrors } from './error-normaliser.ts';
import { fileNameOf, readMediaReply } from './media-download.ts';

afterEach(() => vi.unstubAllGlobals());

describe('media addresses (media-server-api §4.13)', () => {
  const client = createOriginClient();

  it('builds HLS playlists under /web from the contract endpoint, with quality and position', () => {
    expect(client.mediaUrl(mediaStreamingEndpoints.hlsPlaylist, { params: { file: 'c1.m3u8' } })).toBe(
      '/web/hls/c1.m3u8',
    );
    expect(
      client.mediaUrl(mediaStreamingEndpoints.hlsPlaylist, {
        params: { file: 'c1.m3u8' },
        query: { lo: true, pos: '1700000000000', endPos: '1700000060000' },
      }),
    ).toBe('/web/hls/c1.m3u8?lo=true&pos=1700000000000&endPos=1700000060000');
  });

  it('builds exports and thumbnails, leaving out what is not given', () => {
    expect(
      client.mediaUrl(mediaStreamingEndpoints.media, {
        params: { file: 'c1.mkv' },
        query: { pos: '1000', endPos: '2000', download: true },
      }),
    ).toBe('/web/media/c1.mkv?pos=1000&endPos=2000&download=true');
    expect(
      client.mediaUrl(thumbnailsEndpoints.cameraThumbnail, {
        query: { cameraId: 'c 1', time: 'LATEST', height: '120', width: undefined },
      }),
    ).toBe('/web/ec2/cameraThumbnail?cameraId=c+1&time=LATEST&height=120');
  });

  it("keeps the client's base URL, a relay's path prefix included (issue 16)", () => {
    const relayed = createApiClient({
      baseUrl: 'https://portal.test/api/systems/s1/proxy',
      auth: cookieSessionAuth(),
      errors: mediaServerErrors,
    });
    expect(relayed.mediaUrl(mediaStreamingEndpoints.hlsPlaylist, { params: { file: 'c1.m3u8' } })).toBe(
      'https://portal.test/api/systems/s1/proxy/web/hls/c1.m3u8',
    );
    expect(
      relayed.mediaUrl(thumbnailsEndpoints.cameraThumbnail, { query: { cameraId: 'c1', time: 'LATEST' } }),
    ).toBe('https://portal.test/api/systems/s1/proxy/web/ec2/cameraThumbnail?cameraId=c1&time=LATEST');
  });
});

describe('media replies', () => {
  it('reads the attachment name from Content-Disposition', () => {
    expect(fileNameOf('attachment; filename="cam_2026.mkv"')).toBe('cam_2026.mkv');
    expect(fileNameOf("attachment; filename*=UTF-8''Kamera%20%C3%BC.mp4")).toBe('Kamera ü.mp4');
    expect(fileNameOf('inline')).toBeNull();
    expect(fileNameOf(null)).toBeNull();
  });

  it('reports the bytes as they arrive and keeps the content type', async () => {
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new Uint8Array(3));
        controller.enqueue(new Uint8Array(5));
        controller.close();
      },
    });
    const progress: number[] = [];
    const file = await readMediaReply(
      new Response(body, {
        headers: {
          'content-type': 'video/x-matroska',
          'content-disposition': 'attachment; filename="a.mkv"',
        },
      }),
      (n) => progress.push(n),
    );
    expect(progress).toEqual([3, 8]);
    expect(file.blob?.size).toBe(8);
    expect(file.blob?.type).toBe('video/x-matroska');
    expect(file.fileName).toBe('a.mkv');
  });

  it('gives no blob for 204 and the server error for a refused request', async () => {
    const client = createOriginClient();
    vi.stubGlobal('fetch', async () => new Response(null, { status: 204 }));
    const none = await client.fetchMedia(thumbnailsEndpoints.cameraThumbnail, { query: { cameraId: 'c1' } });
    expect(none.blob).toBeNull();

    vi.stubGlobal('fetch', async () =>
      jsonResponse(403, { error: '4', errorId: 'forbidden', errorString: 'Cannot decrypt media' }),
    );
    const refused = client.fetchMedia(mediaStreamingEndpoints.media, {
      params: { file: 'c1.mkv' },
      query: { pos: '1', download: true },
    });
    await expect(refused).rejects.toBeInstanceOf(ApiRequestError);
    await expect(refused).rejects.toMatchObject({ status: 403, errorString: 'Cannot decrypt media' });
  });
});
