/**
 * Rules built from the settings catalogue: value validation and normalisation, the REST manifest, the legacy
 * documentation and string encoding, and what the web Advanced page needs to draw each setting
 * (spec 001 §9 "Settings field types").
 */
import { normalizeId } from '../schemas/ids.ts';
import {
  isSettingName,
  SETTING_NAMES,
  type SettingDef,
  type SettingName,
  type SettingType,
  SYSTEM_SETTINGS,
} from './settings.ts';

export type SettingCheck =
  | { ok: true; value: unknown }
  | { ok: false; reason: 'unknownName' | 'invalidValue' };

export interface SettingCheckOptions {
  /**
   * Accept the legacy encodings: "true"/"false" for booleans, any scalar for strings, JSON text for
   * objects and arrays. Numeric strings are accepted for numbers in every mode (media-server-api §1.8).
   */
  lenient?: boolean;
}

const NUMERIC = /^\s*[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?\s*$/;

function toNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && NUMERIC.test(value)) return Number(value);
  return undefined;
}

function toBool(value: unknown, lenient: boolean): boolean | undefined {
  if (typeof value === 'boolean') return value;
  if (lenient && typeof value === 'string') {
    const v = value.trim().toLowerCase();
    if (v === 'true') return true;
    if (v === 'false') return false;
  }
  return undefined;
}

function fromJsonText(value: unknown, lenient: boolean): unknown {
  if (!lenient || typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return undefined;
  }
}

/**
 * Web origins written as `scheme://host[:port]` (http or https, nothing after the host), separated by spaces
 * or commas; each in its normal form (`https://a.example`). Null when one is not an origin.
 */
export function parseOrigins(text: string): string[] | null {
  const out: string[] = [];
  for (const part of text.split(/[\s,]+/).filter(Boolean)) {
    let url: URL;
    try {
      url = new URL(part);
    } catch {
      return null;
    }
    const bare = url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !bare || !part.includes('//')) return null;
    if (!out.includes(url.origin)) out.push(url.origin);
  }
  return out;
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const invalid: SettingCheck = { ok: false, reason: 'invalidValue' };

/**
 * Checks a value for a setting and returns it normalised to the catalogue type (numeric strings become
 * numbers, object settings with a known shape get their missing fields from the default). Pure: no
 * permission checks, which depend on the caller.
 */
export function validateSettingValue(
  name: string,
  value: unknown,
  options: SettingCheckOptions = {},
): SettingCheck {
  if (!isSettingName(name)) return { ok: false, reason: 'unknownName' };
  const def: SettingDef = SYSTEM_SETTINGS[name];
  const lenient = options.lenient ?? false;
  switch (def.type) {
    case 'Bool': {
      const b = toBool(value, lenient);
      return b === undefined ? invalid : { ok: true, value: b };
    }
    case 'Double': {
      const n = toNumber(value);
      if (n === undefined) return invalid;
      if (def.integer && !Number.isInteger(n)) return invalid;
      if (def.min !== undefined && n < def.min) return invalid;
      if (def.max !== undefined && n > def.max) return invalid;
      return { ok: true, value: n };
    }
    case 'String': {
      const s =
        typeof value === 'string'
          ? value
          : lenient && (typeof value === 'number' || typeof value === 'boolean')
            ? String(value)
            : undefined;
      if (s === undefined) return invalid;
      if (def.values && !def.values.includes(s)) return invalid;
      if (def.format === 'uuid') {
        const id = normalizeId(s);
        return id === null ? invalid : { ok: true, value: id };
      }
      if (def.format === 'origins') {
        const origins = parseOrigins(s);
        return origins === null ? invalid : { ok: true, value: origins.join(' ') };
      }
      return { ok: true, value: s };
    }
    case 'Object': {
      const o = fromJsonText(value, lenient);
      if (!isPlainObject(o)) return invalid;
      if (!def.shape) return { ok: true, value: o };
      const parsed = def.shape['~standard'].validate(o);
      if (parsed instanceof Promise || parsed.issues) return invalid;
      return { ok: true, value: { ...(def.default as object), ...(parsed.value as object) } };
    }
    case 'Array': {
      const a = fromJsonText(value, lenient);
      return Array.isArray(a) ? { ok: true, value: a } : invalid;
    }
  }
}

/** One entry of `/rest/v1/system/settingsManifest` (media-server-api §4.2.3). */
export interface SettingManifestEntry {
  label: string;
  type: SettingType | 'Null';
  isReadOnly: boolean;
  isWriteOnly: boolean;
  isOwnerOnly: boolean;
}

/** The manifest; `pinned` settings (a server's start options decide them) are read-only on that server. */
export function settingsManifest(
  pinned: readonly SettingName[] = [],
): Record<SettingName, SettingManifestEntry> {
  const out = {} as Record<SettingName, SettingManifestEntry>;
  for (const name of SETTING_NAMES) {
    const d: SettingDef = SYSTEM_SETTINGS[name];
    out[name] = {
      label: d.label,
      type: d.type,
      isReadOnly: (d.readOnly ?? false) || pinned.includes(name),
      isWriteOnly: d.writeOnly ?? false,
      isOwnerOnly: d.ownerOnly ?? false,
    };
  }
  return out;
}

/** Legacy `/api/systemSettings` and `/ec2/getSettings` write every value as a string (§4.2.5). */
export function settingToLegacyString(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value ?? null);
}

export interface LegacySettingDoc {
  name: string;
  description: string;
  defaultValue: string;
}

/** The reply list of `/api/settingsDocumentation`. */
export function settingsDocumentation(): LegacySettingDoc[] {
  return SETTING_NAMES.map((name) => ({
    name,
    description: SYSTEM_SETTINGS[name].description,
    defaultValue: settingToLegacyString(SYSTEM_SETTINGS[name].default),
  }));
}

/** How the Advanced page draws a setting (spec 001 §9). */
export type SettingFieldType = 'checkbox' | 'number' | 'text' | 'password' | 'json' | 'static';

/**
 * Read-only settings are shown, not edited; object and array settings are edited as JSON; write-only ones are
 * password fields.
 */
export function settingFieldType(name: SettingName): SettingFieldType {
  const d: SettingDef = SYSTEM_SETTINGS[name];
  if (d.readOnly) return 'static';
  if (d.type === 'Object' || d.type === 'Array') return 'json';
  if (d.writeOnly) return 'password';
  if (d.type === 'Bool') return 'checkbox';
  if (d.type === 'Double') return 'number';
  return 'text';
}

export const SETTING_FIELD_TYPES = Object.fromEntries(
  SETTING_NAMES.map((name) => [name, settingFieldType(name)]),
) as Record<SettingName, SettingFieldType>;

/** Warnings the Advanced page shows next to a setting. */
export const SETTING_WARNINGS: Partial<Record<SettingName, string>> = {
  ec2AliveUpdateIntervalSec:
    'Keep this value at least 10% above the keep-alive timeout multiplied by the probe count.',
};

/** Who may change a setting: nobody (read-only), owners, or every admin. Legacy calls may write a few more. */
export function settingWriteAccess(
  name: SettingName,
  api: 'rest' | 'legacy' = 'rest',
): 'none' | 'owner' | 'admin' {
  const d: SettingDef = SYSTEM_SETTINGS[name];
  if (d.readOnly && !(api === 'legacy' && d.legacyWritable)) return 'none';
  return d.ownerOnly ? 'owner' : 'admin';
}
