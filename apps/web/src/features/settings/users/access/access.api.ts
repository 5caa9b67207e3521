/**
 * What the access editor lists: the cameras (the Cameras page's list and cache), the servers that group them,
 * and the shared layouts (a user's own layouts are its own anyway; media-server-api §4.10).
 */
import { isNullId } from '@argus/contract';
import { queryOptions, usePrefetchQuery, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { type SystemScope, systemKey, useSystemScope } from '../../../../app/scope/system-scope.ts';
import { layoutsEndpoints } from '../../../../lib/endpoints.ts';
import { useCameraList, usePrefetchCameraList } from '../../../cameras/cameras.api.ts';
import { useServers } from '../../servers/servers.api.ts';
import type { AccessCamera, AccessNamed } from './access-tree.ts';

/** The layouts list reads only what the editor shows (`_with`, §1.4); its reply is not the whole model. */
const listOfNames = { ...layoutsEndpoints.list, reply: undefined };

function sharedLayoutsQuery({ client, systemId }: SystemScope) {
  return queryOptions({
    queryKey: systemKey(systemId, 'layouts', 'shared'),
    queryFn: async () => {
      const layouts = (await client.call(listOfNames, { query: { _with: 'id,name,parentId' } })) as {
        id: string;
        name: string;
        parentId: string;
      }[];
      return layouts.filter((l) => isNullId(l.parentId)).map(({ id, name }) => ({ id, name }));
    },
    staleTime: 10_000,
  });
}

function useSharedLayouts() {
  return useQuery(sharedLayoutsQuery(useSystemScope()));
}

/**
 * Starts loading what the editor lists when the Users page opens, so a limited user's dialog shows its list
 * at once (at 10,000 cameras the camera list is the long part).
 */
export function usePrefetchAccessResources(): void {
  usePrefetchCameraList();
  usePrefetchQuery(sharedLayoutsQuery(useSystemScope()));
}

export interface AccessResources {
  cameras: readonly AccessCamera[];
  servers: readonly AccessNamed[];
  layouts: readonly AccessNamed[];
}

/** The three lists, or the first error, or still loading (`data` undefined). */
export function useAccessResources() {
  const cameras = useCameraList();
  const servers = useServers();
  const layouts = useSharedLayouts();
  const error = cameras.error ?? servers.error ?? layouts.error;
  // One object while the three lists stay the same (the query keeps a list that came back unchanged), so the
  // editor sorts 10,000 cameras only when they changed, not at every render or poll.
  const data = useMemo<AccessResources | undefined>(
    () =>
      cameras.data && servers.data && layouts.data
        ? { cameras: cameras.data, servers: servers.data, layouts: layouts.data }
        : undefined,
    [cameras.data, servers.data, layouts.data],
  );
  const retry = () => {
    if (cameras.error) void cameras.refetch();
    if (servers.error) void servers.refetch();
    if (layouts.error) void layouts.refetch();
  };
  return { data, error, retry };
}
