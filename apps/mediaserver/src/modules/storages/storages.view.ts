/**
 * Storages as the status calls show them (media-server-api §4.4.2, §4.4.3): each storage looked at now, with
 * its record, the rebuild state and the locations found but not saved. Only this server's storages can be
 * looked at: with `*`, other servers are left out (`_strict` fails instead); named, they are unavailable.
 */
import { InvalidParameter, NotFound, normalizeId, Unavailable } from '@argus/contract';
import {
  INVALID_STORAGE_PATH_TEXT,
  parseStoragePath,
  publicStoragePath,
  type StorageProbeReply,
  type StorageSpaceDataWithDbInfo,
  type StorageSpaceReply,
  storagePathKey,
} from '@argus/contract/mediaserver';
import { serverOfflineText } from '../servers/index.ts';
import type { ArchiveRebuild } from './archive-rebuild.ts';
import { foundLocations } from './found-locations.ts';
import type { StorageMonitor } from './storage-monitor.ts';
import { type StorageProber, UNUSABLE_FOLDER } from './storage-probe.ts';
import {
  detectedType,
  toStorageSpaceData,
  toStorageSpaceDataWithDbInfo,
  unsavedSpaceData,
} from './storages.mapper.ts';
import type { StoragesService } from './storages.service.ts';
import type { StorageRow } from './storages.table.ts';

/** Schemes this server can use without a plugin of its own. */
export const STORAGE_PLUGINS = ['smb', 'nfs'];

export interface StoragesViewDeps {
  service: StoragesService;
  monitor: StorageMonitor;
  rebuild: ArchiveRebuild;
  prober: StorageProber;
  found?: typeof foundLocations;
}

export class StoragesView {
  constructor(private readonly d: StoragesViewDeps) {}

  /** `/servers/{sid|*}/storages/{id|*}/status`: one storage, or an array when either is `*`. */
  async status(
    serverParam: string,
    storageParam: string,
    strict: boolean,
  ): Promise<StorageSpaceDataWithDbInfo | StorageSpaceDataWithDbInfo[]> {
    const many = serverParam === '*' || storageParam === '*';
    const rows =
      storageParam === '*' ? this.d.service.list(serverParam) : [this.findOne(serverParam, storageParam)];
    const thisId = this.d.service.thisServerId;
    const offline = rows.find((r) => r.serverId !== thisId);
    if (offline && (strict || !many)) throw new Unavailable(serverOfflineText(offline.serverId));
    const replies = await Promise.all(rows.filter((r) => r.serverId === thisId).map((r) => this.spaceOf(r)));
    return many ? replies : replies[0]!;
  }

  /** `/api/storageSpace`: this server's storages, and the filesystems it found that hold none. */
  async space(): Promise<StorageSpaceReply> {
    const rows = this.d.service.list('this');
    const seen = await Promise.all(rows.map((row) => this.d.monitor.observe(row)));
    const devices = new Set(seen.flatMap((s) => (s.device ? [s.device] : [])));
    const found = await (this.d.found ?? foundLocations)(devices, this.d.prober);
    return {
      storages: [
        ...rows.map((row, i) => toStorageSpaceData(row, seen[i]!, this.d.rebuild.isRebuilding(row.id))),
        ...found,
      ],
      storagePlugins: STORAGE_PLUGINS,
    };
  }

  /**
   * `/api/storageStatus?path=`: a path looked at, as the storage that has it or as an unsaved location. System
   * folders and the data dir are refused unlooked-at, and an unsaved local folder that is no usable storage
   * shows the same whether it exists or not: the call tells nothing about the host's files.
   */
  async probe(text: string): Promise<StorageProbeReply> {
    const parsed = parseStoragePath(text);
    if (!parsed || (parsed.kind === 'local' && (await this.d.service.refusesFolder(parsed.path))))
      throw new InvalidParameter({ text: INVALID_STORAGE_PATH_TEXT });
    const key = storagePathKey(parsed);
    const saved = this.d.service.list('this').find((r) => r.pathKey === key);
    const probed = await this.d.prober.probe(parsed);
    const seen = !saved && parsed.kind === 'local' && !probed.isOnline ? UNUSABLE_FOLDER : probed;
    const storage = saved
      ? toStorageSpaceData(saved, seen, this.d.rebuild.isRebuilding(saved.id))
      : unsavedSpaceData(publicStoragePath(parsed), detectedType(parsed.kind, seen), seen);
    return { pluginExists: true, storage, status: seen.result };
  }

  private findOne(serverParam: string, storageParam: string): StorageRow {
    if (serverParam !== '*') return this.d.service.find(serverParam, storageParam);
    const id = normalizeId(storageParam);
    const row = id ? this.d.service.findById(id) : undefined;
    if (!row) throw NotFound.resource(storageParam);
    return row;
  }

  private async spaceOf(row: StorageRow): Promise<StorageSpaceDataWithDbInfo> {
    const seen = await this.d.monitor.observe(row);
    return toStorageSpaceDataWithDbInfo(row, seen, this.d.rebuild.isRebuilding(row.id));
  }
}
