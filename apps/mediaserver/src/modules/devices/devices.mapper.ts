/**
 * Device rows as the REST API shows them (media-server-api §4.5.1). Parameters are stored as text; a reply
 * shows JSON objects, arrays and booleans as such (`mediaStreams` as `{"streams": [...]}`) and everything else
 * as the text. The password is whatever the caller may see of it (§3.10): decided by the caller of the mapper.
 */
import { DAY_S, type DeviceModel, type DeviceType } from '@argus/contract/mediaserver';
import type { ParamRecord } from '../resources/index.ts';
import type { DeviceRow } from './devices.table.ts';

export type ApiVersion = 'v1' | 'v2';

/** What a reply shows of a stored password: nothing, asterisks, or (admins, when exposed) the password. */
export type PasswordView = (row: DeviceRow) => string;

export const MASKED_PASSWORD = '******';

/** Asterisks when the device has a password, `""` when not. */
export const maskedPassword: PasswordView = (row) => (row.credentialsSealed ? MASKED_PASSWORD : '');

/** A stored parameter as a reply shows it. */
export function parameterValue(text: string): unknown {
  if (text === 'true') return true;
  if (text === 'false') return false;
  const first = text.trimStart()[0];
  if (first !== '{' && first !== '[') return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** A parameter value a client sent, as it is stored. */
export function parameterText(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

export function parametersOf(params: ParamRecord): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(params)) out[name] = parameterValue(value);
  return out;
}

/** Whole days of a period (the deprecated `*ArchiveDays`); automatic periods stay as they are. */
export const daysOf = (seconds: number) => (seconds > 0 ? Math.ceil(seconds / DAY_S) : seconds);

export function toDeviceModel(
  row: DeviceRow,
  params: ParamRecord,
  version: ApiVersion,
  password: PasswordView = maskedPassword,
  /** Whether the camera holds a license channel (a camera set to record without one does not record). */
  holdsLicense = true,
): DeviceModel {
  const groupName = row.userGroupName || row.groupName;
  return {
    id: row.id,
    physicalId: row.physicalId,
    url: row.url,
    typeId: row.typeId,
    name: row.name,
    mac: row.mac,
    serverId: row.serverId,
    isManuallyAdded: row.isManuallyAdded,
    vendor: row.vendor,
    model: row.model,
    ...(row.groupId || groupName ? { group: { id: row.groupId, name: groupName } } : {}),
    credentials: { user: row.credentialsUser, password: password(row) },
    logicalId: row.logicalId,
    status: row.status,
    isLicenseUsed: row.schedule.isEnabled && holdsLicense,
    backupQuality: row.options.backupQuality,
    ...(version === 'v2' ? { deviceType: row.deviceType as DeviceType } : {}),
    capabilities: row.capabilities,
    options: row.options,
    schedule: {
      isEnabled: row.schedule.isEnabled,
      tasks: row.schedule.tasks,
      minArchiveDays: daysOf(row.schedule.minArchivePeriodS),
      maxArchiveDays: daysOf(row.schedule.maxArchivePeriodS),
      minArchivePeriodS: row.schedule.minArchivePeriodS,
      maxArchivePeriodS: row.schedule.maxArchivePeriodS,
    },
    motion: row.motion,
    parameters: parametersOf(params),
  };
}
