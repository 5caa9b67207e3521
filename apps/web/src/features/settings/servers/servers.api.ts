import type {
  LoginSession,
  LoginSessionRequest,
  ServerInformation,
  ServerModel,
  ServerRuntimeInformation,
} from '@argus/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';

/** Server status check interval while a server restarts (spec 001 §9). */
export const SERVER_STATUS_CHECK_MS = 3400;

export const serversKeys = {
  all: ['servers'] as const,
  list: ['servers', 'list'] as const,
  one: (id: string) => ['servers', 'one', id] as const,
  info: (id: string) => ['servers', 'info', id] as const,
  runtime: (id: string) => ['servers', 'runtime', id] as const,
};

const path = (id: string) => `/rest/v1/servers/${encodeURIComponent(id)}`;

export function useServers() {
  return useQuery({
    queryKey: serversKeys.list,
    queryFn: () => http.get<ServerModel[]>('/rest/v1/servers', { query: { _keepDefault: true } }),
  });
}

export function useServer(id: string) {
  return useQuery({
    queryKey: serversKeys.one(id),
    queryFn: () => http.get<ServerModel>(path(id), { query: { _keepDefault: true } }),
  });
}

/** Module information; polled every 3400 ms while `polling` (a restart is awaited). */
export function useServerInfo(id: string, polling = false) {
  return useQuery({
    queryKey: serversKeys.info(id),
    queryFn: () => http.get<ServerInformation>(`${path(id)}/info`, { query: { _keepDefault: true } }),
    refetchInterval: polling ? SERVER_STATUS_CHECK_MS : false,
    retry: polling ? false : 1,
  });
}

export function useServerRuntimeInfo(id: string) {
  return useQuery({
    queryKey: serversKeys.runtime(id),
    queryFn: () =>
      http.get<ServerRuntimeInformation>(`/rest/v2/servers/${encodeURIComponent(id)}/runtimeInfo`, {
        query: { _keepDefault: true },
      }),
  });
}

export function useRenameServer(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => http.patch<ServerModel>(path(id), { name }),
    onSuccess: (server) => {
      if (server && typeof server === 'object') client.setQueryData(serversKeys.one(id), server);
      void client.invalidateQueries({ queryKey: serversKeys.all });
    },
  });
}

/**
 * Checks the current user's password by creating a fresh cookie session with it; the fresh session is
 * what the restart call needs anyway (media-server-api §3.2).
 */
export function useVerifyPassword() {
  return useMutation({
    mutationFn: (body: Omit<LoginSessionRequest, 'setCookie'>) =>
      http.post<LoginSession>('/rest/v1/login/sessions', { ...body, setCookie: true }, { noReauth: true }),
  });
}

export function useRestartServer(id: string) {
  return useMutation({
    mutationFn: () => http.post<unknown>(`${path(id)}/restart`, undefined, { noReauth: true }),
  });
}
