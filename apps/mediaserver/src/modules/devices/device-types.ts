/**
 * Identities of devices and their types: a device's id is derived from its physical id (an MD5 of it, as Nx
 * derives ids from arbitrary data), and each driver a device is added with has a fixed resource type.
 */
import { createHash } from 'node:crypto';
import { legacyId, NULL_ID } from '@argus/contract';
import type { DeviceDriver } from '@argus/contract/mediaserver';

/** A UUID from arbitrary text: the MD5 of its UTF-8 bytes, formatted as a UUID. */
export function uuidOf(text: string): string {
  const hex = createHash('md5').update(text, 'utf8').digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The id of a device with this physical id (when the client gives none). */
export function deviceIdOf(physicalId: string): string {
  return uuidOf(physicalId);
}

/** The common parent type of every camera. */
export const CAMERA_TYPE_ID = uuidOf('argus:resource-type:Camera');

export const DEVICE_TYPE_IDS: Readonly<Record<DeviceDriver, string>> = {
  GENERIC_RTSP: uuidOf('argus:resource-type:GENERIC_RTSP'),
  ONVIF: uuidOf('argus:resource-type:ONVIF'),
  GENERIC_HTTP: uuidOf('argus:resource-type:GENERIC_HTTP'),
};

/** The driver a URL is added with when nobody says: ONVIF for a device service, else its stream kind. */
export function driverOfUrl(url: string, named?: string): DeviceDriver {
  const upper = (named ?? '').toUpperCase();
  if (upper in DEVICE_TYPE_IDS) return upper as DeviceDriver;
  if (/\/onvif\//i.test(url)) return 'ONVIF';
  return /^https?:/i.test(url) ? 'GENERIC_HTTP' : 'GENERIC_RTSP';
}

export function driverOfTypeId(typeId: string): DeviceDriver | null {
  const found = Object.entries(DEVICE_TYPE_IDS).find(([, id]) => id === typeId);
  return found ? (found[0] as DeviceDriver) : null;
}

/** Fixed ids of media-server-api §5.1. */
const FIXED_TYPES = [
  { id: '774e6ecd-ffc6-ae88-0165-8f4a6d0eafa7', name: 'User' },
  { id: 'be5d1ee0-b92c-3b34-86d9-bca2dab7826f', name: 'Server' },
  { id: 'f8544a40-880e-9442-b78a-9da6db6862b4', name: 'Storage' },
] as const;

/** `/ec2/getResourceTypes`: the fixed types and the camera drivers. */
export function legacyResourceTypes() {
  const type = (id: string, name: string, vendor: string, parents: string[]) => ({
    id: legacyId(id),
    parentId: legacyId(parents[0] ?? NULL_ID),
    name,
    vendor,
    url: '',
    parentTypeIds: parents.map(legacyId),
    propertyTypes: [] as { resourceTypeId: string; name: string; defaultValue: string }[],
  });
  return [
    ...FIXED_TYPES.map((t) => type(t.id, t.name, '', [])),
    type(CAMERA_TYPE_ID, 'Camera', '', []),
    ...Object.entries(DEVICE_TYPE_IDS).map(([driver, id]) => type(id, driver, driver, [CAMERA_TYPE_ID])),
  ];
}
