import {
  CAMERA_SEARCH_POLL_MS,
  type DeviceSearch,
  type DeviceSearchRequest,
  type FoundDevice,
} from '@argus/contract/mediaserver';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { systemKey, useSystemScope } from '../../../app/scope/system-scope.ts';
import { cameraSearchEndpoints } from '../../../lib/endpoints.ts';
import { deviceKeys } from '../schedule/device.api.ts';

/** Whether a search has stopped looking. */
export function isSearchDone(search: DeviceSearch | undefined): boolean {
  const state = search?.status.state;
  return state === 'finished' || state === 'aborted';
}

/** Starts a search at an address, a range or a URL (`POST /rest/v2/devices/*\/searches`). */
export function useStartSearch() {
  const { client } = useSystemScope();
  return useMutation({
    mutationFn: (body: DeviceSearchRequest) =>
      client.call(cameraSearchEndpoints.start, { params: { id: '*' }, body }),
  });
}

/** A running search, asked again every CAMERA_SEARCH_POLL_MS until it is done. */
export function useSearchProgress(searchId: string | null) {
  const { client, systemId } = useSystemScope();
  return useQuery({
    queryKey: systemKey(systemId, 'deviceSearches', searchId),
    queryFn: () =>
      client.call(cameraSearchEndpoints.get, { params: { id: '*', searchId: searchId as string } }),
    enabled: searchId !== null,
    refetchInterval: (query) => (isSearchDone(query.state.data) ? false : CAMERA_SEARCH_POLL_MS),
    gcTime: 0,
  });
}

/** Stops a search and forgets it (the dialog closed or a new search starts). */
export function useStopSearch() {
  const { client } = useSystemScope();
  return useMutation({
    mutationFn: (searchId: string) =>
      client.call(cameraSearchEndpoints.stopSearch, { params: { id: '*', searchId } }),
  });
}

/**
 * Adds found devices (each under its `name`) with the credentials they were searched with; the device lists are
 * read again.
 */
export function useAddFoundDevices() {
  const { client, systemId } = useSystemScope();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ devices, user, password }: { devices: FoundDevice[]; user: string; password: string }) =>
      client.call(cameraSearchEndpoints.addPost, {
        body: {
          user,
          password,
          cameras: devices.map((d) => ({
            uniqueId: d.physicalId,
            url: d.url,
            manufacturer: d.manufacturer,
            name: d.name,
          })),
        },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: deviceKeys.all(systemId) }),
  });
}
