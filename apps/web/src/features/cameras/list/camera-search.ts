import { normalizeId } from '@argus/contract';
import type { DisplayedCameraStatus } from '@argus/contract/mediaserver';
import { type DeviceModel, displayedCameraStatus } from '@argus/contract/mediaserver';
import { type Collated, sortCollator } from '../../../lib/collation.ts';
import { addressOf } from './camera-address.ts';

export { addressOf } from './camera-address.ts';

/** The fields of a device model the list reads (the list call asks for these only, `_with`). */
export const LISTED_DEVICE_FIELDS = [
  'id',
  'name',
  'url',
  'vendor',
  'model',
  'mac',
  'serverId',
  'status',
  'schedule.isEnabled',
  'schedule.tasks',
  'group',
] as const;

/** A device of the list call: {@link LISTED_DEVICE_FIELDS} of its model. */
export type ListedDevice = Pick<
  DeviceModel,
  'id' | 'name' | 'url' | 'vendor' | 'model' | 'mac' | 'serverId' | 'status' | 'group'
> & {
  schedule: Pick<DeviceModel['schedule'], 'isEnabled' | 'tasks'>;
};

/** A camera of the list with what the list shows and searches, worked out once per list. */
export interface ListedCamera {
  id: string;
  name: string;
  /** Host (and port) of the camera's URL, or the URL when it has no host. */
  address: string;
  /** Vendor (in words) and model. */
  vendorModel: string;
  serverId: string;
  /** Recording is on and the schedule has a task that records. */
  recording: boolean;
  status: DisplayedCameraStatus;
  /** The user-defined (or multi-channel) group the camera is in ('' for none): the View page's tree groups by it. */
  groupId: string;
  groupName: string;
  /** Lower-cased name, address, vendor/model and MAC, one per line: what a search looks in. */
  searchText: string;
}

export interface CameraIndex {
  readonly listed: readonly ListedCamera[];
  find(id: string): ListedCamera | undefined;
}

const byName = sortCollator(undefined, { sensitivity: 'base', numeric: true });

/** What a device gives the list apart from its status (which moves with the time), and its sort key. */
interface DeviceEntry {
  camera: Omit<ListedCamera, 'status'>;
  sortKey: Collated;
}

/**
 * The entries of devices seen before, per `vendorName`: a poll's reply keeps the objects of the devices that
 * did not change (the query's structural sharing), so a new list re-reads only the devices that changed.
 */
const entriesByVendorName = new WeakMap<(vendor: string) => string, WeakMap<ListedDevice, DeviceEntry>>();
const asIs = (vendor: string) => vendor;

function entryOf(d: ListedDevice, vendorName: (vendor: string) => string): DeviceEntry {
  const address = addressOf(d.url);
  const vendorModel = [d.vendor && vendorName(d.vendor), d.model].filter(Boolean).join(' ');
  return {
    camera: {
      id: d.id,
      name: d.name,
      address,
      vendorModel,
      serverId: d.serverId,
      recording: d.schedule.isEnabled && d.schedule.tasks.some((t) => t.recordingType !== 'never'),
      groupId: d.group?.id ?? '',
      groupName: d.group?.name ?? '',
      searchText: `${d.name}\n${address}\n${vendorModel}\n${d.mac}`.toLowerCase(),
    },
    sortKey: byName.collated(d.name),
  };
}

/**
 * Builds the index of a camera list once per list (and moment, for Recording/Scheduled): sorting and
 * lower-casing 100,000 cameras here keeps every keystroke of a search to one pass of `includes`. What a device
 * gives is kept for the next list (a poll), so only changed devices are read again.
 * `vendorName` says a vendor in words (`useVendorName`).
 */
export function indexCameras(
  devices: readonly ListedDevice[],
  at: Date,
  vendorName: (vendor: string) => string = asIs,
): CameraIndex {
  let entries = entriesByVendorName.get(vendorName);
  if (!entries) {
    entries = new WeakMap();
    entriesByVendorName.set(vendorName, entries);
  }
  // Sorted by keys made once per camera (lib/collation.ts): 100,000 names take a tenth of the time.
  const keys = devices.map((d) => {
    let entry = entries.get(d);
    if (!entry) {
      entry = entryOf(d, vendorName);
      entries.set(d, entry);
    }
    const camera: ListedCamera = { ...entry.camera, status: displayedCameraStatus(d.status, d.schedule, at) };
    return { text: entry.sortKey.text, key: entry.sortKey.key, camera };
  });
  keys.sort((a, b) => byName.compare(a, b) || a.camera.id.localeCompare(b.camera.id));
  const sorted = keys.map((k) => k.camera);
  let byId: Map<string, ListedCamera> | undefined;
  return {
    listed: sorted,
    find(id) {
      byId ??= new Map(sorted.map((c) => [normalizeId(c.id) ?? c.id, c]));
      return byId.get(normalizeId(id) ?? id);
    },
  };
}

/** The cameras whose name, address, vendor, model or MAC contains the search (case-insensitive), in order. */
export function searchCameras(index: CameraIndex, search: string): readonly ListedCamera[] {
  const query = search.trim().toLowerCase();
  if (!query) return index.listed;
  return index.listed.filter((c) => c.searchText.includes(query));
}
