import { CAMERA_CREDENTIALS_UPDATE_MS, CAMERA_STATUS_REFRESH_MS } from '@argus/contract/mediaserver';
import {
  type QueryClient,
  queryOptions,
  useMutation,
  usePrefetchQuery,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { type SystemScope, useSystemScope } from '../../app/scope/system-scope.ts';
import { isApiError } from '../../lib/api-error.ts';
import { devicesEndpoints } from '../../lib/endpoints.ts';
import { LISTED_DEVICE_FIELDS, type ListedDevice } from './list/camera-search.ts';
import { deviceKeys } from './schedule/device.api.ts';

/**
 * The list call reads only the fields the list shows and searches (`_with`, media-server-api §1.4): at 10,000
 * cameras the whole models are 10 MB of JSON that the server serialises and compresses and the page parses at
 * every poll, these 2.6 MB. Its reply is not the whole model the endpoint's schema describes, so the reply
 * check (development and tests) is left out for this call; the detail page reads and checks whole models.
 */
const listOfListedFields = { ...devicesEndpoints.list, reply: undefined };
const LISTED_FIELDS_QUERY = { _with: LISTED_DEVICE_FIELDS.join(',') };
/** The header's count on every page is read less often than the Cameras page's list. */
export const CAMERA_COUNTS_REFRESH_MS = 3 * CAMERA_STATUS_REFRESH_MS;

function cameraListQuery({ client, systemId }: SystemScope) {
  return queryOptions({
    queryKey: deviceKeys.list(systemId),
    queryFn: async () =>
      (await client.call(listOfListedFields, { query: LISTED_FIELDS_QUERY })) as readonly ListedDevice[],
    refetchInterval: CAMERA_STATUS_REFRESH_MS,
    staleTime: 2_000,
  });
}

/** The Cameras page's list: every camera the caller may see, refreshed every CAMERA_STATUS_REFRESH_MS. */
export function useCameraList() {
  return useQuery(cameraListQuery(useSystemScope()));
}

/** How many cameras the caller may see, and how many of them are online (Online or Recording). */
export interface CameraCounts {
  online: number;
  total: number;
}

const countCameras = (devices: readonly ListedDevice[]): CameraCounts => ({
  online: devices.filter((d) => d.status === 'Online' || d.status === 'Recording').length,
  total: devices.length,
});

/**
 * The header's camera figure: counted from the Cameras page's list (the same query and cache, its `_with`
 * fields only); read again every CAMERA_COUNTS_REFRESH_MS, or as often as the Cameras page reads it while
 * that is open.
 */
export function useCameraCounts() {
  return useQuery({
    ...cameraListQuery(useSystemScope()),
    select: countCameras,
    refetchInterval: CAMERA_COUNTS_REFRESH_MS,
  });
}

/**
 * Starts loading the list during the page's first render, before the page waits for its texts: at 10,000
 * cameras the list is the long part, and it no longer waits behind the texts (no waterfall).
 */
export function usePrefetchCameraList(): void {
  usePrefetchQuery(cameraListQuery(useSystemScope()));
}

/** The list, fetched before the page renders (the page's route starts it at boot when a session is likely). */
export function prefetchCameraList({ scope, queryClient }: { scope: SystemScope; queryClient: QueryClient }) {
  return queryClient.prefetchQuery(cameraListQuery(scope));
}

/**
 * The server has no such camera for the caller: it does not exist, or the caller may not see it (the server
 * answers both with 404, so as not to tell which).
 */
export function isMissingCamera(err: unknown): boolean {
  return isApiError(err) && err.status === 404;
}

/**
 * One camera for its detail page, its status refreshed like the list's; every CAMERA_CREDENTIALS_UPDATE_MS
 * while `checking` (new credentials were saved and the server is checking the camera). A missing camera stays
 * missing: it is neither retried nor polled.
 */
export function useCamera(id: string, checking = false) {
  const { client, systemId } = useSystemScope();
  return useQuery({
    queryKey: deviceKeys.one(systemId, id),
    queryFn: () => client.call(devicesEndpoints.get, { params: { id } }),
    retry: (failures, err) => !isMissingCamera(err) && failures < 1,
    refetchInterval: (query) =>
      isMissingCamera(query.state.error)
        ? false
        : checking
          ? CAMERA_CREDENTIALS_UPDATE_MS
          : CAMERA_STATUS_REFRESH_MS,
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
