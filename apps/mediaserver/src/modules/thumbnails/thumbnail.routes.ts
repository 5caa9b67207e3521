/**
 * `GET /ec2/cameraThumbnail` (media-server-api §4.5.3; `/web/...` is rewritten to it): a JPEG, 204 when the
 * camera has no frame there, 404 for a camera the caller may not see, 403 for an archive time without
 * view-archive, 503 when too many thumbnails are waiting.
 */
import { Forbidden, hasPermission, thumbnailsEndpoints, Unavailable } from '@argus/contract';
import type { Caller } from '../../auth/caller.ts';
import { type Route, route } from '../../http/route.ts';
import { QueueFull } from './bounded-queue.ts';
import type { ThumbnailService } from './thumbnail.service.ts';

export interface ThumbnailRoutesDeps {
  service: ThumbnailService;
  /** The id of the camera a caller names, if it may see it (else throws NotFound). */
  cameraIdOf: (caller: Caller, key: string) => string;
}

export function thumbnailRoutes(d: ThumbnailRoutesDeps): Route<Caller>[] {
  return [
    route(thumbnailsEndpoints.cameraThumbnail, async ({ caller, query, reply }) => {
      const cameraId = d.cameraIdOf(caller, query.cameraId);
      const time = query.time ?? 'latest';
      if (time !== 'latest' && !hasPermission(caller.permissions, 'GlobalViewArchivePermission'))
        throw new Forbidden();
      let jpeg: Buffer | null;
      try {
        jpeg = await d.service.thumbnail(cameraId, time, query.method ?? 'before', query);
      } catch (error) {
        if (error instanceof QueueFull) throw new Unavailable(error.message);
        throw error;
      }
      if (!jpeg) return reply.code(204).send();
      return reply.type('image/jpeg').header('cache-control', 'no-store').send(jpeg);
    }),
  ];
}
