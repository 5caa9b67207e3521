/** Layouts (media-server-api §4.10). */
import * as z from 'zod/mini';
import { mediaServerRegistry } from '../mediaserver/registry.ts';
import { isUuid, normalizeId } from './ids.ts';
import { uuidSchema } from './users.ts';

/** [design] The layout resource type id (the 5.1 value). Any other `typeId` is refused with 422. */
export const LAYOUT_TYPE_ID = 'e02fdf56-e399-2d8f-731d-7a457333af7f';

export const layoutItemSchema = z
  .object({
    id: z.string(),
    flags: z.number(),
    left: z.number(),
    top: z.number(),
    right: z.number(),
    bottom: z.number(),
    rotation: z.number(),
    resourceId: z.string(),
    resourcePath: z.string(),
    zoomLeft: z.number(),
    zoomTop: z.number(),
    zoomRight: z.number(),
    zoomBottom: z.number(),
    zoomTargetId: z.string(),
    contrastParams: z.string(),
    dewarpingParams: z.string(),
    displayInfo: z.boolean(),
    displayAnalyticsObjects: z.boolean(),
    displayRoi: z.boolean(),
    controlPtz: z.boolean(),
  })
  .register(mediaServerRegistry, { id: 'LayoutItem', description: 'One cell of a layout.' });
export type LayoutItem = z.infer<typeof layoutItemSchema>;

export const layoutModelSchema = z
  .object({
    id: z.string(),
    parentId: z.string(),
    name: z.string(),
    url: z.string(),
    typeId: z.string(),
    cellAspectRatio: z.number(),
    cellSpacing: z.number(),
    items: z.array(layoutItemSchema),
    locked: z.boolean(),
    backgroundImageFilename: z.string(),
    backgroundWidth: z.number(),
    backgroundHeight: z.number(),
    backgroundOpacity: z.number(),
    fixedWidth: z.number(),
    fixedHeight: z.number(),
    logicalId: z.number(),
  })
  .register(mediaServerRegistry, {
    id: 'Layout',
    description: 'A layout: `parentId` is the owning user, or the null id for a shared layout.',
  });
export type LayoutModel = z.infer<typeof layoutModelSchema>;

/** Field defaults of a layout item; `displayRoi` defaults to true (§4.10). */
export const LAYOUT_ITEM_DEFAULTS: Omit<LayoutItem, 'id' | 'resourceId' | 'zoomTargetId'> = {
  flags: 0,
  left: 0,
  top: 0,
  right: 0,
  bottom: 0,
  rotation: 0,
  resourcePath: '',
  zoomLeft: 0,
  zoomTop: 0,
  zoomRight: 0,
  zoomBottom: 0,
  contrastParams: '',
  dewarpingParams: '',
  displayInfo: false,
  displayAnalyticsObjects: false,
  displayRoi: true,
  controlPtz: false,
};

/** [design] Layout defaults (the 5.1 values): spacing 0.05, background 1×1 cells at opacity 0.7. */
export const LAYOUT_DEFAULTS = {
  url: '',
  typeId: LAYOUT_TYPE_ID,
  cellAspectRatio: 0,
  cellSpacing: 0.05,
  items: [] as LayoutItem[],
  locked: false,
  backgroundImageFilename: '',
  backgroundWidth: 1,
  backgroundHeight: 1,
  backgroundOpacity: 0.7,
  fixedWidth: 0,
  fixedHeight: 0,
  logicalId: 0,
};

const int = () => z.number().check(z.int());

export const layoutItemRequestSchema = z.object({
  id: z.optional(uuidSchema),
  flags: z.optional(int()),
  left: z.optional(z.number()),
  top: z.optional(z.number()),
  right: z.optional(z.number()),
  bottom: z.optional(z.number()),
  rotation: z.optional(z.number()),
  resourceId: z.optional(uuidSchema),
  resourcePath: z.optional(z.string()),
  zoomLeft: z.optional(z.number()),
  zoomTop: z.optional(z.number()),
  zoomRight: z.optional(z.number()),
  zoomBottom: z.optional(z.number()),
  zoomTargetId: z.optional(uuidSchema),
  contrastParams: z.optional(z.string()),
  dewarpingParams: z.optional(z.string()),
  displayInfo: z.optional(z.boolean()),
  displayAnalyticsObjects: z.optional(z.boolean()),
  displayRoi: z.optional(z.boolean()),
  controlPtz: z.optional(z.boolean()),
});

const layoutChangeShape = {
  id: z.optional(uuidSchema),
  parentId: z.optional(z.nullable(z.string().check(z.refine((v) => v === '' || isUuid(v))))),
  name: z.optional(z.string().check(z.minLength(1))),
  url: z.optional(z.string()),
  typeId: z.optional(z.string().check(z.refine((v) => normalizeId(v) === LAYOUT_TYPE_ID))),
  cellAspectRatio: z.optional(z.number()),
  cellSpacing: z.optional(z.number()),
  items: z.optional(z.array(layoutItemRequestSchema)),
  locked: z.optional(z.boolean()),
  backgroundImageFilename: z.optional(z.string()),
  backgroundWidth: z.optional(int()),
  backgroundHeight: z.optional(int()),
  backgroundOpacity: z.optional(z.number()),
  fixedWidth: z.optional(int()),
  fixedHeight: z.optional(int()),
  logicalId: z.optional(int()),
};

export const layoutChangeRequestSchema = z.object(layoutChangeShape).register(mediaServerRegistry, {
  id: 'LayoutChangeRequest',
  description:
    'PATCH/PUT body of a layout; PUT of an unknown id creates the layout (then `name` is required).',
});
export type LayoutChangeRequest = z.infer<typeof layoutChangeRequestSchema>;

export const layoutCreateRequestSchema = z
  .object({ ...layoutChangeShape, name: z.string().check(z.minLength(1)) })
  .register(mediaServerRegistry, { id: 'LayoutCreateRequest', description: 'POST body of a layout.' });
export type LayoutCreateRequest = z.infer<typeof layoutCreateRequestSchema>;
