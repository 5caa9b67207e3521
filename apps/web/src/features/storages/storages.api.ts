import type {
  RebuildArchiveStatus,
  ServerBackupSettings,
  ServerBackupSettingsChange,
  StorageChangeRequest,
  StorageCreateRequest,
  StorageSpaceDataWithDbInfo,
} from '@argus/contract/mediaserver';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { systemKey, useSystemScope } from '../../app/scope/system-scope.ts';
import { serverStorageEndpoints, storagesEndpoints } from '../../lib/endpoints.ts';
import {
  REBUILD_POLL_MS,
  STORAGE_SPACE_POLL_MS,
  STORAGE_SPACE_RETRIES,
  STORAGE_SPACE_TIMEOUT_MS,
} from './storage-constants.ts';

export const storagesKeys = {
  server: (systemId: string, serverId: string) => systemKey(systemId, 'storages', serverId),
  list: (systemId: string, serverId: string) => systemKey(systemId, 'storages', serverId, 'list'),
  space: (systemId: string, serverId: string) => systemKey(systemId, 'storages', serverId, 'space'),
  rebuild: (systemId: string, serverId: string) => systemKey(systemId, 'storages', serverId, 'rebuild'),
  backup: (systemId: string, serverId: string) => systemKey(systemId, 'storages', serverId, 'backup'),
};

/** A reply for one server, or the map by server id that `*` gives. */
function own<T extends object>(reply: T | Record<string, T>, serverId: string): T {
  const byId = reply as Record<string, T>;
  return serverId in byId ? byId[serverId]! : (reply as T);
}

export function useStorages(serverId: string) {
  const { client, systemId } = useSystemScope();
  return useQuery({
    queryKey: storagesKeys.list(systemId, serverId),
    queryFn: () => client.call(storagesEndpoints.list, { params: { id: serverId } }),
  });
}

/** Space and state of every storage of the server, polled (spec 000 §9 storage space timings). */
export function useStorageSpace(serverId: string) {
  const { client, systemId } = useSystemScope();
  return useQuery<StorageSpaceDataWithDbInfo[]>({
    queryKey: storagesKeys.space(systemId, serverId),
    queryFn: async () => {
      const reply = await client.call(storagesEndpoints.status, {
        params: { id: serverId, storageId: '*' },
        timeoutMs: STORAGE_SPACE_TIMEOUT_MS,
      });
      return Array.isArray(reply) ? reply : [reply];
    },
    refetchInterval: STORAGE_SPACE_POLL_MS,
    retry: STORAGE_SPACE_RETRIES,
  });
}

/** After a change: the records and their space. */
function useRefreshServer(serverId: string) {
  const { systemId } = useSystemScope();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: storagesKeys.server(systemId, serverId) });
}

export function useAddStorage(serverId: string) {
  const { client } = useSystemScope();
  const refresh = useRefreshServer(serverId);
  return useMutation({
    mutationFn: (body: StorageCreateRequest) =>
      client.call(storagesEndpoints.create, { params: { id: serverId }, body }),
    onSuccess: refresh,
  });
}

export function useChangeStorage(serverId: string) {
  const { client } = useSystemScope();
  const refresh = useRefreshServer(serverId);
  return useMutation({
    mutationFn: ({ storageId, body }: { storageId: string; body: StorageChangeRequest }) =>
      client.call(storagesEndpoints.change, { params: { id: serverId, storageId }, body }),
    onSettled: refresh,
  });
}

export function useRemoveStorage(serverId: string) {
  const { client } = useSystemScope();
  const refresh = useRefreshServer(serverId);
  return useMutation({
    mutationFn: (storageId: string) =>
      client.call(storagesEndpoints.remove, { params: { id: serverId, storageId } }),
    onSuccess: refresh,
  });
}

const isRunning = (s: RebuildArchiveStatus | undefined) =>
  (s?.main?.state ?? 'none') !== 'none' || (s?.backup?.state ?? 'none') !== 'none';

/** Re-index state of both archives; polled while one runs. */
export function useRebuildStatus(serverId: string) {
  const { client, systemId } = useSystemScope();
  return useQuery<RebuildArchiveStatus>({
    queryKey: storagesKeys.rebuild(systemId, serverId),
    queryFn: async () =>
      own(await client.call(serverStorageEndpoints.rebuildStatus, { params: { id: serverId } }), serverId),
    refetchInterval: (query) => (isRunning(query.state.data) ? REBUILD_POLL_MS : false),
  });
}

export function useRebuildAction(serverId: string) {
  const { client, systemId } = useSystemScope();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (action: 'start' | 'stop') => {
      const params = { id: serverId };
      const reply =
        action === 'start'
          ? await client.call(serverStorageEndpoints.rebuildStart, { params, body: { location: 'both' } })
          : await client.call(serverStorageEndpoints.rebuildStop, { params });
      return own(reply, serverId);
    },
    onSuccess: (status) => {
      queryClient.setQueryData(storagesKeys.rebuild(systemId, serverId), status);
      void queryClient.invalidateQueries({ queryKey: storagesKeys.space(systemId, serverId) });
    },
  });
}

export function useBackupSettings(serverId: string) {
  const { client, systemId } = useSystemScope();
  return useQuery<ServerBackupSettings>({
    queryKey: storagesKeys.backup(systemId, serverId),
    queryFn: () => client.call(serverStorageEndpoints.backupSettings, { params: { id: serverId } }),
  });
}

export function useChangeBackupSettings(serverId: string) {
  const { client, systemId } = useSystemScope();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ServerBackupSettingsChange) =>
      client.call(serverStorageEndpoints.changeBackupSettings, { params: { id: serverId }, body }),
    onSuccess: (settings) => queryClient.setQueryData(storagesKeys.backup(systemId, serverId), settings),
  });
}

export { isRunning as isRebuildRunning };
