/**
 * Media URLs (media-server-api §4.13), also under `/web`: `/hls/{cameraId}.m3u8`, its segments
 * `/hls/{cameraId}/{segment}.ts`, and `/media/{cameraId}.{mp4|mkv|webm}`. HLS takes the caller from the
 * request's credentials or from the temporary path key (`authKey`) of a playlist this server generated (the
 * service decides which). Media is streamed as ffmpeg writes it; the process is killed when the client goes
 * away. A WebSocket upgrade of `/media/{cameraId}.mp4` (issue 19) is live fragmented MP4 for Media Source
 * Extensions instead (`live-socket.ts`), behind the same checks.
 */

import { createReadStream } from 'node:fs';
import { BadRequest, NotFound } from '@argus/contract';
import { MEDIA_CONTAINERS, type MediaContainer, mediaStreamingEndpoints } from '@argus/contract/mediaserver';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Caller } from '../../auth/caller.ts';
import { type Route, route } from '../../http/route.ts';
import { webSocketOf } from '../../http/websocket-upgrade.ts';
import { attachmentHeaderOf } from './export-file-name.ts';
import { serveLiveSocket } from './live-socket.ts';
import { CONTENT_TYPES } from './media-args.ts';
import type { MediaProcess } from './media-processes.ts';
import type { HlsAsker, MediaStreamingService } from './media-streaming.service.ts';

export interface MediaStreamingRouteDeps {
  service: MediaStreamingService;
}

/**
 * `/web/hls` when the request came under the `/web` prefix, `/hls` otherwise: the path a key opens. The
 * playlists' URIs are relative, so they need no base (a client may be behind a relay's path prefix).
 */
function hlsBase(request: FastifyRequest): string {
  return request.originalUrl.startsWith('/web/') ? '/web/hls' : '/hls';
}

function askerOf(request: FastifyRequest, authKey: string | undefined): HlsAsker {
  return {
    caller: request.caller,
    authFailure: request.authFailure,
    authKey,
    path: request.originalUrl.split('?')[0] ?? '',
  };
}

function stream(reply: FastifyReply, process: MediaProcess, type: string): FastifyReply {
  reply.raw.once('close', () => process.kill());
  return reply.type(type).header('cache-control', 'no-store').send(process.output);
}

export function mediaStreamingRoutes(d: MediaStreamingRouteDeps): Route<Caller>[] {
  return [
    route(mediaStreamingEndpoints.hlsPlaylist, async ({ request, reply, params, query }) => {
      const m = /^(.+)\.m3u8$/.exec(params.file);
      if (!m) throw new NotFound();
      const text = await d.service.playlist(askerOf(request, query.authKey), {
        cameraKey: m[1]!,
        query,
        base: hlsBase(request),
      });
      return reply.type('application/vnd.apple.mpegurl').header('cache-control', 'no-store').send(text);
    }),
    route(mediaStreamingEndpoints.hlsSegment, ({ request, reply, params, query }) => {
      const source = d.service.segment(askerOf(request, query.authKey), params.cameraId, params.segment);
      if (source.kind === 'file')
        return reply
          .type('video/mp2t')
          .header('cache-control', 'no-store')
          .send(createReadStream(source.file));
      return stream(reply, source.process, 'video/mp2t');
    }),
    route(mediaStreamingEndpoints.media, async ({ caller, request, reply, params, query }) => {
      const m = /^(.+)\.([a-z0-9]+)$/.exec(params.file);
      const container = m?.[2] as MediaContainer | undefined;
      if (!m || !container || !MEDIA_CONTAINERS.includes(container))
        throw new BadRequest('Expected a camera id followed by .mp4, .mkv or .webm.');
      const upgrade = webSocketOf(request);
      if (upgrade) {
        if (container !== 'mp4')
          throw new BadRequest('Live over a WebSocket is fragmented MP4: ask for .mp4.');
        const feed = d.service.liveFeedOf(caller, m[1]!, query);
        upgrade.accept(reply, (socket) => serveLiveSocket(socket, feed));
        return reply;
      }
      const { process, fileName } = await d.service.exportOf(caller, m[1]!, container, query);
      if (query.download || query.export) reply.header('content-disposition', attachmentHeaderOf(fileName));
      return stream(reply, process, CONTENT_TYPES[container]);
    }),
  ];
}
