/**
 * Recorded periods (media-server-api §4.5.3 `GET /ec2/recordedTimePeriods`): the query — cameras, a time
 * range, the merge distance `detail`, the kind of periods — and the reply, one entry per server with its
 * periods. `durationMs` is -1 for the chunk still being written.
 */
import * as z from 'zod/mini';
import { mediaServerRegistry } from '../mediaserver/registry.ts';
import { parseMotionFilter } from '../rules/motion-region.ts';
import { queryFlagSchema } from './query-flags.ts';

/** 0 recording, 1 motion, 2 analytics. */
export const PERIODS_TYPES = { recording: 0, motion: 1, analytics: 2 } as const;
export type PeriodsType = (typeof PERIODS_TYPES)[keyof typeof PERIODS_TYPES];

/** Time in ms since the epoch, as a query value (digits, optionally negative for "unbounded"). */
const msQuery = z.pipe(
  z.string().check(z.regex(/^-?\d{1,16}$/, 'Expected a time in milliseconds since the epoch')),
  z.transform((v: string) => Number(v)),
);
/** A motion search region (rules/motion-region.ts), parsed into rectangles of the motion grid. */
const motionFilterQuery = z.pipe(
  z.string(),
  z.transform((v: string, ctx) => {
    const parsed = parseMotionFilter(v);
    if (parsed.ok) return parsed.rects;
    ctx.issues.push({ code: 'custom', input: v, message: parsed.text });
    return z.NEVER;
  }),
);
const countQuery = z.pipe(
  z.string().check(z.regex(/^\d{1,9}$/, 'Expected a whole number')),
  z.transform((v: string) => Number(v)),
);

export const recordedPeriodsQuerySchema = z
  .object({
    /** A camera id, physicalId, logicalId or MAC; may repeat (`cameraId=a&cameraId=b`). */
    cameraId: z.optional(z.union([z.string(), z.array(z.string())])),
    startTime: z.optional(msQuery),
    endTime: z.optional(msQuery),
    detail: z.optional(countQuery),
    periodsType: z.optional(
      z.pipe(
        z.enum(['0', '1', '2']),
        z.transform((v: '0' | '1' | '2') => Number(v) as PeriodsType),
      ),
    ),
    limit: z.optional(countQuery),
    filter: z.optional(motionFilterQuery),
    keepSmallChunks: queryFlagSchema,
    flat: queryFlagSchema,
  })
  .register(mediaServerRegistry, {
    id: 'RecordedPeriodsQuery',
    description:
      '`cameraId` (repeatable), `startTime`/`endTime` (ms), `detail` (ms: periods closer than this are ' +
      'joined), `periodsType` (0 recording, 1 motion, 2 analytics), `limit`, `keepSmallChunks`, `flat` ' +
      "(one list for every server), `filter` (with `periodsType=1`: a motion search region, Nx's JSON list " +
      'of rectangle lists per channel, `[[{"x":0,"y":0,"width":44,"height":32}]]` in motion grid cells).',
  });
export type RecordedPeriodsQuery = z.infer<typeof recordedPeriodsQuerySchema>;

export const recordedPeriodSchema = z.object({
  startTimeMs: z.number(),
  /** -1 while the period's last chunk is being written. */
  durationMs: z.number(),
});
export type RecordedPeriod = z.infer<typeof recordedPeriodSchema>;

export const serverRecordedPeriodsSchema = z
  .object({ guid: z.string(), periods: z.array(recordedPeriodSchema) })
  .register(mediaServerRegistry, {
    id: 'ServerRecordedPeriods',
    description: 'The periods a server holds, `guid` being the server id in braces.',
  });
export type ServerRecordedPeriods = z.infer<typeof serverRecordedPeriodsSchema>;

/** Per server, or one flat list with `flat`. */
export const recordedPeriodsReplySchema = z.union([
  z.array(serverRecordedPeriodsSchema),
  z.array(recordedPeriodSchema),
]);
