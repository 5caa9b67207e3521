/**
 * Adding cameras a search found (`/api/manualCamera/add`): each by its unique id and URL, with what the search
 * learnt about it (name, vendor, model, MAC, stream URLs), and the credentials they share. A name given in the
 * call wins over the one the search found.
 */
import { type FoundDevice, type ManualAddCamera, MEDIA_PARAMS } from '@argus/contract/mediaserver';
import type { Caller } from '../../auth/caller.ts';
import { splitUrlCredentials } from '../../media/credentials.ts';
import type { DeviceRow, FoundForAdding } from '../devices/index.ts';

export interface CameraAddingDeps {
  devices: {
    addFound(
      caller: Caller,
      found: readonly FoundForAdding[],
      credentials: { user: string; password: string },
    ): DeviceRow[];
  };
  searches: { foundDevice(physicalId: string | undefined, url: string): FoundDevice | undefined };
}

function foundForAdding(camera: ManualAddCamera, found: FoundDevice | undefined): FoundForAdding {
  const { url } = splitUrlCredentials(camera.url);
  const streams = found?.streams ?? [];
  const params: Record<string, string> = {};
  if (found?.manufacturer === 'ONVIF' && streams.length)
    params[MEDIA_PARAMS.streamUrls] = JSON.stringify({
      primary: streams[0]!.url,
      ...(streams[1] ? { secondary: streams[1].url } : {}),
    });
  if (found?.firmware) params[MEDIA_PARAMS.firmware] = found.firmware;
  return {
    physicalId: camera.uniqueId || found?.physicalId || url,
    url,
    driver: camera.manufacturer || found?.manufacturer || undefined,
    name: camera.name?.trim() || found?.name,
    vendor: found?.vendor,
    model: found?.model,
    mac: found?.mac,
    params,
  };
}

export function addCameras(
  d: CameraAddingDeps,
  caller: Caller,
  cameras: readonly ManualAddCamera[],
  credentials: { user?: string | undefined; password?: string | undefined },
): DeviceRow[] {
  const fromUrl = cameras.map((c) => splitUrlCredentials(c.url).credentials).find((c) => c !== null);
  const shared = credentials.user
    ? { user: credentials.user, password: credentials.password ?? '' }
    : (fromUrl ?? { user: '', password: '' });
  const found = cameras.map((c) =>
    foundForAdding(c, d.searches.foundDevice(c.uniqueId, splitUrlCredentials(c.url).url)),
  );
  return d.devices.addFound(caller, found, shared);
}
