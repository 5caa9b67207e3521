import { SERVER_STATUS_CHECK_MS } from '@argus/contract';
import type { ServerInformation, ServerRuntimeInformation } from '@argus/contract/mediaserver';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { systemKey, useSystemScope } from '../../../app/scope/system-scope.ts';
import { serverDetachEndpoints, serversEndpoints } from '../../../lib/endpoints.ts';
import { type Credentials, logIn } from '../../auth/auth.api.ts';

export const serversKeys = {
  all: (systemId: string) => systemKey(systemId, 'servers'),
  list: (systemId: string) => systemKey(systemId, 'servers', 'list'),
  info: (systemId: string, id: string) => systemKey(systemId, 'servers', 'info', id),
  runtime: (systemId: string, id: string) => systemKey(systemId, 'servers', 'runtime', id),
};

/** One server's part of a reply that may hold one or every server. */
function one<T>(reply: T | T[]): T {
  if (!Array.isArray(reply)) return reply;
  if (reply.length === 0) throw new Error('The server sent no information');
  return reply[0]!;
}

export function useServers() {
  const { client, systemId } = useSystemScope();
  return useQuery({
    queryKey: serversKeys.list(systemId),
    queryFn: () => client.call(serversEndpoints.list),
  });
}

/** Module information; polled every 3400 ms while `polling` (a restart is awaited). */
export function useServerInfo(id: string, polling = false) {
  const { client, systemId } = useSystemScope();
  return useQuery<ServerInformation>({
    queryKey: serversKeys.info(systemId, id),
    queryFn: async () => one(await client.call(serversEndpoints.info, { params: { id } })),
    refetchInterval: polling ? SERVER_STATUS_CHECK_MS : false,
    retry: polling ? false : 1,
  });
}

export function useServerRuntimeInfo(id: string) {
  const { client, systemId } = useSystemScope();
  return useQuery<ServerRuntimeInformation>({
    queryKey: serversKeys.runtime(systemId, id),
    queryFn: async () => one(await client.call(serversEndpoints.runtimeInfo, { params: { id } })),
  });
}

export function useRenameServer(id: string) {
  const { client, systemId } = useSystemScope();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => client.call(serversEndpoints.change, { params: { id }, body: { name } }),
    // The list and the server's information show the name.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: serversKeys.all(systemId) }),
  });
}

/**
 * Checks the current user's password by creating a fresh cookie session with it; the fresh session is
 * what the restart call needs anyway (media-server-api §3.2).
 */
export function useVerifyPassword() {
  const { client } = useSystemScope();
  return useMutation({ mutationFn: (credentials: Credentials) => logIn(client, credentials) });
}

/** The server named by id answers a call itself, through whichever server the console talks to. */
const toServer = (id: string) => ({ 'X-Server-Guid': id });

export function useRestartServer(id: string) {
  const { client } = useSystemScope();
  return useMutation({
    mutationFn: () =>
      client.call(serversEndpoints.restart, { params: { id }, headers: toServer(id), noReauth: true }),
  });
}

/** `POST /rest/v1/servers/{id}/detach`, answered by that server (media-server-api §4.3.2). */
export function useDetachServer(id: string) {
  const { client } = useSystemScope();
  return useMutation({
    mutationFn: () =>
      client.call(serverDetachEndpoints.detach, { params: { id }, headers: toServer(id), noReauth: true }),
  });
}
