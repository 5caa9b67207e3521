/**
 * Server records in the legacy `/ec2` form (media-server-api §4.3.8): ids in braces, `osInfo` as JSON text,
 * `networkAddresses` `;`-joined, 64-bit numbers (backup bitrates) as strings.
 */
import { legacyId, NULL_ID } from '@argus/contract';
import {
  type LegacyMediaServerData,
  type LegacyMediaServerDataEx,
  type LegacyStorageData,
  MEDIA_SERVER_TYPE_ID,
  type ServerModel,
} from '@argus/contract/mediaserver';
import { systemInfoText } from '../../host/os-info.ts';
import type { ServerRow } from './servers.table.ts';

export function toLegacyMediaServer(model: ServerModel): LegacyMediaServerData {
  return {
    id: legacyId(model.id),
    parentId: legacyId(NULL_ID),
    name: model.name,
    url: model.url,
    typeId: legacyId(MEDIA_SERVER_TYPE_ID),
    networkAddresses: model.endpoints.join(';'),
    flags: model.flags,
    version: model.version,
    systemInfo: model.osInfo.platform ? systemInfoText(model.osInfo) : '',
    authKey: '',
    osInfo: JSON.stringify(model.osInfo),
  };
}

function paramText(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** `MediaServerDataEx`, with the server's storages in their legacy form (from the storage module). */
export function toLegacyMediaServerEx(
  model: ServerModel,
  row: ServerRow,
  storages: LegacyStorageData[],
): LegacyMediaServerDataEx {
  return {
    ...toLegacyMediaServer(model),
    maxCameras: model.maxCameras,
    allowAutoRedundancy: model.isFailoverEnabled,
    backupBitrateBytesPerSecond: model.backupBitrateBytesPerSecond.map((slot) => ({
      key: slot.key,
      value: String(slot.value),
    })),
    locationId: row.locationId,
    status: model.status,
    addParams: Object.entries(model.parameters).map(([name, value]) => ({ name, value: paramText(value) })),
    storages,
  };
}
