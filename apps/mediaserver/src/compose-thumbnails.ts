/**
 * The composition root's part for thumbnails: frames from the archive index's chunks, or live from the
 * camera's streams when it is reachable (secondary first: smaller and cheaper to decode), through the
 * supervised children.
 */
import { isReachableStatus } from '@argus/contract/mediaserver';
import type { Cameras } from './compose-cameras.ts';
import type { Db } from './db/database.ts';
import { ArchiveLookup } from './modules/archive/index.ts';
import type { MediaAccess } from './modules/media-streaming/index.ts';
import { FrameSource, ThumbnailService } from './modules/thumbnails/index.ts';

export interface ThumbnailsDeps {
  db: Db;
  clock: () => number;
  cameras: Cameras;
  /** The media permission check every media call asks (thumbnails of the past are the archive). */
  mediaAccess: MediaAccess;
  ffmpeg?: string | undefined;
  /** Told of each thumbnail given out. */
  onServed?: () => void;
}

export function composeThumbnails(d: ThumbnailsDeps) {
  const { service, repository } = d.cameras;
  const thumbnails = new ThumbnailService({
    frames: new FrameSource(new ArchiveLookup(d.db), d.clock),
    children: d.cameras.children,
    clock: d.clock,
    ffmpeg: d.ffmpeg,
    ...(d.onServed ? { onServed: d.onServed } : {}),
    inputs: d.cameras.relay,
    liveSourcesOf: (cameraId) => {
      const row = repository.findById(cameraId);
      // A camera known to be down is not waited for: its newest frame is in the archive, if anywhere.
      if (!row || !isReachableStatus(row.status)) return [];
      const target = service.probeTarget(row);
      return [target.secondaryUrl, target.url]
        .filter((url): url is string => !!url && /^rtsps?:/i.test(url))
        .map((url) => ({ url, credentials: target.credentials }));
    },
  });
  return { service: thumbnails, access: d.mediaAccess };
}

export type Thumbnails = ReturnType<typeof composeThumbnails>;
