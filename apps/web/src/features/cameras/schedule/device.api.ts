import { normalizeId } from '@argus/contract';
import type { DeviceChangeRequest, DeviceModel } from '@argus/contract/mediaserver';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { systemKey, useSystemScope } from '../../../app/scope/system-scope.ts';
import { devicesEndpoints } from '../../../lib/endpoints.ts';
import { runBounded, type Settled } from '../../../lib/run-bounded.ts';

/** How many cameras a copy changes at once: enough to be quick, few enough to leave the server room. */
export const COPY_CONCURRENCY = 4;

/** Query keys of devices: the Cameras page's list (its `_with` fields), and whole models for the editors. */
export const deviceKeys = {
  all: (systemId: string) => systemKey(systemId, 'devices'),
  list: (systemId: string) => systemKey(systemId, 'devices', 'page'),
  one: (systemId: string, id: string) => systemKey(systemId, 'devices', 'one', normalizeId(id) ?? id),
};

/** One camera, as the editors load it. */
export function useDevice(id: string) {
  const { client, systemId } = useSystemScope();
  return useQuery({
    queryKey: deviceKeys.one(systemId, id),
    queryFn: () => client.call(devicesEndpoints.get, { params: { id } }),
  });
}

/** PATCH `/rest/v1/devices/:id` (the same call as v2); the reply replaces the cached device and the list is read again. */
export function useChangeDevice() {
  const { client, systemId } = useSystemScope();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: DeviceChangeRequest }) =>
      client.call(devicesEndpoints.change, { params: { id }, body: changes }),
    onSuccess: (device: DeviceModel) => {
      queryClient.setQueryData(deviceKeys.one(systemId, device.id), device);
      void queryClient.invalidateQueries({ queryKey: deviceKeys.list(systemId) });
    },
  });
}

export interface CopyRequest {
  ids: readonly string[];
  changes: DeviceChangeRequest;
  /** Hears each camera as its change ends, with how many have. */
  onSettled?(outcome: Settled<string, DeviceModel>, done: number): void;
}

/**
 * The same change to many cameras (copying a schedule), COPY_CONCURRENCY at a time; every camera is settled
 * (one refusing does not stop the others) and the device queries are read again once, at the end.
 */
export function useChangeDevices() {
  const { client, systemId } = useSystemScope();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ ids, changes, onSettled }: CopyRequest) =>
      runBounded(
        ids,
        COPY_CONCURRENCY,
        (id) => client.call(devicesEndpoints.change, { params: { id }, body: changes }),
        onSettled,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: deviceKeys.all(systemId) }),
  });
}
