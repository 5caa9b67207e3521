/**
 * Bookmarks (media-server-api §4.11): a named range of a camera's archive with a description and tags. The
 * model, the create and change bodies, the list query (period, text, tags, creation period, order, limit) and
 * the tag counts query (`limit`, at most 100: spec 000 §9).
 */
import * as z from 'zod/mini';
import { mediaServerRegistry } from '../mediaserver/registry.ts';

/** The most tags a tag count lists (spec 000 §9), and its default. */
export const BOOKMARK_TAGS_LIMIT = 100;
export const BOOKMARK_NAME_MAX = 200;
export const BOOKMARK_DESCRIPTION_MAX = 4000;
export const BOOKMARK_TAG_MAX = 100;
/** Tags one bookmark may carry. */
export const BOOKMARK_TAGS_PER_BOOKMARK = 50;
/** The longest bookmark: 30 days. */
export const BOOKMARK_MAX_DURATION_MS = 30 * 86_400_000;

export const bookmarkModelSchema = z
  .object({
    id: z.string(),
    deviceId: z.string(),
    serverId: z.string(),
    name: z.string(),
    description: z.string(),
    startTimeMs: z.number(),
    durationMs: z.number(),
    tags: z.array(z.string()),
    creatorUserId: z.optional(z.string()),
    creationTimeMs: z.number(),
  })
  .register(mediaServerRegistry, {
    id: 'Bookmark',
    description: 'A named, tagged range of a camera archive.',
  });
export type BookmarkModel = z.infer<typeof bookmarkModelSchema>;

const timeMs = z
  .number()
  .check(
    z.int('Expected a time in whole milliseconds since the epoch'),
    z.nonnegative('Expected a time in milliseconds since the epoch'),
  );
const durationMs = z
  .number()
  .check(
    z.int('Expected a duration in whole milliseconds'),
    z.positive('The duration must be more than 0 ms'),
    z.lte(BOOKMARK_MAX_DURATION_MS, 'A bookmark may last at most 30 days'),
  );
const tagSchema = z
  .pipe(
    z.string(),
    z.transform((v: string) => v.trim()),
  )
  .check(
    z.minLength(1, 'A tag may not be empty'),
    z.maxLength(BOOKMARK_TAG_MAX, `A tag may have at most ${BOOKMARK_TAG_MAX} characters`),
  );

const changeShape = {
  name: z.optional(
    z
      .string()
      .check(
        z.trim(),
        z.minLength(1, 'The name may not be empty'),
        z.maxLength(BOOKMARK_NAME_MAX, `The name may have at most ${BOOKMARK_NAME_MAX} characters`),
      ),
  ),
  description: z.optional(
    z
      .string()
      .check(
        z.maxLength(
          BOOKMARK_DESCRIPTION_MAX,
          `The description may have at most ${BOOKMARK_DESCRIPTION_MAX} characters`,
        ),
      ),
  ),
  startTimeMs: z.optional(timeMs),
  durationMs: z.optional(durationMs),
  tags: z.optional(
    z
      .array(tagSchema)
      .check(
        z.maxLength(
          BOOKMARK_TAGS_PER_BOOKMARK,
          `A bookmark may have at most ${BOOKMARK_TAGS_PER_BOOKMARK} tags`,
        ),
      ),
  ),
};

export const bookmarkChangeRequestSchema = z.strictObject(changeShape).register(mediaServerRegistry, {
  id: 'BookmarkChangeRequest',
  description: 'PATCH body of a bookmark: the fields to change.',
});
export type BookmarkChangeRequest = z.infer<typeof bookmarkChangeRequestSchema>;

export const bookmarkCreateRequestSchema = z
  .strictObject({
    ...changeShape,
    id: z.optional(z.string()),
    name: changeShape.name.def.innerType,
    startTimeMs: timeMs,
    durationMs,
  })
  .register(mediaServerRegistry, {
    id: 'BookmarkCreateRequest',
    description: 'POST body of a bookmark: `name`, `startTimeMs` and `durationMs` are required.',
  });
export type BookmarkCreateRequest = z.infer<typeof bookmarkCreateRequestSchema>;

const msQuery = z.pipe(
  z.string().check(z.regex(/^\d{1,16}$/, 'Expected a time in milliseconds since the epoch')),
  z.transform((v: string) => Number(v)),
);
const countQuery = z.pipe(
  z.string().check(z.regex(/^\d{1,9}$/, 'Expected a whole number')),
  z.transform((v: string) => Number(v)),
);
/** A value that may repeat or be comma-separated, as a list. */
const listQuery = z.pipe(
  z.union([z.string(), z.array(z.string())]),
  z.transform((v: string | string[]) =>
    [v]
      .flat()
      .flatMap((s) => s.split(','))
      .map((s) => s.trim())
      .filter((s) => s !== ''),
  ),
);

export const BOOKMARK_COLUMNS = [
  'name',
  'startTime',
  'duration',
  'creationTime',
  'creator',
  'tags',
  'description',
  'cameraName',
] as const;
export type BookmarkColumn = (typeof BOOKMARK_COLUMNS)[number];

export const bookmarksQuerySchema = z
  .object({
    /** Camera ids (any key the devices accept), repeated or comma-separated; `*` or none: every camera. */
    deviceId: z.optional(listQuery),
    startTimeMs: z.optional(msQuery),
    endTimeMs: z.optional(msQuery),
    text: z.optional(z.string()),
    tags: z.optional(listQuery),
    limit: z.optional(countQuery),
    order: z.optional(z.enum(['asc', 'desc'])),
    column: z.optional(z.enum(BOOKMARK_COLUMNS)),
    minVisibleLengthMs: z.optional(countQuery),
    creationStartTimeMs: z.optional(msQuery),
    creationEndTimeMs: z.optional(msQuery),
    _orderBy: z.optional(z.string()),
  })
  .register(mediaServerRegistry, {
    id: 'BookmarksQuery',
    description:
      '`deviceId` (ids, `*` all), `startTimeMs`/`endTimeMs` (overlapping this period), `text` (in name, ' +
      'description or tags), `tags` (having all of them), `limit`, `order` (asc, desc), `column`, ' +
      '`minVisibleLengthMs`, `creationStartTimeMs`/`creationEndTimeMs`, `_orderBy`.',
  });
export type BookmarksQuery = z.infer<typeof bookmarksQuerySchema>;

export const bookmarkTagsQuerySchema = z
  .object({
    limit: z.optional(
      z.pipe(
        z.string().check(z.regex(/^\d{1,3}$/, `Expected a whole number up to ${BOOKMARK_TAGS_LIMIT}`)),
        z.transform((v: string) => Number(v)),
      ),
    ),
  })
  .register(mediaServerRegistry, {
    id: 'BookmarkTagsQuery',
    description: `\`limit\`: the most used tags first, at most ${BOOKMARK_TAGS_LIMIT} (the default).`,
  });

export const bookmarkTagCountsSchema = z.record(z.string(), z.number()).register(mediaServerRegistry, {
  id: 'BookmarkTagCounts',
  description: 'How many bookmarks carry each tag.',
});
