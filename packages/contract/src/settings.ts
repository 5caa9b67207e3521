/**
 * The system settings catalogue (media-server-api §4.2.4): 5.1 names, REST types, defaults and flags.
 * The server validates and stores settings from it; the web app builds the Advanced page from its manifest.
 */

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
}

const def = <T>(d: SettingDef<T>): SettingDef<T> => d;

export const SYSTEM_SETTINGS = {
  systemName: def({ type: 'String', default: '', label: 'System name', description: 'Name of the system.' }),
  localSystemId: def({
    type: 'String',
    default: '',
    label: 'Local system id',
    description: 'Identity of the system; empty until setup.',
    readOnly: true,
  }),
  sessionLimitMinutes: def({
    type: 'Double',
    default: 43200,
    integer: true,
    min: 0,
    label: 'Session lifetime (minutes)',
    description: 'How long a login session lasts from its creation. 0 means no limit.',
    ownerOnly: true,
  }),
  sessionsLimit: def({
    type: 'Double',
    default: 100000,
    integer: true,
    min: 1,
    label: 'Sessions per system',
    description: 'Maximum number of sessions in the system; the oldest is dropped beyond it.',
    ownerOnly: true,
  }),
  sessionsLimitPerUser: def({
    type: 'Double',
    default: 5000,
    integer: true,
    min: 1,
    label: 'Sessions per user',
    description: 'Maximum number of sessions of one user; the oldest is dropped beyond it.',
    ownerOnly: true,
  }),
} as const satisfies Record<string, SettingDef>;

export type SettingName = keyof typeof SYSTEM_SETTINGS;
export type SettingValue<N extends SettingName> = (typeof SYSTEM_SETTINGS)[N]['default'] extends boolean
  ? boolean
  : (typeof SYSTEM_SETTINGS)[N]['default'] extends number
    ? number
    : (typeof SYSTEM_SETTINGS)[N]['default'] extends string
      ? string
      : (typeof SYSTEM_SETTINGS)[N]['default'];

export function isSettingName(name: string): name is SettingName {
  return Object.hasOwn(SYSTEM_SETTINGS, name);
}
