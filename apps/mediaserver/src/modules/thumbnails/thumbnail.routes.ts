/**
 * `GET /ec2/cameraThumbnail` (media-server-api §4.5.3; `/web/...` is rewritten to it): a JPEG, 204 when the
 * camera has no frame there, 404 for a camera the caller may not see, 403 for an archive time without
 * view-archive, 503 when too many thumbnails are waiting.
 */
import { Unavailable } from '@argus/contract';
import { thumbnailsEndpoints } from '@argus/contract/mediaserver';
import type { Caller } from '../../auth/caller.ts';
import { type Route, route } from '../../http/route.ts';
import type { MediaAccess } from '../media-streaming/index.ts';
import { QueueFull } from './bounded-queue.ts';
import type { ThumbnailService } from './thumbnail.service.ts';

/** [design] A full thumbnail queue drains in about a second. */
const QUEUE_RETRY_AFTER_S = 1;

export interface ThumbnailRoutesDeps {
  service: ThumbnailService;
  /** The media permission check (404 for a camera the caller may not see, 403 for the past without archive). */
  access: Pick<MediaAccess, 'check'>;
}

export function thumbnailRoutes(d: ThumbnailRoutesDeps): Route<Caller>[] {
  return [
    route(thumbnailsEndpoints.cameraThumbnail, async ({ caller, query, reply }) => {
      const time = query.time ?? 'latest';
      const cameraId = d.access.check(caller, query.cameraId, { past: time !== 'latest' });
      let jpeg: Buffer | null;
      try {
        jpeg = await d.service.thumbnail(cameraId, time, query.method ?? 'before', query);
      } catch (error) {
        if (error instanceof QueueFull)
          throw new Unavailable(error.message, { retryAfterS: QUEUE_RETRY_AFTER_S });
        throw error;
      }
      if (!jpeg) return reply.code(204).send();
      return reply.type('image/jpeg').header('cache-control', 'no-store').send(jpeg);
    }),
  ];
}
