/**
 * A look at a storage now: a local folder by its filesystem (host/filesystem-space.ts), a share by whether its
 * server answers on its SMB or NFS port within a time limit (host/tcp-reach.ts). Shares are not mounted, so
 * their space is unknown (-1) and they are not known to be writable.
 */
import {
  networkStorageEndpoint,
  type StoragePath,
  type StorageProbeResult,
} from '@argus/contract/mediaserver';
import { probeFolder } from '../../host/filesystem-space.ts';
import { canConnect } from '../../host/tcp-reach.ts';

export interface StorageObservation {
  isOnline: boolean;
  isWritable: boolean;
  /** Bytes; -1 unknown. */
  totalSpace: number;
  freeSpace: number;
  isSystem: boolean;
  isRemovable: boolean;
  isNetworkFs: boolean;
  /** The filesystem's device number (local folders), to tell which mounts hold a storage. */
  device: string | null;
  result: StorageProbeResult;
}

/** What a local folder that is no usable storage shows, whether it exists or not. */
export const UNUSABLE_FOLDER: StorageObservation = {
  isOnline: false,
  isWritable: false,
  totalSpace: -1,
  freeSpace: -1,
  isSystem: false,
  isRemovable: false,
  isNetworkFs: false,
  device: null,
  result: 'wrongPath',
};

export interface StorageProber {
  probe(path: StoragePath): Promise<StorageObservation>;
}

/** The console waits 8 s for storage space (spec 000 §9); a share's answer must come well before. */
export const NETWORK_PROBE_TIMEOUT_MS = 3000;

export function hostStorageProber(networkTimeoutMs = NETWORK_PROBE_TIMEOUT_MS): StorageProber {
  return {
    async probe(path) {
      if (path.kind === 'local') {
        const folder = await probeFolder(path.path);
        const isOnline = folder.isDirectory && folder.isWritable;
        return {
          isOnline,
          isWritable: folder.isWritable,
          totalSpace: folder.totalB,
          freeSpace: folder.freeB,
          isSystem: folder.isSystem,
          isRemovable: folder.isRemovable,
          isNetworkFs: folder.isNetworkFs,
          device: folder.device,
          result: isOnline ? 'ok' : 'wrongPath',
        };
      }
      const { host, port } = networkStorageEndpoint(path);
      const reachable = await canConnect(host, port, networkTimeoutMs);
      return {
        isOnline: reachable,
        isWritable: false,
        totalSpace: -1,
        freeSpace: -1,
        isSystem: false,
        isRemovable: false,
        isNetworkFs: true,
        device: null,
        result: reachable ? 'ok' : 'createFailed',
      };
    },
  };
}
