/**
 * System identity, setup and settings (media-server-api §4.2): `SystemInformation`, `SetupSystemData`, the
 * settings manifest, and the legacy `/api/configure` and `/api/ping` shapes.
 */
import * as z from 'zod/mini';
import { mediaServerRegistry } from '../mediaserver/registry.ts';
import type { SettingName, SettingValue } from '../rules/settings.ts';

export const systemInformationSchema = z
  .object({
    name: z.string(),
    customization: z.string(),
    version: z.string(),
    protoVersion: z.number(),
    cloudHost: z.string(),
    localId: z.optional(z.string()),
    cloudId: z.optional(z.string()),
    /** [design] While bound: whether the server's link to the cloud is open (docs/cloud-link.md §1). */
    cloudLinked: z.optional(z.boolean()),
    cloudOwnerId: z.optional(z.string()),
    servers: z.array(z.string()),
    devices: z.array(z.string()),
    synchronizedTimeMs: z.number(),
  })
  .register(mediaServerRegistry, {
    id: 'SystemInformation',
    description:
      'Identity of the system; `localId` is absent until setup; `cloudId` and `cloudLinked` only while bound to the cloud.',
  });
export type SystemInformation = z.infer<typeof systemInformationSchema>;

export const SETTINGS_PRESETS = ['compatibility', 'recommended', 'security'] as const;
export type SettingsPreset = (typeof SETTINGS_PRESETS)[number];

/**
 * The preset of a setup that names none. [design] `compatibility`, not the reference's `recommended`: scripts
 * written for Nx 5.1 set systems up without one and then expect 5.1 behaviour (plain HTTP, any password).
 */
export const DEFAULT_SETUP_PRESET: SettingsPreset = 'compatibility';

/**
 * What each setup preset changes from the catalogue defaults (media-server-api §4.2.2 [design]). Setup
 * applies the preset first, then the explicit `settings`. `recommended` is the catalogue as it is.
 */
export const SETTINGS_PRESET_CHANGES: Readonly<
  Record<SettingsPreset, Partial<Record<SettingName, unknown>>>
> = {
  compatibility: {
    trafficEncryptionForced: false,
    insecureDeprecatedApiEnabled: true,
    credentialPolicyEnforced: false,
  },
  recommended: {},
  security: {
    trafficEncryptionForced: true,
    videoTrafficEncryptionForced: true,
    useHttpsOnlyForCameras: true,
    exposeDeviceCredentials: false,
    insecureDeprecatedApiEnabled: false,
    sessionLimitMinutes: 1440,
    credentialPolicyEnforced: true,
  },
};

export const localSetupSchema = z.object({
  password: z.string(),
  userAgent: z.optional(z.string()),
});

export const cloudSystemAuthSchema = z
  .object({
    systemId: z.string().check(z.minLength(1)),
    authKey: z.string().check(z.minLength(1)),
    owner: z.string().check(z.minLength(1)),
    userAgent: z.optional(z.string()),
  })
  .register(mediaServerRegistry, { id: 'CloudSystemAuth', description: 'Credentials of a cloud binding.' });

/** `POST /rest/v1/system/cloudUnbind` (media-server-api §4.2.7). */
export const cloudUnbindSchema = z
  .object({
    /** Non-empty: the new password of the local `admin` (and `admin` is enabled); the console sends `""`. */
    password: z.optional(z.string()),
    userAgent: z.optional(z.string()),
  })
  .register(mediaServerRegistry, {
    id: 'CloudUnbindData',
    description: 'Unbinding from the cloud; a non-empty `password` becomes the local admin password.',
  });
export type CloudUnbindData = z.infer<typeof cloudUnbindSchema>;
export type CloudSystemAuth = z.infer<typeof cloudSystemAuthSchema>;

export const setupSystemDataSchema = z
  .object({
    name: z.string().check(z.minLength(1), z.maxLength(255)),
    settingsPreset: z.optional(z.enum(SETTINGS_PRESETS)),
    /** `{settingName: value}`, applied after the preset; numbers may be strings. */
    settings: z.optional(z.record(z.string(), z.unknown())),
    local: z.optional(localSetupSchema),
    cloud: z.optional(cloudSystemAuthSchema),
  })
  .register(mediaServerRegistry, {
    id: 'SetupSystemData',
    description: 'One-time setup of a new system: name, settings and the admin password (local setup).',
  });
export type SetupSystemData = z.infer<typeof setupSystemDataSchema>;

/** Every readable setting by name with its catalogue type (write-only settings are never sent). */
export type SystemSettingsValues = { [N in SettingName]?: SettingValue<N> };

