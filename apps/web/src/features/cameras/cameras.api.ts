import { CAMERA_CREDENTIALS_UPDATE_MS, CAMERA_STATUS_REFRESH_MS } from '@argus/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { systemKey, useSystemScope } from '../../app/scope/system-scope.ts';
import { devicesEndpoints } from '../../lib/endpoints.ts';
import { deviceKeys } from './schedule/device.api.ts';

/** The Cameras page's list: every camera the caller may see, refreshed every CAMERA_STATUS_REFRESH_MS. */
export function useCameraList() {
  const { client, systemId } = useSystemScope();
  return useQuery({
    queryKey: systemKey(systemId, 'devices', 'page'),
    queryFn: () => client.call(devicesEndpoints.list),
    refetchInterval: CAMERA_STATUS_REFRESH_MS,
    staleTime: 2_000,
  });
}

/**
 * One camera for its detail page, its status refreshed like the list's; every CAMERA_CREDENTIALS_UPDATE_MS
 * while `checking` (new credentials were saved and the server is checking the camera).
 */
export function useCamera(id: string, checking = false) {
  const { client, systemId } = useSystemScope();
  return useQuery({
    queryKey: deviceKeys.one(systemId, id),
    queryFn: () => client.call(devicesEndpoints.get, { params: { id } }),
    refetchInterval: checking ? CAMERA_CREDENTIALS_UPDATE_MS : CAMERA_STATUS_REFRESH_MS,
  });
}

/** Removes a camera; every device query is read again. */
export function useRemoveCamera() {
  const { client, systemId } = useSystemScope();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => client.call(devicesEndpoints.remove, { params: { id } }),
    onSuccess: (_reply, id) => {
      queryClient.removeQueries({ queryKey: deviceKeys.one(systemId, id) });
      return queryClient.invalidateQueries({ queryKey: deviceKeys.all(systemId) });
    },
  });
}

/** After a camera was added or changed elsewhere: the lists are read again. */
export function useRefreshCameras() {
  const { systemId } = useSystemScope();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: deviceKeys.all(systemId) });
}
