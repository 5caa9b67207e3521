/**
 * Building blocks of the settings catalogue: the definition type, compact builders per REST type, and the
 * shapes of the object settings.
 */
import * as z from 'zod/mini';

/** REST manifest type names. */
export type SettingType = 'Bool' | 'Double' | 'String' | 'Array' | 'Object';

export interface SettingDef<T = unknown> {
  type: SettingType;
  default: T;
  /** Human label for the manifest and the Advanced page. */
  label: string;
  description: string;
  /** Set only by setup, cloud binding and merge. */
  readOnly?: boolean;
  /** Read-only on REST, but the legacy `/api/systemSettings` may change it. */
  legacyWritable?: boolean;
  /** Never returned. */
  writeOnly?: boolean;
  /** Only owners may change it. */
  ownerOnly?: boolean;
  /** Integer settings: inclusive range. */
  min?: number;
  max?: number;
  /** String settings with a fixed set of values. */
  values?: readonly string[];
  /** Numbers that are whole numbers. */
  integer?: boolean;
  /**
   * `uuid`: an id, accepted with or without braces, stored in the REST form. `origins`: web origins
   * (`scheme://host[:port]`), separated by spaces or commas, stored as one space-separated list.
   */
  format?: 'uuid' | 'origins';
  /** Object settings with a known shape: missing fields take the default's. */
  shape?: z.ZodMiniType;
}

type Extra = Omit<SettingDef, 'type' | 'default' | 'label' | 'description' | 'integer'>;

export const bool = (d: boolean, label: string, description: string, x: Extra = {}): SettingDef<boolean> => ({
  type: 'Bool',
  default: d,
  label,
  description,
  ...x,
});
export const int = (d: number, label: string, description: string, x: Extra = {}): SettingDef<number> => ({
  type: 'Double',
  default: d,
  integer: true,
  min: 0,
  label,
  description,
  ...x,
});
export const str = (d: string, label: string, description: string, x: Extra = {}): SettingDef<string> => ({
  type: 'String',
  default: d,
  label,
  description,
  ...x,
});
export const obj = <T extends object>(
  d: T,
  label: string,
  description: string,
  x: Extra = {},
): SettingDef<T> => ({
  type: 'Object',
  default: d,
  label,
  description,
  ...x,
});

export const R = { readOnly: true } as const;
export const O = { ownerOnly: true } as const;
const unit = z.number().check(z.gte(0), z.lte(1));

export const BACKUP_QUALITIES = [
  'CameraBackupBoth',
  'CameraBackupHighQuality',
  'CameraBackupLowQuality',
  'CameraBackupDefault',
] as const;

export const backupSettingsShape = z.object({
  id: z.optional(z.string()),
  quality: z.optional(z.enum(BACKUP_QUALITIES)),
  backupNewCameras: z.optional(z.boolean()),
});
export const watermarkShape = z.object({
  useWatermark: z.optional(z.boolean()),
  frequency: z.optional(unit),
  opacity: z.optional(unit),
});
export const persistentStorageShape = z.object({
  servers: z.optional(z.array(z.string())),
  autoSelection: z.optional(z.boolean()),
});
export const persistentStorage = { servers: [] as string[], autoSelection: false };