/**
 * `{name: value}` as sent to PATCH /rest/v1/system/settings and POST /api/systemSettings. Typed by the
 * catalogue for clients; the server checks names and values itself, with the reference's texts.
 */
export const settingsChangeSchema = z.record(z.string(), z.unknown()).register(mediaServerRegistry, {
  id: 'SystemSettingsChange',
  description: 'Settings to change, by name.',
}) as unknown as z.ZodMiniType<SystemSettingsValues>;

export const systemSettingsSchema = z.record(z.string(), z.unknown()).register(mediaServerRegistry, {
  id: 'SystemSettings',
  description: 'Every readable system setting with its typed value; write-only settings are absent.',
}) as unknown as z.ZodMiniType<SystemSettingsValues>;

export const settingManifestEntrySchema = z.object({
  label: z.string(),
  type: z.enum(['Null', 'Bool', 'Double', 'String', 'Array', 'Object']),
  isReadOnly: z.boolean(),
  isWriteOnly: z.boolean(),
  isOwnerOnly: z.boolean(),
});

export const settingsManifestSchema = z
  .record(z.string(), settingManifestEntrySchema)
  .register(mediaServerRegistry, {
    id: 'SettingsManifest',
    description: 'Description of every system setting.',
  });
export type SettingsManifest = z.infer<typeof settingsManifestSchema>;

/** Body of the legacy `POST /api/configure`; every field optional. */
export const configureRequestSchema = z.object({
  systemName: z.optional(z.string().check(z.minLength(1), z.maxLength(255))),
  port: z.optional(z.union([z.number(), z.string()])),
  password: z.optional(z.string()),
  currentPassword: z.optional(z.string()),
});
export type ConfigureRequest = z.infer<typeof configureRequestSchema>;

export const configureReplySchema = z.object({ restartNeeded: z.boolean() }).register(mediaServerRegistry, {
  id: 'ConfigureReply',
  description: 'Whether the server restarts to apply the change (a new port).',
});
export type ConfigureReply = z.infer<typeof configureReplySchema>;

/** Reply of the legacy `GET /api/ping`; ids in braces. */
export const pingReplySchema = z
  .object({
    moduleGuid: z.string(),
    localSystemId: z.string(),
    sysIdTime: z.number(),
    tranLogTime: z.object({ sequence: z.number(), ticksMs: z.number() }),
  })
  .register(mediaServerRegistry, { id: 'PingReply', description: 'Server and system identity.' });
export type PingReply = z.infer<typeof pingReplySchema>;

/** `/api/systemSettings`: every setting as a string (write-only ones empty). */
export const legacySystemSettingsSchema = z
  .object({ settings: z.record(z.string(), z.string()) })
  .register(mediaServerRegistry, {
    id: 'LegacySystemSettings',
    description: 'Every setting as a string; write-only settings are empty.',
  });

/** `/ec2/getSettings` entries. */
export const legacySettingSchema = z
  .object({ name: z.string(), value: z.string() })
  .register(mediaServerRegistry, { id: 'LegacySetting', description: 'One setting as a string.' });

export const legacySettingsDocumentationSchema = z
  .object({
    settings: z.array(z.object({ name: z.string(), description: z.string(), defaultValue: z.string() })),
  })
  .register(mediaServerRegistry, {
    id: 'LegacySettingsDocumentation',
    description: 'Description and default (as a string) of every setting.',
  });

/** Content of `/static/specific_features.txt` (§4.2.9). */
export const SPECIFIC_FEATURES: Readonly<Record<string, number>> = { sessionLimitS: 1 };

/** A copy of the system database, base64-encoded (`GET/POST /rest/v1/system/database`, `/ec2/dumpDatabase`). */
export const databaseDumpSchema = z.object({ data: z.string() }).register(mediaServerRegistry, {
  id: 'DatabaseDump',
  description: 'The system database as a base64-encoded SQLite file.',
});
export type DatabaseDump = z.infer<typeof databaseDumpSchema>;

/**
 * How the last database restore ended: `restored` once the server has started on the restored database;
 * `rolledBack` when that first start failed and the server went back to the database it had before; `none`
 * when this server has never restored one. Argus only (Nx has no such call).
 */
export const databaseRestoreStateSchema = z
  .object({
    state: z.enum(['none', 'restored', 'rolledBack']),
    /** When it ended (UTC milliseconds); absent for `none`. */
    timeMs: z.optional(z.number()),
  })
  .register(mediaServerRegistry, {
    id: 'DatabaseRestoreState',
    description: 'How the last restore of the system database ended.',
  });
export type DatabaseRestoreState = z.infer<typeof databaseRestoreStateSchema>;
