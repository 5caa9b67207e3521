/**
 * Camera thumbnails (media-server-api §4.5.3 `GET /ec2/cameraThumbnail`): which camera, when (ms, or the
 * newest frame), the size (one side given keeps the aspect), a rotation, and how to pick the frame.
 */
import * as z from 'zod/mini';
import { mediaServerRegistry } from '../mediaserver/registry.ts';
import { queryFlagSchema } from './query-flags.ts';

/** The console's preview height and the default preview size (spec 000 §9). */
export const THUMBNAIL_PREVIEW_HEIGHT = 120;
export const THUMBNAIL_DEFAULT_SIZE = { width: 640, height: 480 } as const;
/** The largest side a thumbnail may ask for. */
export const THUMBNAIL_MAX_SIDE = 4096;

/** `time` values that ask for the newest frame (live, or the newest chunk). */
export const THUMBNAIL_LATEST_TIMES = ['LATEST', 'latest', 'now', 'NOW'] as const;

const sideQuery = z.pipe(
  z.string().check(z.regex(/^\d{1,4}$/, `Expected a whole number of pixels up to ${THUMBNAIL_MAX_SIDE}`)),
  z.transform((v: string) => Number(v)),
);

export const thumbnailQuerySchema = z
  .object({
    /** A camera id, physicalId, logicalId or MAC. */
    cameraId: z.string().check(z.minLength(1, 'cameraId is required')),
    /** ms since the epoch, or `LATEST` / `now` for the newest frame (the default). */
    time: z.optional(
      z.pipe(
        z
          .string()
          .check(
            z.regex(
              /^(-?\d{1,16}|latest|now)$/i,
              'Expected a time in milliseconds since the epoch, LATEST or now',
            ),
          ),
        z.transform((v: string) => (/^-?\d+$/.test(v) ? Number(v) : ('latest' as const))),
      ),
    ),
    width: z.optional(sideQuery),
    height: z.optional(sideQuery),
    /** Degrees; 90, 180 and 270 turn the picture, anything else leaves it. */
    rotate: z.optional(
      z.pipe(
        z.string().check(z.regex(/^-?\d{1,4}$/, 'Expected a rotation in degrees')),
        z.transform((v: string) => Number(v)),
      ),
    ),
    /** `before`, `precise` or `after`: the nearest keyframe is used in every case. */
    method: z.optional(z.enum(['before', 'precise', 'after'])),
    imageFormat: z.optional(z.enum(['jpg', 'jpeg', 'JPG', 'JPEG'])),
    ignoreExternalArchive: queryFlagSchema,
  })
  .register(mediaServerRegistry, {
    id: 'ThumbnailQuery',
    description:
      '`cameraId`, `time` (ms, `LATEST` or `now`), `width`/`height` (one given keeps the aspect), `rotate` ' +
      '(degrees), `method` (before, precise, after), `imageFormat` (jpg).',
  });
export type ThumbnailQuery = z.infer<typeof thumbnailQuerySchema>;
