import type { DeviceChangeRequest, DeviceModel } from '@argus/contract';
import { normalizeId } from '@argus/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { systemKey, useSystemScope } from '../../../app/scope/system-scope.ts';
import { devicesEndpoints } from '../../../lib/endpoints.ts';

/** Query keys of devices, shared by the recording and motion editors. */
export const deviceKeys = {
  all: (systemId: string) => systemKey(systemId, 'devices'),
  list: (systemId: string) => systemKey(systemId, 'devices', 'list'),
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

/** Every device the user may see (the copy dialog's choice of cameras). */
export function useDevices(enabled: boolean) {
  const { client, systemId } = useSystemScope();
  return useQuery({
    queryKey: deviceKeys.list(systemId),
    queryFn: () => client.call(devicesEndpoints.list),
    enabled,
    staleTime: 5_000,
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
